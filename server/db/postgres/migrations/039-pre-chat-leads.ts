import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// A pre-chat lead's name and the consent wording ticked (SQLite's 039, same columns).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE follow_up_leads ADD COLUMN name ${TEXT}`,
    `ALTER TABLE follow_up_leads ADD COLUMN consent ${TEXT}`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'ALTER TABLE follow_up_leads DROP COLUMN consent',
    'ALTER TABLE follow_up_leads DROP COLUMN name',
  ]);
}
