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

describe('an FAQ preset answer with replyTo', () => {
  const TOUR = 'Do you offer virtual tours?';
  const TOUR_ANSWER = 'Yes, every listing has a virtual tour.';
  const postAnswer = (message: string, replyTo?: string) =>
    f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: headersA(),
      payload: { message, sender: 'ai', sessionId: SESSION_A, ...(replyTo ? { replyTo } : {}) },
    });

  it('answers the question message named, by the FAQ that question asks, even when answers repeat', async () => {
    const client = (await f.t.services.clients.get(f.a.id))!;
    // Two FAQs with one answer text: only the question says which one the visitor chose.
    await f.t.services.clients.update(f.a.id, {
      chatCustomizations: {
        ...client.chatCustomizations,
        faqs: [
          { question: 'Can I see a home online?', answer: TOUR_ANSWER },
          { question: TOUR, answer: TOUR_ANSWER },
        ],
      },
    });
    const first = await post(TOUR);
    const second = await post(TOUR);

    const a1 = await postAnswer(TOUR_ANSWER, first.id);
    expect(a1.statusCode).toBe(201);
    expect(a1.json.metadata).toMatchObject({
      isFAQ: true,
      responseType: 'faq_preset',
      replyTo: first.id,
      sources: [{ title: TOUR, url: null, kind: 'faq' }],
    });
    const a2 = await postAnswer(TOUR_ANSWER, second.id);
    expect(a2.json.metadata.replyTo).toBe(second.id);
    expect((await list()).map((m) => [m.sender, m.metadata.replyTo ?? null])).toEqual([
      ['user', null],
      ['user', null],
      ['ai', first.id],
      ['ai', second.id],
    ]);
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
  });

  it('refuses an id that is not an unanswered question of this FAQ, and stores nothing', async () => {
    const tour = await post(TOUR);
    const other = await post('What is your commission?');
    const answered = await post(TOUR);
    expect((await postAnswer(TOUR_ANSWER, answered.id)).statusCode).toBe(201);
    const otherSession = await post(TOUR, SESSION_B);
    const before = await list();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['an unknown id', { replyTo: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' }, 404, 'not_found'],
      ["another session's question", { replyTo: otherSession.id }, 404, 'not_found'],
      ['a question this FAQ does not answer', { replyTo: other.id }, 403, 'forbidden'],
      ['a question answered already', { replyTo: answered.id }, 409, 'conflict'],
      ['an answer that is no FAQ answer', { replyTo: tour.id, message: 'Anything I like' }, 403, 'forbidden'],
      ['replyTo on a visitor message', { replyTo: tour.id, sender: 'user' }, 400, 'bad_request'],
    ];
    for (const [name, body, status, code] of cases) {
      const r = await f.t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: headersA(),
        payload: { message: TOUR_ANSWER, sender: 'ai', sessionId: SESSION_A, ...body },
      });
      expect({ name, status: r.statusCode, code: r.json.code }).toEqual({ name, status, code });
    }
    expect(await list()).toEqual(before);
  });
});
