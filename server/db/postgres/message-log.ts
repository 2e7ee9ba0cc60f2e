import type pg from 'pg';
import type { MessageLog } from '../../domain/outbox/index.ts';
import { draftValues, OUTBOX_INSERT_COLS } from '../repositories/outbox-rows.ts';
import { MESSAGE_COLS, toMessageRecord } from '../rows.ts';
import type { ChatMessagesTable } from '../schema.ts';
import { inTransaction } from './connect.ts';

/**
 * The message log on PostgreSQL (migration 058). Ids and sequences do not follow commit order here, so
 * the log orders messages by the writing transaction's id and reads only below the oldest transaction
 * still running (`pg_snapshot_xmin`): every transaction under it has committed or rolled back, so no
 * message can appear there later and the cursor never passes one. A long transaction (a `pg_dump`)
 * delays the events, never loses them. Steps of two processes queue on the cursor row's lock.
 */
const FINAL = 'm.log_xid < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = `m.log_xid IS NOT NULL AND (m.log_xid, m.id) > (c.last_xid, c.last_id) AND ${FINAL}`;

const DUE = `SELECT 1 FROM chat_messages m, outbox_message_log c WHERE c.id = 1 AND ${AFTER} LIMIT 1`;
const READ = `SELECT m.log_xid::text AS xid, ${MESSAGE_COLS.split(', ')
  .map((c) => `m.${c}`)
  .join(', ')}
  FROM chat_messages m, outbox_message_log c WHERE c.id = 1 AND ${AFTER}
  ORDER BY m.log_xid, m.id LIMIT $1`;
const BACKLOG = `SELECT count(*)::int AS n FROM chat_messages m, outbox_message_log c
  WHERE c.id = 1 AND m.log_xid IS NOT NULL AND (m.log_xid, m.id) > (c.last_xid, c.last_id)`;
const INSERT = `INSERT INTO outbox (${OUTBOX_INSERT_COLS})
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::text[], $10::text[])
  ON CONFLICT (dedupe_key) DO NOTHING`;

export function createPostgresMessageLog(pool: pg.Pool): MessageLog {
  return {
    async advance(limit, build) {
      // Nothing new (the common case between bursts): one read, no transaction.
      if ((await pool.query(DUE)).rowCount === 0) return 0;
      return await inTransaction(pool, async (client) => {
        await client.query('SELECT 1 FROM outbox_message_log WHERE id = 1 FOR UPDATE');
        const rows = (await client.query<ChatMessagesTable & { xid: string }>(READ, [limit])).rows;
        if (rows.length === 0) return 0;
        const drafts = build(rows.map(toMessageRecord));
        if (drafts.length > 0) {
          const cols: (string | null)[][] = Array.from({ length: 10 }, () => []);
          for (const d of drafts) draftValues(d).forEach((v, i) => cols[i]!.push(v));
          await client.query(INSERT, cols);
        }
        const last = rows[rows.length - 1]!;
        await client.query('UPDATE outbox_message_log SET last_xid = $1::xid8, last_id = $2 WHERE id = 1', [
          last.xid,
          last.id,
        ]);
        return rows.length;
      });
    },
    backlog: async () => (await pool.query<{ n: number }>(BACKLOG)).rows[0]?.n ?? 0,
  };
}

/**
 * Run when the store opens, before anything is served. In one cluster every stored transaction id is
 * below the next one to be given; a dump restored into another cluster (or one rebuilt by pg_upgrade)
 * can hold ids beyond it, under which the new cluster's messages would sort before the cursor and never
 * be read. Then the restored messages count as read (their log ids cleared) and the cursor starts again.
 * Returns whether it re-based.
 */
export async function rebaseMessageLog(pool: pg.Pool): Promise<boolean> {
  const AHEAD = `SELECT 1 FROM chat_messages WHERE log_xid IS NOT NULL
    AND log_xid >= pg_snapshot_xmax(pg_current_snapshot()) LIMIT 1`;
  if ((await pool.query(AHEAD)).rowCount === 0) return false;
  return await inTransaction(pool, async (client) => {
    await client.query('SELECT 1 FROM outbox_message_log WHERE id = 1 FOR UPDATE');
    // Another process re-based it first.
    if ((await client.query(AHEAD)).rowCount === 0) return false;
    await client.query('UPDATE chat_messages SET log_xid = NULL WHERE log_xid IS NOT NULL');
    await client.query("UPDATE outbox_message_log SET last_xid = '0'::xid8, last_id = '' WHERE id = 1");
    return true;
  });
}
