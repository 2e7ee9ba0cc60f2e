import { connectDatabase, type DatabaseConnection, type StoreKind } from '../db/store.ts';
import { freshStoreConfig } from './fresh-store-config.ts';
import type { TestPostgres } from './postgres-server.ts';

/**
 * Runs `use` on an empty, unmigrated store of `kind` (see freshStoreConfig), then closes it and removes
 * the file: what a migration test starts from.
 */
export async function withEmptyStore(
  kind: StoreKind,
  postgres: TestPostgres | null,
  use: (connection: DatabaseConnection) => Promise<void>,
): Promise<void> {
  const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-migration-');
  const connection = connectDatabase(fresh.config);
  try {
    await use(connection);
  } finally {
    await connection.close();
    fresh.remove();
  }
}
