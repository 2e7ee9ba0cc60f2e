import { z } from 'zod';
import { ChatMessage, MessageMetadata, SessionId, Source } from './chat.ts';

/** Widget → server: send a visitor message; clientMessageId makes retries idempotent. */
export const MessageSend = z
  .object({
    sessionId: SessionId,
    clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    message: z.string().trim().min(1, 'Message is required').max(4000),
    metadata: MessageMetadata.pick({ userAgent: true }).optional(),
  })
  .strict();
export type MessageSend = z.infer<typeof MessageSend>;

/** Widget → server: join a session's room and receive what was missed after lastMessageId. */
export const SessionJoin = z.object({ sessionId: SessionId, lastMessageId: z.string().max(100).optional() }).strict();
export type SessionJoin = z.infer<typeof SessionJoin>;

/** Server → widget while a reply streams. */
export const AnswerChunk = z.object({ sessionId: z.string(), replyTo: z.string(), delta: z.string() });
export type AnswerChunk = z.infer<typeof AnswerChunk>;
export const AnswerDone = z.object({ sessionId: z.string(), replyTo: z.string(), message: ChatMessage, sources: z.array(Source) });
export type AnswerDone = z.infer<typeof AnswerDone>;

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: string; code: string };

export const SOCKET_EVENTS = {
  messageSend: 'message:send',
  sessionJoin: 'session:join',
  answerChunk: 'answer:chunk',
  answerDone: 'answer:done',
  messageCreated: 'message:created',
  sessionUpdated: 'session:updated',
} as const;
