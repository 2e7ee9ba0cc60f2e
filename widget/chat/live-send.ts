import type { ChatMessage } from '../../contract/chat.ts';
import { ApiError, type Api } from './api.ts';
import { isHeld, type ChatCore } from './chat-state.ts';
import { withoutLocal } from './messages.ts';
import { noticeFor } from './notices.ts';
import type { Realtime } from './realtime.ts';

/** A reply that has not finished by then is given up, so the input never stays locked. */
const REPLY_TIMEOUT_MS = 90_000;

/**
 * Sends a visitor message that is already shown optimistically: over the socket when it is up (the
 * reply streams back through the live link), otherwise over REST (post the message, ask for the
 * reply to that message by its id, refetch).
 */
export async function sendLive(
  core: ChatCore,
  deps: { api: Api; realtime: Realtime | null; chime(): void; refetch(): Promise<void> },
  text: string,
  clientMessageId: string,
): Promise<void> {
  const startedAt = core.now();
  const sessionId = core.state.sessionId;
  const dropOptimistic = () => withoutLocal(core.state.messages, clientMessageId);
  const refuse = (code: string, reply?: string) => {
    core.awaiting = null;
    core.set({
      messages: dropOptimistic(),
      pending: false,
      typing: false,
      notice: noticeFor(code, core.state.display.texts, reply),
    });
  };

  if (deps.realtime?.connected) {
    const ack = await deps.realtime.send({ sessionId, clientMessageId, message: text });
    if (!ack.ok) return refuse(ack.code, ack.reply);
    core.awaiting = { userId: ack.message.id, clientMessageId, startedAt };
    core.set({ messages: dropOptimistic() });
    core.merge([ack.message]);
    // A person was asked for, or an operator holds the session: no AI reply will come.
    if (ack.awaitReply === false) return core.finish();
    core.later(REPLY_TIMEOUT_MS, () => {
      if (core.awaiting?.clientMessageId !== clientMessageId) return;
      core.finish();
      core.set({ notice: noticeFor('timeout', core.state.display.texts) });
    });
    return;
  }

  let posted: ChatMessage;
  try {
    posted = await deps.api.postMessage({ message: text, sender: 'user', sessionId, clientMessageId });
    core.awaiting = { userId: posted.id, clientMessageId, startedAt };
    core.set({ messages: dropOptimistic() });
    core.merge([posted]);
  } catch (e) {
    return refuse(e instanceof ApiError ? e.code : 'error');
  }
  if (isHeld(core.state)) core.finish();
  else {
    try {
      // By id: the same text asked twice in a session names one message, not "the latest with this text".
      const reply = await deps.api.aiResponse({ message: posted.message, sessionId, messageId: posted.id });
      core.merge([reply]);
      core.finish();
      deps.chime();
    } catch (e) {
      core.finish();
      // handoff_active: a person answers this conversation; that is no failure, only no AI reply.
      if (!(e instanceof ApiError && e.code === 'handoff_active'))
        core.set({
          notice:
            e instanceof ApiError
              ? noticeFor(e.code, core.state.display.texts, e.reply)
              : noticeFor('error', core.state.display.texts),
        });
    }
  }
  await deps.refetch();
}
