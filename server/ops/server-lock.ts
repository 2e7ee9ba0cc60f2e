/**
 * Who may serve a SQLite file: one server alone, or any number of servers that all scale out through
 * Redis; a restore only when none serves it. The guard is a kernel lock, not a note: each server holds
 * an open SQLite transaction on a lock file beside the database (`frontdesk.sqlite.lock`), a read
 * transaction (SQLite's SHARED fcntl lock) when scaled out, an exclusive one when alone or restoring.
 * SQLite settles the races, and the kernel drops the lock when its process dies, however it dies. The
 * holder is named from /proc/locks (the kernel's own list) or, where there is none, from the pid file
 * the holder writes once it has the lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** `alone`: no other holder at all (a lone server, a restore); `shared`: only other shared holders. */
export type LockMode = 'alone' | 'shared';

export const lockFileOf = (databaseFile: string) => `${databaseFile}.lock`;
/** Written beside the database by the holder, only as a hint where the kernel's list is not readable. */
const pidFileOf = (databaseFile: string) => `${databaseFile}.server-pid`;

/** The lock is held by another process (`holders`: the pids known, possibly none). */
export class ServerLockBusy extends Error {
  override name = 'ServerLockBusy';
  constructor(
    readonly databaseFile: string,
    readonly holders: number[],
  ) {
    super(`${databaseFile} is held by ${holders.length ? `pid ${holders.join(', ')}` : 'another process'}`);
  }
}

export interface ServerLock {
  release(): void;
}

/**
 * Takes the lock on `databaseFile` or throws ServerLockBusy at once (a shared taker waits up to 2 s for
 * an exclusive taker's brief attempt to pass). Nothing beside the lock file is written before it is held.
 */
export function holdServerLock(databaseFile: string, mode: LockMode): ServerLock {
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const lock = new SQLite(lockFileOf(databaseFile), { timeout: mode === 'shared' ? 2000 : 0 });
  try {
    // No journal file: nothing is ever written to the lock file.
    lock.pragma('journal_mode = MEMORY');
    if (mode === 'alone') lock.exec('BEGIN EXCLUSIVE');
    else {
      lock.exec('BEGIN');
      lock.prepare('SELECT count(*) FROM sqlite_master').get();
    }
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY')
      throw new ServerLockBusy(databaseFile, lockHolders(databaseFile));
    throw err;
  }
  const pidFile = pidFileOf(databaseFile);
  fs.writeFileSync(pidFile, String(process.pid));
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      lock.close();
      try {
        if (fs.readFileSync(pidFile, 'utf8') === String(process.pid)) fs.rmSync(pidFile);
      } catch {
        // Already gone.
      }
    },
  };
}

/** The pids holding the lock file, other than this process: the kernel's list, else the pid file. */
export function lockHolders(databaseFile: string): number[] {
  const fromKernel = kernelLockHolders(lockFileOf(databaseFile));
  if (fromKernel?.length) return fromKernel;
  try {
    const pid = Number(fs.readFileSync(pidFileOf(databaseFile), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid ? [pid] : [];
  } catch {
    return [];
  }
}

/**
 * /proc/locks lines name the file as MAJOR:MINOR:INODE and the pid as seen from this process's pid
 * namespace (0 when it is not visible there). The inode alone is matched: on an overlay filesystem (a
 * container's) the device the kernel lists is the layer's, not the one stat reports. Null where the
 * list cannot be read.
 */
function kernelLockHolders(file: string): number[] | null {
  let table: string;
  let inode: number;
  try {
    table = fs.readFileSync('/proc/locks', 'utf8');
    inode = fs.statSync(file).ino;
  } catch {
    return null;
  }
  const pids = new Set<number>();
  for (const line of table.split('\n')) {
    const fields = line.trim().split(/\s+/);
    // "1: POSIX  ADVISORY  READ 11078 fe:00:2148463 1073741826 1073742335" (a blocked waiter has "->").
    if (fields[1] === '->') continue;
    const pid = Number(fields[4]);
    if (fields[5]?.endsWith(`:${inode}`) && pid > 0 && pid !== process.pid) pids.add(pid);
  }
  return [...pids].sort((a, b) => a - b);
}
