import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationResultSet,
} from 'kysely';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { postgresMigrations } from './postgres/migrations/index.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';
import { writeBatchOf } from './write-batch.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw handle, for FTS5 and for work that must run inside one synchronous transaction. */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file with WAL, foreign keys and a busy timeout. Durability:
 * WAL with synchronous=NORMAL (the default) keeps every commit across a crash of the process but may
 * lose the last commits on a power loss or OS crash; FULL syncs the WAL on every commit and keeps them
 * across power loss too, at a cost in write throughput (FRONTDESK_SQLITE_SYNCHRONOUS).
 */
export function openDatabase(file: string, opts: { synchronous?: 'normal' | 'full' } = {}): OpenedDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(opts.synchronous === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
  const checkpointer = file === ':memory:' ? null : startWalCheckpointer(sqlite, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: async () => {
      // Writes still queued for the group commit (side effects of the last replies) land first.
      await writeBatchOf(sqlite).run(() => undefined);
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** The migration list of the database's dialect: same names, SQL of its own. */
export function migrationsOf(db: Db): Record<string, Migration> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresMigrations : migrations;
}

function migrator(db: Db): Migrator {
  const list = migrationsOf(db);
  // Engineers working in parallel get migration numbers in advance, so a branch's lower number can land
  // after a higher one already ran somewhere: it still runs (each migration touches its own objects).
  return new Migrator({ db, provider: { getMigrations: async () => list }, allowUnorderedMigrations: true });
}

/**
 * Brings the schema up to date; throws (and the process stops) when a migration fails.
 *
 * PostgreSQL's migrator holds an advisory lock. Kysely's SQLite migrator holds none and runs outside a
 * transaction, so two processes starting at once on a new file both created the first table and one
 * failed. On SQLite the whole run is one IMMEDIATE transaction: the write lock is taken before the
 * migration table is read, a second process waits (busy_timeout) and then finds the work done, and a
 * failed migration leaves nothing half-applied.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  if (sqlite) await sql`begin immediate`.execute(db);
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await migrator(db).migrateToLatest();
  } catch (err) {
    if (sqlite) await sql`rollback`.execute(db);
    throw err;
  }
  const { error, results } = outcome;
  if (sqlite) await (error ? sql`rollback` : sql`commit`).execute(db);
  if (error) throw newerDatabase(error) ?? (error instanceof Error ? error : new Error(String(error)));
  return (results ?? [])
    .filter(
      (r: MigrationResultSet['results'] extends (infer R)[] | undefined ? R : never) =>
        r.status === 'Success',
    )
    .map((r) => r.migrationName);
}

/** Kysely's words for a database migrated by a newer version, said as what to do about it. */
function newerDatabase(error: unknown): Error | null {
  const unknown = /previously executed migration (\S+) is missing/.exec(
    String((error as Error)?.message ?? error),
  );
  return unknown
    ? new Error(
        `The database was migrated by a newer Frontdesk (migration ${unknown[1]} is unknown to this version): run that version, or restore a backup this version made`,
      )
    : null;
}

export async function migrationStatus(db: Db): Promise<{ name: string; executedAt: string | null }[]> {
  const list = await migrator(db).getMigrations();
  return list.map((m) => ({ name: m.name, executedAt: m.executedAt ? m.executedAt.toISOString() : null }));
}
