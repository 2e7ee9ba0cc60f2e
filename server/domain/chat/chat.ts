/**
 * The chat engine's entry: who may post what (chat-gate.ts), storing messages (message-writer.ts) and
 * the reply to a visitor message, produced once (reply-once.ts) with its metering and leads
 * (reply-producer.ts). Each method is one thing a transport asks for; REST routes and sockets share them.
 */
import type {
  ChatMessage,
  ClientContext,
  MessageMetadata,
  PostMessage,
  V1ChatResponse,
} from '../../../contract/chat.ts';
import type { WidgetConfig } from '../../../contract/widget.ts';
import type { PreChatSubmission } from '../../../contract/pre-chat.ts';
import type { InsightsRepo } from '../insights/index.ts';
import type { Assistant } from '../answering/assistant.ts';
import type { UsageMeter } from '../billing/usage-meter.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { Clock, DomainEvents, Ids, Leases } from '../shared/ports.ts';
import type { ChatAccess, ChatCaller, ChatGate } from './chat-gate.ts';
import type { ChatMessageRecord, ChatRepo, SessionSnapshot } from './chat-ports.ts';
import { callerFlags, createMessageWriter, toWireMessage, type SendInput } from './message-writer.ts';
import { createReplyOnce, drainReply } from './reply-once.ts';
import { createReplyProducer, type ReplyEvent } from './reply-producer.ts';
import { createReplyTargets } from './reply-targets.ts';
import { createPreChat } from './pre-chat.ts';
import type { VisitorKeys } from './visitor-keys.ts';
import { type VisitorLanguageHints, widgetConfigOf } from './widget-config.ts';
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { HANDOFF_TEXT } from '../../../contract/handoff.ts';

export { toWireMessage, type SendInput } from './message-writer.ts';
export { UsageLimitReached, type ReplyEvent } from './reply-producer.ts';

export interface SendResult {
  /** The stored visitor message (the earlier one on a retry). */
  message: ChatMessage;
  duplicate: boolean;
  /** The reply: streamed deltas, then the stored message. Empty while an operator handles the session. */
  reply: AsyncIterable<ReplyEvent>;
  /** False when no AI reply follows (a person was asked for, or an operator holds the session). */
  awaitReply: boolean;
}

/**
 * Human handoff's say before the AI answers (handoff.ts): true when the assistant must stay quiet.
 * `session`: the session as the question's append left it, when known (saves reading it again).
 */
export interface ReplyGuard {
  holdsReply(caller: ChatCaller, question: ChatMessageRecord, session?: SessionSnapshot): Promise<boolean>;
}

export interface ChatService {
  /** Stores a visitor message, a chosen FAQ's answer, or an operator's message, without an AI reply. */
  postMessage(access: ChatAccess, input: PostMessage): Promise<{ message: ChatMessage; duplicate: boolean }>;
  /** Stores the visitor message (or a retry of it) and streams the reply. */
  send(
    access: ChatAccess,
    input: SendInput,
    opts?: { signal?: AbortSignal; context?: ClientContext },
  ): Promise<SendResult>;
  /**
   * Answers a question: the visitor message `messageId` (this session's, unanswered), or without it
   * the session's latest unanswered visitor message with this text, else the text stored now as the
   * visitor's message; waits for the stored reply.
   */
  answerQuestion(
    access: ChatAccess,
    input: { message: string; sessionId: string; messageId?: string; clientContext?: ClientContext },
    signal?: AbortSignal,
  ): Promise<ChatMessage>;
  /** Stores the visitor message and waits for the whole reply (server-to-server callers). */
  sendAndWait(access: ChatAccess, input: SendInput, signal?: AbortSignal): Promise<V1ChatResponse>;
  /** Messages after `after` (all when absent); 404 when this client has no such session. */
  messages(access: ChatAccess, sessionId: string, after?: string): Promise<ChatMessage[]>;
  /** Like messages, but a session not started yet is simply empty (socket session:join). */
  join(
    access: ChatAccess,
    sessionId: string,
    after?: string,
  ): Promise<{ caller: ChatCaller; messages: ChatMessage[] }>;
  end(access: ChatAccess, sessionId: string): Promise<void>;
  resolve(access: ChatAccess): Promise<ChatCaller>;
  /** As `resolve`, for a call about one session: a widget visitor must hold that session's secret. */
  resolveSession(access: ChatAccess, sessionId: string): Promise<ChatCaller>;
  /** What the widget renders for the caller's client, in the visitor's language. */
  widgetConfig(access: ChatAccess, hints?: VisitorLanguageHints): Promise<WidgetConfig>;
  /** The pre-chat form's answers: a lead of the session (pre-chat.ts). */
  submitPreChat(access: ChatAccess, input: PreChatSubmission): Promise<void>;
  /** An assistant message that answers no question (an action card's outcome), announced as any other. */
  say(
    caller: Pick<ChatCaller, 'mode' | 'test'> & { client: { id: string } },
    sessionId: string,
    text: string,
    metadata: MessageMetadata,
  ): Promise<ChatMessage>;
}

export function createChatService(deps: {
  chats: ChatRepo;
  assistant: Assistant;
  gate: ChatGate;
  usage: UsageMeter;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
  /** Who answers a message when several processes could. */
  leases: Leases;
  /** The visitor session secret: who may read, join and write a session. */
  keys: VisitorKeys;
  /** Human handoff; set once the handoff service exists (it stores through this service's repo). */
  guard?: () => ReplyGuard | undefined;
  /** Where a pre-chat form's lead is stored (the insights' leads). */
  leads: Pick<InsightsRepo, 'recordLead'>;
}): ChatService {
  const { chats, assistant, gate, usage, events, clock, ids, leases, keys } = deps;
  const quiet = async (caller: ChatCaller, question: ChatMessageRecord, session?: SessionSnapshot) =>
    (await deps.guard?.()?.holdsReply(caller, question, session)) === true;
  const writer = createMessageWriter({ chats, gate, events, clock, ids });
  const { store, storeVisitorMessage } = writer;
  const replyTo = createReplyOnce({
    chats,
    leases,
    produce: createReplyProducer({
      assistant,
      usage,
      clock,
      writer,
      admitPreview: (caller) => gate.admitPreview(caller),
    }),
  });

  const noSignal = () => new AbortController().signal;
  const targets = createReplyTargets(chats);
  const preChat = createPreChat({ leads: deps.leads, clock, ids });

  const requireSession = async (clientId: string, sessionId: string) => {
    const session = await chats.session(clientId, sessionId);
    if (!session) throw notFound('Chat session');
    return session;
  };

  const service: ChatService = {
    resolve: (access) => gate.resolve(access),
    async resolveSession(access, sessionId) {
      const caller = await gate.resolve(access);
      await keys.check(caller, access, sessionId);
      return caller;
    },

    async widgetConfig(access, hints) {
      const caller = await gate.resolve(access);
      const config = widgetConfigOf(caller.client, hints);
      // A live visitor's header says whether the assistant can answer now: not with the plan used up.
      // Previews are not counted and test tokens have their own allowance, so they always can.
      if (caller.mode !== 'visitor' || caller.test) return { ...config, answering: true };
      const used = await usage.used(caller.client.id);
      return { ...config, answering: used < effectiveMessageLimit(caller.client) };
    },

    async say(caller, sessionId, text, metadata) {
      const r = await store({
        clientId: caller.client.id,
        sessionId,
        sender: 'ai',
        message: text,
        metadata: callerFlags(caller, metadata),
        clientMessageId: null,
      });
      return toWireMessage(r.message);
    },

    async submitPreChat(access, input) {
      const caller = await gate.resolve(access);
      await keys.check(caller, access, input.sessionId);
      // The follow-up budget: a lead per session, and a bot inventing sessions meets the IP limit.
      if (caller.mode === 'visitor') await gate.hitSession(caller.client.id, input.sessionId, 'follow-up');
      await preChat(caller, input);
    },

    async postMessage(access, input) {
      const caller = await gate.resolve(access);
      const { client } = caller;
      const needsKey = await keys.check(caller, access, input.sessionId);
      if (input.replyTo && input.sender !== 'ai')
        throw new DomainError('bad_request', 'replyTo names the question of an FAQ answer only');
      if (input.sender === 'user') {
        const r = await storeVisitorMessage(
          caller,
          { ...input, clientMessageId: input.clientMessageId, metadata: input.metadata },
          needsKey ? keys.sessionSecretFor(caller, access) : {},
        );
        if (needsKey) await keys.issue(caller, access, input.sessionId);
        return { message: toWireMessage(r.message), duplicate: r.duplicate };
      }
      if (caller.mode === 'visitor') await gate.hitSession(client.id, input.sessionId);
      if (input.sender === 'ai') {
        // A visitor who picks an FAQ gets its preset answer, which the widget posts itself: only an
        // answer that is one of the client's FAQs passes, stored as the reply to that question.
        const { faq, question } = await targets.faq(client, input);
        const metadata: MessageMetadata = {
          isFAQ: true,
          model: 'faq-instant',
          responseType: 'faq_preset',
          responseTime: 0,
          sources: [{ title: faq.question, url: null, kind: 'faq' }],
        };
        if (question) metadata.replyTo = question.id;
        if (input.clientMessageId) metadata.clientMessageId = input.clientMessageId;
        const r = await store({
          clientId: client.id,
          sessionId: input.sessionId,
          sender: 'ai',
          message: faq.answer,
          metadata: callerFlags(caller, metadata),
          clientMessageId: input.clientMessageId ?? null,
        });
        if (needsKey) await keys.issue(caller, access, input.sessionId);
        return { message: toWireMessage(r.message), duplicate: r.duplicate };
      }
      if (input.sender === 'operator' && caller.mode === 'admin') {
        // Visitors never read a login (an operator's username, a customer's email): the team speaks.
        const metadata: MessageMetadata = { operator: HANDOFF_TEXT.team };
        if (input.clientMessageId) metadata.clientMessageId = input.clientMessageId;
        const r = await store({
          clientId: client.id,
          sessionId: input.sessionId,
          sender: 'operator',
          message: input.message,
          metadata,
          clientMessageId: input.clientMessageId ?? null,
        });
        return { message: toWireMessage(r.message), duplicate: r.duplicate };
      }
      throw new DomainError(
        'forbidden',
        caller.mode === 'visitor'
          ? 'Visitors may only post their own messages'
          : `Messages from '${input.sender}' cannot be posted`,
      );
    },

    async send(access, input, opts = {}) {
      const caller = await gate.resolve(access);
      const needsKey = await keys.check(caller, access, input.sessionId);
      const r = await storeVisitorMessage(
        caller,
        input,
        needsKey ? keys.sessionSecretFor(caller, access) : {},
      );
      if (needsKey) await keys.issue(caller, access, input.sessionId);
      const held = r.handledBy !== null || (await quiet(caller, r.message, r.session));
      return {
        message: toWireMessage(r.message),
        duplicate: r.duplicate,
        reply: held
          ? (async function* () {})()
          : replyTo(caller, r.message, opts.signal ?? noSignal(), opts.context, r),
        awaitReply: !held,
      };
    },

    async answerQuestion(access, input, signal) {
      const caller = await gate.resolve(access);
      const needsKey = await keys.check(caller, access, input.sessionId);
      const pending = await targets.question(
        caller.client.id,
        input.sessionId,
        input.message,
        input.messageId,
      );
      const question =
        pending ??
        (
          await storeVisitorMessage(
            caller,
            { sessionId: input.sessionId, message: input.message },
            needsKey ? keys.sessionSecretFor(caller, access) : {},
          )
        ).message;
      if (pending && caller.mode === 'visitor') await gate.hitSession(caller.client.id, input.sessionId);
      if (needsKey) await keys.issue(caller, access, input.sessionId);
      if (await quiet(caller, question))
        throw new DomainError('handoff_active', 'A person is answering this conversation');
      const stored = await drainReply(replyTo(caller, question, signal ?? noSignal(), input.clientContext));
      if (!stored) throw new DomainError('conflict', 'An operator is answering this conversation');
      return stored.message;
    },

    async sendAndWait(access, input, signal) {
      const sent = await service.send(access, input, { signal });
      if (!sent.awaitReply)
        throw new DomainError('handoff_active', 'A person is answering this conversation');
      const stored = await drainReply(sent.reply);
      if (!stored) throw new DomainError('conflict', 'An operator is answering this conversation');
      return {
        reply: stored.message.message,
        sessionId: input.sessionId,
        messageId: stored.message.id,
        sources: stored.sources,
      };
    },

    async messages(access, sessionId, after) {
      const caller = await gate.resolve(access);
      const { client, mode } = caller;
      const needsKey = await keys.check(caller, access, sessionId);
      // A console preview opens a session it has not written to yet; for the operator that is simply
      // an empty conversation. Visitors keep the 404 that hides other tenants' session ids.
      if (mode === 'admin' && !(await chats.session(client.id, sessionId))) return [];
      await requireSession(client.id, sessionId);
      if (needsKey) await keys.issue(caller, access, sessionId);
      return (await chats.messages(client.id, sessionId, { afterId: after })).map(toWireMessage);
    },

    async join(access, sessionId, after) {
      const caller = await gate.resolve(access);
      const needsKey = await keys.check(caller, access, sessionId);
      // An older session (no secret yet) gets one at its first join; a session not started yet gets
      // its secret with its first message.
      if (needsKey) await keys.issue(caller, access, sessionId);
      const messages = (await chats.messages(caller.client.id, sessionId, { afterId: after })).map(
        toWireMessage,
      );
      return { caller, messages };
    },

    async end(access, sessionId) {
      const caller = await gate.resolve(access);
      const { client } = caller;
      await keys.check(caller, access, sessionId);
      if (!(await chats.end(client.id, sessionId, clock.now().toISOString()))) throw notFound('Chat session');
      events.emit('session.updated', { clientId: client.id, sessionId });
    },
  };
  return service;
}
