import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Actions, their call log and pending actions (SQLite's 031, same tables).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE actions (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      name ${TEXT} NOT NULL,
      definition ${TEXT} NOT NULL,
      sealed_secret ${TEXT},
      enabled integer NOT NULL DEFAULT 1,
      created_at ${TEXT} NOT NULL,
      updated_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX actions_client ON actions (client_id, name)',
    `CREATE TABLE action_calls (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      action_id ${TEXT} NOT NULL,
      action_name ${TEXT} NOT NULL,
      session_id ${TEXT},
      outcome ${TEXT} NOT NULL,
      status integer,
      duration_ms integer NOT NULL,
      arguments ${TEXT} NOT NULL,
      error ${TEXT},
      created_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX action_calls_action ON action_calls (client_id, action_id, created_at)',
    'CREATE INDEX action_calls_session ON action_calls (client_id, session_id, created_at)',
    `CREATE TABLE pending_actions (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      action_id ${TEXT} NOT NULL,
      arguments ${TEXT} NOT NULL,
      asking ${TEXT} NOT NULL,
      expires_at ${TEXT} NOT NULL,
      PRIMARY KEY (client_id, session_id)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE IF EXISTS pending_actions',
    'DROP TABLE IF EXISTS action_calls',
    'DROP TABLE IF EXISTS actions',
  ]);
}
