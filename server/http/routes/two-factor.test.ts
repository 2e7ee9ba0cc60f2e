/**
 * Two-step sign-in over HTTP: an operator enrols (secret sealed, URI shown once, first code confirms,
 * ten recovery codes), then signs in with password and code; a code is refused when reused within
 * its window, a sixth wrong guess is throttled, a recovery code works once; FRONTDESK_REQUIRE_2FA
 * makes an operator enrol at sign-in; a client's owners require it of their workspace.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { appCookieOf, signedInCustomer } from '../../testing/customer-session.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app.ts';

const json = { 'content-type': 'application/json' };
const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const codeAt = (secret: string, t: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: t,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
const adminCookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('fd_admin=')) ?? '';

async function app(env: Record<string, string> = {}) {
  const now = { t: Date.parse('2026-06-01T10:00:00.000Z') };
  const t = await startTestApp({ clock: { now: () => new Date(now.t) }, env });
  apps.push(t);
  const post = (url: string, payload: object, cookie = '') =>
    t.inject({ method: 'POST', url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload });
  const login = () => post('/api/admin/login', TEST_ADMIN);
  return { t, now, post, login };
}

/** A server on an earlier one's data dir (the same database and session secret), after that one stops. */
async function appOn(dataDir: string, env: Record<string, string>, before: TestApp) {
  await before.close();
  apps.splice(apps.indexOf(before), 1);
  const t = await startTestApp({ env, dataDir });
  apps.push(t);
  return { t };
}

describe('two-step sign-in of operators', () => {
  it('enrols with a first code, then asks every sign-in for a code: reuse refused, recovery codes once', async () => {
    const { t, now, post, login } = await app();
    const cookie = await t.login();
    const started = await post('/api/admin/2fa/enroll', {}, cookie);
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Frontdesk:admin\?/);
    expect(uri).toContain(`secret=${secret}`);
    // The secret is sealed at rest.
    const row = await t.services.db.selectFrom('two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(secret);

    expect((await post('/api/admin/2fa/confirm', { code: '000000' }, cookie)).statusCode).toBe(401);
    const confirmed = await post('/api/admin/2fa/confirm', { code: codeAt(secret, now.t) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    const recovery = confirmed.json.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await t.inject({ method: 'GET', url: '/api/admin/2fa', headers: { cookie } })).json).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });

    // The password alone opens nothing now.
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json.twoFactor.step).toBe('code');
    expect(adminCookieOf(first.headers)).toBe('');
    // The code that confirmed enrolment is spent: the same window's code is refused.
    const replay = await post('/api/admin/login/code', {
      challenge: first.json.twoFactor.challenge,
      code: codeAt(secret, now.t),
    });
    expect(replay.statusCode).toBe(401);
    now.t += 30_000;
    const ok = await post('/api/admin/login/code', {
      challenge: first.json.twoFactor.challenge,
      code: codeAt(secret, now.t),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json).toMatchObject({ user: { username: 'admin' }, recoveryCodes: null });
    const session = adminCookieOf(ok.headers);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    // A challenge is used once.
    now.t += 30_000;
    const again = await post('/api/admin/login/code', {
      challenge: first.json.twoFactor.challenge,
      code: codeAt(secret, now.t),
    });
    expect(again.statusCode).toBe(401);

    // A recovery code signs in once.
    const second = await login();
    const code = recovery[0] ?? '';
    expect(
      (await post('/api/admin/login/code', { challenge: second.json.twoFactor.challenge, code })).statusCode,
    ).toBe(200);
    const third = await login();
    expect(
      (await post('/api/admin/login/code', { challenge: third.json.twoFactor.challenge, code })).statusCode,
    ).toBe(401);
  });

  it('throttles more than five wrong codes, even before the right one', async () => {
    const { t, now, post, login } = await app();
    const cookie = await t.login();
    const { secret } = (await post('/api/admin/2fa/enroll', {}, cookie)).json as { secret: string };
    await post('/api/admin/2fa/confirm', { code: codeAt(secret, now.t) }, cookie);
    now.t += 30_000;
    const { challenge } = (await login()).json.twoFactor as { challenge: string };
    for (let i = 0; i < 5; i++)
      expect((await post('/api/admin/login/code', { challenge, code: `10000${i}` })).statusCode).toBe(401);
    const right = await post('/api/admin/login/code', { challenge, code: codeAt(secret, now.t) });
    expect(right.statusCode).toBe(429);
    expect(right.json.code).toBe('login_throttled');
  });

  it('FRONTDESK_REQUIRE_2FA ends a session an operator without it opened before it was set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-2fa-'));
    try {
      let t = await startTestApp({ dataDir });
      apps.push(t);
      const cookie = await t.login();
      const me = () => t.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect((await me()).statusCode).toBe(200);
      // Restarted on the same database without the setting, the session is still open...
      t = (await appOn(dataDir, {}, t)).t;
      expect((await me()).statusCode).toBe(200);
      // ...and with it, it opens nothing: the operator signs in again and enrols.
      t = (await appOn(dataDir, { FRONTDESK_REQUIRE_2FA: 'true' }, t)).t;
      expect((await me()).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: TEST_ADMIN }))
          .json,
      ).toMatchObject({ twoFactor: { step: 'enroll' } });
    } finally {
      for (const a of apps.splice(0)) await a.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('FRONTDESK_REQUIRE_2FA makes an operator without it enrol at sign-in, and keeps it on', async () => {
    const { t, now, post, login } = await app({ FRONTDESK_REQUIRE_2FA: 'true' });
    const first = await login();
    expect(first.json.twoFactor.step).toBe('enroll');
    const challenge = first.json.twoFactor.challenge as string;
    expect((await post('/api/admin/login/code', { challenge, code: '123456' })).statusCode).toBe(400);
    const { secret } = (await post('/api/admin/login/enroll', { challenge })).json as { secret: string };
    const done = await post('/api/admin/login/code', { challenge, code: codeAt(secret, now.t) });
    expect(done.statusCode).toBe(200);
    expect(done.json.recoveryCodes).toHaveLength(10);
    const cookie = adminCookieOf(done.headers);
    now.t += 30_000;
    const off = await post('/api/admin/2fa/disable', { code: codeAt(secret, now.t) }, cookie);
    expect(off.statusCode).toBe(409);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/2fa', headers: { cookie } })).json,
    ).toMatchObject({
      enabled: true,
      required: true,
    });
  });
});

describe('two-step sign-in of workspace users', () => {
  it('is required of a client’s users once its owner says so: they enrol at their next sign-in', async () => {
    const { t, now, post } = await app();
    const client = await t.services.clients.create({
      clientName: 'Tess Two',
      businessName: 'Two Step Shop',
      domain: 'two-step.example',
      plan: 'Premium',
    });
    const owner = await signedInCustomer(t, client.id, 'owner@two-step.example', 'owner', 'owner-password-1');
    await signedInCustomer(t, client.id, 'member@two-step.example', 'member', 'member-password-1');
    const member = await post('/api/app/login', {
      email: 'member@two-step.example',
      password: 'member-password-1',
    });
    const set = await t.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/two-factor-policy`,
      headers: { ...json, cookie: appCookieOf(member.headers) },
      payload: { required: true },
    });
    expect(set.statusCode).toBe(403);
    const requireAs = (cookie: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/clients/${client.id}/two-factor-policy`,
        headers: { ...json, cookie },
        payload: { required: true },
      });
    // An owner without two-step sign-in would shut themselves out: they turn theirs on first.
    const unenrolled = await requireAs(owner.cookie);
    expect(unenrolled.statusCode).toBe(409);
    expect(unenrolled.json.error).toMatch(/for yourself first/);
    expect(await t.services.twoFactorPolicy.required(client.id)).toBe(false);
    const { secret: ownerSecret } = (await post('/api/app/2fa/enroll', {}, owner.cookie)).json as {
      secret: string;
    };
    expect(
      (await post('/api/app/2fa/confirm', { code: codeAt(ownerSecret, now.t) }, owner.cookie)).statusCode,
    ).toBe(200);
    const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
    const memberCookie = appCookieOf(member.headers);
    expect((await me(memberCookie)).statusCode).toBe(200);
    const byOwner = await requireAs(owner.cookie);
    expect(byOwner.json).toEqual({ required: true });
    // The member's session, open without two-step sign-in, ends at once; the owner's goes on.
    expect((await me(memberCookie)).statusCode).toBe(401);
    expect((await me(owner.cookie)).statusCode).toBe(200);

    const next = await post('/api/app/login', {
      email: 'member@two-step.example',
      password: 'member-password-1',
    });
    expect(next.json.twoFactor.step).toBe('enroll');
    expect(appCookieOf(next.headers)).toBe('');
    const challenge = next.json.twoFactor.challenge as string;
    const { secret } = (await post('/api/app/login/enroll', { challenge })).json as { secret: string };
    const done = await post('/api/app/login/code', { challenge, code: codeAt(secret, now.t) });
    expect(done.statusCode).toBe(200);
    expect(done.json).toMatchObject({ user: { email: 'member@two-step.example' }, clientId: client.id });
    expect(done.json.recoveryCodes).toHaveLength(10);
  });
});
