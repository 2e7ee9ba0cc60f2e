/**
 * Text from uploaded files (PDF, DOCX, Markdown, plain text, CSV) for the retrieval index: paragraphs
 * separated by blank lines, which is how the index chunks documents. The type is taken from the file
 * name and confirmed by the content, so a renamed binary is refused instead of indexed as noise. Every
 * refusal is a DomainError whose message names the file, shown to the operator per file.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { parse as parseCsv } from 'csv-parse';
import { getDocumentProxy } from 'unpdf';
import { MAX_UPLOAD_BYTES, type UPLOAD_EXTENSIONS } from '../../contract/knowledge.ts';
import { DomainError } from '../domain/shared/index.ts';
import type { ExtractedText, TextExtractor } from '../domain/sources/index.ts';
import { checkZipLimits, ZipLimitError } from './zip-limits.ts';

/** What a DOCX may unpack to: its XML becomes a DOM in memory, so this bounds the memory too. */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Text kept from one file; a longer one is refused rather than silently cut. */
export const MAX_TEXT_CHARS = 5_000_000;

const MB = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
const refuse = (message: string) => new DomainError('validation_failed', message);
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lines of Markdown or rows of CSV handled between two turns of the event loop. */
const YIELD_EVERY_LINES = 2000;

export type UploadType = 'pdf' | 'docx' | 'markdown' | 'text' | 'csv';

const TYPE_OF_EXTENSION: Record<(typeof UPLOAD_EXTENSIONS)[number], UploadType> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.csv': 'csv',
};

export function uploadTypeOf(name: string): UploadType | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot).toLowerCase();
  return (TYPE_OF_EXTENSION as Record<string, UploadType>)[ext] ?? null;
}

const startsWith = (bytes: Uint8Array, magic: string) =>
  bytes.length >= magic.length && [...magic].every((c, i) => bytes[i] === c.charCodeAt(0));

/** UTF-8 (or UTF-16 with a byte-order mark); anything with NULs or invalid sequences is binary. */
function decodeText(name: string, bytes: Uint8Array): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(`${name} is not a text file (it is not valid UTF-8); save it as UTF-8 text and try again`);
  }
  if (text.includes('\u0000')) throw refuse(`${name} looks like a binary file, not text`);
  // Other control characters carry no meaning for a reader; tabs and line breaks stay.
  // eslint-disable-next-line no-control-regex
  return text.replace(/^\uFEFF/, '').replace(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** Plain lines, blank lines between paragraphs, no runs of blank lines. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Markdown as a person reads it: markup gone, headings and rules as paragraph breaks. */
export async function markdownToText(md: string): Promise<string> {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  // Front matter is metadata, not content.
  if (lines[0]?.trim() === '---') {
    const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
    if (close > 0) lines.splice(0, close + 1);
  }
  const out: string[] = [];
  let fence: string | null = null;
  let tableHeader: string[] | null = null;
  for (const [i, line] of lines.entries()) {
    if (i % YIELD_EVERY_LINES === YIELD_EVERY_LINES - 1) await yieldToEventLoop();
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1]![0]!;
      else if (fenceMark[1]![0] === fence) fence = null;
      out.push('');
      continue;
    }
    if (fence !== null) {
      out.push(line);
      continue;
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      out.push('', inline(heading[1]!), '');
      continue;
    }
    // A table reads like CSV rows: "Header: value; Header: value", one paragraph per row.
    if (isTableDelimiter(line)) continue;
    if (line.includes('|') && isTableDelimiter(lines[i + 1] ?? '')) {
      tableHeader = tableCells(line).map(inline);
      out.push('');
      continue;
    }
    if (tableHeader && line.includes('|')) {
      const header = tableHeader;
      const cells = tableCells(line)
        .map((c, n) => (c ? `${header[n] || `Column ${n + 1}`}: ${inline(c)}` : ''))
        .filter(Boolean);
      out.push(cells.join('; '), '');
      continue;
    }
    tableHeader = null;
    // Setext underlines and horizontal rules: breaks, not text.
    if (/^\s{0,3}(=+|-+|(\*\s*){3,}|(_\s*){3,})\s*$/.test(line)) {
      out.push('');
      continue;
    }
    // Link reference definitions.
    if (/^\s{0,3}\[[^\]]+\]:\s*\S+/.test(line)) continue;
    const text = line.replace(/^\s{0,3}(>\s?)+/, '').replace(/^\s*([-*+]|\d{1,9}[.)])\s+(\[[ xX]\]\s+)?/, '');
    out.push(inline(text));
  }
  return tidy(out.join('\n'));
}

const isTableDelimiter = (line: string) =>
  /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line) && line.includes('|');

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

function inline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

/** The delimiter used most in the header line, outside quotes (comma, semicolon or tab). */
function sniffDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of firstLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c in counts) counts[c]!++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? best : ',';
}

/** One paragraph per row, "Header: value; Header: value", so a question about one row finds it. */
async function csvToText(name: string, text: string): Promise<string> {
  const parser = parseCsv({
    delimiter: sniffDelimiter(text),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  // Fed in slices so a large file is parsed over many turns of the event loop.
  const slices = Array.from({ length: Math.ceil(text.length / 65_536) }, (_, i) =>
    text.slice(i * 65_536, (i + 1) * 65_536),
  );
  let header: string[] | null = null;
  const rows: string[] = [];
  try {
    for await (const record of Readable.from(slices).pipe(parser) as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((h, i) => h || `Column ${i + 1}`);
        continue;
      }
      const cells = record
        .map((value, i) => (value ? `${header![i] ?? `Column ${i + 1}`}: ${value}` : ''))
        .filter(Boolean);
      if (cells.length > 0) rows.push(cells.join('; '));
      // Stream iteration resolves in microtasks, which never let timers or sockets run.
      if (rows.length % YIELD_EVERY_LINES === 0) await yieldToEventLoop();
    }
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw refuse(`${name} is not a readable CSV file${line ? ` (line ${line})` : ''}`);
  }
  return rows.join('\n\n');
}

async function pdfToText(name: string, bytes: Uint8Array): Promise<ExtractedText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may take ownership of the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      stopAtErrors: false,
      disableFontFace: true,
    });
  } catch (err) {
    const kind = (err as { name?: string }).name;
    if (kind === 'PasswordException')
      throw refuse(`${name} is password-protected; upload a copy without a password`);
    throw refuse(`${name} is not a readable PDF (it may be damaged)`);
  }
  try {
    let title: string | null = null;
    try {
      const info = (await pdf.getMetadata()).info as { Title?: unknown };
      if (typeof info.Title === 'string' && info.Title.trim()) title = info.Title.trim().slice(0, 200);
    } catch {
      // A document without readable metadata is still titled by its file name.
    }
    const pages: string[] = [];
    let chars = 0;
    // Page by page, yielding between pages, so a long PDF never holds the event loop for long.
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      const pageText = tidy(text);
      if (pageText) pages.push(pageText);
      chars += pageText.length;
      if (chars > MAX_TEXT_CHARS) throw refuse(tooMuchText(name));
      await yieldToEventLoop();
    }
    return { title, text: pages.join('\n\n') };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw refuse(`${name} is not a readable PDF (it may be damaged)`);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function docxToText(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await checkZipLimits(bytes, MAX_DOCX_UNPACKED_BYTES);
  } catch (err) {
    if (!(err instanceof ZipLimitError)) throw err;
    if (err.problem === 'too_large')
      throw refuse(`${name} unpacks to more than ${MB(MAX_DOCX_UNPACKED_BYTES)}; it is refused as unsafe`);
    if (err.problem === 'mismatch')
      throw refuse(`${name} does not unpack to the sizes it declares; it is refused as unsafe`);
    if (err.problem === 'encrypted')
      throw refuse(`${name} is password-protected; upload a copy without a password`);
    throw refuse(`${name} is not a readable DOCX document (it may be damaged)`);
  }
  try {
    return tidy(await docxTextInWorker(bytes));
  } catch (err) {
    if (err instanceof WorkerLimitError)
      throw refuse(`${name} is too large or complex to read; split it into smaller documents`);
    throw refuse(`${name} is not a readable DOCX document (it may be damaged)`);
  }
}

// mammoth parses the whole document XML in one synchronous pass (about 1 s for 5 MB of text), so it
// runs in a worker: the event loop stays free, and memory and time get hard limits. Plain CommonJS,
// so the worker needs no TypeScript loader under tsx, vitest or a build.
const DOCX_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const mammoth = require(workerData.mammoth);
mammoth.extractRawText({ buffer: Buffer.from(workerData.bytes) }).then(
  (result) => parentPort.postMessage({ text: result.value }),
  () => parentPort.postMessage({ failed: true }),
);
`;
const MAMMOTH = createRequire(import.meta.url).resolve('mammoth');
const DOCX_TIME_LIMIT_MS = 60_000;
const DOCX_HEAP_LIMIT_MB = 1024;

class WorkerLimitError extends Error {}

function docxTextInWorker(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(DOCX_WORKER, {
      eval: true,
      workerData: { mammoth: MAMMOTH, bytes },
      resourceLimits: { maxOldGenerationSizeMb: DOCX_HEAP_LIMIT_MB },
    });
    const timer = setTimeout(() => {
      reject(new WorkerLimitError('time'));
      void worker.terminate();
    }, DOCX_TIME_LIMIT_MS);
    const settle = () => clearTimeout(timer);
    worker.once('message', (m: { text?: string; failed?: boolean }) => {
      settle();
      if (typeof m.text === 'string') resolve(m.text);
      else reject(new Error('mammoth could not read the document'));
      void worker.terminate();
    });
    worker.once('error', (err: Error & { code?: string }) => {
      settle();
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : err);
    });
    // Settles nothing if a message came first; otherwise the worker died without an answer.
    worker.once('exit', () => {
      settle();
      reject(new Error('the DOCX reader stopped'));
    });
  });
}

const tooMuchText = (name: string) =>
  `${name} holds more than ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters of text; split it into smaller files`;

/** Extracts a file's text, or throws a DomainError saying why it cannot be used. */
export async function extractText(name: string, bytes: Uint8Array): Promise<ExtractedText> {
  const type = uploadTypeOf(name);
  if (!type)
    throw refuse(`${name}: this type of file is not supported (upload PDF, DOCX, Markdown, text or CSV)`);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw refuse(`${name} is larger than ${MB(MAX_UPLOAD_BYTES)}`);
  if (bytes.byteLength === 0) throw refuse(`${name} is empty`);

  let result: ExtractedText;
  if (type === 'pdf') {
    if (!startsWith(bytes, '%PDF-'))
      throw refuse(`${name} is not a PDF file (its content is something else)`);
    result = await pdfToText(name, bytes);
  } else if (type === 'docx') {
    if (!startsWith(bytes, 'PK\u0003\u0004'))
      throw refuse(`${name} is not a DOCX document (its content is something else)`);
    result = { title: null, text: await docxToText(name, bytes) };
  } else {
    const text = decodeText(name, bytes);
    if (type === 'markdown') result = { title: null, text: await markdownToText(text) };
    else if (type === 'csv') result = { title: null, text: await csvToText(name, text) };
    else result = { title: null, text: tidy(text) };
  }
  if (!result.text.trim())
    throw refuse(
      type === 'pdf'
        ? `No readable text was found in ${name} (a scanned PDF needs text recognition first)`
        : `No readable text was found in ${name}`,
    );
  if (result.text.length > MAX_TEXT_CHARS) throw refuse(tooMuchText(name));
  return result;
}

/** The TextExtractor port of the upload service. */
export const textExtractor: TextExtractor = { extract: (file) => extractText(file.name, file.bytes) };
