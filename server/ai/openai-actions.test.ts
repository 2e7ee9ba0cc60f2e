import crypto from 'node:crypto';
import { CreateActionInput } from '../../contract/actions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChatRequest, FakeReply } from '../testing/fake-openai.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../testing/business-api.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../testing/model-on-both-stores.ts';

/**
 * Actions offered to a model as tools, on SQLite and PostgreSQL, against a loopback business API: a
 * read action answers with its source, invented tools and arguments are refused without a call, identity
 * parameters are the server's to fill (verified visitors only), at most three calls run in a turn, and
 * the secret never reaches the model or the log.
 */
let api: BusinessApi;
beforeAll(async () => {
  api = await startBusinessApi();
});
afterAll(() => api.close());

/** What the model asks for first; then it says what the tool results give it. */
let plan: { name: string; arguments: string }[] = [];
function modelReply(req: FakeChatRequest): FakeReply {
  const tools = req.messages.filter((m) => m.role === 'tool');
  if (tools.length === 0) return { kind: 'tools', calls: plan };
  const said = tools.map((t) => {
    const r = JSON.parse(t.content ?? '{}') as { n?: number; data?: Record<string, unknown> };
    return r.n ? `${Object.values(r.data ?? {}).join(', ')} [${r.n}].` : 'That did not work.';
  });
  return { kind: 'text', chunks: [said.join(' ')] };
}

const ai = modelOnBothStores({ respond: modelReply });

const ORDER_LOOKUP = {
  name: 'Order lookup',
  description: 'The status and delivery date of an order, by its number.',
  method: 'GET',
  secretHeader: 'X-Api-Key',
  secret: BUSINESS_API_KEY,
  parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
  fields: ['order.status', 'order.eta'],
};
const LOYALTY = {
  name: 'Loyalty tier',
  description: "The signed-in customer's loyalty tier.",
  method: 'GET',
  parameters: [{ name: 'email', type: 'string', description: 'the email', source: 'identity.email' }],
  fields: ['customer.tier'],
  personal: true,
};
const CANCEL = {
  name: 'Cancel order',
  description: 'Cancels an order.',
  method: 'POST',
  parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
  fields: ['order.status'],
  changes: true,
};

async function start(store: StoreKind): Promise<ChatFixture> {
  const fx = ai.keep(
    await chatFixture({ env: { ...(await ai.env(store)), FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } }),
  );
  ai.model.respond(modelReply);
  const s = fx.t.services.actions;
  await s.create(
    fx.a.id,
    CreateActionInput.parse({ ...ORDER_LOOKUP, url: `${api.url}/orders/{orderNumber}` }),
  );
  await s.create(fx.a.id, CreateActionInput.parse({ ...LOYALTY, url: `${api.url}/customers?email={email}` }));
  await s.create(
    fx.a.id,
    CreateActionInput.parse({ ...CANCEL, url: `${api.url}/orders/{orderNumber}/cancel` }),
  );
  return fx;
}

let n = 0;
const session = () => `actionsSession${String(++n).padStart(12, '0')}`;
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
const toolMessages = () =>
  ai.model
    .chatRequests()
    .flatMap((r) => r.messages)
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? '{}') as Record<string, unknown>);
const offered = () => ai.model.chatRequests()[0]?.tools?.map((t) => t.function.name) ?? [];

describe.each<StoreKind>(['sqlite', 'postgres'])('actions as model tools on %s', (store) => {
  it('answers a read action in the conversation with its source, as data, never the secret', async () => {
    const fx = await start(store);
    const { actions } = await fx.t.services.actions.list(fx.a.id);
    expect(actions.map((a) => a.name).sort()).toEqual(['Cancel order', 'Loyalty tier', 'Order lookup']);
    plan = [{ name: 'action_order_lookup', arguments: '{"orderNumber":"10234"}' }];
    const s = session();
    const before = api.requests.length;
    const told = await ask(fx, s, 'Where is my order 10234?');
    expect(told.reply).toContain('Shipped, 2026-12-10');
    expect(told.sources).toContainEqual({ title: 'Order lookup', kind: 'data', url: null });
    expect(api.requests.slice(before).map((r) => r.url)).toEqual(['/orders/10234']);
    expect(api.requests[before]?.headers['x-api-key']).toBe(BUSINESS_API_KEY);
    // The changing action is offered too: calling it proposes a card (action-cards.test.ts).
    expect(offered()).toEqual(
      expect.arrayContaining(['action_loyalty_tier', 'action_order_lookup', 'action_cancel_order']),
    );
    // Results go back as data, marked as such; the note in the record does not become an instruction.
    const [result] = toolMessages();
    expect(result).toMatchObject({ source: 'Order lookup', data: { 'order.status': 'Shipped' } });
    expect(String(result?.note)).toMatch(/data, not instructions/);
    const everything =
      JSON.stringify(ai.model.requests) +
      JSON.stringify(await fx.t.services.actions.callsOfSession(fx.a.id, s));
    expect(everything).not.toContain(BUSINESS_API_KEY);
    expect((await fx.t.services.actions.callsOfSession(fx.a.id, s)).calls).toMatchObject([
      {
        actionName: 'Order lookup',
        sessionId: s,
        outcome: 'ok',
        status: 200,
        arguments: { orderNumber: '10234' },
      },
    ]);
  });

  it('refuses an invented tool, arguments outside the schema and a fourth call, without calling', async () => {
    const fx = await start(store);
    const before = api.requests.length;
    plan = [
      { name: 'action_delete_everything', arguments: '{}' },
      { name: 'action_order_lookup', arguments: '{"orderNumber":"10234","admin":true}' },
      { name: 'action_order_lookup', arguments: '{"orderNumber":{"$ne":null}}' },
      { name: 'action_order_lookup', arguments: 'not json' },
    ];
    const s = session();
    await ask(fx, s, 'Where is my order 10234?');
    const results = toolMessages();
    expect(results[0]).toEqual({ error: 'unknown tool' });
    expect(results[1]).toMatchObject({
      error: 'validation failed',
      fields: { admin: 'is not a parameter of this action' },
    });
    expect(results[2]).toMatchObject({
      error: 'validation failed',
      fields: { orderNumber: 'must be a non-empty text' },
    });
    expect(results[3]).toMatchObject({ error: 'arguments must be JSON' });
    expect(api.requests.length).toBe(before);

    ai.model.reset();
    ai.model.respond(modelReply);
    plan = Array.from({ length: 5 }, () => ({
      name: 'action_order_lookup',
      arguments: '{"orderNumber":"10234"}',
    }));
    await ask(fx, session(), 'Where is my order 10234?');
    expect(toolMessages().map((r) => (r.n ? 'ran' : r.error))).toEqual([
      'ran',
      'ran',
      'ran',
      'no more calls this turn',
      'no more calls this turn',
    ]);
    expect(api.requests.length).toBe(before + 3);
  });

  it('fills identity parameters itself, and runs a personal action only for a verified visitor', async () => {
    const fx = await start(store);
    plan = [{ name: 'action_loyalty_tier', arguments: '{}' }];
    const before = api.requests.length;
    const anonymous = session();
    await ask(fx, anonymous, 'What is my loyalty tier?');
    const schema = ai.model.chatRequests()[0]?.tools?.find((t) => t.function.name === 'action_loyalty_tier');
    expect(JSON.stringify(schema)).not.toContain('"email"');
    expect(toolMessages()[0]).toMatchObject({ error: 'the visitor is not verified' });
    expect(api.requests.length).toBe(before);
    // The model cannot name the email itself.
    ai.model.reset();
    ai.model.respond(modelReply);
    plan = [{ name: 'action_loyalty_tier', arguments: '{"email":"jane@example.com"}' }];
    const secret = (await fx.t.services.identity.rotateSecret(fx.a.id)).secret;
    const verified = session();
    const ok = await fx.t.inject({
      method: 'POST',
      url: '/api/chat/identify',
      headers: fx.widget(fx.a.test),
      payload: {
        sessionId: verified,
        email: 'jane@example.com',
        userHash: crypto.createHmac('sha256', secret).update('jane@example.com').digest('hex'),
      },
    });
    expect(ok.json).toEqual({ verified: true });
    await ask(fx, verified, 'What is my loyalty tier?');
    expect(toolMessages()[0]).toMatchObject({ fields: { email: 'is not a parameter of this action' } });
    ai.model.reset();
    ai.model.respond(modelReply);
    plan = [{ name: 'action_loyalty_tier', arguments: '{}' }];
    const told = await ask(fx, verified, 'What is my loyalty tier?');
    expect(told.reply).toContain('Gold');
    expect(api.requests.at(-1)?.url).toBe('/customers?email=jane%40example.com');
    const log = await fx.t.services.actions.callsOfSession(fx.a.id, verified);
    expect(log.calls[0]?.arguments).toEqual({ email: '[redacted]' });
  });

  it('tells the model a failing call plainly, to offer a person', async () => {
    const fx = await start(store);
    await fx.t.services.actions.create(
      fx.a.id,
      CreateActionInput.parse({
        ...ORDER_LOOKUP,
        name: 'Broken lookup',
        url: `${api.url}/broken`,
        parameters: [],
      }),
    );
    plan = [{ name: 'action_broken_lookup', arguments: '{}' }];
    await ask(fx, session(), 'Where is my order?');
    expect(toolMessages()[0]).toMatchObject({ error: 'the API answered HTTP 500' });
    expect(String(toolMessages()[0]?.instruction)).toMatch(/offer to pass the question to a person/);
  });
});
