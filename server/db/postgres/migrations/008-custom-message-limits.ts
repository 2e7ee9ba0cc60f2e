import type { Kysely } from 'kysely';
import { CUSTOM_MESSAGE_LIMIT_STATEMENTS } from '../../migrations/008-custom-message-limits.ts';
import { run } from './ddl.ts';

// The plan allowances become the catalogue's; existing clients keep their enforced limit as a custom
// limit (SQLite's 008, the same portable statements).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, CUSTOM_MESSAGE_LIMIT_STATEMENTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['ALTER TABLE clients DROP COLUMN custom_message_limit']);
}
