import { randomId } from '../shared/storage.ts';
import type { ChatCore } from './chat-state.ts';
import { demoDelayMs, demoReply } from './demo-reply.ts';
import { localMessage } from './messages.ts';
import type { DemoProfile } from './types.ts';

/** Widget demo mode: the reply is made here, after a random 1–3 s; nothing leaves the page. */
export function sendDemo(core: ChatCore, profile: DemoProfile | undefined, text: string): void {
  const startedAt = core.now();
  const sessionId = core.state.sessionId;
  core.awaiting = { userId: '', clientMessageId: '', startedAt };
  core.later(demoDelayMs(), () => {
    // A restart while the reply was being "typed" drops it: it belongs to the old conversation.
    if (core.state.sessionId !== sessionId) return;
    const { display, messages } = core.state;
    const reply = localMessage(
      sessionId,
      'ai',
      demoReply(profile ?? { businessName: display.businessName }, text),
      { model: 'demo', responseTime: core.now() - startedAt },
      `demo-${randomId(12)}`,
    );
    core.set({ messages: [...messages, reply] });
    core.finish();
  });
}
