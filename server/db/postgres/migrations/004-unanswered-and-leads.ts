import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The unanswered report, one row per distinct question, and the follow-up leads (SQLite's 004).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE unanswered_questions (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      question_key ${TEXT} NOT NULL,
      question ${TEXT} NOT NULL,
      ask_count integer NOT NULL DEFAULT 0,
      first_asked_at ${TEXT} NOT NULL,
      last_asked_at ${TEXT} NOT NULL,
      sample_session_id ${TEXT} NOT NULL,
      status ${TEXT} NOT NULL DEFAULT 'open',
      resolved_at ${TEXT},
      CONSTRAINT unanswered_questions_pk PRIMARY KEY (client_id, question_key)
    )`,
    'CREATE INDEX unanswered_questions_open ON unanswered_questions (client_id, status, last_asked_at)',
    `CREATE TABLE follow_up_leads (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      message_id ${TEXT} NOT NULL,
      email ${TEXT} NOT NULL,
      question ${TEXT},
      created_at ${TEXT} NOT NULL,
      CONSTRAINT follow_up_leads_message UNIQUE (client_id, message_id)
    )`,
    'CREATE INDEX follow_up_leads_client_time ON follow_up_leads (client_id, created_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS follow_up_leads', 'DROP TABLE IF EXISTS unanswered_questions']);
}
