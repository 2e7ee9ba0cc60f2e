import type { Kysely } from 'kysely';
import { DOWN_023, UP_023 } from '../../migrations/023-verified-passwords.ts';
import { run } from './ddl.ts';

/** SQLite's 023: verified customer passwords, and the month's preview replies beside its usage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, UP_023);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DOWN_023);
}
