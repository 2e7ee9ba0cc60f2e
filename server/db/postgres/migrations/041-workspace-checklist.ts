import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The first-run checklist of a workspace (SQLite's 041, same table).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE workspace_checklist (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      step ${TEXT} NOT NULL,
      done_at ${TEXT} NOT NULL,
      PRIMARY KEY (client_id, step)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS workspace_checklist']);
}
