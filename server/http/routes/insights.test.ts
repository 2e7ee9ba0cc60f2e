import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A, SESSION_B, type ChatFixture } from '../../testing/chat-fixture.ts';

let f: ChatFixture;
let cookie: string;
beforeEach(async () => {
  f = await chatFixture();
  cookie = await f.t.login();
});
afterEach(async () => f.close());

const UNKNOWN = 'Do you allow pets in rental apartments?';
/** Live tokens from their client's site: test-token chats never reach the insights (row 5). */
const originOf = (token: string) =>
  token === f.a.live ? `https://${f.a.domain}` : token === f.b.live ? `https://${f.b.domain}` : undefined;
const admin = (method: string, url: string, payload?: object) =>
  f.t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
/** The widget's REST flow without a socket: post the visitor message, then ask for the reply. */
async function widgetAsk(token: string, message: string, sessionId = SESSION_A) {
  const headers = f.widget(token, originOf(token));
  const posted = await f.t.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers,
    payload: { message, sender: 'user', sessionId },
  });
  expect(posted.statusCode).toBe(201);
  return f.t.inject({
    method: 'POST',
    url: '/api/chat/ai-response',
    headers,
    payload: { message, sessionId },
  });
}
const widgetPost = (token: string, message: string, sessionId = SESSION_A, clientMessageId?: string) =>
  f.t.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: f.widget(token, originOf(token)),
    payload: { message, sender: 'user', sessionId, ...(clientMessageId ? { clientMessageId } : {}) },
  });

describe('insights routes', () => {
  it('need an admin session, and answer 404 for an unknown client', async () => {
    const routes: [string, string, object?][] = [
      ['GET', 'unanswered'],
      ['POST', 'unanswered/faq', { question: 'q', answer: 'a' }],
      ['POST', 'unanswered/dismiss', { question: 'q' }],
      ['GET', 'leads'],
    ];
    for (const [method, path, payload] of routes) {
      const anonymous = await f.t.inject({
        method,
        url: `/api/clients/${f.a.id}/${path}`,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      const unknown = await admin(method, `/api/clients/no-such-client/${path}`, payload);
      expect(unknown.statusCode, `${method} ${path}`).toBe(404);
      expect(unknown.json.code).toBe('not_found');
    }
  });

  it('refuses bad bodies with the FAQ form messages', async () => {
    const empty = await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json.fields).toEqual({ question: 'Question is required', answer: 'Answer is required' });
    const blank = await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, {
      question: '  ',
      answer: 'x',
      extra: 1,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json.fields).toMatchObject({
      question: 'Question is required',
      extra: 'Unknown field: extra',
    });
    const dismiss = await admin('POST', `/api/clients/${f.a.id}/unanswered/dismiss`, { question: '' });
    expect(dismiss.json.fields).toEqual({ question: 'Question is required' });
    // A question that was never reported is not found, and no FAQ is added for it.
    const never = await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, {
      question: 'Never asked?',
      answer: 'No.',
    });
    expect(never.statusCode).toBe(404);
    expect((await f.t.services.clients.get(f.a.id)).chatCustomizations.faqs).toHaveLength(1);
  });
});

describe('unanswered questions report', () => {
  it('groups declined asks by normalised text, leaves out answers, previews and other clients', async () => {
    expect((await widgetAsk(f.a.live, UNKNOWN)).json.metadata.responseType).toBe('no_answer');
    expect(
      (await widgetAsk(f.a.live, '  do you ALLOW pets in rental   apartments ', SESSION_B)).json.metadata
        .responseType,
    ).toBe('no_answer');
    expect((await widgetAsk(f.a.live, 'When can I view a property?')).json.metadata.responseType).toBe(
      'retrieval',
    );
    const preview = await admin('POST', '/api/chat/ai-response', {
      message: 'Is there parking for visitors?',
      sessionId: SESSION_A,
      clientId: f.a.id,
    });
    expect(preview.json.metadata).toMatchObject({ responseType: 'no_answer', preview: true });
    await widgetAsk(f.b.live, 'Is there parking for visitors?');

    const list = await admin('GET', `/api/clients/${f.a.id}/unanswered`);
    expect(list.statusCode).toBe(200);
    expect(list.json.total).toBe(1);
    expect(list.json.questions).toEqual([
      expect.objectContaining({
        question: 'do you ALLOW pets in rental   apartments',
        normalized: 'do you allow pets in rental apartments',
        count: 2,
        sampleSessionId: SESSION_B,
      }),
    ]);
    const other = await admin('GET', `/api/clients/${f.b.id}/unanswered`);
    expect(other.json.questions.map((q: { question: string }) => q.question)).toEqual([
      'Is there parking for visitors?',
    ]);
  });

  it('turns a question into an FAQ that answers the next identical question through the chat route', async () => {
    await widgetAsk(f.a.live, UNKNOWN);
    const res = await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, {
      question: UNKNOWN,
      answer: 'Yes, cats and small dogs are welcome.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.chatCustomizations.faqs).toEqual([
      { question: 'Do you offer virtual tours?', answer: 'Yes, every listing has a virtual tour.' },
      { question: UNKNOWN, answer: 'Yes, cats and small dogs are welcome.' },
    ]);
    expect((await admin('GET', `/api/clients/${f.a.id}/unanswered`)).json).toEqual({
      questions: [],
      total: 0,
    });
    // Resolved once: a second click finds nothing to resolve.
    expect(
      (await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, { question: UNKNOWN, answer: 'Again' }))
        .statusCode,
    ).toBe(404);

    const again = await widgetAsk(f.a.live, UNKNOWN, SESSION_B);
    expect(again.statusCode).toBe(200);
    expect(again.json.message).toBe('Yes, cats and small dogs are welcome.');
    expect(again.json.metadata).toMatchObject({
      responseType: 'faq_match',
      sources: [{ title: UNKNOWN, kind: 'faq' }],
    });
    expect((await admin('GET', `/api/clients/${f.a.id}/unanswered`)).json.total).toBe(0);
  });

  it('resolves a reworded FAQ by its reported question, and reopens it when the FAQ is removed', async () => {
    await widgetAsk(f.a.live, UNKNOWN);
    const res = await admin('POST', `/api/clients/${f.a.id}/unanswered/faq`, {
      question: 'Are pets allowed?',
      answer: 'Yes.',
      reportedQuestion: UNKNOWN,
    });
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', `/api/clients/${f.a.id}/unanswered`)).json.total).toBe(0);
    const client = await f.t.services.clients.get(f.a.id);
    await f.t.services.clients.update(f.a.id, {
      chatCustomizations: { ...client.chatCustomizations, faqs: [] },
    });
    await widgetAsk(f.a.live, UNKNOWN, SESSION_B);
    const list = await admin('GET', `/api/clients/${f.a.id}/unanswered`);
    expect(list.json.questions).toEqual([
      expect.objectContaining({ question: UNKNOWN, count: 1, sampleSessionId: SESSION_B }),
    ]);
  });

  it('dismisses a question for good', async () => {
    await widgetAsk(f.a.live, UNKNOWN);
    const res = await admin('POST', `/api/clients/${f.a.id}/unanswered/dismiss`, {
      question: 'do you allow pets in rental apartments?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(
      (await admin('POST', `/api/clients/${f.a.id}/unanswered/dismiss`, { question: UNKNOWN })).statusCode,
    ).toBe(404);
    await widgetAsk(f.a.live, UNKNOWN, SESSION_B);
    expect((await admin('GET', `/api/clients/${f.a.id}/unanswered`)).json.total).toBe(0);
  });
});

describe('follow-up leads', () => {
  it('stores the email the widget form posts after a decline, with the question, without a reply or usage', async () => {
    await widgetAsk(f.a.live, UNKNOWN);
    const used = await f.t.services.usage.used(f.a.id);
    const posted = await widgetPost(
      f.a.live,
      'Please follow up with me by email: jane.doe+rent@example.co.uk',
      SESSION_A,
      'follow-up-0001',
    );
    expect(posted.statusCode).toBe(201);
    // A retried post of the same message stores no second lead.
    expect(
      (
        await widgetPost(
          f.a.live,
          'Please follow up with me by email: jane.doe+rent@example.co.uk',
          SESSION_A,
          'follow-up-0001',
        )
      ).statusCode,
    ).toBe(200);
    await widgetPost(f.a.live, 'Please follow up with me by email: jane@', SESSION_A);

    const res = await admin('GET', `/api/clients/${f.a.id}/leads`);
    expect(res.statusCode).toBe(200);
    expect(res.json.leads).toEqual([
      expect.objectContaining({
        sessionId: SESSION_A,
        email: 'jane.doe+rent@example.co.uk',
        question: UNKNOWN,
        createdAt: expect.any(String),
      }),
    ]);
    const messages = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}`,
      headers: f.widget(f.a.live, originOf(f.a.live)),
    });
    expect(messages.json.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'user',
      'ai',
      'user',
      'user',
    ]);
    expect(await f.t.services.usage.used(f.a.id)).toBe(used);
    expect((await admin('GET', `/api/clients/${f.b.id}/leads`)).json.leads).toEqual([]);
  });

  it('stores an address typed into the chat (answered with a short confirmation) and one left at the usage limit', async () => {
    const typed = await widgetAsk(f.a.live, 'my email is sam@example.com', SESSION_A);
    expect(typed.json.metadata.responseType).toBe('lead_capture');
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);

    // The plan's monthly usage at (and past) its limit.
    await f.t.services.usage.set(f.a.id, 1_000_000);
    const refused = await widgetAsk(f.a.live, 'When can I view a property?', SESSION_B);
    expect(refused.statusCode).toBe(429);
    expect(refused.json.code).toBe('usage_limit_reached');
    expect(
      (await widgetPost(f.a.live, 'Please follow up with me by email: lee@example.org', SESSION_B))
        .statusCode,
    ).toBe(201);
    await admin('POST', '/api/chat/messages', {
      message: 'preview me@example.com',
      sender: 'user',
      sessionId: SESSION_A,
      clientId: f.a.id,
    });

    const leads = (await admin('GET', `/api/clients/${f.a.id}/leads`)).json.leads;
    expect(leads.map((l: { email: string; question: string | null }) => [l.email, l.question])).toEqual([
      ['lee@example.org', 'When can I view a property?'],
      ['sam@example.com', null],
    ]);
    // The refused reply and the follow-up cost nothing.
    expect(await f.t.services.usage.used(f.a.id)).toBe(1_000_000);
  });
});
