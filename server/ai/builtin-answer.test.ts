import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passage } from '../domain/chat-ports.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { builtinAnswer } from './builtin-answer.ts';
import { EVAL_SET } from './eval-set.ts';

const passage = (title: string, body: string): Passage => ({ kind: 'content', title, url: null, body, rank: -1 });

describe('builtinAnswer', () => {
  it('quotes the best sentences and names their source', () => {
    const a = builtinAnswer({
      question: 'How long does express delivery take?',
      businessName: 'Shop',
      passages: [passage('Shipping', 'Shipping is free over $150. Standard delivery takes 3-5 business days. Express delivery takes 1-2 business days.')],
      sampleResponses: null,
    });
    expect(a).toEqual({ text: 'Express delivery takes 1-2 business days.', responseType: 'retrieval', sources: [{ title: 'Shipping', url: null, kind: 'content' }] });
  });

  it('declines plainly and offers an email follow-up when a key word is not in the knowledge', () => {
    const a = builtinAnswer({ question: 'Do you ship to Mars?', businessName: 'Shop', passages: [passage('Shipping', 'We ship within the US in 3-5 days.')], sampleResponses: null });
    expect(a.responseType).toBe('no_answer');
    expect(a.text).toMatch(/don't have information.*email/);
  });

  it('uses sample responses by keyword, and the default only for greetings, never as an answer', () => {
    const samples = { pricing: 'Plans start at $8.', default: 'I can help with plans and demos.' };
    expect(builtinAnswer({ question: 'What is your pricing?', businessName: 'X', passages: [], sampleResponses: samples }).text).toBe('Plans start at $8.');
    expect(builtinAnswer({ question: 'Hello!', businessName: 'X', passages: [], sampleResponses: samples }).text).toBe('I can help with plans and demos.');
    expect(builtinAnswer({ question: 'Do you sell boats?', businessName: 'X', passages: [], sampleResponses: samples }).responseType).toBe('no_answer');
    // A keyword hit does not answer a question about something the knowledge lacks.
    expect(builtinAnswer({ question: 'What is your pricing in Japan for yachts?', businessName: 'X', passages: [], sampleResponses: samples }).responseType).toBe('no_answer');
  });
});

describe('answer quality over the demo clients (npm run eval)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true, chat: { limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000 } } });
  });
  afterAll(() => t.close());

  it('answers ≥ 90% with the right fact and declines ≥ 95% of what no client knows', async () => {
    const clients = new Map((await t.services.clients.list()).map((c) => [c.domain, c]));
    let right = 0;
    let declined = 0;
    for (const [i, c] of EVAL_SET.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { authorization: `Bearer ${clients.get(c.domain)?.testAccessToken}` },
        payload: { message: c.question, sessionId: `eval-test-session-${i}` },
      });
      const reply = String(res.json.reply);
      if (c.fact === null && /don't have information/.test(reply)) declined++;
      if (c.fact !== null && reply.includes(c.fact)) right++;
    }
    const answerable = EVAL_SET.filter((c) => c.fact !== null).length;
    expect(right / answerable).toBeGreaterThanOrEqual(0.9);
    expect(declined / (EVAL_SET.length - answerable)).toBeGreaterThanOrEqual(0.95);
  });
});
