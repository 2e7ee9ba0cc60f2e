/**
 * Backup and restore of the SQLite store. A backup is SQLite's online backup API on a live database (a
 * consistent copy whatever the server writes meanwhile; a file copy could catch a page half-written or
 * miss the WAL). A restore puts a checked backup in place of the database of a stopped server, in one
 * rename, holding the server lock (server/ops/server-lock.ts) meanwhile. PostgreSQL has its own tools
 * (pg_dump, pg_restore).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DomainError } from '../domain/shared/index.ts';
import { holdServerLock, ServerLockBusy, type ServerLock } from '../ops/server-lock.ts';
import { migrations } from './migrations/index.ts';

/** Refuses a backup file that is not an intact Frontdesk SQLite database this version can run. */
function checkBackup(file: string): { migrations: string[] } {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new DomainError('bad_request', `${file} is not a readable SQLite database`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch {
      throw new DomainError('bad_request', `${file} is not a SQLite database`);
    }
    if (integrity !== 'ok') throw new DomainError('bad_request', `${file} fails SQLite's integrity check`);
    const hasTable = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!hasTable)
      throw new DomainError('bad_request', `${file} is not a Frontdesk database (no migrations)`);
    const names = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
    if (
      !names.includes('001-initial') ||
      !db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'clients'").get()
    )
      throw new DomainError('bad_request', `${file} is not a Frontdesk database`);
    const unknown = names.filter((n) => !(n in migrations));
    if (unknown.length)
      throw new DomainError(
        'bad_request',
        `${file} was made by a newer Frontdesk (migrations this version does not know: ${unknown.join(', ')})`,
      );
    return { migrations: names };
  } finally {
    db.close();
  }
}

const syncDir = (dir: string) => {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
};

/**
 * Copies the live database into `target` with the online backup API, checks the copy, and moves it
 * into place in one rename (a half-written backup never carries the target's name).
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(databaseFile))
    throw new DomainError('not_found', `No Frontdesk database at ${databaseFile}`);
  const dest = path.resolve(target);
  if (dest === path.resolve(databaseFile))
    throw new DomainError('bad_request', 'The backup cannot be written over the database itself');
  const partial = `${dest}.partial-${process.pid}`;
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw new DomainError('bad_request', `The backup could not be written: ${(err as Error).message}`);
  } finally {
    source.close();
  }
  try {
    // A self-contained file: the copy carries the live database's WAL mode, which would leave -wal and
    // -shm files beside it at the first open.
    const copy = new SQLite(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    checkBackup(partial);
    fs.renameSync(partial, dest);
    syncDir(path.dirname(dest));
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { bytes: fs.statSync(dest).size };
}

/**
 * Puts a checked backup in place of the database of a stopped server: copied beside the database,
 * synced, then renamed over it (the old WAL and shared-memory files go first: they belong to the old
 * file and would be replayed into the new one).
 */
/** The lock of a lone holder, or a one-line refusal naming the server that holds the file. */
function lockForRestore(databaseFile: string): ServerLock {
  try {
    return holdServerLock(databaseFile, 'alone');
  } catch (err) {
    if (!(err instanceof ServerLockBusy)) throw err;
    const who = err.holders.length ? ` (pid ${err.holders.join(', ')})` : '';
    throw new DomainError(
      'conflict',
      `A Frontdesk server${who} is running on ${databaseFile}: stop it before restoring`,
    );
  }
}

export function restoreSqlite(databaseFile: string, backup: string): { migrations: string[] } {
  if (!fs.existsSync(backup)) throw new DomainError('not_found', `No backup file at ${backup}`);
  // Held through the swap: no server can start on the file while it changes under it.
  const lock = lockForRestore(databaseFile);
  try {
    const checked = checkBackup(backup);
    const incoming = `${databaseFile}.restore-${process.pid}`;
    try {
      fs.copyFileSync(backup, incoming);
      const fd = fs.openSync(incoming, 'r+');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
      fs.renameSync(incoming, databaseFile);
      syncDir(path.dirname(databaseFile));
    } catch (err) {
      fs.rmSync(incoming, { force: true });
      throw err;
    }
    return checked;
  } finally {
    lock.release();
  }
}
