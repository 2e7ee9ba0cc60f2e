/**
 * Storing chat messages: one append (idempotent on the client's message id), then the events the
 * console and the other processes follow. A visitor's message also counts against the session's rate
 * limits first, and carries the flags that keep previews and test-token chats out of usage and reports.
 */
import type { ChatMessage, MessageMetadata } from '../../../contract/chat.ts';
import { followUpEmail } from '../insights/insights-text.ts';
import { detectLanguage } from '../languages/index.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import type { Clock, DomainEvents, Ids } from '../shared/ports.ts';
import type { ChatCaller, ChatGate } from './chat-gate.ts';
import type { AppendOptions, AppendResult, ChatMessageRecord, ChatRepo } from './chat-ports.ts';

export interface SendInput {
  sessionId: string;
  message: string;
  clientMessageId?: string;
  metadata?: { userAgent?: string };
}

export const toWireMessage = (m: ChatMessageRecord): ChatMessage => ({
  id: m.id,
  message: m.message,
  sender: m.sender,
  sessionId: m.sessionId,
  timestamp: m.createdAt,
  metadata: m.metadata,
});

/** The flags every message of this caller carries: previews and test chats are told apart everywhere. */
export function callerFlags(
  caller: Pick<ChatCaller, 'mode' | 'test'>,
  metadata: MessageMetadata,
): MessageMetadata {
  if (caller.mode === 'admin') metadata.preview = true;
  if (caller.test) metadata.test = true;
  return metadata;
}

export interface MessageWriter {
  /** Appends one message and, when it is new, announces it and the session's change. */
  store(m: Omit<ChatMessageRecord, 'id' | 'createdAt'>, opts?: AppendOptions): Promise<AppendResult>;
  /**
   * A visitor's (or a console preview's) message, after the session's rate limits; `visitorKeyHash`
   * is set on the session with it (a session a secret key opens is never without its secret).
   */
  storeVisitorMessage(
    caller: ChatCaller,
    input: SendInput,
    opts?: Pick<AppendOptions, 'visitorKeyHash'>,
  ): Promise<AppendResult>;
}

export function createMessageWriter(deps: {
  chats: ChatRepo;
  gate: ChatGate;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
}): MessageWriter {
  const { chats, gate, events, clock, ids } = deps;

  /** The language of the session's latest visitor message that has one (a conversation keeps it). */
  const conversationLanguage = async (clientId: string, sessionId: string): Promise<LanguageCode | null> => {
    const recent = await chats.recent(clientId, sessionId, 20);
    return recent.findLast((m) => m.sender === 'user' && m.metadata.language)?.metadata.language ?? null;
  };

  const store: MessageWriter['store'] = async (m, opts) => {
    const result = await chats.append(
      { ...m, id: ids.sortable(), createdAt: clock.now().toISOString() },
      opts,
    );
    if (!result.duplicate) {
      events.emit('message.created', { clientId: m.clientId, message: toWireMessage(result.message) });
      events.emit('session.updated', {
        clientId: m.clientId,
        sessionId: m.sessionId,
        session: result.session,
      });
    }
    return result;
  };

  return {
    store,
    async storeVisitorMessage(caller, input, opts) {
      if (caller.mode === 'visitor')
        await gate.hitSession(
          caller.client.id,
          input.sessionId,
          followUpEmail(input.message) ? 'follow-up' : 'message',
        );
      const metadata: MessageMetadata = {};
      if (input.metadata?.userAgent) metadata.userAgent = input.metadata.userAgent;
      if (input.clientMessageId) metadata.clientMessageId = input.clientMessageId;
      // Only a message too short to tell costs a read: it speaks the conversation's language.
      const language =
        detectLanguage(input.message) ?? (await conversationLanguage(caller.client.id, input.sessionId));
      if (language) metadata.language = language;
      return store(
        {
          clientId: caller.client.id,
          sessionId: input.sessionId,
          sender: 'user',
          message: input.message,
          metadata: callerFlags(caller, metadata),
          clientMessageId: input.clientMessageId ?? null,
        },
        opts?.visitorKeyHash ? { visitorKeyHash: opts.visitorKeyHash } : undefined,
      );
    },
  };
}
