import type { Kysely } from 'kysely';
import { signUpTables } from '../../migrations/050-subscription-sign-ups.ts';
import { run, TEXT } from './ddl.ts';

// The buyer's sign-up kept with their subscription (SQLite's 050).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, signUpTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE subscription_sign_ups']);
}
