import { effectiveMessageLimit } from '../../../contract/plans.ts';
import type {
  ChatMessage,
  ClientContext,
  MessageMetadata,
  PostMessage,
  Source,
  V1ChatResponse,
} from '../../../contract/chat.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import type { WidgetConfig } from '../../../contract/widget.ts';
import type { Assistant, AssistantEvent } from '../answering/assistant.ts';
import type { ChatAccess, ChatCaller, ChatGate } from './chat-gate.ts';
import type { AppendResult, ChatMessageRecord, ChatRepo, SessionSnapshot } from './chat-ports.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import { followUpEmail } from '../insights/insights-text.ts';
import { sleep } from '../shared/sleep.ts';
import type { Clock, DomainEvents, Ids, Lease, Leases } from '../shared/ports.ts';
import type { UsageMeter } from '../billing/usage-meter.ts';
import { createReplyTargets } from './reply-targets.ts';
import type { VisitorKeys } from './visitor-keys.ts';

/** Over the plan limit: the error carries a polite text the widget shows instead of an answer. */
export class UsageLimitReached extends DomainError {
  constructor(readonly reply: string) {
    super('usage_limit_reached', 'This assistant has reached its monthly message limit.');
  }
}

export type ReplyEvent =
  { type: 'delta'; text: string } | { type: 'stored'; message: ChatMessage; sources: Source[] };

export interface SendInput {
  sessionId: string;
  message: string;
  clientMessageId?: string;
  metadata?: { userAgent?: string };
}

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
  /** POST /api/chat/messages: a visitor message, a chosen FAQ answer, or an operator/preview message. */
  postMessage(access: ChatAccess, input: PostMessage): Promise<{ message: ChatMessage; duplicate: boolean }>;
  /** Stores the visitor message (or a retry of it) and streams the reply. */
  send(
    access: ChatAccess,
    input: SendInput,
    opts?: { signal?: AbortSignal; context?: ClientContext },
  ): Promise<SendResult>;
  /**
   * POST /api/chat/ai-response: answers the visitor message `messageId` (unanswered, of this session),
   * or without it the latest unanswered visitor message with this text.
   */
  aiResponse(
    access: ChatAccess,
    input: { message: string; sessionId: string; messageId?: string; clientContext?: ClientContext },
    signal?: AbortSignal,
  ): Promise<ChatMessage>;
  /** POST /api/v1/chat. */
  ask(access: ChatAccess, input: SendInput, signal?: AbortSignal): Promise<V1ChatResponse>;
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
  /** GET /api/widget/config: what the widget renders for the caller's client. */
  widgetConfig(access: ChatAccess): Promise<WidgetConfig>;
}

/** A reply lease outlives a stalled process by this much; it is renewed while the answer streams. */
const REPLY_LEASE_MS = 15_000;
/** How often a process waiting on another's reply looks for it. */
const REPLY_POLL_MS = 100;

export const toWireMessage = (m: ChatMessageRecord): ChatMessage => ({
  id: m.id,
  message: m.message,
  sender: m.sender,
  sessionId: m.sessionId,
  timestamp: m.createdAt,
  metadata: m.metadata,
});

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
}): ChatService {
  const { chats, assistant, gate, usage, events, clock, ids, leases, keys } = deps;
  const quiet = async (caller: ChatCaller, question: ChatMessageRecord, session?: SessionSnapshot) =>
    (await deps.guard?.()?.holdsReply(caller, question, session)) === true;
  // Replies being produced, by visitor message: a retry joins the running one instead of answering twice.
  const inflight = new Map<string, Promise<ChatMessageRecord | null>>();

  const store = async (m: Omit<ChatMessageRecord, 'id' | 'createdAt'>) => {
    const result = await chats.append({ ...m, id: ids.sortable(), createdAt: clock.now().toISOString() });
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

  const storeVisitorMessage = async (caller: ChatCaller, input: SendInput) => {
    if (caller.mode === 'visitor')
      await gate.hitSession(
        caller.client.id,
        input.sessionId,
        followUpEmail(input.message) ? 'follow-up' : 'message',
      );
    const metadata: MessageMetadata = {};
    if (input.metadata?.userAgent) metadata.userAgent = input.metadata.userAgent;
    if (input.clientMessageId) metadata.clientMessageId = input.clientMessageId;
    if (caller.mode === 'admin') metadata.preview = true;
    if (caller.test) metadata.test = true;
    return store({
      clientId: caller.client.id,
      sessionId: input.sessionId,
      sender: 'user',
      message: input.message,
      metadata,
      clientMessageId: input.clientMessageId ?? null,
    });
  };

  async function* produce(
    caller: ChatCaller,
    question: ChatMessageRecord,
    signal: AbortSignal,
    context: ClientContext | undefined,
  ): AsyncGenerator<ReplyEvent, ChatMessageRecord | null> {
    const { client } = caller;
    const preview = caller.mode === 'admin';
    const base = {
      clientId: client.id,
      sessionId: question.sessionId,
      sender: 'ai' as const,
      clientMessageId: null,
    };
    const started = clock.now().getTime();

    const email = followUpEmail(question.message);
    if (email) {
      // Taking the visitor's address after an "I don't know" is a courtesy, not an AI answer: never counted.
      const text = `Thank you! I've passed ${email} to the ${client.businessName} team, and someone will follow up with you by email.`;
      yield { type: 'delta', text };
      const metadata: MessageMetadata = {
        model: 'builtin',
        responseType: 'lead_capture',
        responseTime: 0,
        replyTo: question.id,
        sources: [],
      };
      if (preview) metadata.preview = true;
      if (caller.test) metadata.test = true;
      return (await store({ ...base, message: text, metadata })).message;
    }

    const counted = !preview;
    // A test token spends its own daily allowance, never the plan's monthly usage.
    // The unit is kept as a pending charge until the reply is stored: one a kill -9 cut off is
    // refunded at the next start (charge-recovery.ts).
    const charge = { sessionId: question.sessionId, questionId: question.id };
    const consume = () =>
      caller.test
        ? usage.consumeTest(client.id, charge)
        : usage.consume(client.id, effectiveMessageLimit(client), charge);
    const release = () =>
      caller.test ? usage.releaseTest(client.id, charge) : usage.release(client.id, charge);
    if (counted) {
      try {
        await consume();
      } catch (err) {
        if (err instanceof DomainError && err.code === 'usage_limit_reached') {
          throw new UsageLimitReached(
            caller.test
              ? `This test assistant has used today's test allowance. It answers again tomorrow (UTC), or on the live site.`
              : `Sorry, our assistant is unavailable right now. Please leave your email address and someone from ${client.businessName} will get back to you.`,
          );
        }
        throw err;
      }
    }
    let final: Extract<AssistantEvent, { type: 'final' }> | null = null;
    try {
      for await (const e of assistant.answer({
        client,
        sessionId: question.sessionId,
        question: question.message,
        questionId: question.id,
        context: preview ? context : undefined,
        signal,
      })) {
        if (e.type === 'delta') yield e;
        else final = e;
      }
    } catch (err) {
      if (counted) await release();
      if (err instanceof DomainError) throw err;
      throw new DomainError('provider_error', 'The assistant could not answer right now. Please try again.');
    }
    if (!final || (final.interrupted && final.text === '')) {
      if (counted) await release();
      return null;
    }
    const metadata: MessageMetadata = {
      ...final.metadata,
      replyTo: question.id,
      responseTime: clock.now().getTime() - started,
    };
    if (preview) metadata.preview = true;
    if (caller.test) metadata.test = true;
    const stored = (await store({ ...base, message: final.text, metadata })).message;
    if (counted) await usage.settle(client.id, charge);
    if (final.usage && counted && !caller.test)
      await usage.recordTokens(
        client.id,
        final.usage.promptTokens,
        final.usage.completionTokens,
        final.usage.costUsd,
      );
    return stored;
  }

  /**
   * The reply to one stored visitor message, produced at most once however often it is asked for.
   * `stored` is the append that just wrote the question: it cannot have a reply yet, and the append
   * already read the session's operator.
   */
  async function* replyTo(
    caller: ChatCaller,
    question: ChatMessageRecord,
    signal: AbortSignal,
    context?: ClientContext,
    stored?: AppendResult,
  ): AsyncGenerator<ReplyEvent> {
    const fresh = stored && !stored.duplicate ? stored : null;
    const key = `${question.clientId}\n${question.sessionId}\n${question.id}`;
    const running = inflight.get(key);
    if (running) {
      const message = await running;
      if (message)
        yield { type: 'stored', message: toWireMessage(message), sources: message.metadata.sources ?? [] };
      return;
    }
    let settle!: (m: ChatMessageRecord | null) => void;
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    let result: ChatMessageRecord | null = null;
    let lease: Lease | null = null;
    let renewal: NodeJS.Timeout | undefined;
    try {
      result = fresh ? null : await chats.findReply(question.clientId, question.sessionId, question.id);
      // Another process may be answering this message (a retry that reached this one): its reply is
      // awaited, and taken over only if that process lets the lease lapse without one.
      while (!result && !(lease = await leases.acquire(`reply:${key}`, REPLY_LEASE_MS))) {
        await sleep(REPLY_POLL_MS, signal);
        if (signal.aborted) return;
        result = await chats.findReply(question.clientId, question.sessionId, question.id);
      }
      // The lease may have been let go just after the reply was stored: read again before answering.
      if (lease && !fresh) result = await chats.findReply(question.clientId, question.sessionId, question.id);
      if (lease && !result) {
        const held = lease;
        renewal = setInterval(() => void held.renew().catch(() => false), REPLY_LEASE_MS / 3);
        renewal.unref();
      }
      if (!result) {
        const handledBy = fresh
          ? fresh.handledBy
          : (await chats.session(question.clientId, question.sessionId))?.handledBy;
        if (handledBy) return;
        const run = produce(caller, question, signal, context);
        for (;;) {
          const step = await run.next();
          if (step.done) {
            result = step.value;
            break;
          }
          yield step.value;
        }
      }
      if (result)
        yield { type: 'stored', message: toWireMessage(result), sources: result.metadata.sources ?? [] };
    } finally {
      clearInterval(renewal);
      // Without Redis the lease lapses by itself; the reply is stored either way.
      await lease?.release().catch(() => undefined);
      inflight.delete(key);
      settle(result);
    }
  }

  const drain = async (events: AsyncIterable<ReplyEvent>) => {
    let stored: Extract<ReplyEvent, { type: 'stored' }> | null = null;
    for await (const e of events) if (e.type === 'stored') stored = e;
    return stored;
  };

  const noSignal = () => new AbortController().signal;
  const targets = createReplyTargets(chats);

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

    async widgetConfig(access) {
      const { client } = await gate.resolve(access);
      // Custom branding is a Premium feature: Starter widgets keep the default look.
      const brandingAllowed = client.plan === 'Premium' || client.plan === 'Enterprise';
      const c = client.chatCustomizations;
      return {
        clientId: client.id,
        businessName: client.businessName,
        domain: client.domain,
        industry: client.industry,
        testMode: client.testMode,
        welcomeMessage: c.firstMessage,
        chatCustomizations: brandingAllowed
          ? c
          : {
              ...c,
              themeColor: DEFAULT_CHAT_CUSTOMIZATIONS.themeColor,
              showAvatar: DEFAULT_CHAT_CUSTOMIZATIONS.showAvatar,
            },
        brandingAllowed,
        handoffEnabled: client.handoff?.enabled ?? false,
      };
    },

    async postMessage(access, input) {
      const caller = await gate.resolve(access);
      const { client } = caller;
      const needsKey = await keys.check(caller, access, input.sessionId);
      if (input.replyTo && input.sender !== 'ai')
        throw new DomainError('bad_request', 'replyTo names the question of an FAQ answer only');
      if (input.sender === 'user') {
        const r = await storeVisitorMessage(caller, {
          ...input,
          clientMessageId: input.clientMessageId,
          metadata: input.metadata,
        });
        if (needsKey) await keys.issue(caller, access, input.sessionId);
        return { message: toWireMessage(r.message), duplicate: r.duplicate };
      }
      if (caller.mode === 'visitor') await gate.hitSession(client.id, input.sessionId);
      if (input.sender === 'ai') {
        // FAQ selection: the widget posts the preset answer itself; only real FAQ answers pass.
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
        if (caller.mode === 'admin') metadata.preview = true;
        if (caller.test) metadata.test = true;
        const r = await store({
          clientId: client.id,
          sessionId: input.sessionId,
          sender: 'ai',
          message: faq.answer,
          metadata,
          clientMessageId: input.clientMessageId ?? null,
        });
        if (needsKey) await keys.issue(caller, access, input.sessionId);
        return { message: toWireMessage(r.message), duplicate: r.duplicate };
      }
      if (input.sender === 'operator' && caller.mode === 'admin') {
        const metadata: MessageMetadata = { operator: caller.username ?? 'operator' };
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
      const r = await storeVisitorMessage(caller, input);
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

    async aiResponse(access, input, signal) {
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
        (await storeVisitorMessage(caller, { sessionId: input.sessionId, message: input.message })).message;
      if (pending && caller.mode === 'visitor') await gate.hitSession(caller.client.id, input.sessionId);
      if (needsKey) await keys.issue(caller, access, input.sessionId);
      if (await quiet(caller, question))
        throw new DomainError('handoff_active', 'A person is answering this conversation');
      const stored = await drain(replyTo(caller, question, signal ?? noSignal(), input.clientContext));
      if (!stored) throw new DomainError('conflict', 'An operator is answering this conversation');
      return stored.message;
    },

    async ask(access, input, signal) {
      const sent = await service.send(access, input, { signal });
      if (!sent.awaitReply)
        throw new DomainError('handoff_active', 'A person is answering this conversation');
      const stored = await drain(sent.reply);
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
