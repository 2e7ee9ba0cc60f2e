import type pg from 'pg';
import type { MessageMetadata } from '../../../contract/chat.ts';
import type { AppendOptions, AppendResult, ChatMessageRecord, ChatRepo } from '../../domain/chat/index.ts';
import type { ChatMessagesTable, ChatSessionsTable } from '../schema.ts';
import { tickBatch, type Outcome } from './tick-batch.ts';
import type { OutboxDraft } from '../../domain/outbox/index.ts';
import { draftValues, OUTBOX_INSERT_COLS } from '../repositories/outbox-rows.ts';
import {
  MESSAGE_COLS as COLS,
  SNAPSHOT_COLS,
  splitReplyTo,
  toMessageRecord,
  toSessionRecord,
  toSnapshot,
  type SnapshotRow,
} from '../rows.ts';

/**
 * Metadata as JSON text with U+0000 written as U+FFFD, as the pool does for plain text parameters:
 * PostgreSQL's JSON functions refuse the \u0000 escape.
 */
const metadataText = (metadata: MessageMetadata) =>
  JSON.stringify(metadata, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value,
  );

/**
 * The appends of many chat turns in one statement (a group commit, see tick-batch.ts): the messages go
 * in first, a repeated client message id skipped (ON CONFLICT on its unique index, so a retry racing
 * its original from another process waits for it and is skipped too); then each session that gained
 * messages is opened or touched once, in key order so concurrent batches lock sessions in one order,
 * and counts what it gained. A message re-opens an ended session: the visitor is evidently back. The
 * messages' foreign key is checked at the end of the statement, when their sessions exist. A reply that
 * settles its question's usage charge deletes it here, only when the reply went in: the settlement
 * costs no round trip of its own, and a kill -9 leaves both written or neither. The outbox rows a
 * message raises (domain/outbox/chat-events.ts) go in the same way, only with a stored message; a
 * conversation's start only with the first message of a session this statement created (xmax = 0
 * marks an inserted row). A session secret given with a message ($23) is set in the same upsert, never
 * replacing one the session has.
 */
const APPEND_MANY = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $23::text[])
      AS t(client_id, session_id, created_at, id, sender, message, metadata, client_message_id, reply_to, settles, key_hash)
  ), added AS (
    INSERT INTO chat_messages (${COLS})
    SELECT id, client_id, session_id, sender, message, metadata, client_message_id, created_at, reply_to FROM input
    ON CONFLICT (client_id, session_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
    RETURNING id, client_id, session_id, created_at
  ), gained AS (
    SELECT a.client_id, a.session_id, count(*)::int AS n, min(a.created_at) AS first, max(a.created_at) AS last,
      min(a.id) AS first_id, min(i.key_hash) AS key_hash
    FROM added a JOIN input i ON i.id = a.id GROUP BY a.client_id, a.session_id
  ), touched AS (
    INSERT INTO chat_sessions
      (client_id, session_id, status, started_at, last_activity, message_count, metadata, visitor_key_hash)
    SELECT client_id, session_id, 'active', first, last, n, '{}', key_hash FROM gained
    ORDER BY client_id, session_id
    ON CONFLICT (client_id, session_id) DO UPDATE SET
      status = 'active', ended_at = NULL, message_count = chat_sessions.message_count + excluded.message_count,
      last_activity = greatest(chat_sessions.last_activity, excluded.last_activity),
      visitor_key_hash = coalesce(chat_sessions.visitor_key_hash, excluded.visitor_key_hash)
    RETURNING client_id, session_id, (xmax = 0) AS fresh, ${SNAPSHOT_COLS}
  ), outboxed AS (
    INSERT INTO outbox (${OUTBOX_INSERT_COLS})
    SELECT o.id, o.event_id, o.client_id, o.type, o.channel, o.target, o.payload, o.created_at,
      o.next_attempt_at, o.dedupe_key
    FROM unnest($11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[],
        $18::text[], $19::text[], $20::text[], $21::text[], $22::bool[])
      AS o(id, event_id, client_id, type, channel, target, payload, created_at, next_attempt_at, dedupe_key,
        message_id, only_new)
    JOIN added a ON a.id = o.message_id
    JOIN touched t ON t.client_id = a.client_id AND t.session_id = a.session_id
    JOIN gained g ON g.client_id = a.client_id AND g.session_id = a.session_id
    WHERE NOT o.only_new OR (t.fresh AND a.id = g.first_id)
    ON CONFLICT (dedupe_key) DO NOTHING
  ), settled AS (
    DELETE FROM pending_charges p USING added a, input i
    WHERE i.id = a.id AND i.settles IS NOT NULL AND p.client_id = i.client_id AND p.question_id = i.settles
  )
  SELECT a.id, ${SNAPSHOT_COLS.split(', ')
    .map((c) => `t.${c}`)
    .join(', ')} FROM added a JOIN touched t USING (client_id, session_id)`;

const EARLIER = `SELECT ${COLS.split(', ')
  .map((c) => `m.${c}`)
  .join(', ')}, s.handled_by
  FROM chat_messages m JOIN chat_sessions s USING (client_id, session_id)
  WHERE m.client_id = $1 AND m.session_id = $2 AND m.client_message_id = $3`;

/** The outbox rows of a batch's messages as the statement's twelve arrays ($11 to $22). */
const outboxColumns = (items: Appending[]) => {
  const rows = items.flatMap((a) => (a.opts?.outbox ?? []).map((d) => ({ d, messageId: a.m.id })));
  const cols: (string | null)[][] = Array.from({ length: 11 }, () => []);
  for (const { d, messageId } of rows) [...draftValues(d), messageId].forEach((v, i) => cols[i]!.push(v));
  return [...cols, rows.map((r) => r.d.onlyIfNewSession === true)];
};

/** A message waiting for its group commit, with what its append also does. */
interface Appending {
  m: ChatMessageRecord;
  opts: AppendOptions | undefined;
}

/**
 * Messages and sessions on PostgreSQL, with the SQLite repo's semantics. The statements every chat
 * turn runs are named, so each pooled connection parses and plans them once.
 */
export function createPostgresChatRepo(pool: pg.Pool): ChatRepo {
  const one = async (text: string, values: unknown[]) =>
    (await pool.query<ChatMessagesTable>(text, values)).rows[0];

  /** One statement for `batch`: the stored ones get their session; the rest were repeats (null). */
  const insert = async (items: Appending[]) => {
    const batch = items.map((a) => a.m);
    const column = (f: (m: ChatMessageRecord) => string | null) => batch.map(f);
    const r = await pool.query<SnapshotRow & { id: string }>({
      name: 'fd_append_many',
      text: APPEND_MANY,
      values: [
        column((m) => m.clientId),
        column((m) => m.sessionId),
        column((m) => m.createdAt),
        column((m) => m.id),
        column((m) => m.sender),
        column((m) => m.message),
        column((m) => metadataText(splitReplyTo(m.metadata).metadata)),
        column((m) => m.clientMessageId),
        column((m) => splitReplyTo(m.metadata).replyTo),
        items.map((a) => a.opts?.settlesChargeOf ?? null),
        ...outboxColumns(items),
        items.map((a) => a.opts?.visitorKeyHash ?? null),
      ],
    });
    const stored = new Map(r.rows.map((row) => [row.id, row]));
    return batch.map((m) => stored.get(m.id) ?? null);
  };

  /** A repeat of a stored client message id: the earlier message, or null if it is gone since. */
  const earlier = async (m: ChatMessageRecord): Promise<AppendResult | null> => {
    const r = await pool.query<ChatMessagesTable & { handled_by: string | null }>(EARLIER, [
      m.clientId,
      m.sessionId,
      m.clientMessageId,
    ]);
    const row = r.rows[0];
    return row ? { message: toMessageRecord(row), duplicate: true, handledBy: row.handled_by } : null;
  };

  const resultOf = async (a: Appending, row: SnapshotRow | null): Promise<AppendResult> => {
    const { m } = a;
    if (row) return { message: m, duplicate: false, handledBy: row.handled_by, session: toSnapshot(row) };
    // Deleted (with its session) since the insert was skipped: the append may go ahead after all.
    return (await earlier(m)) ?? appendOne(a);
  };

  // Every widget call about a session checks its secret: the reads of one event-loop turn share one.
  const keyOf = tickBatch(async (keys: { clientId: string; sessionId: string }[]) => {
    const r = await pool.query<{ n: number; hash: string | null }>({
      name: 'fd_visitor_keys',
      text: `SELECT i.n::int AS n, s.visitor_key_hash AS hash
             FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i (client_id, session_id, n)
             JOIN chat_sessions s ON s.client_id = i.client_id AND s.session_id = i.session_id`,
      values: [keys.map((k) => k.clientId), keys.map((k) => k.sessionId)],
    });
    const found = new Map(r.rows.map((row) => [row.n, { hash: row.hash }]));
    return keys.map((_, i) => ({ ok: true as const, value: found.get(i + 1) ?? null }));
  });

  const appendOne: (a: Appending) => Promise<AppendResult> = tickBatch(
    async (batch: Appending[]): Promise<Outcome<AppendResult>[]> => {
      let rows: (SnapshotRow | null)[] | null = null;
      try {
        rows = await insert(batch);
      } catch (err) {
        if (batch.length === 1) return [{ ok: false, err }];
      }
      // A failing batch (a client deleted meanwhile, say) is retried one message at a time, in order
      // (a repeat stays a repeat), so one failing message leaves the others stored, as on SQLite.
      const outcomes: Outcome<AppendResult>[] = [];
      for (const [i, a] of batch.entries()) {
        try {
          const row = rows ? (rows[i] ?? null) : ((await insert([a]))[0] ?? null);
          outcomes.push({ ok: true, value: await resultOf(a, row) });
        } catch (err) {
          outcomes.push({ ok: false, err });
        }
      }
      return outcomes;
    },
  );

  /**
   * An end that raises events: they are written only when the session was active (locked first, so of
   * two ends racing only one sees it active) and in the same statement as the end.
   */
  const endWithEvents = async (clientId: string, sessionId: string, at: string, outbox: OutboxDraft[]) => {
    const cols: (string | null)[][] = Array.from({ length: 10 }, () => []);
    for (const d of outbox) draftValues(d).forEach((v, i) => cols[i]!.push(v));
    const r = await pool.query<{ n: number }>(
      `WITH prev AS (
         SELECT status FROM chat_sessions WHERE client_id = $2 AND session_id = $3 FOR UPDATE
       ), upd AS (
         UPDATE chat_sessions SET status = 'inactive', ended_at = $1, last_activity = greatest(last_activity, $1)
         WHERE client_id = $2 AND session_id = $3 RETURNING 1
       ), outboxed AS (
         INSERT INTO outbox (${OUTBOX_INSERT_COLS})
         SELECT * FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
           $10::text[], $11::text[], $12::text[], $13::text[])
         WHERE EXISTS (SELECT 1 FROM prev WHERE status = 'active') AND EXISTS (SELECT 1 FROM upd)
         ON CONFLICT (dedupe_key) DO NOTHING
       )
       SELECT count(*)::int AS n FROM upd`,
      [at, clientId, sessionId, ...cols],
    );
    return (r.rows[0]?.n ?? 0) > 0;
  };

  return {
    append: (m, opts) => appendOne({ m, opts }),
    async messages(clientId, sessionId, opts = {}) {
      const r = await pool.query<ChatMessagesTable>(
        `SELECT ${COLS} FROM chat_messages WHERE client_id = $1 AND session_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
        [clientId, sessionId, opts.afterId ?? '', opts.limit ?? 1000],
      );
      return r.rows.map(toMessageRecord);
    },
    async recent(clientId, sessionId, limit) {
      const r = await pool.query<ChatMessagesTable>(
        `SELECT ${COLS} FROM chat_messages WHERE client_id = $1 AND session_id = $2 ORDER BY id DESC LIMIT $3`,
        [clientId, sessionId, limit],
      );
      return r.rows.map(toMessageRecord).reverse();
    },
    async session(clientId, sessionId) {
      const r = await pool.query<ChatSessionsTable>({
        name: 'fd_session',
        text: 'SELECT * FROM chat_sessions WHERE client_id = $1 AND session_id = $2',
        values: [clientId, sessionId],
      });
      return r.rows[0] ? toSessionRecord(r.rows[0]) : null;
    },
    async message(clientId, sessionId, id) {
      const r = await one(
        `SELECT ${COLS} FROM chat_messages WHERE client_id = $1 AND session_id = $2 AND id = $3`,
        [clientId, sessionId, id],
      );
      return r ? toMessageRecord(r) : null;
    },
    async findReply(clientId, sessionId, userMessageId) {
      const r = await one(
        `SELECT ${COLS} FROM chat_messages WHERE client_id = $1 AND session_id = $2 AND reply_to = $3
           AND sender IN ('ai', 'operator') ORDER BY id LIMIT 1`,
        [clientId, sessionId, userMessageId],
      );
      return r ? toMessageRecord(r) : null;
    },
    async findUnanswered(clientId, sessionId, text) {
      const r = await one(
        `SELECT ${COLS} FROM chat_messages m WHERE client_id = $1 AND session_id = $2 AND sender = 'user' AND message = $3
           AND NOT EXISTS (SELECT 1 FROM chat_messages r WHERE r.client_id = m.client_id AND r.session_id = m.session_id
                           AND r.reply_to = m.id)
         ORDER BY id DESC LIMIT 1`,
        [clientId, sessionId, text],
      );
      return r ? toMessageRecord(r) : null;
    },
    async end(clientId, sessionId, at, outbox) {
      if (outbox?.length) return endWithEvents(clientId, sessionId, at, outbox);
      const r = await pool.query(
        `UPDATE chat_sessions SET status = 'inactive', ended_at = $1, last_activity = greatest(last_activity, $1)
         WHERE client_id = $2 AND session_id = $3`,
        [at, clientId, sessionId],
      );
      return (r.rowCount ?? 0) > 0;
    },
    async setHandledBy(clientId, sessionId, operator) {
      const r = await pool.query(
        'UPDATE chat_sessions SET handled_by = $1 WHERE client_id = $2 AND session_id = $3',
        [operator, clientId, sessionId],
      );
      return (r.rowCount ?? 0) > 0;
    },
    visitorKeyOf: (clientId, sessionId) => keyOf({ clientId, sessionId }),
    async claimVisitorKey(clientId, sessionId, hash) {
      const r = await pool.query(
        `UPDATE chat_sessions SET visitor_key_hash = $1
         WHERE client_id = $2 AND session_id = $3 AND visitor_key_hash IS NULL`,
        [hash, clientId, sessionId],
      );
      return r.rowCount === 1;
    },
  };
}
