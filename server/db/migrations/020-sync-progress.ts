import { sql, type Kysely } from 'kysely';

/**
 * A running sync's progress on its source row (JSON text: stage, done, total), written by the process
 * running it at most about once a second and cleared when it ends, so every process (the console
 * behind another instance, the CLI) shows how far it is. PostgreSQL's 020 adds the same column.
 */
export const SYNC_PROGRESS_COLUMN = (text: string) =>
  `ALTER TABLE knowledge_sources ADD COLUMN sync_progress ${text}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SYNC_PROGRESS_COLUMN('text')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE knowledge_sources DROP COLUMN sync_progress`.execute(db);
}
