import { sql, type Kysely } from 'kysely';

/**
 * The reply link as a column: `chat_messages.reply_to` names the visitor message an AI or operator
 * reply answers. It used to live inside the metadata JSON, so finding a reply meant parsing every
 * row's JSON; now the lookups ("the reply to this message", "visitor messages with no reply") use an
 * index. Rows written before keep their JSON copy (harmless: the repositories read the column); new
 * rows store the link only here. PostgreSQL's 018 runs the same statements with its text type.
 */
export const replyToColumn = (text: string) => `ALTER TABLE chat_messages ADD COLUMN reply_to ${text}`;

// Replies only (about half the rows), keyed as the queries filter (client, session, the link) and then
// ordered by id, so "the first reply to this message" is one index probe.
export const REPLY_TO_INDEX = `CREATE INDEX chat_messages_reply_to ON chat_messages (client_id, session_id, reply_to, id)
  WHERE reply_to IS NOT NULL`;

/** Down: the link goes back into the JSON text (as the first key, without re-serialising the rest). */
export const replyToIntoMetadata = (quote: string) => `UPDATE chat_messages SET metadata =
  CASE WHEN metadata = '{}' THEN '{"replyTo":' || ${quote} || '}'
       ELSE '{"replyTo":' || ${quote} || ',' || substr(metadata, 2) END
  WHERE reply_to IS NOT NULL AND metadata NOT LIKE '%"replyTo":%'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(replyToColumn('text')).execute(db);
  await sql`UPDATE chat_messages SET reply_to = json_extract(metadata, '$.replyTo')
    WHERE json_extract(metadata, '$.replyTo') IS NOT NULL`.execute(db);
  await sql.raw(REPLY_TO_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(replyToIntoMetadata('json_quote(reply_to)')).execute(db);
  await sql`DROP INDEX chat_messages_reply_to`.execute(db);
  await sql`ALTER TABLE chat_messages DROP COLUMN reply_to`.execute(db);
}
