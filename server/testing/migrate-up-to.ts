import { Migrator, type Migration } from 'kysely';
import { migrationsOf, type Db } from '../db/database.ts';

/**
 * Applies the migrations up to `last` (by name), as a database made before a later one would be;
 * `without` leaves some out (a migration that arrived later from another branch).
 */
export async function migrateUpTo(db: Db, last: string, without: string[] = []): Promise<void> {
  const before: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrationsOf(db)).filter(([name]) => name <= last && !without.includes(name)),
  );
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
