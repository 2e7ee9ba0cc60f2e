import { z } from 'zod';
import { ChatMessage, HandoffStatus, SessionHandoffState, SessionId } from './chat.ts';

export { HandoffStatus, SessionHandoffState } from './chat.ts';
export * from './handoff-settings.ts';

/** GET /api/handoff/queue (admin): sessions waiting for a person, oldest first, then held ones. */
export const HandoffQueueItem = z.object({
  clientId: z.string(),
  clientName: z.string(),
  sessionId: z.string(),
  status: HandoffStatus,
  operator: z.string().nullable(),
  requestedAt: z.string().nullable(),
  lastActivity: z.string(),
  lastMessage: z.string().nullable(),
});
export type HandoffQueueItem = z.infer<typeof HandoffQueueItem>;
export const HandoffQueue = z.object({ sessions: z.array(HandoffQueueItem) });
export type HandoffQueue = z.infer<typeof HandoffQueue>;

/** Body of POST /api/handoff/{sessionId}/take|release|close (admin). */
export const HandoffAction = z.object({ clientId: z.string().min(1).max(64) }).strict();
export type HandoffAction = z.infer<typeof HandoffAction>;
/** Body of POST /api/handoff/{sessionId}/reply (admin): an operator message; the caller must hold it. */
export const HandoffReply = HandoffAction.extend({
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(4000),
}).strict();
export type HandoffReply = z.infer<typeof HandoffReply>;
export const HandoffReplyResult = z.object({ message: ChatMessage });

/** POST /api/chat/handoff (widget token): the visitor's "Talk to a person" action. */
/** GET /api/chat/handoff/{sessionId}: an operator names the client (`?clientId=`); a widget's token does. */
/**
 * What GET /api/chat/handoff/{sessionId} answers: the state, and whether the operator holding the
 * session is typing now (a widget without a socket shows the dots from it).
 */
export const HandoffStateView = SessionHandoffState.extend({ operatorTyping: z.boolean() });
export type HandoffStateView = z.infer<typeof HandoffStateView>;
export const HandoffStateQuery = z.object({ clientId: z.string().min(1).max(64).optional() }).strict();
export type HandoffStateQuery = z.infer<typeof HandoffStateQuery>;

/** `sessionKey`: the visitor session secret (socket; over HTTP it travels in the x-session-key header). */
export const HandoffRequest = z
  .object({ sessionId: SessionId, sessionKey: z.string().min(1).max(200).optional() })
  .strict();
export type HandoffRequest = z.infer<typeof HandoffRequest>;

/**
 * Socket, both ways: someone is typing (widget → `typing`; console → `operator:typing`). A widget without
 * a socket POSTs the same body to /api/chat/typing (with its x-session-key).
 */
export const TypingSignal = z.object({ sessionId: SessionId, typing: z.boolean() }).strict();
export type TypingSignal = z.infer<typeof TypingSignal>;
export const OperatorTyping = TypingSignal.extend({ clientId: z.string().min(1).max(64) }).strict();
export type OperatorTyping = z.infer<typeof OperatorTyping>;
/** Server → widget: the operator is (not) typing. */
export const OperatorTypingEvent = z.object({ sessionId: z.string(), typing: z.boolean(), name: z.string() });
export type OperatorTypingEvent = z.infer<typeof OperatorTypingEvent>;
/** Server → admin: the visitor is (not) typing. */
export const VisitorTypingEvent = z.object({
  clientId: z.string(),
  sessionId: z.string(),
  typing: z.boolean(),
});
export type VisitorTypingEvent = z.infer<typeof VisitorTypingEvent>;

const HANDOFF_WAITING =
  'I have asked a person to join this chat. Please stay here; someone will be with you shortly.';

export const HANDOFF_TEXT = {
  waiting: HANDOFF_WAITING,
  /**
   * The waiting note with what is known: the usual wait (from recent take-overs, when there are
   * enough) and how many visitors of the same business are waiting ahead.
   */
  waitingFor: (minutes: number | null, ahead: number) =>
    [
      minutes === null
        ? HANDOFF_WAITING
        : `I have asked a person to join this chat. Please stay here; someone usually joins within ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
      ahead === 0
        ? ''
        : ahead === 1
          ? ' One visitor is ahead of you.'
          : ` ${ahead} visitors are ahead of you.`,
    ].join(''),
  joined: (name: string) => `${name} has joined the chat.`,
  /** An operator without a display name: visitors never read a login. */
  teamJoined: 'Someone from our team has joined the chat.',
  /** Who wrote an operator's message when they set no display name. */
  team: 'Support team',
  released: "You're back with the assistant.",
  /** A person closed the conversation (the business may word its own: handoff.closingMessage). */
  closed: 'This conversation has been closed. Thank you for chatting with us!',
  missed:
    'Sorry, nobody from our team can join the chat right now. Leave your email address and we will get back to you.',
} as const;
