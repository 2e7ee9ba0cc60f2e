import type { Kysely } from 'kysely';
import {
  DROP_SESSION_ID_INDEX,
  PREVIEW_PATTERN_SQL,
  SESSION_ID_INDEX,
} from '../../migrations/022-admin-lookups.ts';
import { run } from './ddl.ts';

/**
 * SQLite's 022 (the session-id index), and the preview messages' partial index the recent chats'
 * NOT EXISTS probes instead of scanning every message. Its predicate is the query's own, word for
 * word, so the planner can prove the query's rows are in it.
 */
export const PREVIEW_INDEX = `CREATE INDEX chat_messages_preview ON chat_messages (client_id, session_id)
  WHERE metadata ILIKE ${PREVIEW_PATTERN_SQL}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [SESSION_ID_INDEX, PREVIEW_INDEX]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP INDEX chat_messages_preview', DROP_SESSION_ID_INDEX]);
}
