import { sql, type Kysely } from 'kysely';

/**
 * Visitor feedback and each conversation's outcome (issue 31):
 *   - message_feedback: one thumbs up or down per assistant reply (the last one the visitor gave wins),
 *     with a reason and a comment on a thumbs down;
 *   - session_ratings: one 1–5 satisfaction score per conversation (the last one wins);
 *   - conversation_outcomes: the outcome the domain's rule (domain/feedback/outcome-rule.ts) gave the
 *     conversation when it last changed, with the figures the analytics add up (first-reply time, the
 *     score, the thumbs). `outcome` is null while an answered conversation waits out its 24 hours;
 *     `settles_at` says when it becomes `assumed`, so no sweep is needed: reads compare it to the clock.
 * The statements take the text type as a parameter so PostgreSQL's 035 runs the same DDL with "C" text.
 */
export function ddl(text: string): string[] {
  return [
    `CREATE TABLE message_feedback (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      message_id ${text} NOT NULL,
      session_id ${text} NOT NULL,
      rating ${text} NOT NULL,
      reason ${text},
      comment ${text},
      created_at ${text} NOT NULL,
      updated_at ${text} NOT NULL,
      PRIMARY KEY (client_id, message_id)
    )`,
    'CREATE INDEX message_feedback_session ON message_feedback (client_id, session_id)',
    'CREATE INDEX message_feedback_client_time ON message_feedback (client_id, updated_at)',
    `CREATE TABLE session_ratings (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${text} NOT NULL,
      score integer NOT NULL,
      created_at ${text} NOT NULL,
      PRIMARY KEY (client_id, session_id)
    )`,
    `CREATE TABLE conversation_outcomes (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${text} NOT NULL,
      started_at ${text} NOT NULL,
      outcome ${text},
      settles_at ${text},
      first_reply_ms integer,
      score integer,
      thumbs_up integer NOT NULL DEFAULT 0,
      thumbs_down integer NOT NULL DEFAULT 0,
      updated_at ${text} NOT NULL,
      PRIMARY KEY (client_id, session_id)
    )`,
    'CREATE INDEX conversation_outcomes_started ON conversation_outcomes (client_id, started_at)',
    'CREATE INDEX conversation_outcomes_all_started ON conversation_outcomes (started_at)',
  ];
}

export const DROP = [
  'DROP TABLE IF EXISTS conversation_outcomes',
  'DROP TABLE IF EXISTS session_ratings',
  'DROP TABLE IF EXISTS message_feedback',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of ddl('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DROP) await sql.raw(s).execute(db);
}
