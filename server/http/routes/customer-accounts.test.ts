import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { appCookieOf, lastLinkTo, linkTokenOf } from '../../testing/customer-session.ts';

const json = { 'content-type': 'application/json' };

describe('customer accounts over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let clientId = '';
  let operator = '';
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      env: { FRONTDESK_SMTP_URL: smtp.url, FRONTDESK_MAIL_FROM: 'Desk <desk@test.example>' },
    });
    operator = await t.login();
    clientId = (
      await t.services.clients.create({
        clientName: 'Ann Owner',
        businessName: 'Acme',
        domain: 'acme.example',
        plan: 'Premium',
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/app/login', headers: json, payload: { email, password } });
  const setPassword = (token: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/app/password', headers: json, payload: { token, password } });

  it('an operator adds an owner; the link comes by email, works once, and signs them in', async () => {
    const added = await t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/users`,
      headers: { ...json, cookie: operator },
      payload: { email: 'Ann@Acme.example', role: 'owner' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json.user).toMatchObject({
      email: 'ann@acme.example',
      role: 'owner',
      hasPassword: false,
      clientId,
    });
    const mail = await smtp.next('ann@acme.example');
    expect(mail.from).toBe('desk@test.example');
    expect(mail.subject).toContain('Frontdesk');
    const token = linkTokenOf(mail.text);
    expect(mail.text).toContain(`${t.config.publicUrl}/app/set-password#token=${token}`);
    // Whoever invites learns "invited", never the link (row 40).
    expect(added.json.status).toBe('invited');
    expect(added.payload).not.toContain(token);

    // No password yet: nothing signs in.
    expect((await login('ann@acme.example', 'anything-at-all')).statusCode).toBe(401);
    expect((await setPassword(token, 'short')).statusCode).toBe(400);
    const set = await setPassword(token, 'ann-secret-pass');
    expect(set.statusCode).toBe(200);
    expect(set.json).toEqual({ email: 'ann@acme.example' });
    const again = await setPassword(token, 'mallory-pass-123');
    expect(again.statusCode).toBe(400);

    expect((await login('ann@acme.example', 'mallory-pass-123')).statusCode).toBe(401);
    const ok = await login('ANN@acme.example', 'ann-secret-pass');
    expect(ok.statusCode).toBe(200);
    expect(ok.json).toMatchObject({ user: { email: 'ann@acme.example', role: 'owner' }, clientId });
    const cookie = appCookieOf(ok.headers);
    expect(String(ok.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(ok.headers['set-cookie'])).toMatch(/SameSite=Strict/);
    const me = await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json.clientId).toBe(clientId);
  });

  it('row 31: a reset answers the same for any email, mails only known ones, and ends the old sessions', async () => {
    const cookie = appCookieOf((await login('ann@acme.example', 'ann-secret-pass')).headers);
    const before = smtp.mails.length;
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/app/password-reset',
      headers: json,
      payload: { email: 'nobody@acme.example' },
    });
    const known = await t.inject({
      method: 'POST',
      url: '/api/app/password-reset',
      headers: json,
      payload: { email: 'ann@acme.example' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.payload).toBe(known.payload);
    const mail = await smtp.next('ann@acme.example');
    expect(mail.subject).toContain('Reset');
    expect(smtp.mails.slice(before).map((m) => m.to.join())).toEqual(['ann@acme.example']);

    expect((await setPassword(linkTokenOf(mail.text), 'ann-new-password')).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await login('ann@acme.example', 'ann-secret-pass')).statusCode).toBe(401);
    expect((await login('ann@acme.example', 'ann-new-password')).statusCode).toBe(200);
  });

  it('an owner invites a member, who cannot manage users; removing a user ends their session', async () => {
    const owner = appCookieOf((await login('ann@acme.example', 'ann-new-password')).headers);
    const invited = await t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/users`,
      headers: { ...json, cookie: owner },
      payload: { email: 'bob@acme.example' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json.user.role).toBe('member');
    const mail = await smtp.next('bob@acme.example');
    expect((await setPassword(linkTokenOf(mail.text), 'bob-password-1')).statusCode).toBe(200);
    const member = appCookieOf((await login('bob@acme.example', 'bob-password-1')).headers);

    const asMember = await t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/users`,
      headers: { ...json, cookie: member },
      payload: { email: 'eve@acme.example', role: 'owner' },
    });
    expect(asMember.statusCode).toBe(403);
    expect(await t.services.customerAccounts.membershipsOf('eve@acme.example')).toEqual([]);

    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}/users/${invited.json.user.id}`,
      headers: { cookie: owner },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie: member } })).statusCode,
    ).toBe(401);

    const lastOwner = (await t.services.customerAccounts.list(clientId)).find((u) => u.role === 'owner');
    const refused = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}/users/${lastOwner?.id}`,
      headers: { cookie: operator },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('throttles sign-in guessing per email', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login('ann@acme.example', `wrong-${i}-password`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await login('ann@acme.example', 'ann-new-password')).statusCode).toBe(429);
  });

  it('refuses a cross-site sign-in and a cross-site change with the workspace cookie', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: { ...json, origin: 'https://evil.example' },
      payload: { email: 'ann@acme.example', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      headers: { ...json, cookie: 'fd_app=anything', 'sec-fetch-site': 'cross-site' },
      payload: { businessName: 'Pwned' },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.services.clients.get(clientId)).businessName).toBe('Acme');
  });
});

describe('customer accounts without SMTP', () => {
  it('writes the mail to the outbox folder and prints the link in the log', async () => {
    const lines: string[] = [];
    const t = await startTestApp({ log: (line) => lines.push(line) });
    try {
      const client = await t.services.clients.create({
        clientName: 'Olga Outbox',
        businessName: 'Outbox Ltd',
        domain: 'outbox.example',
        plan: 'Starter',
      });
      await t.services.customerAccounts.addUser(client.id, { email: 'olga@outbox.example', role: 'owner' });
      const setPasswordUrl = lastLinkTo(t, 'olga@outbox.example');
      const outbox = path.join(t.dataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: olga@outbox.example');
      expect(setPasswordUrl).toMatch(/#token=/);
      expect(eml).toContain(setPasswordUrl);
      expect(lines.some((l) => l.includes(setPasswordUrl ?? '-'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
