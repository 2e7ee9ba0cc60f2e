import { describe, expect, it } from 'vitest';
import {
  domainHref,
  formatApiCost,
  formatChatAge,
  parseMessagesUsed,
  truncateMiddle,
  usagePercent,
  visitorTitle,
} from './format.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatChatAge', () => {
  it('reads Just now under a minute, then minutes, hours and days', () => {
    expect(formatChatAge(ago(59_000), now)).toBe('Just now');
    expect(formatChatAge(ago(60_000), now)).toBe('1 minute ago');
    expect(formatChatAge(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatChatAge(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatChatAge(ago(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(formatChatAge(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(formatChatAge(ago(10 * 86_400_000), now)).toBe('10 days ago');
    expect(formatChatAge('not a date', now)).toBe('');
  });
});

describe('display helpers', () => {
  it('reads messagesUsed text with thousands separators', () => {
    expect(parseMessagesUsed('1,234')).toBe(1234);
    expect(parseMessagesUsed('0')).toBe(0);
    expect(parseMessagesUsed('abc')).toBe(0);
  });

  it('adds https:// to domains without a scheme only', () => {
    expect(domainHref('shop.example')).toBe('https://shop.example');
    expect(domainHref('http://shop.example')).toBe('http://shop.example');
  });

  it('shows N/A for a null or non-numeric API cost', () => {
    expect(formatApiCost(null)).toBe('N/A');
    expect(formatApiCost('12')).toBe('N/A');
    expect(formatApiCost(Number.NaN)).toBe('N/A');
    expect(formatApiCost(3.456)).toBe('$3.46');
  });

  it('computes usage percent and truncates long ids in the middle', () => {
    expect(usagePercent(400, 500)).toBe(80);
    expect(usagePercent(5, 0)).toBe(0);
    expect(truncateMiddle('abcdefghijklmnopqrstuvwxyz', 4)).toBe('abcd…wxyz');
    expect(truncateMiddle('short', 4)).toBe('short');
  });
});

describe('visitorTitle', () => {
  it('puts the name from the pre-chat form before the email', () => {
    expect(
      visitorTitle({ sessionId: 's_1', visitorEmail: 'ada@example.com', visitorName: 'Ada Lovelace' }),
    ).toBe('Ada Lovelace (ada@example.com)');
    expect(visitorTitle({ sessionId: 's_1', visitorEmail: null, visitorName: 'Ada' })).toBe('Ada');
  });
  it('names the visitor by the email they left, else "Visitor" and the start of the session id', () => {
    expect(visitorTitle({ sessionId: 'sunset_session_000001', visitorEmail: 'jo@example.com' })).toBe(
      'jo@example.com',
    );
    expect(visitorTitle({ sessionId: 'sunset_session_000001', visitorEmail: null })).toBe('Visitor sunset_s');
  });
});
