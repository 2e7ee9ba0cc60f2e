/**
 * "Improve this answer": a curated answer written from a reply in a transcript answers that question
 * and its close paraphrases from the next message on, on SQLite and PostgreSQL, and sits with the FAQs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});
let f: ChatFixture;
afterEach(async () => {
  await f?.close();
});

const ORIGIN_A = 'https://sunsetrealty.com';
const QUESTION = 'When can I view a property?';
const BETTER = 'Viewings run daily 9 AM to 6 PM; book one at sunsetrealty.com/viewings.';

describe.each(['sqlite', 'postgres'] as const)('curated answers on %s', (store) => {
  it('changes the next reply to that question and its paraphrase, not to other questions', async () => {
    const env: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    f = await chatFixture({ env });
    const ask = async (message: string, sessionId: string) =>
      (
        await f.t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: f.widget(f.a.live, ORIGIN_A),
          payload: { message, sessionId },
        })
      ).json as { reply: string; messageId: string };
    const first = await ask(QUESTION, 'curated-session-0001');
    expect(first.reply).not.toBe(BETTER);

    const cookie = await f.t.login();
    const improve = (payload: Record<string, unknown>, clientId = f.a.id, headers = { cookie }) =>
      f.t.inject({ method: 'POST', url: `/api/clients/${clientId}/curated-answers`, headers, payload });
    const r = await improve({ messageId: first.messageId, answer: BETTER });
    expect(r.statusCode).toBe(200);
    expect(r.json).toEqual({ question: QUESTION, answer: BETTER, curated: true });

    expect((await ask(QUESTION, 'curated-session-0002')).reply).toBe(BETTER);
    expect((await ask('when can i view a property', 'curated-session-0003')).reply).toBe(BETTER);
    expect((await ask('What is your commission?', 'curated-session-0004')).reply).not.toBe(BETTER);

    // Kept with the FAQs (the console edits and removes it there), but never offered as a button.
    const client = (await f.t.inject({ method: 'GET', url: `/api/clients/${f.a.id}`, headers: { cookie } }))
      .json;
    expect(client.chatCustomizations.faqs).toContainEqual({
      question: QUESTION,
      answer: BETTER,
      curated: true,
    });
    const config = await f.t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: f.widget(f.a.live, ORIGIN_A),
    });
    expect(config.json.chatCustomizations.faqs.map((x: { question: string }) => x.question)).not.toContain(
      QUESTION,
    );

    // Improving again replaces it; by question text works too.
    expect((await improve({ question: QUESTION, answer: 'Daily, 9 to 6.' })).statusCode).toBe(200);
    expect((await ask(QUESTION, 'curated-session-0005')).reply).toBe('Daily, 9 to 6.');
    const faqs = (await f.t.services.clients.get(f.a.id))!.chatCustomizations.faqs;
    expect(faqs.filter((x) => x.question === QUESTION)).toHaveLength(1);

    // Refusals: a visitor's message, another client's message, an empty answer, both shapes at once.
    const visitorMsg = (await f.t.services.chatSessions.detail('curated-session-0001', f.a.id)).messages[0]!;
    expect((await improve({ messageId: visitorMsg.id, answer: 'x' })).json.code).toBe('bad_request');
    const bReply = (
      await f.t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: f.widget(f.b.live, 'https://bellamoda.shop'),
        payload: { message: 'Do you ship abroad?', sessionId: 'curated-session-b001' },
      })
    ).json.messageId as string;
    expect((await improve({ messageId: bReply, answer: 'x' })).statusCode).toBe(404);
    expect((await improve({ question: QUESTION, answer: '  ' })).statusCode).toBe(400);
    expect((await improve({ question: QUESTION, messageId: first.messageId, answer: 'x' })).statusCode).toBe(
      400,
    );

    // A customer improves their own client's answers only.
    const member = await signedInCustomer(f.t, f.a.id, 'member@sunsetrealty.com', 'member');
    const app = { cookie: member.cookie };
    expect((await improve({ question: 'Parking?', answer: 'Free.' }, f.a.id, app)).statusCode).toBe(200);
    expect((await improve({ question: 'Parking?', answer: 'Free.' }, f.b.id, app)).statusCode).toBe(404);
  });
});
