import type SQLite from 'better-sqlite3';
import type { MessageLog } from '../../domain/outbox/index.ts';
import { MESSAGE_COLS, toMessageRecord } from '../rows.ts';
import type { ChatMessagesTable } from '../schema.ts';
import { writeBatchOf } from '../write-batch.ts';
import { outboxInserter } from './outbox-rows.ts';

/**
 * The message log on SQLite (migration 058): messages after the cursor by rowid, which follows commit
 * order. A read that finds messages runs in the store's group commit, so it waits for no one's open
 * transaction, serialises with other processes on the file (BEGIN IMMEDIATE) and re-reads the cursor
 * inside it: what another process read first is not read twice.
 */
export function createMessageLog(sqlite: SQLite.Database): MessageLog {
  const batch = writeBatchOf(sqlite);
  const cursor = sqlite.prepare<[], number>('SELECT last_rowid FROM outbox_message_log WHERE id = 1').pluck();
  const after = sqlite.prepare<[number, number], ChatMessagesTable & { seq: number }>(
    `SELECT rowid AS seq, ${MESSAGE_COLS} FROM chat_messages WHERE rowid > ? ORDER BY rowid LIMIT ?`,
  );
  const anyAfter = sqlite
    .prepare<[], number>(
      `SELECT count(*) FROM (SELECT 1 FROM chat_messages
         WHERE rowid > (SELECT last_rowid FROM outbox_message_log WHERE id = 1) LIMIT 1)`,
    )
    .pluck();
  const backlog = sqlite
    .prepare<[], number>(
      'SELECT count(*) FROM chat_messages WHERE rowid > (SELECT last_rowid FROM outbox_message_log WHERE id = 1)',
    )
    .pluck();
  const move = sqlite.prepare<[number]>('UPDATE outbox_message_log SET last_rowid = ? WHERE id = 1');
  const writeOutbox = outboxInserter(sqlite);

  return {
    async advance(limit, build) {
      // Nothing new (the common case between bursts): no write transaction at all.
      if (anyAfter.get() === 0) return 0;
      return await batch.run(() => {
        const rows = after.all(cursor.get() ?? 0, limit);
        if (rows.length === 0) return 0;
        writeOutbox(build(rows.map(toMessageRecord)));
        move.run(rows[rows.length - 1]!.seq);
        return rows.length;
      });
    },
    backlog: async () => backlog.get() ?? 0,
  };
}
