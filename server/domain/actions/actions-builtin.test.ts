import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateActionInput } from '../../../contract/actions.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../../testing/business-api.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../../testing/model-on-both-stores.ts';

/**
 * Actions without a model, on SQLite and PostgreSQL, against a loopback business API: the builtin
 * answerer picks an action by its description and examples, asks for a missing parameter, says the
 * chosen fields in a cited sentence, asks a personal action's visitor to sign in, and says a failure
 * plainly with the offer of a person.
 */
let api: BusinessApi;
beforeAll(async () => {
  api = await startBusinessApi();
});
afterAll(() => api.close());
const stores = modelOnBothStores();

async function start(store: StoreKind): Promise<ChatFixture> {
  const env = await stores.env(store);
  delete env.OPENAI_BASE_URL;
  delete env.OPENAI_API_KEY;
  const fx = stores.keep(await chatFixture({ env: { ...env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } }));
  const create = (body: Record<string, unknown>) =>
    fx.t.services.actions.create(fx.a.id, CreateActionInput.parse(body));
  await create({
    name: 'Order lookup',
    description: 'The status and delivery date of an order, by its number.',
    examples: ['Where is my order?', 'When will my parcel arrive?'],
    method: 'GET',
    url: `${api.url}/orders/{orderNumber}`,
    secretHeader: 'X-Api-Key',
    secret: BUSINESS_API_KEY,
    parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
    fields: ['order.status', 'order.eta'],
  });
  await create({
    name: 'Loyalty tier',
    description: 'The loyalty tier of the signed-in customer.',
    examples: ['What is my loyalty tier?'],
    method: 'GET',
    url: `${api.url}/customers?email={email}`,
    parameters: [{ name: 'email', type: 'string', description: 'the email', source: 'identity.email' }],
    fields: ['customer.tier'],
    personal: true,
  });
  await create({
    name: 'Gift card balance',
    description: 'The remaining balance of a gift card.',
    examples: ['What is left on my gift card?'],
    method: 'GET',
    url: `${api.url}/broken`,
    fields: ['balance'],
  });
  return fx;
}

let n = 0;
const session = () => `builtinActs${String(++n).padStart(13, '0')}`;
const ask = async (fx: ChatFixture, sessionId: string, message: string) => {
  const r = await fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(fx.a.test),
    payload: { message, sessionId },
  });
  expect(r.statusCode, r.payload).toBe(200);
  return r.json as { reply: string; sources: { title: string; kind: string; url: string | null }[] };
};
const ORDER_SOURCE = { title: 'Order lookup', kind: 'data', url: null };

describe.each<StoreKind>(['sqlite', 'postgres'])('actions with the builtin answerer on %s', (store) => {
  it('asks for the missing order number, then answers from the chosen fields with the source', async () => {
    const fx = await start(store);
    const s = session();
    const asked = await ask(fx, s, 'Where is my order?');
    expect(asked.reply).toBe('What is your order number?');
    expect(asked.sources).toEqual([]);
    const told = await ask(fx, s, '10234');
    expect(told.reply).toBe('From Order lookup: status: Shipped, eta: 2026-12-10.');
    expect(told.sources).toEqual([ORDER_SOURCE]);
    // Named in the question, the number is not asked for.
    const direct = await ask(fx, session(), 'When will my parcel #10234 arrive?');
    expect(direct.reply).toContain('status: Shipped');
    const log = await fx.t.services.actions.callsOfSession(fx.a.id, s);
    expect(log.calls).toMatchObject([{ actionName: 'Order lookup', sessionId: s, outcome: 'ok' }]);
    expect(JSON.stringify(log)).not.toContain(BUSINESS_API_KEY);
  });

  it('leaves other questions to the knowledge, and drops a pending question the visitor moves on from', async () => {
    const fx = await start(store);
    const before = api.requests.length;
    const faq = await ask(fx, session(), 'Do you offer virtual tours?');
    expect(faq.reply).toBe('Yes, every listing has a virtual tour.');
    const s = session();
    expect((await ask(fx, s, 'Where is my order?')).reply).toBe('What is your order number?');
    const moved = await ask(fx, s, 'Do you offer virtual tours?');
    expect(moved.reply).toBe('Yes, every listing has a virtual tour.');
    expect((await ask(fx, s, '10234')).sources).not.toContainEqual(ORDER_SOURCE);
    expect(api.requests.length).toBe(before);
  });

  it('runs a personal action only for a verified visitor, with the identity the server holds', async () => {
    const fx = await start(store);
    const before = api.requests.length;
    const anonymous = await ask(fx, session(), 'What is my loyalty tier?');
    expect(anonymous.reply).toBe(
      "I can look that up once you're signed in on Sunset Realty Group's site, so I know the details are yours.",
    );
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
    const told = await ask(fx, s, 'What is my loyalty tier?');
    expect(told.reply).toBe('From Loyalty tier: tier: Gold.');
    expect(api.requests.at(-1)?.url).toBe('/customers?email=jane%40example.com');
  });

  it('says a failing action plainly and offers a person', async () => {
    const fx = await start(store);
    const failed = await ask(fx, session(), 'What is left on my gift card?');
    expect(failed.reply).toBe(
      "I couldn't get an answer from Gift card balance just now. Would you like me to pass this to someone on the Sunset Realty Group team?",
    );
    expect(failed.sources).toEqual([]);
  });
});
