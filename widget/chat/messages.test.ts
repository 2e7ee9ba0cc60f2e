import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { demoDelayMs, demoReply } from './demo-reply.ts';
import { counters, mergeMessages } from './messages.ts';

const msg = (
  id: string,
  sender: ChatMessage['sender'],
  metadata: ChatMessage['metadata'] = {},
): ChatMessage => ({
  id,
  sender,
  message: id,
  sessionId: 's',
  timestamp: '2026-01-01T00:00:00.000Z',
  metadata,
});

describe('mergeMessages', () => {
  it('dedupes, orders by id and replaces the optimistic copy', () => {
    const local = msg('local-abc12345', 'user', { clientMessageId: 'abc12345' });
    const merged = mergeMessages([msg('01B', 'ai'), local], [msg('01A', 'user'), msg('01B', 'ai')]);
    expect(merged.map((m) => m.id)).toEqual(['01A', '01B', 'local-abc12345']);
    const confirmed = mergeMessages(merged, [msg('01C', 'user', { clientMessageId: 'abc12345' })]);
    expect(confirmed.map((m) => m.id)).toEqual(['01A', '01B', '01C']);
  });

  it('counts messages', () => {
    const list = [msg('1', 'user'), msg('2', 'ai'), msg('3', 'user'), msg('4', 'ai', { isFAQ: true })];
    expect(counters(list)).toEqual({ totalMessages: 4, aiResponses: 2, userMessages: 2 });
  });
});

describe('demo mode replies', () => {
  it('waits 1–3 s and answers from the sample responses', () => {
    expect(demoDelayMs(() => 0)).toBe(1000);
    expect(demoDelayMs(() => 0.9999)).toBeLessThanOrEqual(3000);
    const profile = {
      businessName: 'Realty',
      sampleResponses: { properties: 'We list homes.', 'miami condos': 'Condos!', default: 'Ask me.' },
    };
    expect(demoReply(profile, 'Do you have Miami condos or properties?')).toBe('Condos!');
    expect(demoReply(profile, 'hello')).toBe('Ask me.');
  });
});
