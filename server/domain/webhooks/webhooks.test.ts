/**
 * Signed webhooks end to end on both stores: endpoints through the HTTP API, events of a real
 * conversation delivered to a loopback receiver, signed with Stripe's scheme, retried with the same id,
 * logged per endpoint and redelivered; secrets shown once; another client's endpoint is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';

let postgres: TestPostgres;
let hook: WebhookReceiver;
beforeAll(async () => {
  postgres = await startPostgresServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await hook.close();
  await postgres.stop();
});

const FAST = {
  FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
  FRONTDESK_WEBHOOK_RETRY_BASE_MS: '20',
  FRONTDESK_WEBHOOK_RETRY_MAX_MS: '40',
};

type Api = (method: string, url: string, payload?: object) => ReturnType<TestApp['inject']>;

/** The endpoint's log once no delivery in it is pending (the receiver answers before the row is written). */
async function settled(api: Api, clientId: string, endpointId: string) {
  for (;;) {
    const log = await api('GET', `/api/clients/${clientId}/webhooks/${endpointId}/deliveries`);
    const list = log.json.deliveries as { status: string }[];
    if (list.length > 0 && list.every((d) => d.status !== 'pending')) return log;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function newClient(t: TestApp, domain: string) {
  const c = await t.services.clients.create({
    clientName: domain,
    businessName: `Shop ${domain}`,
    domain,
    plan: 'Premium',
    email: `owner@${domain}`,
    testMode: true,
  });
  return { id: c.id, token: c.testAccessToken ?? '' };
}

describe.each(['sqlite', 'postgres'] as const)('webhooks on %s', (store) => {
  let t: TestApp;
  let cookie: string;
  let a: { id: string; token: string };
  let b: { id: string; token: string };
  beforeAll(async () => {
    const db: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    t = await startTestApp({ env: { ...FAST, ...db }, outboxPollMs: 20, outbox: { random: () => 0 } });
    cookie = await t.login();
    a = await newClient(t, `a-${store}.example`);
    b = await newClient(t, `b-${store}.example`);
  });
  afterAll(() => t.close());

  const api: Api = (method, url, payload) => t.inject({ method, url, payload, headers: { cookie } });
  const say = (client: { token: string }, sessionId: string, message: string) =>
    t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { message, sender: 'user', sessionId },
    });

  it('creates an endpoint whose secret is shown once, and delivers a conversation’s events signed', async () => {
    const created = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: `${hook.url}/${store}/one`,
      events: ['conversation.started', 'message.created', 'lead.created'],
    });
    expect(created.statusCode).toBe(201);
    const { secret, endpoint } = created.json as { secret: string; endpoint: { id: string } };
    expect(secret).toMatch(/^whsec_/);
    const listed = await api('GET', `/api/clients/${a.id}/webhooks`);
    expect(listed.payload).not.toContain(secret);
    expect(listed.json.endpoints).toHaveLength(1);

    const session = `hooks${store}Session0000001`;
    expect((await say(a, session, 'Do you ship to Canada?')).statusCode).toBe(201);
    expect((await say(a, session, 'You can reach me at jo@example.com')).statusCode).toBe(201);
    const mine = (h: { path: string }) => h.path === `/${store}/one`;
    const got = await hook.waitFor(4, mine);
    const types = got.map((h) => h.json.type).sort();
    expect(types).toEqual(['conversation.started', 'lead.created', 'message.created', 'message.created']);
    for (const h of got) {
      expect(verifySignature(String(h.headers['frontdesk-signature']), h.body, secret)).toBe(true);
      expect(verifySignature(String(h.headers['frontdesk-signature']), h.body, 'whsec_wrong')).toBe(false);
      expect(h.json.clientId).toBe(a.id);
      expect(h.headers['frontdesk-event-id']).toBe(h.json.id);
    }
    const lead = got.find((h) => h.json.type === 'lead.created')!;
    expect(lead.json.data).toMatchObject({
      sessionId: session,
      email: 'jo@example.com',
      question: 'Do you ship to Canada?',
    });
    // The assistant's reply is not asked for here (no ai-response call): two visitor messages only.
    expect(got.filter((h) => h.json.type === 'conversation.started')).toHaveLength(1);

    const log = await settled(api, a.id, endpoint.id);
    expect(log.json.deliveries).toHaveLength(4);
    expect(log.json.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 });
    await api('DELETE', `/api/clients/${a.id}/webhooks/${endpoint.id}`);
  });

  it('a receiver that fails twice gets the event on the third try with the same id', async () => {
    const created = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: `${hook.url}/${store}/flaky`,
      events: ['conversation.started'],
    });
    const { endpoint } = created.json as { endpoint: { id: string } };
    hook.script([500, 503]);
    await say(a, `hooks${store}Session0000002`, 'Hello there');
    const got = await hook.waitFor(3, (h) => h.path === `/${store}/flaky`);
    expect(new Set(got.map((h) => h.json.id)).size).toBe(1);
    const log = await settled(api, a.id, endpoint.id);
    expect(log.json.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    expect(log.json.deliveries[0].lastError).toBeNull();

    // Redelivered on request: the same event id again.
    const id = log.json.deliveries[0].id as string;
    const again = await api(
      'POST',
      `/api/clients/${a.id}/webhooks/${endpoint.id}/deliveries/${id}/redeliver`,
    );
    expect(again.statusCode).toBe(200);
    const four = await hook.waitFor(4, (h) => h.path === `/${store}/flaky`);
    expect(four[3]!.json.id).toBe(got[0]!.json.id);
    await api('DELETE', `/api/clients/${a.id}/webhooks/${endpoint.id}`);
  });

  it('cuts a receiver’s 10 MB answer and keeps the start of it', async () => {
    const created = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: `${hook.url}/${store}/big`,
      events: ['conversation.started'],
    });
    const { endpoint } = created.json as { endpoint: { id: string } };
    hook.answerWith(10 * 1024 * 1024);
    try {
      await say(a, `hooks${store}Session0000003`, 'Hello again');
      await hook.waitFor(1, (h) => h.path === `/${store}/big`);
      let entry: { status: string; responseBody: string | null } | undefined;
      for (let i = 0; i < 200 && entry?.status !== 'delivered'; i++) {
        const log = await api('GET', `/api/clients/${a.id}/webhooks/${endpoint.id}/deliveries`);
        entry = log.json.deliveries[0];
        if (entry?.status !== 'delivered') await new Promise((r) => setTimeout(r, 20));
      }
      expect(entry?.status).toBe('delivered');
      expect(entry?.responseBody?.length).toBe(1024);
    } finally {
      hook.answerWith(0);
      await api('DELETE', `/api/clients/${a.id}/webhooks/${endpoint.id}`);
    }
  });

  it('rotates the secret (the new one signs), and keeps each client to its own endpoints', async () => {
    const created = await api('POST', `/api/clients/${b.id}/webhooks`, {
      url: `${hook.url}/${store}/b`,
      events: ['conversation.started'],
    });
    const { endpoint, secret } = created.json as { endpoint: { id: string }; secret: string };
    expect((await api('GET', `/api/clients/${a.id}/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/clients/${a.id}/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    const rotated = await api('POST', `/api/clients/${b.id}/webhooks/${endpoint.id}/rotate-secret`);
    const fresh = rotated.json.secret as string;
    expect(fresh).not.toBe(secret);
    await say(b, `hooks${store}Session0000004`, 'Hi');
    const [got] = await hook.waitFor(1, (h) => h.path === `/${store}/b`);
    expect(verifySignature(String(got!.headers['frontdesk-signature']), got!.body, fresh)).toBe(true);
    expect(verifySignature(String(got!.headers['frontdesk-signature']), got!.body, secret)).toBe(false);
    // Client A's conversations never reach B's endpoint.
    expect(hook.received.filter((h) => h.path === `/${store}/b`).every((h) => h.json.clientId === b.id)).toBe(
      true,
    );
  });

  it('refuses a bad endpoint with a clear 400', async () => {
    const bad = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: 'ftp://example.com/x',
      events: ['message.created'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
    const noEvents = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: 'https://example.com/x',
      events: [],
    });
    expect(noEvents.statusCode).toBe(400);
    const unknownType = await api('POST', `/api/clients/${a.id}/webhooks`, {
      url: 'https://example.com/x',
      events: ['nope'],
    });
    expect(unknownType.statusCode).toBe(400);
  });
});

describe('webhook egress without FRONTDESK_ALLOW_PRIVATE_NETWORK', () => {
  let t: TestApp;
  let cookie: string;
  let a: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp({ env: { FRONTDESK_WEBHOOK_RETRY_BASE_MS: '20' }, outboxPollMs: 20 });
    cookie = await t.login();
    a = await newClient(t, 'private.example');
  });
  afterAll(() => t.close());

  it('refuses plain http, and a private address fails at delivery without reaching it', async () => {
    const http = await t.inject({
      method: 'POST',
      url: `/api/clients/${a.id}/webhooks`,
      headers: { cookie },
      payload: { url: `${hook.url}/private`, events: ['conversation.started'] },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json.error).toMatch(/https/);
    const created = await t.inject({
      method: 'POST',
      url: `/api/clients/${a.id}/webhooks`,
      headers: { cookie },
      payload: { url: 'https://127.0.0.1:1/private', events: ['conversation.started'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json.endpoint.id as string;
    await t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { message: 'Hi', sender: 'user', sessionId: 'privateSession0000000001' },
    });
    let entry: { attempts: number; lastError: string | null } | undefined;
    for (let i = 0; i < 200 && !entry?.attempts; i++) {
      const log = await t.inject({
        method: 'GET',
        url: `/api/clients/${a.id}/webhooks/${id}/deliveries`,
        headers: { cookie },
      });
      entry = log.json.deliveries[0];
      if (!entry?.attempts) await new Promise((r) => setTimeout(r, 20));
    }
    expect(entry?.lastError).toMatch(/private network/);
  });
});
