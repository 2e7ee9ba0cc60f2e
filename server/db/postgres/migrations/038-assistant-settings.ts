import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Each client's assistant settings as JSON (SQLite's 038, same column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [`ALTER TABLE clients ADD COLUMN assistant_settings ${TEXT}`]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['ALTER TABLE clients DROP COLUMN assistant_settings']);
}
