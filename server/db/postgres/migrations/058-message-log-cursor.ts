import type { Kysely } from 'kysely';
import { run } from './ddl.ts';

/**
 * PostgreSQL's message log (postgres/message-log.ts; SQLite's 058 reads by rowid instead): every new
 * message carries the id of the transaction that wrote it (`log_xid`, 64-bit, never wraps), and the log
 * reads messages in (log_xid, id) order only below the oldest transaction still running, where nothing
 * can commit any more. Rows stored before this migration keep NULL: their events were written with
 * them. A dump restored into another cluster may bring transaction ids beyond that cluster's own: the
 * store re-bases them when it opens (postgres/message-log.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    // Added without a default, then given one: no rewrite of the table; old rows stay NULL.
    'ALTER TABLE chat_messages ADD COLUMN log_xid xid8',
    'ALTER TABLE chat_messages ALTER COLUMN log_xid SET DEFAULT pg_current_xact_id()',
    'CREATE INDEX chat_messages_log ON chat_messages (log_xid, id) WHERE log_xid IS NOT NULL',
    `CREATE TABLE outbox_message_log (
      id integer PRIMARY KEY CHECK (id = 1),
      last_xid xid8 NOT NULL,
      last_id text COLLATE "C" NOT NULL
    )`,
    `INSERT INTO outbox_message_log (id, last_xid, last_id) VALUES (1, '0'::xid8, '')`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE outbox_message_log',
    'DROP INDEX chat_messages_log',
    'ALTER TABLE chat_messages DROP COLUMN log_xid',
  ]);
}
