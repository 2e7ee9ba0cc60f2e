import { sql, type Kysely } from 'kysely';
import { REPLY_TO_INDEX } from './018-reply-to-column.ts';

/**
 * The reply-link index keyed by the link first. 018 keyed it by client and session, so each reply's
 * entry went into the middle of the index, next to its session's: a chat turn's group commit dirtied
 * one page of it per session in the batch, each written to the WAL. The link is the question's id,
 * which is time-sortable and a moment older than its reply, so keyed by it first every new entry
 * lands at the index's end, in the page the previous reply just dirtied. Same columns, so the same
 * lookups ("the reply to this message", "visitor messages with no reply") are still one probe: the
 * link picks one question's replies, and client and session still filter as before (every query names
 * them). PostgreSQL's 021 runs the same statements.
 */
export const REPLY_LINK_INDEX = `CREATE INDEX chat_messages_reply_to ON chat_messages (reply_to, client_id, session_id, id)
  WHERE reply_to IS NOT NULL`;

export const DROP_REPLY_INDEX = 'DROP INDEX chat_messages_reply_to';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(DROP_REPLY_INDEX).execute(db);
  await sql.raw(REPLY_LINK_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(DROP_REPLY_INDEX).execute(db);
  await sql.raw(REPLY_TO_INDEX).execute(db);
}
