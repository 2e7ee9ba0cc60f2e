import { sql, type Kysely } from 'kysely';

/**
 * Two console lookups that read a whole table (plans in the closing note of issue 17, session 11):
 *   - a conversation opened by its session id alone (`clientsOfSession`: the admin conversation detail
 *     view) scanned every session, as the key starts with the client id. The index on the session id
 *     changes only when a session is created: its column never moves, so a message's touch of the
 *     session row (count, time) leaves it alone;
 *   - PostgreSQL only (its 022): the recent chats leave out console previews with a NOT EXISTS over
 *     the session's messages whose metadata says `"preview":true`; PostgreSQL ran it as an anti-join
 *     against a scan of every message. Its partial index holds the preview messages alone. SQLite
 *     probes each listed session's messages through chat_messages_session and stops at the limit, so
 *     it has no use for it.
 */
/**
 * What marks a console preview's message, as SQL text. The recent chats' filter and PostgreSQL's
 * partial index must say it the same way, word for word, for the planner to use the index.
 */
export const PREVIEW_PATTERN_SQL = `'%"preview":true%'`;

export const SESSION_ID_INDEX = 'CREATE INDEX chat_sessions_session ON chat_sessions (session_id)';
export const DROP_SESSION_ID_INDEX = 'DROP INDEX chat_sessions_session';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SESSION_ID_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(DROP_SESSION_ID_INDEX).execute(db);
}
