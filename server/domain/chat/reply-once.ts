/**
 * Each visitor message is answered at most once, however often and on whichever process the reply is
 * asked for: a retry in this process joins the running reply; across processes a lease decides who
 * answers, the others poll for the stored reply and take over only if the holder lets the lease lapse
 * without one. An operator holding the session means no AI reply at all.
 */
import type { ClientContext } from '../../../contract/chat.ts';
import { sleep } from '../shared/sleep.ts';
import type { Lease, Leases } from '../shared/ports.ts';
import type { ChatCaller } from './chat-gate.ts';
import type { AppendResult, ChatMessageRecord, ChatRepo } from './chat-ports.ts';
import { toWireMessage } from './message-writer.ts';
import type { ProduceReply, ReplyEvent } from './reply-producer.ts';

/** A reply lease outlives a stalled process by this much; it is renewed while the answer streams. */
const REPLY_LEASE_MS = 15_000;
/** How often a process waiting on another's reply looks for it. */
const REPLY_POLL_MS = 100;

/**
 * The reply to one stored visitor message. `stored` is the append that just wrote the question: it
 * cannot have a reply yet, and the append already read the session's operator.
 */
export type ReplyOnce = (
  caller: ChatCaller,
  question: ChatMessageRecord,
  signal: AbortSignal,
  context?: ClientContext,
  stored?: AppendResult,
) => AsyncGenerator<ReplyEvent>;

/**
 * The leases of the replies being produced, renewed together by one timer every `everyMs` (so each at
 * most that long after it was taken, as a timer of its own would): a timer made and cleared per reply
 * was a chat turn's only timer. The timer stops at its first tick with no lease left.
 */
export function leaseRenewals(everyMs: number) {
  const held = new Set<Lease>();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (held.size === 0) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    for (const lease of held) void lease.renew().catch(() => false);
  };
  return {
    hold(lease: Lease) {
      held.add(lease);
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    drop: (lease: Lease) => void held.delete(lease),
  };
}

export function createReplyOnce(deps: { chats: ChatRepo; leases: Leases; produce: ProduceReply }): ReplyOnce {
  const { chats, leases, produce } = deps;
  // Replies being produced, by visitor message: a retry joins the running one instead of answering twice.
  const inflight = new Map<string, Promise<ChatMessageRecord | null>>();
  const renewals = leaseRenewals(REPLY_LEASE_MS / 3);

  return async function* replyTo(caller, question, signal, context, stored) {
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
    try {
      result = fresh ? null : await chats.findReply(question.clientId, question.sessionId, question.id);
      while (!result && !(lease = await leases.acquire(`reply:${key}`, REPLY_LEASE_MS))) {
        await sleep(REPLY_POLL_MS, signal);
        if (signal.aborted) return;
        result = await chats.findReply(question.clientId, question.sessionId, question.id);
      }
      // The lease may have been let go just after the reply was stored: read again before answering.
      if (lease && !fresh) result = await chats.findReply(question.clientId, question.sessionId, question.id);
      if (lease && !result) renewals.hold(lease);
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
      if (lease) renewals.drop(lease);
      // Without Redis the lease lapses by itself; the reply is stored either way.
      await lease?.release().catch(() => undefined);
      inflight.delete(key);
      settle(result);
    }
  };
}

/** The stored reply at the end of a reply stream (null when none was stored). */
export async function drainReply(events: AsyncIterable<ReplyEvent>) {
  let stored: Extract<ReplyEvent, { type: 'stored' }> | null = null;
  for await (const e of events) if (e.type === 'stored') stored = e;
  return stored;
}
