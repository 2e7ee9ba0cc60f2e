import { sql, type Kysely } from 'kysely';

// The business's time zone (the assistant's "now"), and why a question is in the unanswered report:
// the assistant declined ('no_answer') or a model reply cited none of the business's passages ('unsupported').
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clients ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC'`.execute(db);
  await sql`ALTER TABLE unanswered_questions ADD COLUMN reason TEXT NOT NULL DEFAULT 'no_answer'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE unanswered_questions DROP COLUMN reason`.execute(db);
  await sql`ALTER TABLE clients DROP COLUMN time_zone`.execute(db);
}
