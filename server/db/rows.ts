/**
 * Rows to records, and the session-list query, shared by the SQLite and PostgreSQL repositories: both
 * stores hold the same columns (ISO text times, JSON text metadata), so only their SQL differs.
 */
import {
  HandoffStatus,
  type MessageMetadata,
  type Sender,
  type SessionListItem,
} from '../../contract/chat.ts';
import { sessionContextOf } from '../../contract/clients.ts';
import type { FollowUpLead, UnansweredQuestion } from '../../contract/insights.ts';
import type { ChatMessageRecord, ChatSessionRecord, SessionSnapshot } from '../domain/chat/index.ts';
import type {
  ChatMessagesTable,
  ChatSessionsTable,
  FollowUpLeadsTable,
  UnansweredQuestionsTable,
} from './schema.ts';

/** The message columns both chat repositories read and write, in this order. */
export const MESSAGE_COLS =
  'id, client_id, session_id, sender, message, metadata, client_message_id, created_at, reply_to';

/**
 * The domain carries the reply link as metadata.replyTo (as the wire does); the store keeps it in the
 * reply_to column (indexed), not in the JSON. Rows from before migration 018 still hold a JSON copy,
 * which the column overrides.
 */
export const toMessageRecord = (r: ChatMessagesTable): ChatMessageRecord => {
  const { replyTo: _jsonCopy, ...rest } = JSON.parse(r.metadata) as MessageMetadata;
  return {
    id: r.id,
    clientId: r.client_id,
    sessionId: r.session_id,
    sender: r.sender as Sender,
    message: r.message,
    metadata: r.reply_to ? { ...rest, replyTo: r.reply_to } : rest,
    clientMessageId: r.client_message_id,
    createdAt: r.created_at,
  };
};

/** A record's metadata split for storing: the reply link for its column, the rest for the JSON. */
export const splitReplyTo = (
  metadata: MessageMetadata,
): { replyTo: string | null; metadata: MessageMetadata } => {
  const { replyTo, ...rest } = metadata;
  return { replyTo: replyTo ?? null, metadata: rest };
};

export const toSessionRecord = (r: ChatSessionsTable): ChatSessionRecord => ({
  clientId: r.client_id,
  sessionId: r.session_id,
  status: r.status === 'active' ? 'active' : 'inactive',
  startedAt: r.started_at,
  lastActivity: r.last_activity,
  endedAt: r.ended_at,
  messageCount: r.message_count,
  metadata: JSON.parse(r.metadata) as Record<string, unknown>,
  handledBy: r.handled_by,
  handoffStatus: HandoffStatus.safeParse(r.handoff_status).data ?? 'none',
  handoffRequestedAt: r.handoff_requested_at,
});

/** The session columns a message append returns (RETURNING), for the snapshot it passes along. */
export const SNAPSHOT_COLS = 'status, last_activity, handled_by, handoff_status, handoff_requested_at';
export type SnapshotRow = Pick<
  ChatSessionsTable,
  'status' | 'last_activity' | 'handled_by' | 'handoff_status' | 'handoff_requested_at'
>;

export const toSnapshot = (r: SnapshotRow): SessionSnapshot => ({
  status: r.status === 'active' ? 'active' : 'inactive',
  lastActivity: r.last_activity,
  handledBy: r.handled_by,
  handoffStatus: HandoffStatus.safeParse(r.handoff_status).data ?? 'none',
  handoffRequestedAt: r.handoff_requested_at,
});

export const toUnansweredQuestion = (r: UnansweredQuestionsTable): UnansweredQuestion => ({
  question: r.question,
  normalized: r.question_key,
  count: r.ask_count,
  firstAskedAt: r.first_asked_at,
  lastAskedAt: r.last_asked_at,
  sampleSessionId: r.sample_session_id,
  reason: r.reason === 'unsupported' ? 'unsupported' : 'no_answer',
});

export const toFollowUpLead = (r: FollowUpLeadsTable): FollowUpLead => ({
  id: r.id,
  sessionId: r.session_id,
  email: r.email,
  question: r.question,
  name: r.name ?? null,
  consent: r.consent ?? null,
  // The pre-chat lead's message id names it (domain/chat/pre-chat.ts); chat message ids never start so.
  source: r.message_id.startsWith('pre-chat-') ? 'pre_chat' : 'chat',
  createdAt: r.created_at,
});

/** A row of the console's session list (`is_active` is 0/1 on SQLite, a boolean on PostgreSQL). */
export interface SessionListRow {
  session_id: string;
  client_id: string;
  client_name: string;
  industry: string;
  status: string;
  is_active: number | boolean;
  started_at: string;
  last_activity: string;
  ended_at: string | null;
  message_count: number;
  user_count: number;
  ai_count: number;
  last_message: string | null;
  handled_by: string | null;
  visitor_email: string | null;
  visitor_verified: number | null;
  visitor_name: string | null;
}

/** Columns the session list may be sorted by. */
export const SESSION_SORT: Record<string, string> = {
  lastActivity: 's.last_activity',
  messageCount: 's.message_count',
  clientName: 'c.client_name',
  sessionId: 's.session_id',
};

/** The session list's SELECT; `activeSince` is the placeholder of the store's dialect. */
export const sessionListSelect = (activeSince: string) => `
  SELECT s.session_id, s.client_id, c.client_name, c.industry, s.status, s.started_at, s.last_activity, s.ended_at,
         s.message_count, s.handled_by,
         (s.status = 'active' AND s.last_activity >= ${activeSince}) AS is_active,
         (SELECT count(*) FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id AND m.sender = 'user') AS user_count,
         (SELECT count(*) FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id AND m.sender = 'ai') AS ai_count,
         (SELECT m.message FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id ORDER BY m.id DESC LIMIT 1) AS last_message,
         (SELECT l.email FROM follow_up_leads l WHERE l.client_id = s.client_id AND l.session_id = s.session_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1) AS visitor_email,
         (SELECT i.verified FROM session_identities i WHERE i.client_id = s.client_id AND i.session_id = s.session_id) AS visitor_verified,
         (SELECT l.name FROM follow_up_leads l WHERE l.client_id = s.client_id AND l.session_id = s.session_id AND l.name IS NOT NULL ORDER BY l.created_at DESC, l.id DESC LIMIT 1) AS visitor_name
  FROM chat_sessions s JOIN clients c ON c.id = s.client_id`;

export function toSessionListItem(r: SessionListRow): Omit<SessionListItem, 'outcome'> {
  const end = Date.parse(r.ended_at ?? r.last_activity);
  return {
    sessionId: r.session_id,
    clientId: r.client_id,
    clientName: r.client_name,
    businessContext: sessionContextOf(r.industry),
    status: r.is_active ? 'active' : 'inactive',
    messageCount: r.message_count,
    userMessageCount: r.user_count,
    aiMessageCount: r.ai_count,
    duration: r.message_count > 0 ? Math.max(0, Math.round((end - Date.parse(r.started_at)) / 60_000)) : null,
    lastMessage: r.last_message,
    lastActivity: r.last_activity,
    startedAt: r.started_at,
    handledBy: r.handled_by,
    visitorEmail: r.visitor_email,
    visitorVerified: Number(r.visitor_verified ?? 0) === 1,
    visitorName: r.visitor_name,
  };
}

/** A LIKE pattern matching `s` anywhere, with LIKE's own characters escaped by backslash. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
