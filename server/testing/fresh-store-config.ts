/**
 * Where a contract test opens a store of either kind: a new SQLite file in its own temporary folder, or
 * a new database on the file's throwaway PostgreSQL cluster, so no test sees another's rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoreKind } from '../db/store.ts';
import type { TestPostgres } from './postgres-server.ts';

export interface FreshStoreConfig {
  config: { databaseFile: string; databaseUrl: string | null };
  /** Deletes the SQLite folder (a PostgreSQL database goes with its cluster). */
  remove(): void;
}

export async function freshStoreConfig(
  kind: StoreKind,
  postgres: TestPostgres | null,
  prefix: string,
): Promise<FreshStoreConfig> {
  if (kind === 'postgres') {
    if (!postgres) throw new Error('the PostgreSQL test server did not start');
    return { config: { databaseFile: '', databaseUrl: await postgres.createDatabase() }, remove: () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    config: { databaseFile: path.join(dir, 'frontdesk.sqlite'), databaseUrl: null },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
