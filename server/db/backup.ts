/**
 * Backup and restore of the SQLite store. A backup is SQLite's online backup API on a live database (a
 * consistent copy whatever the server writes meanwhile; a file copy could catch a page half-written or
 * miss the WAL). A restore puts a checked backup in place of the database of a stopped server, in one
 * rename. PostgreSQL has its own tools (pg_dump, pg_restore).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DomainError } from '../domain/shared/index.ts';
import { migrations } from './migrations/index.ts';

/** Written beside the database by a running server; a restore refuses while its process lives. */
export const serverPidFile = (databaseFile: string) => `${databaseFile}.server-pid`;

/** Marks the database as served by this process; the returned function takes the mark away. */
export function holdServerPid(databaseFile: string): () => void {
  const file = serverPidFile(databaseFile);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The pid of a live server on this database, or null (no pid file, or its process is gone). */
export function runningServerPid(databaseFile: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(databaseFile), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

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
export function restoreSqlite(databaseFile: string, backup: string): { migrations: string[] } {
  const pid = runningServerPid(databaseFile);
  if (pid !== null)
    throw new DomainError(
      'conflict',
      `A Frontdesk server (pid ${pid}) is running on ${databaseFile}: stop it before restoring`,
    );
  if (!fs.existsSync(backup)) throw new DomainError('not_found', `No backup file at ${backup}`);
  const checked = checkBackup(backup);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
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
}
