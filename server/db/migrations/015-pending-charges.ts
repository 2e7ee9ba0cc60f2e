import { sql, type Kysely } from 'kysely';

/**
 * Charges whose reply has not landed yet. A reply's unit is counted before the model is asked (so
 * concurrent requests can never pass the limit); the row written in the same transaction says which
 * question it is for, and goes when the reply is stored or the unit given back. A row left by a process
 * killed mid-reply is found at the next start: without a stored reply its unit is refunded. PostgreSQL's
 * 015 runs the same statements with its text type. Also: customer sessions record their last use, so
 * an idle one ends like a console session (FRONTDESK_ADMIN_IDLE_MINUTES).
 */
export const pendingChargesTable = (text: string) => `CREATE TABLE pending_charges (
  client_id ${text} NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  question_id ${text} NOT NULL,
  session_id ${text} NOT NULL,
  kind ${text} NOT NULL,
  period ${text} NOT NULL,
  created_at ${text} NOT NULL,
  PRIMARY KEY (client_id, question_id)
)`;

export const customerSessionLastSeen = (text: string) =>
  `ALTER TABLE customer_sessions ADD COLUMN last_seen_at ${text}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(pendingChargesTable('text')).execute(db);
  await sql.raw(customerSessionLastSeen('text')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pending_charges`.execute(db);
  await sql`ALTER TABLE customer_sessions DROP COLUMN last_seen_at`.execute(db);
}
