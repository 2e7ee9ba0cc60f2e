import type { ChatCore } from './chat-state.ts';
import { LOCAL_PREFIX } from './messages.ts';
import { noticeFor } from './notices.ts';
import { connectRealtime, type Realtime } from './realtime.ts';
import type { SessionKeys } from './session-key.ts';
import { applyHandoff } from './handoff-state.ts';

/**
 * Wires the socket to the chat: every (re)connect replays what was missed since the last confirmed
 * message, chunks grow the draft of the awaited reply, and a finished reply or an operator's message
 * lands in the list (with a chime when enabled).
 */
export function connectLiveLink(
  core: ChatCore,
  o: { base: string; token: string; keys: SessionKeys; chime(): void },
): Realtime {
  return connectRealtime({
    base: o.base,
    token: o.token,
    keys: o.keys,
    sessionId: () => core.state.sessionId,
    lastMessageId: () => [...core.state.messages].reverse().find((m) => !m.id.startsWith(LOCAL_PREFIX))?.id,
    on: {
      onJoined: core.merge,
      onChunk: (e) => {
        if (core.awaiting?.userId === e.replyTo)
          core.set({ draft: (core.state.draft ?? '') + e.delta, typing: false });
      },
      onDone: (e) => {
        const message = e.message.metadata.sources
          ? e.message
          : { ...e.message, metadata: { ...e.message.metadata, sources: e.sources } };
        core.merge([message]);
        if (core.awaiting?.userId === e.replyTo) core.finish();
        o.chime();
      },
      onAnswerError: (e) => {
        if (core.awaiting?.userId !== e.replyTo) return;
        core.finish();
        core.set({ notice: noticeFor(e.code, core.state.display.texts, e.reply) });
      },
      onMessage: (m) => {
        const fresh = !core.state.messages.some((x) => x.id === m.id);
        core.merge([m]);
        if (fresh && m.sender === 'operator') o.chime();
      },
      onSession: () => {},
      onHandoff: (handoff) => applyHandoff(core, handoff),
      onTyping: (typing) => core.set({ operatorTyping: typing && core.state.handoff?.status === 'operator' }),
      onRefused: () => core.set({ availability: 'unavailable' }),
      onConnection: () => {},
    },
  });
}
