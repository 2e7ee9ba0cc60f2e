import { z } from 'zod';
import {
  ChatMessage,
  MessageMetadata,
  SessionHandoffState,
  SessionId,
  SessionListItem,
  Source,
} from './chat.ts';

/**
 * socket.io, on the same server as the API (path /socket.io).
 *
 * Widget namespace `/widget`: connect with `io(url + '/widget', { auth: { token } })` from the client's
 * site. A production token needs the client's registered domain as Origin (checked at the handshake and
 * again on connection-state recovery); failures arrive as `connect_error` with `err.message` set to the
 * ErrorCode (`unauthorized`, `origin_not_allowed`, `forbidden`, `rate_limited`).
 *
 * Admin namespace `/admin`: same-origin, authenticated by the fd_admin cookie (an operator: every
 * client's new messages and session changes live) or else the fd_app cookie (a workspace: its own
 * client's events only, and actions on its own client's sessions only).
 */
export const SOCKET_NAMESPACES = { widget: '/widget', admin: '/admin' } as const;

/** Widget → server: send a visitor message; clientMessageId makes retries idempotent. Ack: MessageSendAck. */
export const MessageSend = z
  .object({
    sessionId: SessionId,
    clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    message: z.string().trim().min(1, 'Message is required').max(4000),
    metadata: MessageMetadata.pick({ userAgent: true }).optional(),
    /** The visitor session secret the server issued for this session (absent before it has one). */
    sessionKey: z.string().min(1).max(200).optional(),
  })
  .strict();
export type MessageSend = z.infer<typeof MessageSend>;

/**
 * Widget → server: join a session's room and receive what was missed after lastMessageId (from the
 * database, so it works across server restarts). Ack: SessionJoinAck (messages oldest first).
 */
export const SessionJoin = z
  .object({
    sessionId: SessionId,
    lastMessageId: z.string().max(100).optional(),
    sessionKey: z.string().min(1).max(200).optional(),
  })
  .strict();
export type SessionJoin = z.infer<typeof SessionJoin>;

/** Server → widget while a reply streams. */
export const AnswerChunk = z.object({ sessionId: z.string(), replyTo: z.string(), delta: z.string() });
export type AnswerChunk = z.infer<typeof AnswerChunk>;
/** Server → widget when the streamed reply is stored (also sent as message:created). */
export const AnswerDone = z.object({
  sessionId: z.string(),
  replyTo: z.string(),
  message: ChatMessage,
  sources: z.array(Source),
});
export type AnswerDone = z.infer<typeof AnswerDone>;
/**
 * Server → widget when no reply could be produced. `reply` is set for usage_limit_reached: a polite
 * text to show in place of an answer. The visitor message itself is stored.
 */
export const AnswerError = z.object({
  sessionId: z.string(),
  replyTo: z.string(),
  code: z.string(),
  error: z.string(),
  reply: z.string().optional(),
});
export type AnswerError = z.infer<typeof AnswerError>;

/** Server → widget: the session's status or operator changed (ended, taken over, handed back). */
export const SessionUpdated = z.object({
  sessionId: z.string(),
  status: z.enum(['active', 'inactive']),
  handledBy: z.string().nullable(),
  /** Where the session stands on human handoff (waiting for a person, held by an operator, ...). */
  handoff: SessionHandoffState.optional(),
});
export type SessionUpdated = z.infer<typeof SessionUpdated>;

/** Server → admin sockets: a message was stored in any client's session. */
export const AdminMessageCreated = z.object({ clientId: z.string(), message: ChatMessage });
export type AdminMessageCreated = z.infer<typeof AdminMessageCreated>;
/** Server → admin sockets: a session started, got a message, ended or changed hands (the list row). */
export const AdminSessionUpdated = z.object({ clientId: z.string(), session: SessionListItem });
export type AdminSessionUpdated = z.infer<typeof AdminSessionUpdated>;

/** Admin → server: take over a live session (the AI stays quiet) or hand it back. Ack: { ok: true }. */
export const SessionHandoff = z
  .object({ clientId: z.string().min(1).max(64), sessionId: SessionId })
  .strict();
export type SessionHandoff = z.infer<typeof SessionHandoff>;
/** Admin → server: an operator reply in a taken-over session. Ack: { ok: true, message }. */
export const OperatorSend = SessionHandoff.extend({
  message: z.string().trim().min(1, 'Message is required').max(4000),
}).strict();
export type OperatorSend = z.infer<typeof OperatorSend>;

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: string; code: string; reply?: string };
/** `sessionKey`: the secret issued by this call (the session's first message, or first contact).
 * `awaitReply: false`: no AI reply follows (a person was asked for, or an operator holds the session). */
export type MessageSendAck = Ack<{
  message: ChatMessage;
  duplicate: boolean;
  sessionKey?: string;
  awaitReply?: boolean;
}>;
export type SessionJoinAck = Ack<{
  messages: ChatMessage[];
  sessionKey?: string;
  handoff?: SessionHandoffState;
}>;
/** Server → admin sockets: a visitor started waiting for a person (sound and notification in the console). */
export const AdminHandoffRequested = z.object({
  clientId: z.string(),
  clientName: z.string(),
  sessionId: z.string(),
});
export type AdminHandoffRequested = z.infer<typeof AdminHandoffRequested>;
export type OperatorSendAck = Ack<{ message: ChatMessage }>;

export const SOCKET_EVENTS = {
  messageSend: 'message:send',
  sessionJoin: 'session:join',
  answerChunk: 'answer:chunk',
  answerDone: 'answer:done',
  answerError: 'answer:error',
  messageCreated: 'message:created',
  sessionUpdated: 'session:updated',
  adminMessageCreated: 'admin:message-created',
  adminSessionUpdated: 'admin:session-updated',
  sessionTakeOver: 'session:take-over',
  sessionHandBack: 'session:hand-back',
  operatorSend: 'operator:send',
  handoffRequest: 'handoff:request',
  typing: 'typing',
  operatorTyping: 'operator:typing',
  adminTyping: 'admin:typing',
  adminHandoffRequested: 'admin:handoff-requested',
} as const;
