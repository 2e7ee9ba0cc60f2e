import { sql, type Kysely } from 'kysely';

/**
 * Whose password it is (attack rows 40–42): `customer_users.password_verified` is 1 once a password was
 * set through a link that went only to the email's own mailbox (an invitation, a reset). A password
 * set through a link shown to someone else (the buyer's page at checkout) stays 0: it opens that one
 * membership, and a new membership of the email never inherits it. Passwords set before this change
 * start unverified, since nobody can tell whose hands their link passed through; their owners keep
 * signing in as before, and the next link from their mail makes them verified.
 *
 * Preview usage (attack row 44): `monthly_usage.preview_messages` counts the console's and the
 * workspace's preview replies, apart from the plan's count, so their model cost is seen and limited.
 */
export const UP_023 = [
  'ALTER TABLE customer_users ADD COLUMN password_verified integer NOT NULL DEFAULT 0',
  'ALTER TABLE monthly_usage ADD COLUMN preview_messages integer NOT NULL DEFAULT 0',
];
export const DOWN_023 = [
  'ALTER TABLE monthly_usage DROP COLUMN preview_messages',
  'ALTER TABLE customer_users DROP COLUMN password_verified',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP_023) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN_023) await sql.raw(s).execute(db);
}
