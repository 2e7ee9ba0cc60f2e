import type { Kysely } from 'kysely';
import { DROP_TWO_FACTOR, twoFactorTables } from '../../migrations/024-two-factor.ts';
import { run, TEXT } from './ddl.ts';

/** SQLite's 024: two-step sign-in's secrets, recovery codes, pending sign-ins and client policies. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, twoFactorTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DROP_TWO_FACTOR);
}
