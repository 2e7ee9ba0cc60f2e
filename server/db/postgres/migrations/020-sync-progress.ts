import type { Kysely } from 'kysely';
import { SYNC_PROGRESS_COLUMN } from '../../migrations/020-sync-progress.ts';
import { run, TEXT } from './ddl.ts';

// A running sync's progress on its source row (SQLite's 020).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [SYNC_PROGRESS_COLUMN(TEXT)]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['ALTER TABLE knowledge_sources DROP COLUMN sync_progress']);
}
