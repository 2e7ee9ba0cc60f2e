import type pg from 'pg';
import type { MessageMetadata } from '../../../contract/chat.ts';
import type { ChatRepo } from '../../domain/chat/chat-ports.ts';
import type { ChatMessagesTable, ChatSessionsTable } from '../schema.ts';
import { isUniqueViolation } from './connect.ts';
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
 * An append in one statement, so one round trip: the session is touched first (the message's insert
 * reads its output, and the upsert locks the session row, so appends to one session run one after the
 * other, across processes too), then the message is inserted. A message re-opens an ended session:
 * the visitor is evidently back. A repeated client message id breaks the unique index, which fails the
 * whole statement, session touch included, leaving nothing written.
 */
const APPEND = `WITH touched AS (
    INSERT INTO chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
    VALUES ($1, $2, 'active', $3, $3, 1, '{}')
    ON CONFLICT (client_id, session_id) DO UPDATE SET
      status = 'active', ended_at = NULL, message_count = chat_sessions.message_count + 1,
      last_activity = greatest(chat_sessions.last_activity, excluded.last_activity)
    RETURNING ${SNAPSHOT_COLS}
  ), added AS (
    INSERT INTO chat_messages (${COLS}) SELECT $4, $1, $2, $5, $6, $7, $8, $3, $9 FROM touched RETURNING id
  )
  SELECT ${SNAPSHOT_COLS} FROM touched, added`;

const isDuplicateClientMessage = (err: unknown) =>
  isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'chat_messages_client_message';

/**
 * Messages and sessions on PostgreSQL, with the SQLite repo's semantics. The statements every chat
 * turn runs are named, so each pooled connection parses and plans them once.
 */
export function createPostgresChatRepo(pool: pg.Pool): ChatRepo {
  const one = async (text: string, values: unknown[]) =>
    (await pool.query<ChatMessagesTable>(text, values)).rows[0];

  return {
    async append(m) {
      const { replyTo, metadata } = splitReplyTo(m.metadata);
      const values = [
        m.clientId,
        m.sessionId,
        m.createdAt,
        m.id,
        m.sender,
        m.message,
        metadataText(metadata),
        m.clientMessageId,
        replyTo,
      ];
      for (;;) {
        try {
          const r = await pool.query<SnapshotRow>({ name: 'fd_append', text: APPEND, values });
          const row = r.rows[0]!;
          return { message: m, duplicate: false, handledBy: row.handled_by, session: toSnapshot(row) };
        } catch (err) {
          if (!isDuplicateClientMessage(err)) throw err;
        }
        // The statement failed whole, so the session touch went with it; the earlier message is committed.
        const r = await pool.query<ChatMessagesTable & { handled_by: string | null }>(
          `SELECT ${COLS.split(', ')
            .map((c) => `m.${c}`)
            .join(', ')}, s.handled_by
           FROM chat_messages m JOIN chat_sessions s USING (client_id, session_id)
           WHERE m.client_id = $1 AND m.session_id = $2 AND m.client_message_id = $3`,
          [m.clientId, m.sessionId, m.clientMessageId],
        );
        const earlier = r.rows[0];
        // Deleted (with its session) since the insert failed: the append may go ahead after all.
        if (earlier)
          return { message: toMessageRecord(earlier), duplicate: true, handledBy: earlier.handled_by };
      }
    },
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
    async end(clientId, sessionId, at) {
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
    async visitorKeyOf(clientId, sessionId) {
      const r = await pool.query<{ hash: string | null }>(
        'SELECT visitor_key_hash AS hash FROM chat_sessions WHERE client_id = $1 AND session_id = $2',
        [clientId, sessionId],
      );
      return r.rows[0] ?? null;
    },
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
