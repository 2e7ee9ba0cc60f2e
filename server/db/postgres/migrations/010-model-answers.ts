import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The client's time zone and the unanswered report's reason (SQLite's 010, same logical schema).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE clients ADD COLUMN time_zone ${TEXT} NOT NULL DEFAULT 'UTC'`,
    `ALTER TABLE unanswered_questions ADD COLUMN reason ${TEXT} NOT NULL DEFAULT 'no_answer'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'ALTER TABLE unanswered_questions DROP COLUMN reason',
    'ALTER TABLE clients DROP COLUMN time_zone',
  ]);
}
