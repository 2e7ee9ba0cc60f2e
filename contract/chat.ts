import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { AI_CONTENT_MAX, SESSION_CONTEXTS } from './clients.ts';
import { SessionIdentity } from './session-identity.ts';

/** Widget session ids: device part + random part, URL-safe (PRODUCT.md). */
export const SessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'sessionId must be 16–128 URL-safe characters');

export const Sender = z.enum(['user', 'ai', 'operator', 'system']);
export type Sender = z.infer<typeof Sender>;

/**
 * Human handoff: a visitor asks for a person (in words or with the widget's button), waits in a queue
 * the operators see, an operator takes the session (the AI stays quiet) and later hands it back.
 *
 * - none: the assistant answers.
 * - waiting: a person was asked for; nobody has taken the session yet (the AI stays quiet).
 * - operator: an operator holds the session (`operator` names them).
 * - missed: outside business hours, handoff off, or nobody took it in time: the email follow-up is offered.
 */
export const HandoffStatus = z.enum(['none', 'waiting', 'operator', 'missed']);
export type HandoffStatus = z.infer<typeof HandoffStatus>;

/** Where a session stands on handoff, as the widget and the console see it. */
export const SessionHandoffState = z.object({
  status: HandoffStatus,
  /** The operator holding the session (their display name), while status is 'operator'. */
  operator: z.string().nullable(),
  /** When a person was asked for (waiting, missed). */
  requestedAt: z.string().nullable(),
});
export type SessionHandoffState = z.infer<typeof SessionHandoffState>;

export const Source = z.object({
  title: z.string(),
  url: z.string().nullable(),
  kind: z.enum(['faq', 'content', 'page', 'file', 'data', 'sample']),
});
export type Source = z.infer<typeof Source>;

/**
 * A confirm/cancel card on an assistant reply: an action that changes something, proposed and not yet
 * run. The proposing reply carries state `pending`; the reply that says the outcome carries the same id
 * with `confirmed`, `failed` or `cancelled`.
 */
export const ActionCard = z
  .object({
    id: z.string().max(100),
    summary: z.string().max(1000),
    state: z.enum(['pending', 'confirmed', 'failed', 'cancelled']),
    /** Until when a pending card may be confirmed. */
    expiresAt: z.string().max(40).optional(),
  })
  .strict();
export type ActionCard = z.infer<typeof ActionCard>;

export const MessageMetadata = z
  .object({
    userAgent: z.string().max(500).optional(),
    isFAQ: z.boolean().optional(),
    model: z.string().max(100).optional(),
    responseType: z.string().max(50).optional(),
    responseTime: z.number().nonnegative().optional(),
    sources: z.array(Source).optional(),
    interrupted: z.boolean().optional(),
    /** Milliseconds from starting the answer to its first streamed text (model replies). */
    firstTokenMs: z.number().nonnegative().optional(),
    /** The model failed before its first token and this reply came from the fallback (builtin or decline). */
    fallback: z.boolean().optional(),
    /** Why the model failed: status, connection, first_token_timeout, stall, breaker_open, incomplete. */
    fallbackReason: z.string().max(50).optional(),
    preview: z.boolean().optional(),
    /** Sent with a test token: counted on the daily test allowance, not the plan. */
    test: z.boolean().optional(),
    clientMessageId: z.string().max(100).optional(),
    promptTokens: z.number().int().optional(),
    completionTokens: z.number().int().optional(),
    /** On AI messages: the id of the visitor message this reply answers. */
    replyTo: z.string().max(100).optional(),
    /** On operator messages and the "joined" note: the display name visitors read (never a login). */
    operator: z.string().max(100).optional(),
    /** On visitor messages: the language detected (or the conversation's, for a message too short to tell). */
    language: LanguageCode.optional(),
    /** With `operator`: the path of their avatar image on this server (GET /api/avatars/{id}). */
    operatorAvatar: z.string().max(200).optional(),
    /** On system messages of a handoff: which step this notice marks. */
    handoff: z.enum(['waiting', 'joined', 'released', 'missed', 'closed']).optional(),
    /** On assistant replies: an action awaiting the visitor's confirmation, or its outcome. */
    actionCard: ActionCard.optional(),
  })
  .strict();
export type MessageMetadata = z.infer<typeof MessageMetadata>;

export const FeedbackRating = z.enum(['up', 'down']);
export type FeedbackRating = z.infer<typeof FeedbackRating>;
/** Why a visitor gave a thumbs down: wrong, did not answer the question, too long, something else. */
export const FeedbackReason = z.enum(['wrong', 'not_my_question', 'too_long', 'other']);
export type FeedbackReason = z.infer<typeof FeedbackReason>;

/** A reply's feedback as transcripts show it. */
export const MessageFeedback = z.object({
  rating: FeedbackRating,
  reason: FeedbackReason.nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type MessageFeedback = z.infer<typeof MessageFeedback>;

/**
 * One outcome per conversation, never blended into one rate:
 * - confirmed: the visitor said it helped (thumbs up, a score of 4 or 5, a "thanks, that's all");
 * - assumed: answered, no thumbs down, no handoff, and no word from the visitor for 24 hours after;
 * - handed_off: a person was asked for (waiting, taken, missed) or a follow-up email was left;
 * - unresolved: declined, unanswered, a thumbs down or a score of 1–2, or the visitor left after a decline.
 * null: answered less than 24 hours ago with no verdict yet (counted as `pending`).
 */
export const Outcome = z.enum(['confirmed', 'assumed', 'handed_off', 'unresolved']);
export type Outcome = z.infer<typeof Outcome>;

export const ChatMessage = z.object({
  id: z.string(),
  message: z.string(),
  sender: Sender,
  sessionId: z.string(),
  timestamp: z.string(),
  metadata: MessageMetadata,
  /** A visitor's thumbs on an assistant reply (transcripts: the console's and /app's detail). */
  feedback: MessageFeedback.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;
export const MessageList = z.object({ messages: z.array(ChatMessage) });

const messageText = z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(4000);

/** Which client an admin-cookie caller acts for (widget callers get it from their token). */
const AdminClientId = z.string().min(1).max(64).optional();
/** Makes a retried POST idempotent: the same id within a session never stores twice. */
export const ClientMessageId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'clientMessageId must be 8–100 URL-safe characters');

/** A stored message's id, as POST /api/chat/messages returned it. */
export const MessageId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Must be the id of a stored message');

/**
 * POST /api/chat/messages → 201 ChatMessage.
 * Widget (Bearer token + Origin): sender 'user', or sender 'ai' only when `message` is exactly one of the
 * client's FAQ answers (a picked FAQ; the server sets metadata isFAQ, model 'faq-instant',
 * responseType 'faq_preset', responseTime 0; not counted). With `replyTo` (what the widget sends) the
 * preset answers that visitor message of the session, which must be the FAQ's question (404 unknown id,
 * 400 not the visitor's, 409 answered, 403 not this FAQ's question); without it, the newest unanswered
 * message with the FAQ's question text. Admin cookie: `clientId` required; messages are marked
 * metadata.preview, except sender 'operator' (a human reply in a live session).
 */
export const PostMessage = z
  .object({
    message: messageText,
    sender: Sender,
    sessionId: SessionId,
    metadata: MessageMetadata.optional(),
    clientMessageId: ClientMessageId.optional(),
    replyTo: MessageId.optional(),
    clientId: AdminClientId,
  })
  .strict();
export type PostMessage = z.infer<typeof PostMessage>;

export const ClientContext = z
  .object({
    businessName: z.string().max(200).optional(),
    domain: z.string().max(253).optional(),
    industry: z.string().max(100).optional(),
    aiContent: z.string().max(AI_CONTENT_MAX).optional(),
    welcomeMessage: z.string().max(1000).optional(),
  })
  .strict();
export type ClientContext = z.infer<typeof ClientContext>;

/**
 * POST /api/chat/ai-response → 200 ChatMessage (the stored AI reply, metadata.sources names its sources).
 * With `messageId` (what the widget sends): answers that stored visitor message of this session, whose
 * text `message` must repeat; another client's or session's id is 404, a message that is not the
 * visitor's or whose text differs is 400, one already answered is 409. Without it (integrators): answers
 * the latest unanswered visitor message with this exact text, storing it first when it was not posted.
 * Widget callers: `clientContext` is ignored and the reply is counted. Admin cookie callers (console
 * preview): `clientId` required, `clientContext` honoured, reply marked metadata.preview and not
 * counted. Over the plan limit: 429 UsageLimitBody.
 */
export const AiResponseRequest = z
  .object({
    message: messageText,
    sessionId: SessionId,
    messageId: MessageId.optional(),
    clientContext: ClientContext.optional(),
    clientId: AdminClientId,
  })
  .strict();
export type AiResponseRequest = z.infer<typeof AiResponseRequest>;

/**
 * POST /api/v1/chat (integrators): `Authorization: Bearer fd_sk_…` (secret key) or a publishable token
 * under the Origin rule. Stores the message and the reply; counted. Over the limit: 429 UsageLimitBody.
 */
export const V1ChatRequest = z
  .object({ message: messageText, sessionId: SessionId, clientMessageId: ClientMessageId.optional() })
  .strict();
export type V1ChatRequest = z.infer<typeof V1ChatRequest>;
export const V1ChatResponse = z.object({
  reply: z.string(),
  sessionId: z.string(),
  messageId: z.string(),
  sources: z.array(Source),
});
export type V1ChatResponse = z.infer<typeof V1ChatResponse>;

/**
 * 429 body when the client's monthly AI replies are used up: the usual error body plus `reply`, a polite
 * text the widget shows in place of an answer (it offers the email follow-up).
 */
export const UsageLimitBody = z.object({
  error: z.string(),
  code: z.literal('usage_limit_reached'),
  reply: z.string(),
});
export type UsageLimitBody = z.infer<typeof UsageLimitBody>;

/**
 * GET /api/chat/messages/{sessionId}?after=<message id> → MessageList, oldest first (only messages after
 * `after` when given). Widget: Bearer token + Origin. Admin cookie: `clientId` required. A session this
 * client never started (or another client's) is 404 not_found; the widget treats 404 as "no messages yet".
 */
export const MessagesQuery = z
  .object({ after: z.string().max(100).optional(), clientId: AdminClientId })
  .strict();
export type MessagesQuery = z.infer<typeof MessagesQuery>;

/**
 * POST /api/sessions/{sessionId}/end → 200 { ok: true }. Bearer token, or (navigator.sendBeacon cannot set
 * headers) a text/plain or JSON body `{"token":"…"}`; the Origin rule applies either way. Admin cookie with
 * `{"clientId":"…"}` also works.
 */
export const EndSessionBody = z
  .object({
    token: z.string().min(1).max(200).optional(),
    /** The visitor session secret (a beacon cannot send headers). */
    sessionKey: z.string().min(1).max(200).optional(),
    clientId: AdminClientId,
  })
  .strict();
export type EndSessionBody = z.infer<typeof EndSessionBody>;

export const SessionSortBy = z.enum(['lastActivity', 'messageCount', 'clientName', 'sessionId']);
export const SessionListQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    status: z.enum(['all', 'active', 'inactive']).default('all'),
    context: z.enum(['all', ...SESSION_CONTEXTS]).default('all'),
    sortBy: SessionSortBy.default('lastActivity'),
    order: z.enum(['asc', 'desc']).default('desc'),
    clientId: z.string().max(64).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type SessionListQuery = z.input<typeof SessionListQuery>;
export type SessionListQueryParsed = z.output<typeof SessionListQuery>;

export const SessionListItem = z.object({
  sessionId: z.string(),
  clientName: z.string(),
  clientId: z.string(),
  businessContext: z.string(),
  status: z.enum(['active', 'inactive']),
  messageCount: z.number().int(),
  userMessageCount: z.number().int(),
  aiMessageCount: z.number().int(),
  /** Minutes from start to last activity (or end); null for a session without messages. */
  duration: z.number().nullable(),
  lastMessage: z.string().nullable(),
  lastActivity: z.string(),
  startedAt: z.string(),
  /** Username of the operator who has taken over the conversation, or null while the AI answers. */
  handledBy: z.string().nullable(),
  /** The email the visitor left in this conversation (a follow-up lead), or null: the chat's title. */
  visitorEmail: z.string().nullable(),
  /** The page proved who the visitor is (Frontdesk.identify with a userHash or token). */
  visitorVerified: z.boolean().optional(),
  /** How the conversation ended (feedback.ts); null while it has no outcome yet. */
  outcome: Outcome.nullable(),
  /** The name the visitor gave in the pre-chat form, or null. */
  visitorName: z.string().nullable(),
});
export type SessionListItem = z.infer<typeof SessionListItem>;

export const SessionList = z.object({
  sessions: z.array(SessionListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    totalSessions: z.number().int(),
    activeSessions: z.number().int(),
    totalMessages: z.number().int(),
  }),
});
export type SessionList = z.infer<typeof SessionList>;

/**
 * GET /api/chat/sessions/{sessionId}?clientId= (admin): the whole session for /admin/chats/{id}. Session
 * ids are unique per client; `clientId` picks one when two clients share an id (else the latest active).
 */
export const SessionDetailQuery = z.object({ clientId: z.string().min(1).max(64).optional() }).strict();
export const SessionDetail = z.object({
  session: SessionListItem.extend({
    endedAt: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  }),
  messages: z.array(ChatMessage),
  /** Who the visitor is (Frontdesk.identify), when the page said; `verified` only with a checked proof. */
  identity: SessionIdentity.nullable().optional(),
});
export type SessionDetail = z.infer<typeof SessionDetail>;
