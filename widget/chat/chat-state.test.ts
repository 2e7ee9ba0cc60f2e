import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { createChatCore, type ChatState } from './chat-state.ts';
import { defaultDisplay } from './config.ts';
import { EN } from '../../contract/widget-texts-en.ts';
import { noticeFor } from './notices.ts';

const initial: ChatState = {
  sessionId: 's'.repeat(40),
  messages: [],
  draft: null,
  pending: true,
  typing: true,
  availability: 'ready',
  notice: null,
  display: defaultDisplay({}),
  showFaqs: false,
  epoch: 0,
  wantFocus: false,
  preChatDone: true,
};

const msg = (
  id: string,
  sender: ChatMessage['sender'],
  metadata: ChatMessage['metadata'] = {},
): ChatMessage => ({
  id,
  sender,
  metadata,
  message: id,
  sessionId: initial.sessionId,
  timestamp: '2026-03-02T10:00:00.000Z',
});

function setup() {
  let t = 1000;
  const changes: ChatState[] = [];
  const core = createChatCore(initial, { now: () => t, onChange: (s) => changes.push(s) });
  return { core, changes, advance: (ms: number) => (t += ms) };
}

describe('the chat core', () => {
  it('ends the wait when the awaited reply is merged', () => {
    const { core, advance } = setup();
    core.awaiting = { userId: 'm1', clientMessageId: 'c1', startedAt: 1000 };
    core.merge([msg('m1', 'user')]);
    expect(core.state.pending).toBe(true);
    advance(420);
    core.merge([msg('m2', 'ai', { replyTo: 'm1' })]);
    expect(core.awaiting).toBeNull();
    expect(core.state).toMatchObject({ pending: false, typing: false });
  });

  it('stops changing and drops its timers once disposed', () => {
    const { core, changes } = setup();
    let fired = false;
    core.later(0, () => (fired = true));
    core.dispose();
    core.set({ draft: 'late' });
    expect(changes).toEqual([]);
    expect(core.state.draft).toBeNull();
    return new Promise((r) => setTimeout(r, 5)).then(() => expect(fired).toBe(false));
  });
});

describe('noticeFor', () => {
  it('turns the server codes into polite notices', () => {
    expect(noticeFor('usage_limit_reached', EN, 'Out of replies')).toEqual({
      kind: 'limit',
      text: 'Out of replies',
    });
    expect(noticeFor('rate_limited', EN)).toEqual({ kind: 'rate', text: EN.rate });
    expect(noticeFor('timeout', EN)).toEqual({ kind: 'error', text: EN.error });
    expect(noticeFor('timeout', EN).text).not.toMatch(/Failed/);
  });
});
