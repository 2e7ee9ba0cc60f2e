import { sql, type Kysely } from 'kysely';

/**
 * SQLite reads a message's `message.created` events off the stored messages after they commit
 * (domain/outbox/message-events.ts) instead of writing an outbox row beside each message: the message
 * row is itself the durable record, and the cursor here says how far the outbox has read. SQLite gives
 * a new row the highest rowid plus one and commits one writer at a time, so rowids follow commit order.
 * The trigger keeps that true across deletions: erasing the newest messages would let the next message
 * reuse a rowid the cursor has passed, so the cursor steps back to the highest rowid left (every row
 * at or under it was read already). Messages stored before this migration had their rows written with
 * them: the cursor starts after them. PostgreSQL keeps writing the rows in the append (its sequences do
 * not follow commit order), so it has no 058.
 */
export const messageLogCursor = [
  `CREATE TABLE outbox_message_log (
    id integer PRIMARY KEY CHECK (id = 1),
    last_rowid integer NOT NULL
  )`,
  `INSERT INTO outbox_message_log (id, last_rowid) SELECT 1, coalesce(max(rowid), 0) FROM chat_messages`,
  `CREATE TRIGGER chat_messages_log_cursor AFTER DELETE ON chat_messages
     WHEN OLD.rowid >= (SELECT last_rowid FROM outbox_message_log WHERE id = 1)
   BEGIN
     UPDATE outbox_message_log SET last_rowid = (SELECT coalesce(max(rowid), 0) FROM chat_messages)
       WHERE id = 1 AND last_rowid > (SELECT coalesce(max(rowid), 0) FROM chat_messages);
   END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of messageLogCursor) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER chat_messages_log_cursor').execute(db);
  await sql.raw('DROP TABLE outbox_message_log').execute(db);
}
