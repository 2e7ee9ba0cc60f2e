/**
 * Attack table, console sessions (rows 16, 28, 29): an open /admin socket lives only as
 * long as its session, in this process and in the others sharing Redis; the lockout cannot be used
 * against the admin; idle sessions end; the cookie carries the __Host- prefix over https.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { createCore } from '../core.ts';
import { startRedisServer, type TestRedis } from '../testing/redis-server.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
const dirs: string[] = [];
let redis: TestRedis | undefined;
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const a of apps.splice(0)) await a.close();
});
afterAll(async () => {
  await redis?.stop();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function app(opts: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp({ listen: true, adminRecheckMs: 600_000, ...opts });
  apps.push(t);
  return t;
}

function open(t: TestApp, cookie: string): Socket {
  const s = connect(`${t.url}/admin`, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<string>((resolve) => {
    s.once('connect', () => resolve('ok'));
    s.once('connect_error', (err) => resolve(err.message));
  });
const disconnected = (s: Socket) =>
  new Promise<string>((resolve) => (s.disconnected ? resolve('gone') : s.once('disconnect', resolve)));

async function takeOver(t: TestApp, s: Socket) {
  const c = await t.services.clients.create({
    clientName: 'Acme',
    businessName: 'Acme',
    domain: `acme${Math.random().toString(36).slice(2, 8)}.example`,
    plan: 'Starter',
  });
  const sessionId = 'sessionAAAAAAAAAAAAAAAA1';
  await t.services.chat.postMessage(
    { kind: 'admin', clientId: c.id, username: TEST_ADMIN.username },
    { sender: 'operator', message: 'Hello', sessionId },
  );
  return (await s.timeout(5000).emitWithAck('session:take-over', { clientId: c.id, sessionId })) as {
    ok: boolean;
    code?: string;
  };
}

describe('row 16 / row 29: an open /admin socket outlives no session', () => {
  it('is cut at logout', async () => {
    const t = await app();
    const cookie = await t.login();
    const s = open(t, cookie);
    expect(await connected(s)).toBe('ok');
    expect((await takeOver(t, s)).ok).toBe(true);
    const gone = disconnected(s);
    const out = await t.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The same cookie cannot open a new one.
    expect(await connected(open(t, cookie))).toBe('unauthorized');
  });

  it('is cut when the password changes in this process', async () => {
    const t = await app();
    const s = open(t, await t.login());
    expect(await connected(s)).toBe('ok');
    const gone = disconnected(s);
    await t.services.adminAuth.setPassword(TEST_ADMIN.username, 'a-new-password-1');
    expect(await gone).toBe('io server disconnect');
  });

  it('refuses events once the session was ended elsewhere (the CLI), and is cut', async () => {
    const t = await app();
    const s = open(t, await t.login());
    expect(await connected(s)).toBe('ok');
    // `frontdesk admin passwd` is another process on the same file: no event reaches this server.
    const cli = await createCore(t.config);
    await cli.services.adminAuth.setPassword(TEST_ADMIN.username, 'a-new-password-2');
    await cli.close();
    const gone = disconnected(s);
    const answer = await takeOver(t, s);
    expect(answer).toMatchObject({ ok: false, code: 'unauthorized' });
    expect(await gone).toBe('io server disconnect');
  });

  it('is cut by the periodic re-check when the session ends elsewhere and the socket stays quiet', async () => {
    const t = await app({ adminRecheckMs: 50 });
    const s = open(t, await t.login());
    expect(await connected(s)).toBe('ok');
    const gone = disconnected(s);
    const cli = await createCore(t.config);
    await cli.services.adminAuth.setPassword(TEST_ADMIN.username, 'a-new-password-3');
    await cli.close();
    expect(await gone).toBe('io server disconnect');
  });

  it('is cut in every process sharing Redis when the session ends in one of them', async () => {
    redis = await startRedisServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-admin-'));
    dirs.push(dataDir);
    const env = { FRONTDESK_REDIS_URL: redis.url };
    const A = await app({ dataDir, env });
    const B = await app({ dataDir, env });
    const cookie = await A.login();
    const onB = open(B, cookie);
    expect(await connected(onB)).toBe('ok');
    const gone = disconnected(onB);
    // Logout lands on A; the socket on B must go too (B re-checks only every 10 minutes here).
    const out = await A.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('row 28: sign-in throttling cannot lock the admin out', () => {
  const login = (t: TestApp, password: string, ip: string) =>
    t.app.http.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password },
      remoteAddress: ip,
    });

  it('refuses the failing address, not the admin signing in from another one', async () => {
    const t = await app({ listen: false });
    for (let i = 0; i < 10; i++) expect((await login(t, `wrong-${i}`, '203.0.113.9')).statusCode).toBe(401);
    // The attacker's address is refused, even with the right password...
    expect((await login(t, TEST_ADMIN.password, '203.0.113.9')).statusCode).toBe(429);
    // ...while the admin, from an address that has not failed, signs in (slowed, never refused).
    expect((await login(t, TEST_ADMIN.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('refuses an address spraying many accounts', async () => {
    const t = await app({ listen: false });
    for (let i = 0; i < 20; i++) {
      await t.app.http.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: `user${i}`, password: 'wrong-pass' },
        remoteAddress: '203.0.113.10',
      });
    }
    expect((await login(t, TEST_ADMIN.password, '203.0.113.10')).statusCode).toBe(429);
    expect((await login(t, TEST_ADMIN.password, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('console session hygiene', () => {
  it('ends a session left idle past the idle timeout, though its lifetime runs on', async () => {
    let now = Date.parse('2026-05-01T10:00:00.000Z');
    const clock = { now: () => new Date(now) };
    const t = await app({ clock, env: { FRONTDESK_ADMIN_IDLE_MINUTES: '30' } });
    const cookie = await t.login();
    const me = () => t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    now += 25 * 60_000;
    expect((await me()).statusCode).toBe(200);
    // Activity moved the idle clock: 25 more minutes is fine, 31 after the last use is not.
    now += 25 * 60_000;
    expect((await me()).statusCode).toBe(200);
    now += 31 * 60_000;
    expect((await me()).statusCode).toBe(401);
  });

  it('names the cookie __Host-fd_admin when served over https, and the plain name is not read', async () => {
    const t = await app({ env: { FRONTDESK_PUBLIC_URL: 'https://desk.example.com' } });
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      headers: { origin: 'https://desk.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const set = ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).join('\n');
    expect(set).toMatch(/^__Host-fd_admin=[^;]+;.*Secure.*Path=\//m);
    expect(set).not.toMatch(/Domain=/i);
    const value = /__Host-fd_admin=([^;]+)/.exec(set)?.[1] ?? '';
    const asHost = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `__Host-fd_admin=${value}` },
    });
    expect(asHost.statusCode).toBe(200);
    const plain = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: `fd_admin=${value}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('keeps the plain cookie name over http', () => {
    expect(parseConfig({ FRONTDESK_PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
  });
});
