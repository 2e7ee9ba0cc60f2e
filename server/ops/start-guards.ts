/**
 * What a server checks before it opens anything: that it may serve the SQLite file (no other server
 * alone on it, or only scaled-out peers beside a scaled-out server), that the data directory can be
 * written, and that its port is free. Each refusal is one line an operator can act on
 * (`StartRefused`), never a stack trace, and leaves the files as they were.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '../config.ts';
import { holdServerLock, ServerLockBusy } from './server-lock.ts';

/** A start refused for a reason the operator can fix; its message is the one line to print. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export interface DataDirClaim {
  release(): void;
}

/** Claims the SQLite file (a PostgreSQL store or an in-memory test needs none), then checks the port. */
export async function claimDataDir(config: Config): Promise<DataDirClaim> {
  const lock = config.databaseUrl || config.databaseFile === ':memory:' ? null : lockFor(config);
  try {
    if (config.port !== 0) await ensurePortFree(config.port, config.host);
  } catch (err) {
    lock?.release();
    throw err;
  }
  return { release: () => lock?.release() };
}

/** The one line for a data directory or database file this process cannot write. */
function unwritableRefusal(file: string, isDir: boolean, code: string): StartRefused {
  const uid = process.getuid?.();
  return new StartRefused(
    `Refused to start: ${isDir ? 'the data directory' : 'the database file'} ${file} cannot be written` +
      `${uid === undefined ? '' : ` by uid ${uid}`} (${code}); make it writable for this user, or set FRONTDESK_DATA_DIR to a folder that is.`,
  );
}

/**
 * The data directory and the database's files, where they exist, must be writable: checked before the
 * lock, so a server started as the wrong user says so instead of failing half-way into its first write.
 */
function checkWritable(databaseFile: string): void {
  const dir = path.dirname(databaseFile);
  for (const file of [dir, databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'EACCES';
      // A directory still to be made is made by the lock (and refused there if it cannot be).
      if (code !== 'ENOENT') throw unwritableRefusal(file, file === dir, code);
    }
  }
}

function lockFor(config: Config) {
  checkWritable(config.databaseFile);
  try {
    return holdServerLock(config.databaseFile, config.redisUrl ? 'shared' : 'alone');
  } catch (err) {
    if (err instanceof ServerLockBusy) {
      const who = err.holders.length ? `pid ${err.holders.join(', ')}` : 'another process';
      throw new StartRefused(
        `Refused to start: ${config.databaseFile} is in use by ${who} (a Frontdesk server or a restore). ` +
          'Stop it first; servers share one SQLite file only when every one of them runs with FRONTDESK_REDIS_URL.',
      );
    }
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM' || code === 'SQLITE_CANTOPEN')
      throw unwritableRefusal(path.dirname(config.databaseFile), true, code);
    throw err;
  }
}

/** Binds and releases the port once, so a busy one is reported before the database is opened. */
async function ensurePortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(portRefusal(err, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The one line for a listen error (EADDRINUSE, EACCES), or the error itself. */
export function portRefusal(err: unknown, port: number, host: string): unknown {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return new StartRefused(
      `Refused to start: port ${port} on ${host} is already in use by another process; stop it or set PORT to a free port.`,
    );
  if (code === 'EACCES')
    return new StartRefused(
      `Refused to start: port ${port} on ${host} needs privileges this process lacks; set PORT to 1024 or above.`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new StartRefused(`Refused to start: ${host} is not an address of this machine; check HOST.`);
  return err;
}
