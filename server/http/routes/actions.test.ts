import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateActionInput } from '../../../contract/actions.ts';
import { createActionServices } from '../../actions-services.ts';
import { createSafeFetcher } from '../../net/safe-fetch.ts';
import { createSecretBox } from '../../secret-box.ts';
import { createIds, systemClock } from '../../system.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../../testing/business-api.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

let f: ChatFixture;
let api: BusinessApi;
let cookie: string;
beforeAll(async () => {
  api = await startBusinessApi();
  f = await chatFixture({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  cookie = await f.t.login();
});
afterAll(async () => {
  await f.close();
  await api.close();
});

const orderLookup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Order lookup',
  description: 'Looks up the status and delivery date of an order by its number.',
  examples: ['Where is my order?'],
  method: 'GET',
  url: `${api.url}/orders/{orderNumber}`,
  secretHeader: 'X-Api-Key',
  secret: BUSINESS_API_KEY,
  parameters: [
    { name: 'orderNumber', type: 'string', description: 'your order number', source: 'conversation' },
    { name: 'email', type: 'string', description: 'the email on the order', required: false },
  ],
  fields: ['order.status', 'order.eta'],
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, c = cookie) =>
  f.t.inject({ method, url, headers: { cookie: c }, ...(payload === undefined ? {} : { payload }) });
const create = (clientId: string, body: object) => call('POST', `/api/clients/${clientId}/actions`, body);
const tryIt = (clientId: string, actionId: string, args: Record<string, unknown>) =>
  call('POST', `/api/clients/${clientId}/actions/${actionId}/test`, { arguments: args });

describe('action definitions', () => {
  it('are created, listed, replaced and deleted; the secret is sealed and never answered', async () => {
    const created = await create(f.a.id, orderLookup());
    expect(created.statusCode, created.payload).toBe(201);
    expect(created.json).toMatchObject({ name: 'Order lookup', secretSet: true, secretHeader: 'X-Api-Key' });
    expect(created.payload).not.toContain(BUSINESS_API_KEY);
    const id = created.json.id as string;
    const row = await f.t.services.db
      .selectFrom('actions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(BUSINESS_API_KEY);

    const list = await call('GET', `/api/clients/${f.a.id}/actions`);
    expect(list.json.actions.map((a: { id: string }) => a.id)).toContain(id);
    expect(list.payload).not.toContain(BUSINESS_API_KEY);

    // Left out, the secret is kept; null removes it.
    const { secret: _s, ...withoutSecret } = orderLookup({ description: 'Order status by number.' });
    const kept = await call('PUT', `/api/clients/${f.a.id}/actions/${id}`, withoutSecret);
    expect(kept.statusCode, kept.payload).toBe(200);
    expect(kept.json).toMatchObject({ description: 'Order status by number.', secretSet: true });
    const removed = await call('PUT', `/api/clients/${f.a.id}/actions/${id}`, {
      ...withoutSecret,
      secret: null,
      secretHeader: null,
    });
    expect(removed.json.secretSet).toBe(false);

    expect((await call('DELETE', `/api/clients/${f.a.id}/actions/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/clients/${f.a.id}/actions/${id}`)).statusCode).toBe(404);
  });

  it('refuses a template naming an undeclared parameter, and other unusable definitions, with a clear 400', async () => {
    const bad = await create(f.a.id, orderLookup({ url: `${api.url}/orders/{order}` }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
    expect(bad.json.fields.url).toMatch(/\{order\} in the URL is not a parameter/);
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'https://{orderNumber}.example.com/x' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ secretHeader: null }, 'secretHeader'],
      [{ headers: { Host: 'evil.example' } }, 'headers.Host'],
      [
        {
          parameters: [{ name: 'shop', type: 'string', description: 'shop', source: 'fixed' }],
          url: `${api.url}/x`,
        },
        'parameters.0.value',
      ],
      [
        {
          parameters: [{ name: 'who', type: 'string', description: 'who', source: 'identity.email' }],
          url: `${api.url}/x`,
        },
        'personal',
      ],
    ];
    for (const [change, field] of cases) {
      const r = await create(f.a.id, orderLookup(change));
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(r.json.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    // Strict schemas: an unknown key or a wrong type is refused before the service.
    expect((await create(f.a.id, orderLookup({ script: 'x' }))).statusCode).toBe(400);
    expect((await create(f.a.id, orderLookup({ method: 'TRACE' }))).statusCode).toBe(400);
    expect((await create(f.a.id, orderLookup({ fields: [] }))).statusCode).toBe(400);
  });

  it("are another client's 404: a customer cannot list, change, try or read the log of them", async () => {
    const mine = (await create(f.a.id, orderLookup())).json.id as string;
    const b = await signedInCustomer(f.t, f.b.id, 'owner-b@example.com', 'owner');
    expect((await call('GET', `/api/clients/${f.a.id}/actions`, undefined, b.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${f.b.id}/actions`, undefined, b.cookie)).statusCode).toBe(200);
    // Even an operator naming client b finds nothing of client a's action.
    for (const [m, path, body] of [
      ['PUT', `/api/clients/${f.b.id}/actions/${mine}`, orderLookup()],
      ['DELETE', `/api/clients/${f.b.id}/actions/${mine}`, undefined],
      ['POST', `/api/clients/${f.b.id}/actions/${mine}/test`, { arguments: {} }],
      ['GET', `/api/clients/${f.b.id}/actions/${mine}/calls`, undefined],
    ] as const)
      expect((await call(m, path, body)).statusCode, `${m} ${path}`).toBe(404);
    const member = await signedInCustomer(f.t, f.b.id, 'member-b@example.com', 'member');
    expect((await call('GET', `/api/clients/${f.b.id}/actions`, undefined, member.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('trying an action', () => {
  it('calls the API with the secret header and URL-encoded values, answers the chosen fields, and logs it redacted', async () => {
    const id = (await create(f.a.id, orderLookup())).json.id as string;
    const before = api.requests.length;
    const r = await tryIt(f.a.id, id, { orderNumber: 'A/7 B', email: 'sam@example.com' });
    expect(r.statusCode, r.payload).toBe(200);
    expect(r.json).toMatchObject({
      outcome: 'ok',
      status: 200,
      fields: { 'order.status': 'Packing', 'order.eta': '2026-12-12' },
      error: null,
    });
    expect(r.json.fields).not.toHaveProperty('internal.margin');
    const sent = api.requests[before]!;
    expect(sent.url).toBe('/orders/A%2F7%20B?email=sam%40example.com');
    expect(sent.headers['x-api-key']).toBe(BUSINESS_API_KEY);

    const log = await call('GET', `/api/clients/${f.a.id}/actions/${id}/calls`);
    expect(log.json.calls[0]).toMatchObject({
      actionName: 'Order lookup',
      sessionId: null,
      outcome: 'ok',
      status: 200,
      arguments: { orderNumber: 'A/7 B', email: '[redacted]' },
    });
    expect(log.payload).not.toContain(BUSINESS_API_KEY);
    expect(log.payload).not.toContain('sam@example.com');
  });

  it('refuses sample arguments outside the schema without calling', async () => {
    const id = (await create(f.a.id, orderLookup())).json.id as string;
    const before = api.requests.length;
    const r = await tryIt(f.a.id, id, { orderNumber: '10234', admin: true });
    expect(r.json).toMatchObject({ outcome: 'refused', status: null });
    expect(r.json.error).toMatch(/admin is not a parameter/);
    expect((await tryIt(f.a.id, id, {})).json.error).toMatch(/orderNumber is required/);
    expect(api.requests.length).toBe(before);
  });

  it('cuts a non-JSON, 10 MB, slow, redirected-away or failing answer with a clear reason', async () => {
    const cases: [string, string, RegExp][] = [
      ['/not-json', 'failed', /not JSON/],
      ['/huge', 'failed', /larger than 1024 KB/],
      ['/slow', 'failed', /did not finish within 5 s/],
      ['/elsewhere', 'failed', /redirects to another host/],
      ['/broken', 'http_error', /answered HTTP 500/],
    ];
    for (const [path, outcome, reason] of cases) {
      const id = (await create(f.a.id, orderLookup({ url: `${api.url}${path}`, parameters: [] }))).json.id;
      const r = await tryIt(f.a.id, id as string, {});
      expect(r.json.outcome, path).toBe(outcome);
      expect(r.json.error, path).toMatch(reason);
      expect(r.json.fields).toEqual({});
    }
    // A redirect within the same API is followed.
    const moved = (await create(f.a.id, orderLookup({ url: `${api.url}/moved`, parameters: [] }))).json.id;
    expect((await tryIt(f.a.id, moved as string, {})).json.fields).toEqual({
      'order.status': 'Shipped',
      'order.eta': '2026-12-10',
    });
  }, 20_000);

  it('without FRONTDESK_ALLOW_PRIVATE_NETWORK, refuses http templates and never reaches a private address', async () => {
    const strict = createActionServices({
      db: f.t.services.db,
      box: createSecretBox(crypto.randomBytes(32)),
      http: createSafeFetcher({ allowPrivateNetwork: false }),
      allowPrivateNetwork: false,
      clients: { get: async (id: string) => ({ id }) } as never,
      clock: systemClock,
      ids: createIds(),
      viewerOf: async () => ({ userId: null, emails: [] }),
      say: () => Promise.reject(new Error('no conversation here')),
    }).actions;
    await expect(strict.create(f.a.id, CreateActionInput.parse(orderLookup()))).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { url: 'The URL must start with https://' },
    });
    const before = api.requests.length;
    const port = new URL(api.url).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const a = await strict.create(
        f.a.id,
        CreateActionInput.parse(orderLookup({ url: `https://${host}:${port}/orders/{orderNumber}` })),
      );
      const r = await strict.test(f.a.id, a.id, { orderNumber: '10234' });
      expect(r.outcome, host).toBe('failed');
      expect(r.error, host).toMatch(/private network address/);
    }
    expect(api.requests.length).toBe(before);
  });
});
