import { describe, expect, it } from 'vitest';
import type { MessageMetadata, Sender } from '../../../contract/chat.ts';
import { ASSUME_AFTER_MS, decideOutcome, outcomeAt, type OutcomeMessage } from './outcome-rule.ts';
import { isThanks } from './outcome-words.ts';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
let n = 0;
const msg = (
  sender: Sender,
  message: string,
  metadata: MessageMetadata = {},
  at = T0 + n * 1000,
): OutcomeMessage => ({
  id: `m${String(++n).padStart(3, '0')}`,
  sender,
  message,
  createdAt: new Date(at).toISOString(),
  metadata,
});
const answer = (q: OutcomeMessage, responseType = 'retrieval') =>
  msg('ai', 'An answer', { responseType, replyTo: q.id });
const decide = (messages: OutcomeMessage[], extra: Partial<Parameters<typeof decideOutcome>[0]> = {}) =>
  decideOutcome({ messages, feedback: [], score: null, handoffStatus: 'none', ...extra });

describe('the outcome rule', () => {
  it('waits out 24 hours after an answer, then assumes', () => {
    const q = msg('user', 'When do you open?');
    const a = answer(q);
    const d = decide([q, a]);
    expect(d.outcome).toBeNull();
    expect(d.settlesAt).toBe(new Date(Date.parse(a.createdAt) + ASSUME_AFTER_MS).toISOString());
    expect(outcomeAt(d, new Date(Date.parse(d.settlesAt!) - 1).toISOString())).toBeNull();
    expect(outcomeAt(d, d.settlesAt!)).toBe('assumed');
    expect(d.firstReplyMs).toBe(1000);
  });

  it('lets the latest verdict win: thumbs, scores and thanks', () => {
    const q = msg('user', 'When do you open?');
    const a = answer(q);
    const at = (s: number) => new Date(T0 + s * 60_000).toISOString();
    expect(
      decide([q, a], {
        feedback: [{ messageId: a.id, rating: 'down', at: at(1) }],
        score: { score: 5, at: at(2) },
      }).outcome,
    ).toBe('confirmed');
    expect(
      decide([q, a], {
        feedback: [{ messageId: a.id, rating: 'up', at: at(3) }],
        score: { score: 1, at: at(2) },
      }).outcome,
    ).toBe('confirmed');
    expect(decide([q, a], { score: { score: 2, at: at(2) } }).outcome).toBe('unresolved');
    // A 3 says neither: the answer's own fate decides.
    expect(decide([q, a], { score: { score: 3, at: at(2) } }).outcome).toBeNull();
    expect(decide([q, a, msg('user', 'Perfect, thanks!')]).outcome).toBe('confirmed');
  });

  it('counts a decline, no reply, or a cut-off reply as unresolved, and small talk as nothing', () => {
    const q = msg('user', 'Do you sell boats?');
    expect(decide([q, answer(q, 'no_answer')]).outcome).toBe('unresolved');
    expect(decide([q]).outcome).toBe('unresolved');
    expect(
      decide([q, msg('ai', 'Part', { responseType: 'llm', interrupted: true, replyTo: q.id })]).outcome,
    ).toBe('unresolved');
    const hi = msg('user', 'hi');
    expect(decide([hi, answer(hi, 'greeting')])).toMatchObject({ outcome: null, settlesAt: null });
    expect(decide([])).toMatchObject({ outcome: null, startedAt: null });
  });

  it('puts a handoff before everything: a person asked for, an operator, a follow-up email', () => {
    const q = msg('user', 'When do you open?');
    const a = answer(q);
    expect(decide([q, a], { handoffStatus: 'missed' }).outcome).toBe('handed_off');
    expect(decide([q, a, msg('operator', 'Hello', { operator: 'Maria' })]).outcome).toBe('handed_off');
    expect(
      decide([q, a, msg('system', 'Released', { handoff: 'released' })], {
        score: { score: 5, at: a.createdAt },
      }).outcome,
    ).toBe('handed_off');
    expect(decide([q, msg('ai', 'We will email you', { responseType: 'lead_capture' })]).outcome).toBe(
      'handed_off',
    );
  });
});

describe('the thanks word table', () => {
  it.each([
    ["Thanks, that's all!", true],
    ['thank you so much', true],
    ['Perfect', true],
    ['merci beaucoup', true],
    ['No thanks', false],
    ['Thanks but that is wrong', false],
    ['thanks, and what about Sundays?', false],
    ["That didn't help, thanks", false],
    [
      'Thanks for the info about parking, now I would like to know the exact price of the two-bedroom flat on Elm Street',
      false,
    ],
  ])('%s → %s', (text, expected) => expect(isThanks(text)).toBe(expected));
});
