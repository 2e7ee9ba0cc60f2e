import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { CreateActionInput } from '../../../contract/actions.ts';
import type { ChatMessage } from '../../../contract/chat.ts';
import type { FakeChatRequest, FakeReply } from '../../testing/fake-openai.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../../testing/business-api.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../../testing/model-on-both-stores.ts';
import type { Clock } from '../shared/index.ts';

/**
 * Actions that change something, on SQLite and PostgreSQL, with the builtin answerer and with a model,
 * against a loopback business API: the answerer proposes a card and nothing is called; the session's
 * own Confirm runs it once (a double click and a replay run nothing more), says the result with its
 * source and logs it; Cancel says it was not done; another session, a missing session key, a wrong
 * Origin, an expired card and a changed action are refused and call nothing; a personal change needs
 * the verified identity, or an email proven by the mailed code, first.
 */
// An orders feed and a mail server, for a visitor who proves their email with a mailed code.
const feeds = http.createServer((_req, res) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ order_number: '10234', status: 'Shipped', customer_email: 'jane@example.com' }])),
);
let smtp: SmtpTestServer;
let feedUrl = '';
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/orders.json`;
});
afterAll(async () => {
  await smtp.close();
  await new Promise<void>((r) => feeds.close(() => r()));
});

// A business API per test: a cancelled order stays cancelled in it.
let api: BusinessApi;
beforeEach(async () => {
  api = await startBusinessApi();
});
afterEach(() => api.close());

/** The model proposes the action the question names, then says what the tool result tells it. */
function modelReply(req: FakeChatRequest): FakeReply {
  const tool = req.messages.find((m) => m.role === 'tool')?.content;
  const question = String(req.messages.findLast((m) => m.role === 'user')?.content ?? '');
  if (!tool) {
    if (/newsletter/i.test(question))
      return { kind: 'tools', calls: [{ name: 'action_newsletter_signup', arguments: '{}' }] };
    const order = /order (\d+)/i.exec(question)?.[1] ?? '';
    return {
      kind: 'tools',
      calls: [{ name: 'action_cancel_order', arguments: JSON.stringify({ orderNumber: order }) }],
    };
  }
  const r = JSON.parse(tool) as { status?: string };
  return {
    kind: 'text',
    chunks: [
      r.status === 'awaiting_confirmation'
        ? 'Please check the card below, then confirm or cancel.'
        : 'That did not work.',
    ],
  };
}
const ai = modelOnBothStores({ respond: modelReply });

let now = new Date('2026-12-07T12:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };

async function start(store: StoreKind, withModel: boolean) {
  const env = await ai.env(store);
  if (!withModel) {
    delete env.OPENAI_BASE_URL;
    delete env.OPENAI_API_KEY;
  }
  const fx = ai.keep(
    await chatFixture({
      clock,
      env: { ...env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true', FRONTDESK_SMTP_URL: smtp.url },
    }),
  );
  ai.model.respond(modelReply);
  const cancel = await fx.t.services.actions.create(
    fx.a.id,
    CreateActionInput.parse({
      name: 'Cancel order',
      description: 'Cancels an order that has not shipped yet.',
      examples: ['Please cancel my order', 'Cancel my order'],
      method: 'POST',
      url: `${api.url}/orders/{orderNumber}/cancel`,
      secretHeader: 'X-Api-Key',
      secret: BUSINESS_API_KEY,
      parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
      fields: ['order.status', 'order.refund'],
      changes: true,
    }),
  );
  await fx.t.services.actions.create(
    fx.a.id,
    CreateActionInput.parse({
      name: 'Newsletter signup',
      description: 'Signs the customer up for the newsletter.',
      examples: ['Sign me up for the newsletter'],
      method: 'POST',
      url: `${api.url}/customers?email={email}`,
      parameters: [{ name: 'email', type: 'string', description: 'the email', source: 'identity.email' }],
      fields: ['customer.tier'],
      personal: true,
      changes: true,
    }),
  );
  return { fx, cancelId: cancel.id };
}

let n = 0;
const session = () => `cardSession${String(++n).padStart(14, '0')}`;
const ask = async (fx: ChatFixture, sessionId: string, message: string) => {
  const r = await fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(fx.a.test),
    payload: { message, sessionId },
  });
  expect(r.statusCode, r.payload).toBe(200);
  return r.json as { reply: string; messageId: string };
};
const messagesOf = async (fx: ChatFixture, sessionId: string) => {
  const r = await fx.t.inject({
    method: 'GET',
    url: `/api/chat/messages/${sessionId}`,
    headers: fx.widget(fx.a.test),
  });
  expect(r.statusCode, r.payload).toBe(200);
  return (r.json as { messages: ChatMessage[] }).messages;
};
/** The card the latest reply of the session carries. */
const cardOf = async (fx: ChatFixture, sessionId: string) =>
  (await messagesOf(fx, sessionId)).findLast((m) => m.sender === 'ai')?.metadata.actionCard;
const decide = (
  fx: ChatFixture,
  sessionId: string,
  cardId: string,
  decision: 'confirm' | 'cancel',
  headers = fx.widget(fx.a.test),
) =>
  fx.t.inject({
    method: 'POST',
    url: `/api/chat/action-cards/${cardId}/${decision}`,
    headers,
    payload: { sessionId },
  });
const cancels = () => api.requests.filter((r) => r.url.endsWith('/cancel')).length;

describe.each<[StoreKind, boolean]>([
  ['sqlite', false],
  ['sqlite', true],
  ['postgres', false],
  ['postgres', true],
])('action cards on %s (model: %s)', (store, withModel) => {
  it('proposes a card and calls nothing; Confirm runs it once, cited and logged; a double click runs nothing more', async () => {
    const { fx } = await start(store, withModel);
    const s = session();
    const before = cancels();
    const asked = await ask(fx, s, 'Please cancel my order 10234');
    expect(asked.reply).toBe(
      withModel
        ? 'Please check the card below, then confirm or cancel.'
        : 'Before I go ahead, please check: Cancels an order that has not shipped yet (order number: 10234). Confirm to go ahead, or cancel.',
    );
    const card = await cardOf(fx, s);
    expect(card).toMatchObject({
      state: 'pending',
      summary: 'Cancels an order that has not shipped yet (order number: 10234).',
    });
    expect(cancels()).toBe(before);

    // Two clicks at once: one runs the action, the other is refused.
    const [first, second] = await Promise.all([
      decide(fx, s, card!.id, 'confirm'),
      decide(fx, s, card!.id, 'confirm'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const done = (first.statusCode === 200 ? first : second).json as {
      outcome: string;
      message: ChatMessage;
    };
    expect(done.outcome).toBe('done');
    expect(done.message.message).toBe('Done: Cancel order. status: Cancelled, refund: to the original card.');
    expect(done.message.metadata.sources).toEqual([{ title: 'Cancel order', url: null, kind: 'data' }]);
    expect(done.message.metadata.actionCard).toMatchObject({ id: card!.id, state: 'confirmed' });
    expect(cancels()).toBe(before + 1);
    const sent = api.requests.findLast((r) => r.url.endsWith('/cancel'));
    expect(sent).toMatchObject({ method: 'POST', url: '/orders/10234/cancel' });
    expect(sent?.headers['x-api-key']).toBe(BUSINESS_API_KEY);

    // A replay is refused; the conversation (what the console's transcript reads) holds both cards.
    expect((await decide(fx, s, card!.id, 'confirm')).statusCode).toBe(409);
    expect(cancels()).toBe(before + 1);
    const transcript = await messagesOf(fx, s);
    expect(transcript.map((m) => m.metadata.actionCard?.state).filter(Boolean)).toEqual([
      'pending',
      'confirmed',
    ]);
    const log = await fx.t.services.actions.callsOfSession(fx.a.id, s);
    expect(log.calls).toMatchObject([{ actionName: 'Cancel order', outcome: 'ok', status: 200 }]);
    expect(JSON.stringify(log)).not.toContain(BUSINESS_API_KEY);
  });

  it('Cancel calls nothing and says so; another session, no session key, a wrong Origin, expiry and a changed action are refused', async () => {
    const { fx, cancelId } = await start(store, withModel);
    const before = cancels();
    const s = session();
    await ask(fx, s, 'Please cancel my order 10234');
    const card = (await cardOf(fx, s))!;
    // Another conversation of the same site cannot decide it, nor can a call without the session key
    // or from another website.
    const other = session();
    await ask(fx, other, 'Hello');
    expect((await decide(fx, other, card.id, 'confirm')).statusCode).toBe(404);
    const keyless = await fx.t.app.http.inject({
      method: 'POST',
      url: `/api/chat/action-cards/${card.id}/confirm`,
      headers: fx.widget(fx.a.test),
      payload: { sessionId: s },
    });
    expect([401, 403, 404]).toContain(keyless.statusCode);
    const foreign = await decide(fx, s, card.id, 'confirm', fx.widget(fx.a.live, 'https://evil.example'));
    expect(foreign.statusCode).toBe(403);
    expect(cancels()).toBe(before);

    // Cancel: nothing is called, the reply says so, and the card cannot be confirmed afterwards.
    const cancelled = await decide(fx, s, card.id, 'cancel');
    expect(cancelled.statusCode, cancelled.payload).toBe(200);
    expect(cancelled.json).toMatchObject({
      outcome: 'cancelled',
      message: {
        message: 'All right, I have not done that: nothing was changed.',
        metadata: { actionCard: { id: card.id, state: 'cancelled' } },
      },
    });
    expect((await decide(fx, s, card.id, 'confirm')).statusCode).toBe(409);

    // Expired after 10 minutes.
    await ask(fx, s, 'Please cancel my order 10234');
    const late = (await cardOf(fx, s))!;
    now += 11 * 60_000;
    const expired = await decide(fx, s, late.id, 'confirm');
    expect(expired.statusCode).toBe(409);
    expect(expired.json).toMatchObject({ code: 'conflict', error: expect.stringMatching(/expired/) });

    // The business changed the action after the card was shown: refused.
    await ask(fx, s, 'Please cancel my order 10234');
    const stale = (await cardOf(fx, s))!;
    const current = (await fx.t.services.actions.list(fx.a.id)).actions.find((a) => a.id === cancelId)!;
    const { id: _id, clientId: _c, secretSet: _s, createdAt: _ca, updatedAt: _ua, ...definition } = current;
    await fx.t.services.actions.update(fx.a.id, cancelId, {
      ...definition,
      url: `${api.url}/orders/{orderNumber}/cancel?refund=none`,
    });
    const changed = await decide(fx, s, stale.id, 'confirm');
    expect(changed.statusCode).toBe(409);
    expect(changed.json).toMatchObject({ error: expect.stringMatching(/changed/) });
    expect(cancels()).toBe(before);
    expect((await fx.t.services.actions.callsOfSession(fx.a.id, s)).calls).toEqual([]);
  });

  it('proposes a personal change only to a verified visitor, and runs it with the identity the server holds', async () => {
    const { fx } = await start(store, withModel);
    const before = api.requests.length;
    const anonymous = session();
    const refused = await ask(fx, anonymous, 'Sign me up for the newsletter');
    expect(await cardOf(fx, anonymous)).toBeUndefined();
    if (!withModel) expect(refused.reply).toContain("once you're signed in");
    expect(api.requests.length).toBe(before);

    const secret = (await fx.t.services.identity.rotateSecret(fx.a.id)).secret;
    const s = session();
    const ok = await fx.t.inject({
      method: 'POST',
      url: '/api/chat/identify',
      headers: fx.widget(fx.a.test),
      payload: {
        sessionId: s,
        email: 'jane@example.com',
        userHash: crypto.createHmac('sha256', secret).update('jane@example.com').digest('hex'),
      },
    });
    expect(ok.json).toEqual({ verified: true });
    await ask(fx, s, 'Sign me up for the newsletter');
    const card = (await cardOf(fx, s))!;
    // The summary names what will happen, not the visitor's email.
    expect(card.summary).toBe('Signs the customer up for the newsletter.');
    expect(api.requests.length).toBe(before);
    const done = await decide(fx, s, card.id, 'confirm');
    expect(done.json).toMatchObject({
      outcome: 'done',
      message: { message: 'Done: Newsletter signup. tier: Gold.' },
    });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/customers?email=jane%40example.com' });
  });

  it('proposes a personal change to a visitor who proved their email with the mailed code', async () => {
    const { fx } = await start(store, withModel);
    await fx.t.services.clients.update(fx.a.id, { plan: 'Premium' });
    const source = await fx.t.services.knowledgeSources.create(await fx.t.services.clients.record(fx.a.id), {
      kind: 'feed',
      name: 'Orders',
      schedule: 'manual',
      settings: {
        url: feedUrl,
        format: 'json',
        recordType: 'orders',
        hasAuthorization: false,
        idField: null,
      },
    });
    expect((await fx.t.services.knowledgeSources.sync(fx.a.id, source.id)).source.status).toBe('ready');
    const s = session();
    const before = smtp.mails.length;
    await ask(fx, s, 'Where is order 10234?');
    let mail = await smtp.next('jane@example.com');
    while (smtp.mails.indexOf(mail) < before) mail = await smtp.next('jane@example.com');
    const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect((await ask(fx, s, code)).reply).toContain('that code is right');
    await ask(fx, s, 'Sign me up for the newsletter');
    const card = (await cardOf(fx, s))!;
    expect(card).toMatchObject({ state: 'pending', summary: 'Signs the customer up for the newsletter.' });
    const done = await decide(fx, s, card.id, 'confirm');
    expect(done.json).toMatchObject({ outcome: 'done' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/customers?email=jane%40example.com' });
  });
});
