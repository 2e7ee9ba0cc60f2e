import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Confirm/cancel cards of actions that change something (SQLite's 044, same table).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE action_cards (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      action_id ${TEXT} NOT NULL,
      definition ${TEXT} NOT NULL,
      arguments ${TEXT} NOT NULL,
      summary ${TEXT} NOT NULL,
      state ${TEXT} NOT NULL,
      result_message_id ${TEXT},
      expires_at ${TEXT} NOT NULL,
      created_at ${TEXT} NOT NULL,
      decided_at ${TEXT}
    )`,
    'CREATE INDEX action_cards_session ON action_cards (client_id, session_id, created_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS action_cards']);
}
