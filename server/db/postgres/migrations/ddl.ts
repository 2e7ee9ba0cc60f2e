import { sql, type Kysely } from 'kysely';

/**
 * Text compared and sorted byte by byte, as SQLite's BINARY collation does: ids, ISO times and the
 * session-id ranges of analytics order the same whatever locale the database was created with.
 */
export const TEXT = 'text COLLATE "C"';

/** Runs DDL statements one by one (each is plain SQL without parameters). */
export async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
