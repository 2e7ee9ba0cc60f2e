/**
 * The widget without a socket: it posts the visitor message, then asks POST /api/chat/ai-response for
 * the reply to THAT message by the id it got back, not "the latest unanswered message with this text".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A, SESSION_B, type ChatFixture } from '../../testing/chat-fixture.ts';

let f: ChatFixture;
beforeEach(async () => {
  f = await chatFixture();
});
afterEach(async () => {
  await f.close();
});

const QUESTION = 'Can I schedule a viewing on Sunday?';
interface Wire {
  id: string;
  sender: string;
  message: string;
  metadata: { replyTo?: string };
}

const headersA = () => f.widget(f.a.live, 'https://sunsetrealty.com');
const post = async (message: string, sessionId = SESSION_A, headers = headersA()) => {
  const r = await f.t.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers,
    payload: { message, sender: 'user', sessionId },
  });
  expect(r.statusCode).toBe(201);
  return r.json as Wire;
};
const aiResponse = (payload: Record<string, unknown>, headers = headersA()) =>
  f.t.inject({ method: 'POST', url: '/api/chat/ai-response', headers, payload });
const list = async (sessionId = SESSION_A, headers = headersA()) =>
  (await f.t.inject({ method: 'GET', url: `/api/chat/messages/${sessionId}`, headers })).json
    .messages as Wire[];

describe('POST /api/chat/ai-response with messageId', () => {
  it('answers the message named, even when a later message in the session has the same text', async () => {
    const first = await post(QUESTION);
    const second = await post(QUESTION);

    // The text path would pick the newest unanswered message with this text: `second`.
    const r1 = await aiResponse({ message: QUESTION, sessionId: SESSION_A, messageId: first.id });
    expect(r1.statusCode).toBe(200);
    expect(r1.json.sender).toBe('ai');
    expect(r1.json.message).toMatch(/seven days a week/);
    expect(r1.json.metadata.replyTo).toBe(first.id);

    const r2 = await aiResponse({ message: QUESTION, sessionId: SESSION_A, messageId: second.id });
    expect(r2.statusCode).toBe(200);
    expect(r2.json.metadata.replyTo).toBe(second.id);

    const stored = await list();
    expect(stored.map((m) => [m.sender, m.metadata.replyTo ?? null])).toEqual([
      ['user', null],
      ['user', null],
      ['ai', first.id],
      ['ai', second.id],
    ]);
    expect(await f.t.services.usage.used(f.a.id)).toBe(2);
  });

  it('refuses an id it cannot answer with a clear 4xx, and changes nothing', async () => {
    const question = await post(QUESTION);
    const answered = await post('What is your commission?');
    const reply = await aiResponse({
      message: 'What is your commission?',
      sessionId: SESSION_A,
      messageId: answered.id,
    });
    expect(reply.statusCode).toBe(200);
    const otherSession = await post(QUESTION, SESSION_B);
    const headersB = f.widget(f.b.live, 'https://bellamoda.shop');
    const foreign = await post('Do you ship abroad?', SESSION_B, headersB);

    const before = await list();
    const usedBefore = await f.t.services.usage.used(f.a.id);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['an unknown id', { message: QUESTION, messageId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' }, 404, 'not_found'],
      [
        "another client's message",
        { message: 'Do you ship abroad?', messageId: foreign.id },
        404,
        'not_found',
      ],
      ["another session's message", { message: QUESTION, messageId: otherSession.id }, 404, 'not_found'],
      [
        "the assistant's own reply",
        { message: reply.json.message, messageId: reply.json.id },
        400,
        'bad_request',
      ],
      [
        'a message whose text differs',
        { message: 'Something else?', messageId: question.id },
        400,
        'bad_request',
      ],
      [
        'a message answered already',
        { message: 'What is your commission?', messageId: answered.id },
        409,
        'conflict',
      ],
      ['an id that is not an id', { message: QUESTION, messageId: '../x' }, 400, 'validation_failed'],
    ];
    for (const [name, body, status, code] of cases) {
      const r = await aiResponse({ sessionId: SESSION_A, ...body });
      expect({ name, status: r.statusCode, code: r.json.code }).toEqual({ name, status, code });
    }
    expect(await list()).toEqual(before);
    expect(await f.t.services.usage.used(f.a.id)).toBe(usedBefore);
    expect((await list(SESSION_B, headersB)).map((m) => m.sender)).toEqual(['user']);

    // The refused id is still answerable by its own caller afterwards.
    const ok = await aiResponse({ message: QUESTION, sessionId: SESSION_A, messageId: question.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.metadata.replyTo).toBe(question.id);
  });

  it('keeps the text path for integrators that send no messageId', async () => {
    const posted = await post(QUESTION);
    const r = await aiResponse({ message: QUESTION, sessionId: SESSION_A });
    expect(r.statusCode).toBe(200);
    expect(r.json.metadata.replyTo).toBe(posted.id);
    expect((await list()).map((m) => m.sender)).toEqual(['user', 'ai']);
  });
});
