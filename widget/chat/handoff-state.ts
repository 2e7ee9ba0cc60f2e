import type { SessionHandoffState } from '../../contract/chat.ts';
import type { ChatCore } from './chat-state.ts';

/**
 * A new handoff state from the server. Held (waiting, operator): a reply the widget was waiting for
 * will not come, so the wait ends and the input stays free. Missed: the email follow-up is offered.
 * Back with the assistant: the operator's typing dots go.
 */
export function applyHandoff(core: ChatCore, handoff: SessionHandoffState): void {
  const before = core.state.handoff?.status;
  const held = handoff.status === 'waiting' || handoff.status === 'operator';
  if (held && core.awaiting) core.finish();
  core.set({
    handoff,
    operatorTyping: handoff.status === 'operator' && core.state.operatorTyping,
    ...(handoff.status === 'missed' && before !== 'missed'
      ? { notice: { kind: 'handoff' as const, text: core.state.display.texts.handoffMissed } }
      : {}),
  });
}
