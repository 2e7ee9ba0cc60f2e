/**
 * `message.created`, the one event every chat message raises. Where the store reads its messages as a
 * log (SQLite: `MessageLog`), the rows are made here after the message commits, by the claim loop,
 * instead of in the message's append: the chat turn writes no outbox row for it and the reply path
 * pays nothing, while the stored message keeps the event from being lost. Where it cannot (PostgreSQL,
 * whose ids do not follow commit order), chat-events.ts writes them in the append with the same data.
 */
import type { ChatMessageRecord } from '../chat/chat-ports.ts';
import type { MessageLog, OutboxDraft } from './outbox-ports.ts';
import type { OutboxRecorder } from './outbox-recorder.ts';

/** The event's `data` for one message, the same on either path. */
export const messageCreatedData = (m: ChatMessageRecord) => ({
  sessionId: m.sessionId,
  message: {
    id: m.id,
    sessionId: m.sessionId,
    sender: m.sender,
    text: m.message,
    createdAt: m.createdAt,
    ...(m.metadata.operator ? { operator: m.metadata.operator } : {}),
  },
  test: m.metadata.test === true,
});

/** The rows of one message's `message.created` (none for a console preview, or when nobody listens). */
export function messageCreatedDrafts(recorder: OutboxRecorder, m: ChatMessageRecord): OutboxDraft[] {
  if (m.metadata.preview || !recorder.wants(m.clientId, 'message.created')) return [];
  // The event happened when the message was stored, however late the log reads it.
  return recorder.drafts(m.clientId, 'message.created', messageCreatedData(m), { at: m.createdAt });
}

/** Messages read from the log per step: a step is one short write transaction. */
export const MESSAGE_LOG_STEP = 200;

export interface MessageRelay {
  /** Turns the messages stored since the last step into their rows; resolves with how many it read. */
  step(): Promise<number>;
}

export function createMessageRelay(deps: { log: MessageLog; recorder: OutboxRecorder }): MessageRelay {
  const { log, recorder } = deps;
  return {
    async step() {
      // The subscriptions the rows are made from: loaded before the transaction that uses them.
      const loading = recorder.ready();
      if (loading) await loading;
      return await log.advance(MESSAGE_LOG_STEP, (messages) =>
        messages.flatMap((m) => messageCreatedDrafts(recorder, m)),
      );
    },
  };
}
