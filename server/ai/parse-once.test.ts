/**
 * One assistant turn reads the visitor's question once: the FAQ match, retrieval and the builtin
 * answerer share that reading instead of each parsing the question again (issue 16, point 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionAnalyses } from '../domain/answering/query-concepts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('a chat turn reads its question once', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    const client = (await t.services.clients.list()).find((c) => c.testAccessToken);
    token = client?.testAccessToken ?? '';
  });
  afterAll(() => t.close());

  const ask = async (message: string, sessionId: string) => {
    const before = questionAnalyses();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: { message, sessionId },
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(String(res.json?.reply ?? '')).not.toBe('');
    return questionAnalyses() - before;
  };

  it('parses a question once through the FAQ match, the search and the answer', async () => {
    expect(token).not.toBe('');
    // The first turn also builds the client's index; the count is taken on later turns.
    await ask('hello', 'parse-once-session-warm');
    expect(await ask('how much does the basic plan cost per month', 'parse-once-session-1')).toBe(1);
    expect(await ask('do you have a refund policy for annual plans', 'parse-once-session-2')).toBe(1);
  });

  it('does not read a question again that a visitor asked before', async () => {
    expect(await ask('is there a discount for nonprofits', 'parse-once-session-3')).toBe(1);
    expect(await ask('is there a discount for nonprofits', 'parse-once-session-4')).toBe(0);
    // Another wording is another reading.
    expect(await ask('is there a discount for charities', 'parse-once-session-5')).toBe(1);
  });
});
