/**
 * After the purchase: the set-password page checks its link before the form is filled (valid, for
 * which workspace; expired; used), and setting the password signs the buyer in to that workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCookieOf, lastLinkTo, linkTokenOf } from '../../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const json = { 'content-type': 'application/json' };
let now = new Date('2026-12-07T10:00:00.000Z');

describe('set-password links', () => {
  let t: TestApp;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp({ clock: { now: () => now } });
    clientId = (
      await t.services.clients.create({
        clientName: 'Rosa',
        businessName: 'Rosa Coffee',
        domain: 'rosa.example',
        plan: 'Starter',
      })
    ).id;
  });
  afterAll(async () => t.close());

  const check = (token: string) =>
    t.inject({ method: 'POST', url: '/api/app/password-link', headers: json, payload: { token } });
  const setPassword = (token: string, password = 'roasting-beans') =>
    t.inject({ method: 'POST', url: '/api/app/password', headers: json, payload: { token, password } });

  it('says a fresh link is valid for its workspace, without using it; setting the password signs in', async () => {
    await t.services.customerAccounts.addUser(clientId, { email: 'rosa@rosa.example', role: 'owner' });
    const token = linkTokenOf(lastLinkTo(t, 'rosa@rosa.example'));
    expect((await check(token)).json).toEqual({ status: 'valid', businessName: 'Rosa Coffee' });
    expect((await check(token)).json.status).toBe('valid');
    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    const cookie = appCookieOf(set.headers);
    expect(cookie).toMatch(/^fd_app=/);
    const me = await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
    expect(me.json).toMatchObject({ clientId, user: { email: 'rosa@rosa.example', role: 'owner' } });
    // Gone now (a password change ends every link of the person): the page offers a new link instead
    // of a form that would fail.
    expect((await check(token)).json).toEqual({ status: 'unknown', businessName: null });
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('tells an expired link from an unknown one, and names no workspace for either', async () => {
    await t.services.customerAccounts.addUser(clientId, { email: 'sam@rosa.example', role: 'member' });
    const token = linkTokenOf(lastLinkTo(t, 'sam@rosa.example'));
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect((await check(token)).json).toEqual({ status: 'expired', businessName: null });
    expect((await setPassword(token)).headers['set-cookie']).toBeUndefined();
    expect((await check('x'.repeat(43))).json).toEqual({ status: 'unknown', businessName: null });
    expect((await check('')).statusCode).toBe(400);
  });
});
