import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Human handoff state per session and handoff settings per client (SQLite's 009, same columns).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE chat_sessions ADD COLUMN handoff_status ${TEXT} NOT NULL DEFAULT 'none'`,
    `ALTER TABLE chat_sessions ADD COLUMN handoff_requested_at ${TEXT}`,
    `ALTER TABLE clients ADD COLUMN handoff_settings ${TEXT}`,
    "CREATE INDEX chat_sessions_handoff_queue ON chat_sessions (handoff_status, handoff_requested_at) WHERE handoff_status IN ('waiting', 'operator')",
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP INDEX IF EXISTS chat_sessions_handoff_queue',
    'ALTER TABLE clients DROP COLUMN handoff_settings',
    'ALTER TABLE chat_sessions DROP COLUMN handoff_requested_at',
    'ALTER TABLE chat_sessions DROP COLUMN handoff_status',
  ]);
}
