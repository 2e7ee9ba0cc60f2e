/**
 * Attack table rows 16 and 29 for customer sessions (the /app workspace): the same hygiene as console
 * sessions. An idle session ends (FRONTDESK_ADMIN_IDLE_MINUTES), a password set through a link and the
 * removal of the user end every session of that user at once, and each ending is announced
 * ('customer.session-ended', 'customer.user-sessions-ended') so whatever holds a session open (a socket)
 * lets go at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lastLinkTo } from '../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const json = { 'content-type': 'application/json' };
const tokenOf = (url: string) => /#token=([\w-]+)/.exec(url)?.[1] ?? '';

async function workspace(now: { t: number }) {
  const t = await startTestApp({
    clock: { now: () => new Date(now.t) },
    env: { FRONTDESK_ADMIN_IDLE_MINUTES: '30' },
  });
  apps.push(t);
  const client = await t.services.clients.create({
    clientName: 'Ann Owner',
    businessName: 'Acme',
    domain: 'acme.example',
    plan: 'Premium',
  });
  await t.services.customerAccounts.addUser(client.id, { email: 'ann@acme.example', role: 'owner' });
  const { user } = await t.services.customerAccounts.addUser(client.id, {
    email: 'mo@acme.example',
    role: 'member',
  });
  await t.services.customerAccounts.setPasswordWithLink(
    tokenOf(lastLinkTo(t, 'mo@acme.example')),
    'member-password-1',
  );
  const ended: string[] = [];
  t.services.events.on('customer.session-ended', () => ended.push('session'));
  t.services.events.on('customer.user-sessions-ended', ({ userId }) =>
    ended.push(userId === user.id ? 'user' : 'other user'),
  );
  const login = async (password = 'member-password-1') => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: json,
      payload: { email: 'mo@acme.example', password },
    });
    expect(res.statusCode).toBe(200);
    return ([] as string[])
      .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('fd_app='))!;
  };
  const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
  return { t, clientId: client.id, userId: user.id, ended, login, me };
}

describe('rows 16 and 29: customer sessions', () => {
  it('end when left idle past the idle timeout, though their lifetime runs on', async () => {
    const now = { t: Date.parse('2026-05-01T10:00:00.000Z') };
    const w = await workspace(now);
    const cookie = await w.login();
    now.t += 25 * 60_000;
    expect((await w.me(cookie)).statusCode).toBe(200);
    // Activity moved the idle clock: 25 more minutes is fine, 31 after the last use is not.
    now.t += 25 * 60_000;
    expect((await w.me(cookie)).statusCode).toBe(200);
    now.t += 31 * 60_000;
    expect((await w.me(cookie)).statusCode).toBe(401);
    expect(w.ended).toEqual(['session']);
  });

  it('end at once when the password is set again, and when the user is removed, with the ending announced', async () => {
    const now = { t: Date.parse('2026-05-01T10:00:00.000Z') };
    const w = await workspace(now);
    const first = await w.login();
    const second = await w.login();
    await w.t.services.customerAccounts.issueLink(w.clientId, w.userId);
    await w.t.services.customerAccounts.setPasswordWithLink(
      tokenOf(lastLinkTo(w.t, 'mo@acme.example')),
      'member-password-2',
    );
    expect((await w.me(first)).statusCode).toBe(401);
    expect((await w.me(second)).statusCode).toBe(401);
    expect(w.ended).toEqual(['user']);

    const third = await w.login('member-password-2');
    expect((await w.me(third)).statusCode).toBe(200);
    await w.t.services.customerAccounts.removeUser(w.clientId, w.userId, { operator: true });
    expect((await w.me(third)).statusCode).toBe(401);
    expect(w.ended).toEqual(['user', 'user']);
  });

  it('announce a sign-out', async () => {
    const w = await workspace({ t: Date.parse('2026-05-01T10:00:00.000Z') });
    const cookie = await w.login();
    const out = await w.t.inject({
      method: 'POST',
      url: '/api/app/logout',
      headers: { cookie, origin: w.t.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    expect((await w.me(cookie)).statusCode).toBe(401);
    expect(w.ended).toEqual(['session']);
  });
});
