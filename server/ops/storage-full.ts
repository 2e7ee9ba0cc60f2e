/**
 * A full disk during a write: SQLite's SQLITE_FULL, a file write's ENOSPC or EDQUOT, PostgreSQL's
 * disk_full (53100). The write's transaction is rolled back by the store, so nothing is half-saved; the
 * caller gets `storage_full` (507) instead of an internal error, and the log gets one line naming the
 * cause and what to do, never a stack trace. Reads go on, and writes succeed again once there is space.
 */
import { log } from './log.ts';

const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

/** The code that says the disk (or the database's quota) is full, on the error or its causes. */
export function storageFullCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const STORAGE_FULL_MESSAGE =
  'The server has run out of disk space, so this was not saved. Please try again later.';

/** The one log line for a write refused for want of space (`where`: the route or the job). */
export function logStorageFull(code: string, where: Record<string, unknown>): void {
  log().error(
    { code, ...where },
    'disk full: a write was refused and rolled back; free space where the data directory (or PostgreSQL) keeps its files',
  );
}
