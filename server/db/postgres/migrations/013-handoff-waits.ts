import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// How long visitors waited for a person (SQLite's 013, same table).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE handoff_waits (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      waited_ms integer NOT NULL,
      taken_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX handoff_waits_client_taken ON handoff_waits (client_id, taken_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS handoff_waits']);
}
