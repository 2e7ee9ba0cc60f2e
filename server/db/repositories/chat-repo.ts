import type SQLite from 'better-sqlite3';
import type { AppendOptions, AppendResult, ChatMessageRecord, ChatRepo } from '../../domain/chat/index.ts';
import type { ChatMessagesTable, ChatSessionsTable } from '../schema.ts';
import { writeBatchOf } from '../write-batch.ts';
import { outboxInserter } from './outbox-rows.ts';
import {
  MESSAGE_COLS as COLS,
  SNAPSHOT_COLS,
  splitReplyTo,
  toMessageRecord,
  toSessionRecord,
  toSnapshot,
  type SnapshotRow,
} from '../rows.ts';

// Rows as better-sqlite3 returns them: exactly the table types of the schema.
type MessageRow = ChatMessagesTable;
type SessionRow = ChatSessionsTable;

/**
 * Messages and sessions on the raw SQLite handle: the write of a message and the touch of its session
 * are one synchronous unit (a savepoint in a group commit, see write-batch.ts: nothing can interleave),
 * and the hot path skips query building. Every statement filters by client id first.
 */
export function createChatRepo(sqlite: SQLite.Database): ChatRepo {
  const batch = writeBatchOf(sqlite);
  const byClientMessageId = sqlite.prepare<[string, string, string], MessageRow>(
    `SELECT ${COLS} FROM chat_messages WHERE client_id = ? AND session_id = ? AND client_message_id = ?`,
  );
  const insertMessage = sqlite.prepare<
    [string, string, string, string, string, string, string | null, string, string | null]
  >(`INSERT INTO chat_messages (${COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // A message re-opens an ended session: the visitor is evidently back.
  // A secret given with the message is the session's from its first row (never replacing one it has).
  const touchSession = sqlite.prepare<
    [string, string, string, string, string | null],
    SnapshotRow & { message_count: number }
  >(
    `INSERT INTO chat_sessions
       (client_id, session_id, status, started_at, last_activity, message_count, metadata, visitor_key_hash)
     VALUES (?, ?, 'active', ?, ?, 1, '{}', ?)
     ON CONFLICT (client_id, session_id) DO UPDATE SET
       status = 'active', ended_at = NULL, message_count = message_count + 1,
       last_activity = max(last_activity, excluded.last_activity),
       visitor_key_hash = coalesce(visitor_key_hash, excluded.visitor_key_hash)
     RETURNING ${SNAPSHOT_COLS}, message_count`,
  );
  const listAfter = sqlite.prepare<[string, string, string, number], MessageRow>(
    `SELECT ${COLS} FROM chat_messages WHERE client_id = ? AND session_id = ? AND id > ? ORDER BY id LIMIT ?`,
  );
  const listRecent = sqlite.prepare<[string, string, number], MessageRow>(
    `SELECT ${COLS} FROM chat_messages WHERE client_id = ? AND session_id = ? ORDER BY id DESC LIMIT ?`,
  );
  const sessionRow = sqlite.prepare<[string, string], SessionRow>(
    'SELECT * FROM chat_sessions WHERE client_id = ? AND session_id = ?',
  );
  const messageById = sqlite.prepare<[string, string, string], MessageRow>(
    `SELECT ${COLS} FROM chat_messages WHERE client_id = ? AND session_id = ? AND id = ?`,
  );
  const replyOf = sqlite.prepare<[string, string, string], MessageRow>(
    `SELECT ${COLS} FROM chat_messages WHERE client_id = ? AND session_id = ? AND reply_to = ?
       AND sender IN ('ai', 'operator') ORDER BY id LIMIT 1`,
  );
  const unanswered = sqlite.prepare<[string, string, string], MessageRow>(
    `SELECT ${COLS} FROM chat_messages m WHERE client_id = ? AND session_id = ? AND sender = 'user' AND message = ?
       AND NOT EXISTS (SELECT 1 FROM chat_messages r WHERE r.client_id = m.client_id AND r.session_id = m.session_id
                       AND r.reply_to = m.id)
     ORDER BY id DESC LIMIT 1`,
  );
  const statusOf = sqlite
    .prepare<[string, string], string>(
      'SELECT status FROM chat_sessions WHERE client_id = ? AND session_id = ?',
    )
    .pluck();
  // Events go in the transaction of what raised them (domain/outbox/chat-events.ts).
  const writeOutbox = outboxInserter(sqlite);
  const endSession = sqlite.prepare<[string, string, string, string]>(
    `UPDATE chat_sessions SET status = 'inactive', ended_at = ?, last_activity = max(last_activity, ?) WHERE client_id = ? AND session_id = ?`,
  );
  const setHandler = sqlite.prepare<[string | null, string, string]>(
    'UPDATE chat_sessions SET handled_by = ? WHERE client_id = ? AND session_id = ?',
  );

  const keyOf = sqlite.prepare<[string, string], { hash: string | null }>(
    'SELECT visitor_key_hash AS hash FROM chat_sessions WHERE client_id = ? AND session_id = ?',
  );
  const claimKey = sqlite.prepare<[string, string, string]>(
    'UPDATE chat_sessions SET visitor_key_hash = ? WHERE client_id = ? AND session_id = ? AND visitor_key_hash IS NULL',
  );
  // A reply settles its question's usage charge in the savepoint that stores it (usage-repo.ts).
  const settleCharge = sqlite.prepare<[string, string]>(
    'DELETE FROM pending_charges WHERE client_id = ? AND question_id = ?',
  );

  const handlerOf = sqlite
    .prepare<[string, string], string | null>(
      'SELECT handled_by FROM chat_sessions WHERE client_id = ? AND session_id = ?',
    )
    .pluck();

  const append = (m: ChatMessageRecord, opts?: AppendOptions): AppendResult => {
    if (m.clientMessageId) {
      const existing = byClientMessageId.get(m.clientId, m.sessionId, m.clientMessageId);
      if (existing)
        return {
          message: toMessageRecord(existing),
          duplicate: true,
          handledBy: handlerOf.get(m.clientId, m.sessionId) ?? null,
        };
    }
    const session = touchSession.get(
      m.clientId,
      m.sessionId,
      m.createdAt,
      m.createdAt,
      opts?.visitorKeyHash ?? null,
    )!;
    const { replyTo, metadata } = splitReplyTo(m.metadata);
    insertMessage.run(
      m.id,
      m.clientId,
      m.sessionId,
      m.sender,
      m.message,
      JSON.stringify(metadata),
      m.clientMessageId,
      m.createdAt,
      replyTo,
    );
    if (opts?.settlesChargeOf) settleCharge.run(m.clientId, opts.settlesChargeOf);
    if (opts?.outbox)
      writeOutbox(opts.outbox.filter((d) => !d.onlyIfNewSession || session.message_count === 1));
    return { message: m, duplicate: false, handledBy: session.handled_by, session: toSnapshot(session) };
  };

  return {
    append: (message, opts) => batch.run(() => append(message, opts)),
    async messages(clientId, sessionId, opts = {}) {
      return listAfter.all(clientId, sessionId, opts.afterId ?? '', opts.limit ?? 1000).map(toMessageRecord);
    },
    async recent(clientId, sessionId, limit) {
      return listRecent.all(clientId, sessionId, limit).map(toMessageRecord).reverse();
    },
    async session(clientId, sessionId) {
      const r = sessionRow.get(clientId, sessionId);
      return r ? toSessionRecord(r) : null;
    },
    async message(clientId, sessionId, id) {
      const r = messageById.get(clientId, sessionId, id);
      return r ? toMessageRecord(r) : null;
    },
    async findReply(clientId, sessionId, userMessageId) {
      const r = replyOf.get(clientId, sessionId, userMessageId);
      return r ? toMessageRecord(r) : null;
    },
    async findUnanswered(clientId, sessionId, text) {
      const r = unanswered.get(clientId, sessionId, text);
      return r ? toMessageRecord(r) : null;
    },
    end: (clientId, sessionId, at, outbox) =>
      batch.run(() => {
        const wasActive = outbox?.length ? statusOf.get(clientId, sessionId) === 'active' : false;
        const ended = endSession.run(at, at, clientId, sessionId).changes > 0;
        if (ended && wasActive && outbox) writeOutbox(outbox);
        return ended;
      }),
    setHandledBy: (clientId, sessionId, operator) =>
      batch.run(() => setHandler.run(operator, clientId, sessionId).changes > 0),
    async visitorKeyOf(clientId, sessionId) {
      return keyOf.get(clientId, sessionId) ?? null;
    },
    claimVisitorKey: (clientId, sessionId, hash) =>
      batch.run(() => claimKey.run(hash, clientId, sessionId).changes === 1),
  };
}
