/**
 * Producing one reply to a stored visitor message: a follow-up address is thanked for (a lead, never
 * counted), anything else is metered first, answered by the assistant and stored. The unit is kept as
 * a pending charge until the reply is stored, released when no reply comes, and settled by the
 * reply's own append (the same transaction).
 */
import type { ChatMessage, ClientContext, MessageMetadata, Source } from '../../../contract/chat.ts';
import type { Assistant, AssistantEvent } from '../answering/assistant.ts';
import type { UsageMeter } from '../billing/usage-meter.ts';
import { followUpEmail } from '../insights/insights-text.ts';
import { replyText } from '../languages/index.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { ChatCaller } from './chat-gate.ts';
import type { ChatMessageRecord } from './chat-ports.ts';
import { callerFlags, type MessageWriter } from './message-writer.ts';

/** Over the plan limit: the error carries a polite text the widget shows instead of an answer. */
export class UsageLimitReached extends DomainError {
  constructor(readonly reply: string) {
    super('usage_limit_reached', 'This assistant has reached its monthly message limit.');
  }
}

export type ReplyEvent =
  { type: 'delta'; text: string } | { type: 'stored'; message: ChatMessage; sources: Source[] };

/** Streams the reply's text, then returns the stored reply (null when none was stored). */
export type ProduceReply = (
  caller: ChatCaller,
  question: ChatMessageRecord,
  signal: AbortSignal,
  context: ClientContext | undefined,
) => AsyncGenerator<ReplyEvent, ChatMessageRecord | null>;

export function createReplyProducer(deps: {
  assistant: Assistant;
  usage: UsageMeter;
  clock: Clock;
  writer: MessageWriter;
  /** A preview's own limits (a workspace user's), checked before the model is asked. */
  admitPreview: (caller: ChatCaller) => Promise<void>;
}): ProduceReply {
  const { assistant, usage, clock, writer } = deps;

  /** A visitor leaving an address after an "I don't know" is thanked; it is not an AI answer. */
  async function leadReply(caller: ChatCaller, question: ChatMessageRecord, email: string) {
    // True as written: the lead is kept in the console and mailed to the team (domain/notifications/).
    const text = replyText(question.metadata.language, 'leadThanks', {
      email,
      business: caller.client.businessName,
    });
    const metadata: MessageMetadata = {
      model: 'builtin',
      responseType: 'lead_capture',
      responseTime: 0,
      replyTo: question.id,
      sources: [],
    };
    const stored = await writer.store({
      clientId: caller.client.id,
      sessionId: question.sessionId,
      sender: 'ai',
      clientMessageId: null,
      message: text,
      metadata: callerFlags(caller, metadata),
    });
    return { text, message: stored.message };
  }

  return async function* produce(caller, question, signal, context) {
    const { client } = caller;
    const preview = caller.mode === 'admin';
    const started = clock.now().getTime();

    const email = followUpEmail(question.message);
    if (email) {
      const lead = await leadReply(caller, question, email);
      yield { type: 'delta', text: lead.text };
      return lead.message;
    }

    const counted = !preview;
    if (preview) await deps.admitPreview(caller);
    // A test token spends its own daily allowance, never the plan's monthly usage. A unit a kill -9
    // cut off before its reply was stored is refunded at the next start (charge-recovery.ts).
    const charge = { sessionId: question.sessionId, questionId: question.id };
    const consume = () =>
      caller.test ? usage.consumeTest(client.id, charge) : usage.consumeFor(client, charge);
    const release = () =>
      caller.test ? usage.releaseTest(client.id, charge) : usage.release(client.id, charge);
    if (counted) {
      try {
        await consume();
      } catch (err) {
        if (err instanceof DomainError && err.code === 'usage_limit_reached') {
          throw new UsageLimitReached(
            replyText(question.metadata.language, caller.test ? 'testLimit' : 'limitReached', {
              business: client.businessName,
            }),
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
        language: question.metadata.language ?? null,
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
    // The reply's append settles the unit's charge in its own transaction (one write, not two).
    const written = await writer.store(
      {
        clientId: client.id,
        sessionId: question.sessionId,
        sender: 'ai',
        clientMessageId: null,
        message: final.text,
        metadata: callerFlags(caller, metadata),
      },
      counted ? { settlesChargeOf: question.id } : undefined,
    );
    const stored = written.message;
    if (counted && written.duplicate) await usage.settle(client.id, charge);
    // A preview is metered as preview usage (its model cost too), never against the plan.
    if (preview) await usage.recordPreview(client.id, final.usage);
    else if (final.usage && !caller.test)
      await usage.recordTokens(
        client.id,
        final.usage.promptTokens,
        final.usage.completionTokens,
        final.usage.costUsd,
      );
    return stored;
  };
}
