import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../system.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const cookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith('fd_admin='));

describe('admin authentication', () => {
  it('signs in, reports the user, and signs out for good', async () => {
    t = await startTestApp();
    const login = await t.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.json).toEqual({ user: { username: 'admin' }, publicUrl: t.config.publicUrl });
    const setCookie = cookieOf(login.headers)!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = setCookie.split(';')[0]!;
    expect(cookie.length).toBeGreaterThan('fd_admin='.length + 40);

    const me = await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json).toEqual({ user: { username: 'admin' }, publicUrl: t.config.publicUrl });

    const logout = await t.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout.headers)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    t = await startTestApp();
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'nope-nope' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'ghost', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json).toEqual({ error: 'Invalid username or password', code: 'unauthorized' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('requires both fields', async () => {
    t = await startTestApp();
    const res = await t.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('throttles repeated failures per username, then lets the window pass', async () => {
    const clock = createManualClock();
    t = await startTestApp({ clock });
    for (let i = 0; i < 10; i++) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password: `wrong-${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json.code).toBe('login_throttled');
    clock.advance(15 * 60_000 + 1);
    expect(
      (await t.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).statusCode,
    ).toBe(200);
  });

  it('throttles repeated failures per IP across usernames', async () => {
    t = await startTestApp();
    for (let i = 0; i < 20; i++) {
      await t.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: `user${i}`, password: 'wrong-pass' },
      });
    }
    const blocked = await t.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(blocked.statusCode).toBe(429);
  });

  it('expires sessions after 12 hours', async () => {
    const clock = createManualClock();
    t = await startTestApp({ clock });
    const cookie = await t.login();
    // Used every 1.5 hours (inside the 2-hour idle timeout) up to 11.5 hours: the lifetime still ends it.
    for (let i = 0; i < 7; i++) {
      clock.advance(5400_000);
      expect((await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(
        200,
      );
    }
    clock.advance(3600_000);
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    clock.advance(1800_000 + 1);
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('rotates the session at login: the old cookie stops working', async () => {
    t = await startTestApp();
    const first = await t.login();
    const again = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      headers: { cookie: first },
    });
    const second = cookieOf(again.headers)!.split(';')[0]!;
    expect(second).not.toBe(first);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it('refuses cross-site mutations and non-JSON bodies', async () => {
    t = await startTestApp();
    const cookie = await t.login();
    const crossOrigin = await t.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json.code).toBe('cross_site_request');
    const crossSite = await t.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const loginCsrf = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: TEST_ADMIN,
    });
    expect(loginCsrf.statusCode).toBe(403);
    const form = await t.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'clientName=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json.code).toBe('unsupported_media_type');
    const sameOrigin = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('creates the configured admin only when none exists', async () => {
    t = await startTestApp();
    expect(await t.services.adminAuth.list()).toHaveLength(1);
    expect(
      await t.services.adminAuth.ensureInitialAdmin({ username: 'other', password: 'whatever-pass' }),
    ).toBeNull();
  });

  it('generates a password once when no admin is configured', async () => {
    t = await startTestApp();
    const fresh = await startTestApp({ env: { FRONTDESK_ADMIN_USERNAME: '', FRONTDESK_ADMIN_PASSWORD: '' } });
    try {
      const admins = await fresh.services.adminAuth.list();
      expect(admins.map((a) => a.username)).toEqual(['admin']);
      expect(await fresh.services.adminAuth.ensureInitialAdmin(null)).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe('session secret', () => {
  it('stores session ids keyed by a secret kept in the data dir', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const t2 = await startTestApp();
    try {
      const cookie = await t2.login();
      const token = cookie.split('=')[1]!;
      const secret = fs.readFileSync(path.join(t2.dataDir, 'session-secret'), 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect((fs.statSync(path.join(t2.dataDir, 'session-secret')).mode & 0o777).toString(8)).toBe('600');
      const rows = await t2.services.db.selectFrom('admin_sessions').select('id').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toHaveLength(64);
      expect(rows[0]!.id).not.toContain(token);
    } finally {
      await t2.close();
    }
  });
});
