import type { Kysely } from 'kysely';
import { REPLY_TO_INDEX, replyToColumn, replyToIntoMetadata } from '../../migrations/018-reply-to-column.ts';
import { run, TEXT } from './ddl.ts';

// The reply link as an indexed column, backfilled from metadata's replyTo (SQLite's 018). The metadata
// text is left as written: it is read with LIKE patterns that jsonb's re-serialising would break.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    replyToColumn(TEXT),
    `UPDATE chat_messages SET reply_to = metadata::jsonb ->> 'replyTo' WHERE metadata::jsonb ? 'replyTo'`,
    REPLY_TO_INDEX,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    replyToIntoMetadata('to_json(reply_to)::text'),
    'DROP INDEX chat_messages_reply_to',
    'ALTER TABLE chat_messages DROP COLUMN reply_to',
  ]);
}
