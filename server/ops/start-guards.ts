/**
 * What a server checks before it opens anything: that it may serve the SQLite file (no other server
 * alone on it, or only scaled-out peers beside a scaled-out server), that the data directory can be
 * written, and that its port is free. Each refusal is one line an operator can act on
 * (`StartRefused`), never a stack trace, and leaves the files as they were.
 */
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

function lockFor(config: Config) {
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
      throw new StartRefused(
        `Refused to start: the data directory ${path.dirname(config.databaseFile)} cannot be written (${code}); set FRONTDESK_DATA_DIR to a writable folder.`,
      );
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
