import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Codes mailed to the email on a personal record (SQLite's 030, same table).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE email_codes (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      email ${TEXT} NOT NULL,
      record_ref ${TEXT} NOT NULL,
      code_digest ${TEXT} NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at ${TEXT} NOT NULL,
      expires_at ${TEXT} NOT NULL,
      proven_at ${TEXT}
    )`,
    'CREATE INDEX email_codes_session ON email_codes (client_id, session_id, created_at)',
    'CREATE INDEX email_codes_email ON email_codes (client_id, email, created_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS email_codes']);
}
