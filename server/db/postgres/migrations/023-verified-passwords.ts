import type { Kysely } from 'kysely';
import { ADD_VERIFIED } from '../../migrations/023-verified-passwords.ts';
import { run } from './ddl.ts';

/** SQLite's 023: whether a customer's password was set through a link sent to their own mailbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [ADD_VERIFIED]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['ALTER TABLE customer_users DROP COLUMN password_verified']);
}
