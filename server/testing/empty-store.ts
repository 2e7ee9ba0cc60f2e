import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection, type StoreKind } from '../db/store.ts';
import type { TestPostgres } from './postgres-server.ts';

/**
 * Runs `use` on an empty, unmigrated store of `kind` (a fresh SQLite file, or a new database on the
 * test PostgreSQL server), then closes it and removes the file: what a migration test starts from.
 */
export async function withEmptyStore(
  kind: StoreKind,
  postgres: TestPostgres | null,
  use: (connection: DatabaseConnection) => Promise<void>,
): Promise<void> {
  let dir: string | null = null;
  let config: { databaseFile: string; databaseUrl: string | null };
  if (kind === 'postgres') {
    if (!postgres) throw new Error('the PostgreSQL test server did not start');
    config = { databaseFile: '', databaseUrl: await postgres.createDatabase() };
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-migration-'));
    config = { databaseFile: path.join(dir, 'frontdesk.sqlite'), databaseUrl: null };
  }
  const connection = connectDatabase(config);
  try {
    await use(connection);
  } finally {
    await connection.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
