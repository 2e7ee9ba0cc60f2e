import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A, SESSION_B } from '../http/routes/chat-fixtures.ts';
import { isDecline } from './openai-provider.ts';

/** An OpenAI-compatible loopback model that declines questions about pets and answers the rest. */
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    const parsed = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
    const question = parsed.messages.at(-1)?.content ?? '';
    const text = /pets/i.test(question)
      ? 'I’m sorry, I don’t have that information. Leave your email and someone will follow up.'
      : 'Viewings run seven days a week.';
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    chunk({ role: 'assistant', content: text }, null);
    chunk({}, 'stop');
    res.end('data: [DONE]\n\n');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('openai declines', () => {
  it('recognises the decline the system prompt asks for, and nothing else', () => {
    for (const text of [
      "I don't have that information, but I can take your email.",
      'Sorry, we do not have any details about parking.',
      'I’m afraid I can’t answer that from what I know.',
      'I am unable to find any information about it.',
    ]) {
      expect(isDecline(text), text).toBe(true);
    }
    for (const text of [
      'Viewings run seven days a week.',
      'You can find our office on Main Street.',
      "Don't have a car? We offer pick-ups.",
    ]) {
      expect(isDecline(text), text).toBe(false);
    }
  });

  it('marks a declined model reply no_answer without sources, so the console reports it', async () => {
    const f = await chatFixture({ env: { OPENAI_BASE_URL: base, OPENAI_API_KEY: 'sk-test' } });
    try {
      const ask = (message: string, sessionId: string) =>
        f.t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: f.widget(f.a.test),
          payload: { message, sessionId },
        });
      const declined = await ask('Do you allow pets in rentals?', SESSION_A);
      expect(declined.json.sources).toEqual([]);
      const answered = await ask('When can I view a property?', SESSION_B);
      expect(answered.json.sources.length).toBeGreaterThan(0);
      const cookie = await f.t.login();
      const report = await f.t.inject({
        method: 'GET',
        url: `/api/clients/${f.a.id}/unanswered`,
        headers: { cookie },
      });
      expect(report.json.questions.map((q: { question: string }) => q.question)).toEqual([
        'Do you allow pets in rentals?',
      ]);
    } finally {
      await f.close();
    }
  });
});
