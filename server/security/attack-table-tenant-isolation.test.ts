/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 12–15: tenant isolation and authorization, on
 * SQLite and on a throwaway PostgreSQL.
 *
 * Already covered elsewhere (not repeated here):
 *   row 12 → server/http/routes/chat.test.ts: "keys sessions by client: another client’s token sees 404…",
 *            "scopes secret API keys to their client"; knowledge-sources.test.ts: "…hides one client’s
 *            sources from another"; file-uploads.test.ts: "keeps one client's files from another";
 *            server/http/tenant-matrix.test.ts: "the role matrix over every signed-in route" (customer owners,
 *            members and another client's owner, 403/404 per tenant-access.ts)
 *   row 14 → server/http/routes/clients.test.ts: "refuses unknown keys, prototype keys, malformed JSON…"
 *   row 15 → server/http/no-500.test.ts: "holds for every documented route" (fixed hostile bodies)
 *   row 16 → server/http/routes/admin-auth.test.ts: "signs in, reports the user, and signs out for good";
 *            chat.test.ts: revoked key 401, test token refused once test mode is off (socket part: `sec`)
 */
import { createBillingRepo } from '../db/repositories/billing-repo.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { signedInCustomer } from '../testing/customer-session.ts';
import { apiRoutes } from '../http/routes/index.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';

const B_SESSION = 'tenantBonlySession0000001';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
}, 120_000);
afterAll(async () => postgres?.stop());

interface World {
  f: ChatFixture;
  cookie: string;
  /** Tenant B's objects, which tenant A must never reach. */
  b: {
    sourceId: string;
    documentId: string;
    keyId: string;
    keyPrefix: string;
    key: string;
    userId: string;
    /** B's one-time upgrade order from before subscriptions (a history row of migration 014). */
    orderId: string;
    /** B's PayPal subscription (migration 032): A may never take it on. */
    subscriptionId: string;
    /** B's test question, webhook endpoint (with a delivery) and action. */
    testId: string;
    endpointId: string;
    deliveryId: string;
    actionId: string;
    /** A pending confirm/cancel card of B's action in B's conversation. */
    cardId: string;
  };
  /** A's own secret key: the read API acts for A with it. */
  aKey: string;
}

async function world(env: Record<string, string>): Promise<World> {
  const f = await chatFixture({ env });
  const cookie = await f.t.login();
  const s = f.t.services;
  await s.clients.update(f.b.id, { plan: 'Enterprise' });
  await s.clients.update(f.a.id, { plan: 'Enterprise' });
  const source = await s.knowledgeSources.create(await s.clients.record(f.b.id), {
    kind: 'files',
    name: 'B uploads',
    schedule: 'manual',
    settings: {},
  });
  await s.knowledgeSources.addDocuments(f.b.id, source.id, [
    { ref: 'b.md', title: 'B guide', url: null, body: 'Bella Moda gift wrapping costs four dollars.' },
  ]);
  const detail = await s.knowledgeSources.detail(f.b.id, source.id);
  const key = await s.apiKeys.create(f.b.id, 'b-server');
  const { user } = await s.customerAccounts.addUser(f.b.id, { email: 'owner@bellamoda.shop', role: 'owner' });
  // The one-time order path is retired; its rows stay as history and no route reaches them.
  await sql`insert into paypal_orders (order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email, kind)
    values ('B-UPGRADE-ORDER-1', 'Enterprise', '149.00', 'USD', 'APPROVED', ${new Date().toISOString()}, null, ${f.b.id}, null, 'upgrade')`.execute(
    s.db,
  );
  const now = new Date().toISOString();
  await createBillingRepo(s.db).insertSubscription({
    id: 'I-BSUBSCRIPTION1',
    clientId: f.b.id,
    plan: 'Enterprise',
    paypalPlanId: 'P-B-PLAN',
    status: 'ACTIVE',
    pendingPlan: null,
    periodStart: now,
    periodEnd: null,
    nextBillingAt: null,
    pastDueSince: null,
    claimedAt: now,
    buyerEmail: null,
    createdAt: now,
    updatedAt: now,
  });
  const asB = (method: string, url: string, payload?: object) =>
    f.t.inject({ method, url: `/api/clients/${f.b.id}${url}`, headers: { cookie }, payload });
  const test = await asB('POST', '/tests', { question: 'Do you gift wrap?', expect: { kind: 'decline' } });
  const hook = await asB('POST', '/webhooks', {
    url: 'https://hooks.example/b',
    events: ['message.created'],
  });
  const action = await asB('POST', '/actions', ACTION);
  expect([test.statusCode, hook.statusCode, action.statusCode]).toEqual([201, 201, 201]);
  const aKey = await s.apiKeys.create(f.a.id, 'a-server');
  const asked = await f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: f.widget(f.b.test),
    payload: { message: 'What is your return policy?', sessionId: B_SESSION },
  });
  expect(asked.statusCode).toBe(200);
  const endpointId = (hook.json as { endpoint: { id: string } }).endpoint.id;
  const actionId = (action.json as { id: string }).id;
  const expires = new Date(Date.now() + 600_000).toISOString();
  await sql`insert into action_cards (id, client_id, session_id, action_id, definition, arguments, summary, state, result_message_id, expires_at, created_at, decided_at)
    values ('b-card-1', ${f.b.id}, ${B_SESSION}, ${actionId}, '{}', '{}', 'Cancels B''s order.', 'pending', null, ${expires}, ${now}, null)`.execute(
    s.db,
  );
  let deliveries: { id: string }[] = [];
  while (deliveries.length === 0) {
    deliveries = (await asB('GET', `/webhooks/${endpointId}/deliveries`)).json.deliveries as { id: string }[];
    if (deliveries.length === 0) await new Promise((r) => setTimeout(r, 20));
  }
  return {
    f,
    cookie,
    aKey: aKey.key,
    b: {
      sourceId: source.id,
      documentId: detail.documents[0]!.id,
      keyId: key.id,
      keyPrefix: key.prefix,
      key: key.key,
      userId: user.id,
      orderId: 'B-UPGRADE-ORDER-1',
      subscriptionId: 'I-BSUBSCRIPTION1',
      testId: (test.json as { id: string }).id,
      endpointId,
      deliveryId: deliveries[0]!.id,
      actionId,
      cardId: 'b-card-1',
    },
  };
}

/** The smallest valid action: one conversation parameter on an https API. */
const ACTION = {
  name: 'Order lookup',
  description: 'Looks up the status of an order by its number.',
  examples: ['Where is my order?'],
  method: 'GET',
  url: 'https://api.bellamoda.shop/orders/{orderNumber}',
  parameters: [
    { name: 'orderNumber', type: 'string', description: 'your order number', source: 'conversation' },
  ],
  fields: ['status'],
};

/** B's objects, read as B: every one must be as it was after A's attempts. */
async function snapshotOfB(w: World) {
  const s = w.f.t.services;
  const detail = await s.knowledgeSources.detail(w.f.b.id, w.b.sourceId);
  const messages = await w.f.t.inject({
    method: 'GET',
    url: `/api/chat/messages/${B_SESSION}`,
    headers: w.f.widget(w.f.b.test),
  });
  const session = await w.f.t.inject({
    method: 'GET',
    url: `/api/chat/sessions/${B_SESSION}?clientId=${w.f.b.id}`,
    headers: { cookie: w.cookie },
  });
  return {
    source: { name: detail.source.name, documents: detail.documents.map((d) => d.id) },
    keyWorks: (await s.apiKeys.authenticate(w.b.key))?.id === w.f.b.id,
    users: (await s.customerAccounts.list(w.f.b.id)).map((u) => u.id),
    messages: (messages.json.messages as { id: string }[]).map((m) => m.id),
    session: { status: session.json.session.status, endedAt: session.json.session.endedAt },
    card: (
      await sql<{ state: string }>`select state from action_cards where id = ${w.b.cardId}`.execute(s.db)
    ).rows[0]?.state,
  };
}

/** A value for each path parameter: tenant A's id for `{id}`, tenant B's object for every other one. */
const paramValue = (w: World, name: string): string | undefined =>
  ({
    id: w.f.a.id,
    clientId: w.f.a.id,
    sourceId: w.b.sourceId,
    documentId: w.b.documentId,
    keyId: w.b.keyId,
    userId: w.b.userId,
    subscriptionID: w.b.subscriptionId,
    sessionId: B_SESSION,
    testId: w.b.testId,
    endpointId: w.b.endpointId,
    deliveryId: w.b.deliveryId,
    actionId: w.b.actionId,
    cardId: w.b.cardId,
    decision: 'confirm',
  })[name];

/** Path parameters naming the tenant itself: such a route is that client's own scope. */
const TENANT_PARAMS = new Set(['id', 'clientId']);
/** Routes whose ids are not tenant data. */
const NOT_TENANT_DATA = new Set([
  // A buyer's sign-up names the subscription it approved (subscriptions-checkout.test.ts: a workspace's
  // own subscription, or another buyer's, is refused there).
  'POST /api/checkout/subscriptions/{subscriptionID}',
  // A person's avatar is shown to visitors: an image anyone may load, by an unguessable id.
  'GET /api/avatars/{avatarId}',
  // A step of the client's own first-run checklist (a fixed name, not an object).
  'POST /api/clients/{id}/checklist/{step}',
]);
/**
 * The operator's console preview reads a session it has not written yet as an empty conversation
 * (server/domain/chat/chat.ts `messages`); it shows nothing of B, which the test checks.
 */
const EMPTY_FOR_OPERATOR = new Map([
  ['GET /api/chat/messages/{sessionId}', '{"messages":[]}'],
  // Calls of A's actions in a session of that id: none (B's session is not A's).
  ['GET /api/clients/{id}/sessions/{sessionId}/action-calls', '{"calls":[]}'],
]);

/** The smallest valid body of a mutating route, so a refusal can only come from the ownership check. */
const BODIES: Record<string, object> = {
  'PUT /api/clients/{id}/knowledge/sources/{sourceId}': { name: 'Hijacked by A' },
  'POST /api/handoff/{sessionId}/reply': { message: 'Hijacked by A' },
  'PUT /api/clients/{id}/notifications/people/{userId}': { muted: [] },
  'PUT /api/clients/{id}/notifications/follow': { email: 'ops@frontdesk.example', kinds: ['lead'] },
  'PUT /api/clients/{id}/actions/{actionId}': ACTION,
  // A's own conversation deciding B's card.
  'POST /api/chat/action-cards/{cardId}/{decision}': { sessionId: 'sessionAAAAAAAAAAAAcard1' },
};

const STORES: [string, () => Promise<Record<string, string>>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ FRONTDESK_DATABASE_URL: await postgres.createDatabase() })],
];

describe.each(STORES)('tenant isolation on %s', (_store, envOf) => {
  let w: World;
  beforeAll(async () => {
    w = await world(await envOf());
  }, 120_000);
  afterAll(async () => w?.f.close());

  it("row 12: tenant A reaching B's objects by id gets 404 on every route of the route table", async () => {
    const before = await snapshotOfB(w);
    const routes = apiRoutes(w.f.t.services);
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\*?\}/g)].map((m) => m[1]!);
      // A route naming only the client is the client's own scope (the console is one operator's).
      if (names.every((n) => TENANT_PARAMS.has(n)) || NOT_TENANT_DATA.has(`${route.method} ${route.path}`))
        continue;
      const url = route.path.replace(/\{(\w+)\*?\}/g, (_, n: string) => {
        const v = paramValue(w, n);
        if (v === undefined) failures.push(`${route.method} ${route.path}: no tenant-B value for {${n}}`);
        return v ?? 'x';
      });
      const key = `${route.method} ${route.path}`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODIES[key] ?? {});
      // Admin routes act for tenant A by cookie; public ones also by A's widget token.
      // The read API acts for A with A's secret key.
      const callers: { headers: Record<string, string>; clientId?: string }[] =
        route.auth === 'admin'
          ? [{ headers: { cookie: w.cookie }, clientId: names.includes('id') ? undefined : w.f.a.id }]
          : route.path.startsWith('/api/v1/')
            ? [{ headers: { authorization: `Bearer ${w.aKey}` } }]
            : [{ headers: w.f.widget(w.f.a.test) }, { headers: { cookie: w.cookie }, clientId: w.f.a.id }];
      for (const caller of callers) {
        const withClient = caller.clientId !== undefined;
        const res = await w.f.t.inject({
          method: route.method,
          url: withClient && route.method === 'GET' ? `${url}?clientId=${caller.clientId}` : url,
          headers: caller.headers,
          ...(body === undefined
            ? {}
            : { payload: withClient ? { ...body, clientId: caller.clientId } : body }),
        });
        checked++;
        const emptyForOperator =
          EMPTY_FOR_OPERATOR.has(key) &&
          (withClient || route.auth === 'admin') &&
          res.statusCode === 200 &&
          JSON.stringify(res.json) === EMPTY_FOR_OPERATOR.get(key);
        if (res.statusCode !== 404 && !emptyForOperator)
          failures.push(`${key} as ${Object.keys(caller.headers)[0]} → ${res.statusCode} ${res.payload}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(await snapshotOfB(w)).toEqual(before);
  });

  it("row 12: B's old one-time upgrade order is reached by no route, for A or for B (the path is retired)", async () => {
    const ownerB = await signedInCustomer(w.f.t, w.f.b.id, 'owner2@bellamoda.shop', 'owner');
    const before = await snapshotOfB(w);
    const tries = [
      { cookie: w.cookie, id: w.f.a.id },
      { cookie: w.cookie, id: w.f.b.id },
      { cookie: ownerB.cookie, id: w.f.b.id },
    ];
    for (const { cookie, id } of tries) {
      for (const url of [
        `/api/clients/${id}/upgrade/order/${w.b.orderId}/capture`,
        `/api/clients/${id}/upgrade/order`,
      ]) {
        const res = await w.f.t.inject({
          method: 'POST',
          url,
          headers: { cookie },
          payload: { plan: 'Enterprise' },
        });
        expect(res.statusCode, url).toBe(404);
      }
    }
    const res = await w.f.t.inject({ method: 'POST', url: `/api/paypal/order/${w.b.orderId}/capture` });
    expect(res.statusCode).toBe(404);
    expect((await w.f.t.services.clients.get(w.f.b.id)).plan).toBe('Enterprise');
    expect(await snapshotOfB(w)).toEqual(before);
  });

  it("row 13: scoped writes: A's id with B's object id changes nothing, in every service that writes", async () => {
    const s = w.f.t.services;
    const A = w.f.a.id;
    const before = await snapshotOfB(w);
    const attempts: [string, () => Promise<unknown>][] = [
      ['remove source', () => s.knowledgeSources.remove(A, w.b.sourceId)],
      ['rename source', () => s.knowledgeSources.update(A, w.b.sourceId, { name: 'x' })],
      ['sync source', () => s.knowledgeSources.startSync(A, w.b.sourceId)],
      [
        'add documents',
        () =>
          s.knowledgeSources.addDocuments(A, w.b.sourceId, [{ ref: 'x', title: 'x', url: null, body: 'x' }]),
      ],
      ['remove document', () => s.knowledgeSources.removeDocument(A, w.b.sourceId, w.b.documentId)],
      ['revoke key by id', () => s.apiKeys.revoke(A, w.b.keyId)],
      ['revoke key by prefix', () => s.apiKeys.revoke(A, w.b.keyPrefix)],
      ['remove user', () => s.customerAccounts.removeUser(A, w.b.userId, { operator: true })],
      ['new set-password link', () => s.customerAccounts.issueLink(A, w.b.userId)],
      [
        'end session',
        () =>
          s.chat.end({ kind: 'widget', token: w.f.a.test, origin: undefined, ip: '127.0.0.9' }, B_SESSION),
      ],
    ];
    for (const [name, run] of attempts) {
      await expect(run(), name).rejects.toMatchObject({ code: 'not_found' });
    }
    expect(await snapshotOfB(w)).toEqual(before);
  });

  it('row 14: injected fields in a client update are refused and the stored client is unchanged', async () => {
    const before = (
      await w.f.t.inject({ method: 'GET', url: `/api/clients/${w.f.a.id}`, headers: { cookie: w.cookie } })
    ).json;
    const injected = [
      { id: w.f.b.id },
      { clientId: w.f.b.id },
      { tenantId: w.f.b.id },
      { accessToken: w.f.b.live },
      { testAccessToken: 'fd_test_chosen' },
      { messageLimit: 1_000_000 },
      { role: 'admin' },
      { createdBy: 'attacker' },
      { passwordHash: 'x' },
      { createdAt: '2000-01-01T00:00:00.000Z' },
    ];
    for (const extra of injected) {
      const res = await w.f.t.inject({
        method: 'PUT',
        url: `/api/clients/${w.f.a.id}`,
        headers: { cookie: w.cookie },
        payload: { businessName: 'Renamed', ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const after = (
      await w.f.t.inject({ method: 'GET', url: `/api/clients/${w.f.a.id}`, headers: { cookie: w.cookie } })
    ).json;
    expect(after).toEqual(before);
    // Sign-in takes only a username and password: a role or hash beside them is refused.
    const login = await w.f.t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'nope-nope-nope', role: 'admin', passwordHash: 'x' },
    });
    expect(login.statusCode).toBe(400);
  });
});

/** A small seeded generator (mulberry32), so a failure names a body that can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Any JSON value, weighted towards the confusions of row 15: objects, arrays and numbers for strings. */
function confused(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 7 : 10));
  const samples: unknown[] = [
    null,
    true,
    123,
    -1e308,
    '',
    'x'.repeat(Math.floor(next() * 300)),
    '\u0000\ud800',
    { contains: '' },
    ['x', 'x'],
    { $gt: '' },
  ];
  if (pick < 7) return samples[pick];
  if (pick === 7) return { contains: confused(next, depth + 1) };
  if (pick === 8) return [confused(next, depth + 1), confused(next, depth + 1)];
  return { __proto__: { polluted: true }, [`k${Math.floor(next() * 9)}`]: confused(next, depth + 1) };
}

describe.each(STORES)('type confusion on %s', (_store, envOf) => {
  let w: World;
  beforeAll(async () => {
    w = await world(await envOf());
  }, 120_000);
  afterAll(async () => w?.f.close());

  it('row 15: type-confused JSON in any body field of any route never gets a 5xx, nor signs in', async () => {
    const next = random(15);
    const failures: string[] = [];
    let sent = 0;
    for (const route of apiRoutes(w.f.t.services)) {
      if (route.method === 'GET' || route.method === 'DELETE' || !route.body) continue;
      const shape = (route.body as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const keys = [...Object.keys(shape), 'sessionId', 'password'];
      const url = route.path.replace(/\{(\w+)\*?\}/g, (_, n: string) =>
        n === 'sessionId' ? B_SESSION : (paramValue(w, n) ?? 'x'),
      );
      for (let i = 0; i < 25; i++) {
        // One field of the right name holding the wrong kind of value, the rest left out.
        const body = JSON.stringify({ [keys[Math.floor(next() * keys.length)]!]: confused(next) });
        for (const headers of [{ cookie: w.cookie }, w.f.widget(w.f.a.test)]) {
          const res = await w.f.t.inject({
            method: route.method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: body,
          });
          sent++;
          if (res.statusCode >= 500 && res.statusCode !== 503)
            failures.push(`${route.method} ${url} ${body} → ${res.statusCode}`);
          if (res.statusCode < 400 && route.path === '/api/admin/login')
            failures.push(`login accepted ${body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    // The login confusion of the peer incident: an object for the username is a 400, not a match.
    const login = await w.f.t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: { contains: '' }, password: ['x'] },
    });
    expect(login.statusCode).toBe(400);
  });
});
