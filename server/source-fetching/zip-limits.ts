/**
 * Guards a zip (a DOCX) before a library unpacks it: mammoth (through JSZip) inflates whatever the
 * archive holds, with no cap, so a few kilobytes of deflated zeros could fill the memory. This reads the
 * central directory, refuses archives whose declared sizes add up past a limit, then inflates each entry
 * with Node's own output cap, so an entry that lies about its size is caught too.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const inflateRaw = promisify(zlib.inflateRaw);

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 5000;

/** `mismatch`: an entry unpacks to other than its declared size (a zip built to trick a size check). */
export type ZipProblem = 'corrupt' | 'too_large' | 'encrypted' | 'mismatch';

export class ZipLimitError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
  }
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function entriesOf(buf: Buffer): Entry[] {
  // The end record sits in the last 22 bytes plus a comment of at most 64 KiB.
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipLimitError('corrupt');
  const count = buf.readUInt16LE(end + 10);
  const dirOffset = buf.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mark a Zip64 archive: no DOCX a person uploads needs one.
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipLimitError('too_large');
  if (count > MAX_ENTRIES) throw new ZipLimitError('too_large');
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw new ZipLimitError('corrupt');
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    entries.push({
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Resolves when every entry unpacks to at most its declared size and all of them together to at most
 * `maxUnpackedBytes`; throws a ZipLimitError otherwise. Inflating runs on the thread pool.
 */
export async function checkZipLimits(bytes: Uint8Array, maxUnpackedBytes: number): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(buf);
  let declared = 0;
  for (const e of entries) {
    if (e.flags & 1) throw new ZipLimitError('encrypted');
    if (e.size === 0xffffffff || e.compressedSize === 0xffffffff) throw new ZipLimitError('too_large');
    declared += e.size;
  }
  if (declared > maxUnpackedBytes) throw new ZipLimitError('too_large');
  for (const e of entries) {
    const local = e.localOffset;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw new ZipLimitError('corrupt');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + e.compressedSize);
    if (data.length !== e.compressedSize) throw new ZipLimitError('corrupt');
    if (e.method === 0) {
      if (e.size !== e.compressedSize) throw new ZipLimitError('mismatch');
      continue;
    }
    if (e.method !== 8) throw new ZipLimitError('corrupt');
    let unpacked: Buffer;
    try {
      // One byte over the declared size is enough to know it lied.
      unpacked = await inflateRaw(data, { maxOutputLength: Math.max(1, e.size + 1) });
    } catch (err) {
      throw new ZipLimitError(
        (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'mismatch' : 'corrupt',
      );
    }
    if (unpacked.length !== e.size) throw new ZipLimitError('mismatch');
  }
}
