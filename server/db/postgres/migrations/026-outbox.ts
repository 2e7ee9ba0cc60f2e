import type { Kysely } from 'kysely';
import { outboxTables } from '../../migrations/026-outbox.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 026-outbox, with PostgreSQL's text type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, outboxTables(TEXT, 'integer'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE outbox_attempts', 'DROP TABLE outbox']);
}
