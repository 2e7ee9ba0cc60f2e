/**
 * Workspace sockets (/admin namespace with the workspace cookie): a customer hears their own client's
 * live events only, never another client's, acts on their own client's conversations only, and their
 * socket is cut the moment their session ends (sign-out, password change, removal, idleness), as an
 * operator's is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startRedisServer, type TestRedis } from '../testing/redis-server.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { nextEvent, testSockets } from '../testing/two-instances.ts';
import { appCookieOf, lastLinkTo, linkTokenOf, signedInCustomer } from '../testing/customer-session.ts';

const apps: TestApp[] = [];
const sockets = testSockets();
let redis: TestRedis | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  sockets.closeAll();
  for (const a of apps.splice(0)) await a.close();
});
afterAll(async () => {
  await redis?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };

async function twoTenants(opts: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp({ listen: true, adminRecheckMs: 600_000, ...opts });
  apps.push(t);
  const make = (name: string, domain: string) =>
    t.services.clients.create({ clientName: name, businessName: name, domain, plan: 'Starter' });
  const a = (await make('Alpha Books', 'alpha.example')).id;
  const b = (await make('Beta Bikes', 'beta.example')).id;
  const login = async (email: string, password = 'a-good-password') => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: json,
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return appCookieOf(res.headers);
  };
  const customer = (clientId: string, email: string, role: 'owner' | 'member') =>
    signedInCustomer(t, clientId, email, role);
  return { t, a, b, customer, login };
}

const open = (t: TestApp, cookie: string): Socket => sockets.open(t.url, '/admin', { cookie });
/** 'ok' once connected (also when that happened before the call: a sign-in in between takes time). */
const connected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (s.connected) return resolve('ok');
    s.once('connect', () => resolve('ok'));
    s.once('connect_error', (err) => resolve(err.message));
  });
const disconnected = (s: Socket) =>
  new Promise<string>((resolve) => (s.disconnected ? resolve('gone') : s.once('disconnect', resolve)));

type Heard = { event: string; clientId: string };
const listen = (s: Socket) => {
  const heard: Heard[] = [];
  s.onAny((event: string, body: { clientId?: string }) =>
    heard.push({ event, clientId: body.clientId ?? '' }),
  );
  return heard;
};
/** Resolves when the socket hears that message stored: a barrier after every earlier event. */
const heardMessage = (s: Socket, text: string) =>
  nextEvent<{ message: { message: string } }>(s, 'admin:message-created', (p) => p.message.message === text);

const SESSION_A = 'sessionAAAAAAAAAAAAAAAA1';
const SESSION_B = 'sessionBBBBBBBBBBBBBBBB1';

describe('workspace sockets: one client only', () => {
  it("hear their own client's events and never another client's; operators hear both", async () => {
    const { t, a, b, customer } = await twoTenants();
    const ownerA = await customer(a, 'ann@alpha.example', 'owner');
    const memberB = await customer(b, 'bob@beta.example', 'member');
    const sa = open(t, ownerA.cookie);
    const sb = open(t, memberB.cookie);
    const op = open(t, await t.login());
    expect(await Promise.all([connected(sa), connected(sb), connected(op)])).toEqual(['ok', 'ok', 'ok']);
    const [heardA, heardB, heardOp] = [listen(sa), listen(sb), listen(op)];

    const post = (clientId: string, sessionId: string, message: string) =>
      t.services.chat.postMessage(
        { kind: 'admin', clientId, username: TEST_ADMIN.username },
        { sender: 'operator', message, sessionId },
      );
    // A, B, A, B: each socket's last own event comes after every event of the other client, so once it
    // is heard, anything of the other client sent to that socket would have been heard before it.
    await Promise.all([heardMessage(sa, 'one'), post(a, SESSION_A, 'one')]);
    await Promise.all([heardMessage(sb, 'two'), post(b, SESSION_B, 'two')]);
    await Promise.all([heardMessage(sa, 'three'), post(a, SESSION_A, 'three')]);
    await Promise.all([heardMessage(sb, 'four'), heardMessage(op, 'four'), post(b, SESSION_B, 'four')]);

    expect(heardA.filter((h) => h.event === 'admin:message-created')).toHaveLength(2);
    expect(heardB.filter((h) => h.event === 'admin:message-created')).toHaveLength(2);
    expect(new Set(heardA.map((h) => h.clientId))).toEqual(new Set([a]));
    expect(new Set(heardB.map((h) => h.clientId))).toEqual(new Set([b]));
    expect(new Set(heardOp.map((h) => h.clientId))).toEqual(new Set([a, b]));
  });

  it("take over their own client's conversation, never another's", async () => {
    const { t, a, b, customer } = await twoTenants();
    const ownerA = await customer(a, 'ann@alpha.example', 'owner');
    const ownerB = await customer(b, 'bea@beta.example', 'owner');
    await t.services.chat.postMessage(
      { kind: 'admin', clientId: a, username: TEST_ADMIN.username },
      { sender: 'operator', message: 'Hello', sessionId: SESSION_A },
    );
    const sa = open(t, ownerA.cookie);
    const sb = open(t, ownerB.cookie);
    await Promise.all([connected(sa), connected(sb)]);
    const take = (s: Socket) =>
      s.timeout(5000).emitWithAck('session:take-over', { clientId: a, sessionId: SESSION_A }) as Promise<{
        ok: boolean;
        code?: string;
        handoff?: { operator: string };
      }>;
    expect(await take(sb)).toMatchObject({ ok: false, code: 'not_found' });
    // Visitors see the name before the @, never the customer's email.
    expect(await take(sa)).toMatchObject({ ok: true, handoff: { operator: 'ann' } });

    // Over REST too: the queue is the workspace's own, and another client's session is not found.
    const queue = async (cookie: string) =>
      (await t.inject({ method: 'GET', url: '/api/handoff/queue', headers: { cookie } })).json as {
        sessions: { clientId: string; sessionId: string }[];
      };
    expect((await queue(ownerA.cookie)).sessions).toEqual([
      expect.objectContaining({ clientId: a, sessionId: SESSION_A }),
    ]);
    expect((await queue(ownerB.cookie)).sessions).toEqual([]);
    expect((await queue(await t.login())).sessions.map((q) => q.clientId)).toEqual([a]);
    const otherQueue = await t.inject({
      method: 'GET',
      url: `/api/handoff/queue?clientId=${a}`,
      headers: { cookie: ownerB.cookie },
    });
    expect(otherQueue.statusCode).toBe(404);
    const release = (cookie: string, clientId?: string) =>
      t.inject({
        method: 'POST',
        url: `/api/handoff/${SESSION_A}/release`,
        headers: { ...json, cookie },
        payload: clientId ? { clientId } : {},
      });
    expect((await release(ownerB.cookie, a)).statusCode).toBe(404);
    expect((await release(ownerB.cookie)).statusCode).toBe(404);
    expect((await release(ownerA.cookie)).statusCode).toBe(200);
  });
});

describe('workspace sockets end with their session', () => {
  it('is cut at sign-out', async () => {
    const { t, a, customer } = await twoTenants();
    const { cookie } = await customer(a, 'ann@alpha.example', 'owner');
    const s = open(t, cookie);
    expect(await connected(s)).toBe('ok');
    const gone = disconnected(s);
    const out = await t.inject({ method: 'POST', url: '/api/app/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await connected(open(t, cookie))).toBe('unauthorized');
  });

  it('is cut when the password is set again through a link, and when the user is removed', async () => {
    const { t, a, customer } = await twoTenants();
    const owner = await customer(a, 'ann@alpha.example', 'owner');
    const member = await customer(a, 'max@alpha.example', 'member');
    const so = open(t, owner.cookie);
    const sm = open(t, member.cookie);
    expect(await Promise.all([connected(so), connected(sm)])).toEqual(['ok', 'ok']);

    const ownerGone = disconnected(so);
    await t.services.customerAccounts.issueLink(a, owner.userId);
    await t.services.customerAccounts.setPasswordWithLink(
      linkTokenOf(lastLinkTo(t, 'ann@alpha.example')),
      'another-password',
    );
    expect(await ownerGone).toBe('io server disconnect');

    const memberGone = disconnected(sm);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${a}/users/${member.userId}`,
      headers: {
        cookie: await (async () => {
          const res = await t.inject({
            method: 'POST',
            url: '/api/app/login',
            headers: json,
            payload: { email: 'ann@alpha.example', password: 'another-password' },
          });
          return appCookieOf(res.headers);
        })(),
      },
    });
    expect(removed.statusCode).toBe(200);
    expect(await memberGone).toBe('io server disconnect');
  });

  it('ends an idle workspace session (HTTP and socket) as the console does', async () => {
    let now = Date.parse('2026-05-01T10:00:00.000Z');
    const clock = { now: () => new Date(now) };
    const { t, a, customer } = await twoTenants({
      clock,
      adminRecheckMs: 50,
      env: { FRONTDESK_ADMIN_IDLE_MINUTES: '30' },
    });
    const { cookie } = await customer(a, 'ann@alpha.example', 'owner');
    const me = () => t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
    now += 25 * 60_000;
    expect((await me()).statusCode).toBe(200);
    const s = open(t, cookie);
    expect(await connected(s)).toBe('ok');
    // The socket's periodic re-check is not activity: 31 minutes after the last request, it ends.
    now += 31 * 60_000;
    expect(await disconnected(s)).toBe('io server disconnect');
    expect((await me()).statusCode).toBe(401);
  });

  it('is cut in every process sharing Redis, and hears its own client only there too', async () => {
    redis = await startRedisServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-customer-sockets-'));
    const env = { FRONTDESK_REDIS_URL: redis.url };
    const one = await twoTenants({ dataDir, env });
    const other = await startTestApp({ listen: true, adminRecheckMs: 600_000, dataDir, env });
    apps.push(other);
    const ownerA = await one.customer(one.a, 'ann@alpha.example', 'owner');
    const ownerB = await one.customer(one.b, 'bea@beta.example', 'owner');
    // Both sockets live on the second process; the event and the sign-out happen on the first.
    const sa = open(other, ownerA.cookie);
    const sb = open(other, ownerB.cookie);
    expect(await Promise.all([connected(sa), connected(sb)])).toEqual(['ok', 'ok']);
    const heardB = listen(sb);
    const post = (clientId: string, sessionId: string, message: string) =>
      one.t.services.chat.postMessage(
        { kind: 'admin', clientId, username: TEST_ADMIN.username },
        { sender: 'operator', message, sessionId },
      );
    await Promise.all([heardMessage(sa, 'for A'), post(one.a, SESSION_A, 'for A')]);
    await Promise.all([heardMessage(sb, 'for B'), post(one.b, SESSION_B, 'for B')]);
    expect(new Set(heardB.map((h) => h.clientId))).toEqual(new Set([one.b]));

    const gone = disconnected(sa);
    const out = await one.t.inject({
      method: 'POST',
      url: '/api/app/logout',
      headers: { cookie: ownerA.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(sb.connected).toBe(true);
  });
});
