import { z } from 'zod';
import { SESSION_CONTEXTS } from './clients.ts';

/** Widget session ids: device part + random part, URL-safe (SPEC §4, PRODUCT.md). */
export const SessionId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'sessionId must be 16–128 URL-safe characters');

export const Sender = z.enum(['user', 'ai', 'operator', 'system']);
export type Sender = z.infer<typeof Sender>;

export const Source = z.object({
  title: z.string(),
  url: z.string().nullable(),
  kind: z.enum(['faq', 'content', 'page', 'file', 'data', 'sample']),
});
export type Source = z.infer<typeof Source>;

export const MessageMetadata = z
  .object({
    userAgent: z.string().max(500).optional(),
    isFAQ: z.boolean().optional(),
    model: z.string().max(100).optional(),
    responseType: z.string().max(50).optional(),
    responseTime: z.number().nonnegative().optional(),
    sources: z.array(Source).optional(),
    interrupted: z.boolean().optional(),
    preview: z.boolean().optional(),
    clientMessageId: z.string().max(100).optional(),
    promptTokens: z.number().int().optional(),
    completionTokens: z.number().int().optional(),
  })
  .strict();
export type MessageMetadata = z.infer<typeof MessageMetadata>;

export const ChatMessage = z.object({
  id: z.string(),
  message: z.string(),
  sender: Sender,
  sessionId: z.string(),
  timestamp: z.string(),
  metadata: MessageMetadata,
});
export type ChatMessage = z.infer<typeof ChatMessage>;
export const MessageList = z.object({ messages: z.array(ChatMessage) });

const messageText = z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(4000);

/** POST /api/chat/messages (widget: user messages and FAQ answers). */
export const PostMessage = z
  .object({
    message: messageText,
    sender: Sender,
    sessionId: SessionId,
    metadata: MessageMetadata.optional(),
  })
  .strict();
export type PostMessage = z.infer<typeof PostMessage>;

export const ClientContext = z
  .object({
    businessName: z.string().max(200).optional(),
    domain: z.string().max(253).optional(),
    industry: z.string().max(100).optional(),
    aiContent: z.string().max(100_000).optional(),
    welcomeMessage: z.string().max(1000).optional(),
  })
  .strict();
export type ClientContext = z.infer<typeof ClientContext>;

/** POST /api/chat/ai-response: returns the stored AI message. */
export const AiResponseRequest = z
  .object({ message: messageText, sessionId: SessionId, clientContext: ClientContext.optional() })
  .strict();
export type AiResponseRequest = z.infer<typeof AiResponseRequest>;

/** POST /api/v1/chat (integrators). */
export const V1ChatRequest = z.object({ message: messageText, sessionId: SessionId }).strict();
export const V1ChatResponse = z.object({
  reply: z.string(),
  sessionId: z.string(),
  messageId: z.string(),
  sources: z.array(Source),
});
export type V1ChatResponse = z.infer<typeof V1ChatResponse>;

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

/** GET /api/chat/sessions/{sessionId} (admin): the whole session for /admin/chats/{id}. */
export const SessionDetail = z.object({
  session: SessionListItem.extend({ endedAt: z.string().nullable(), metadata: z.record(z.string(), z.unknown()) }),
  messages: z.array(ChatMessage),
});
export type SessionDetail = z.infer<typeof SessionDetail>;
