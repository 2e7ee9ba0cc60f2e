/**
 * One login, several workspaces: a buyer who buys for a second website, or a person invited to a second
 * client, keeps one email and one password and switches between the workspaces. Nobody who adds an
 * existing email ever gets a link that would set that person's password, and a session sees one client
 * at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { appCookieOf, lastLinkTo, linkTokenOf } from '../../testing/customer-session.ts';

const json = { 'content-type': 'application/json' };

describe('one login, several workspaces', () => {
  let fake: FakePaypal;
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    [fake, smtp] = await Promise.all([startFakePaypal(), startSmtpTestServer()]);
    t = await startTestApp({
      env: {
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
        FRONTDESK_SMTP_URL: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([fake.close(), smtp.close()]);
  });

  /** A purchase as the site makes it: a subscription started, approved at PayPal, then the sign-up form. */
  const buy = async (businessName: string, website: string) => {
    const form = {
      fullName: 'Dana Buyer',
      email: 'dana@shops.example',
      businessName,
      website,
      plan: 'Starter',
    };
    const started = await t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions',
      headers: json,
      payload: form,
    });
    expect(started.statusCode).toBe(200);
    const id = started.json.subscriptionId as string;
    fake.billing.approve(id);
    const res = await t.inject({
      method: 'POST',
      url: `/api/checkout/subscriptions/${id}`,
      headers: json,
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    return res.json as { clientId: string; setPasswordUrl: string | null };
  };
  /** The next mail about the account (each purchase also mails a receipt, which this test does not read). */
  const nextAccountMail = async (to: string) => {
    for (;;) {
      const mail = await smtp.next(to);
      if (!/receipt/i.test(mail.subject)) return mail;
    }
  };
  const login = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/app/login', headers: json, payload: { email, password } });
  const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
  const switchTo = (cookie: string, clientId: string) =>
    t.inject({
      method: 'POST',
      url: '/api/app/workspace',
      headers: { ...json, cookie },
      payload: { clientId },
    });

  let first = '';
  let second = '';

  it('a buyer of a second website gets it as a second workspace of the same login', async () => {
    const one = await buy('Dana Shoes', 'dana-shoes.example');
    first = one.clientId;
    // The welcome mail carries a link of its own: set from the mailbox, the password is verified.
    const welcome = await nextAccountMail('dana@shops.example');
    expect(linkTokenOf(welcome.text)).not.toBe(linkTokenOf(one.setPasswordUrl));
    const set = await t.inject({
      method: 'POST',
      url: '/api/app/password',
      headers: json,
      payload: { token: linkTokenOf(welcome.text), password: 'dana-password-1' },
    });
    expect(set.statusCode).toBe(200);
    // Its page link died with the password change.
    const stale = await t.inject({
      method: 'POST',
      url: '/api/app/password',
      headers: json,
      payload: { token: linkTokenOf(one.setPasswordUrl), password: 'dana-password-9' },
    });
    expect(stale.statusCode).toBe(400);

    const two = await buy('Dana Hats', 'dana-hats.example');
    second = two.clientId;
    // No link to set a password that already exists: the buyer is told by email to sign in.
    expect(two.setPasswordUrl).toBeNull();
    const notice = await nextAccountMail('dana@shops.example');
    expect(notice.text).toContain('Dana Hats');
    expect(notice.text).not.toContain('#token=');

    const signedIn = await login('dana@shops.example', 'dana-password-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.workspaces).toEqual([
      { clientId: first, businessName: 'Dana Shoes', role: 'owner' },
      { clientId: second, businessName: 'Dana Hats', role: 'owner' },
    ]);
    const cookie = appCookieOf(signedIn.headers);
    const opened = signedIn.json.clientId as string;
    const other = opened === first ? second : first;

    // One client per session: the other workspace's data is not found until the session switches.
    expect(
      (await t.inject({ method: 'GET', url: `/api/clients/${other}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    const switched = await switchTo(cookie, other);
    expect(switched.statusCode).toBe(200);
    expect(switched.json.clientId).toBe(other);
    const next = appCookieOf(switched.headers);
    expect(next).not.toBe(cookie);
    // The old session ended with the switch.
    expect((await me(cookie)).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: `/api/clients/${other}`, headers: { cookie: next } })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/clients/${opened}`, headers: { cookie: next } }))
        .statusCode,
    ).toBe(404);

    // The last workspace used opens at the next sign-in.
    expect((await login('dana@shops.example', 'dana-password-1')).json.clientId).toBe(other);
  });

  it('switching to a client that is not theirs is 404, and operators have no workspace to switch', async () => {
    const stranger = await t.services.clients.create({
      clientName: 'Sam Stranger',
      businessName: 'Stranger Things',
      domain: 'stranger.example',
      plan: 'Starter',
    });
    const cookie = appCookieOf((await login('dana@shops.example', 'dana-password-1')).headers);
    expect((await switchTo(cookie, stranger.id)).statusCode).toBe(404);
    expect((await switchTo(cookie, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await switchTo(await t.login(), first)).statusCode).toBe(403);
    expect((await switchTo('', first)).statusCode).toBe(401);
  });

  it('an owner inviting an email that has a login elsewhere gets no link; the invitee keeps their password', async () => {
    const other = await t.services.clients.create({
      clientName: 'Olive Owner',
      businessName: 'Olive Oils',
      domain: 'olive.example',
      plan: 'Starter',
    });
    await t.services.customerAccounts.addUser(other.id, { email: 'olive@olive.example', role: 'owner' });
    const oliveMail = await smtp.next('olive@olive.example');
    await t.services.customerAccounts.setPasswordWithLink(linkTokenOf(oliveMail.text), 'olive-password-1');
    const olive = appCookieOf((await login('olive@olive.example', 'olive-password-1')).headers);

    const invited = await t.inject({
      method: 'POST',
      url: `/api/clients/${other.id}/users`,
      headers: { ...json, cookie: olive },
      payload: { email: 'Dana@Shops.example' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json).toMatchObject({ status: 'added', user: { role: 'member', hasPassword: true } });
    const notice = await nextAccountMail('dana@shops.example');
    expect(notice.text).toContain('Olive Oils');
    expect(notice.text).not.toContain('#token=');
    // Asking for a fresh link for that user mails it to them only.
    const relink = await t.inject({
      method: 'POST',
      url: `/api/clients/${other.id}/users/${invited.json.user.id}/link`,
      headers: { cookie: olive },
    });
    expect(relink.statusCode).toBe(200);
    expect(relink.json).toMatchObject({ status: 'invited' });
    expect(relink.payload).not.toContain('#token=');
    await nextAccountMail('dana@shops.example');
    // Twice in one workspace is refused.
    const twice = await t.inject({
      method: 'POST',
      url: `/api/clients/${other.id}/users`,
      headers: { ...json, cookie: olive },
      payload: { email: 'dana@shops.example' },
    });
    expect(twice.statusCode).toBe(409);

    const signedIn = await login('dana@shops.example', 'dana-password-1');
    expect(signedIn.statusCode).toBe(200);
    expect(
      signedIn.json.workspaces.map(
        (w: { businessName: string; role: string }) => `${w.businessName}:${w.role}`,
      ),
    ).toEqual(['Dana Shoes:owner', 'Dana Hats:owner', 'Olive Oils:member']);
    // Removing Dana from Olive Oils leaves her own workspaces as they are.
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${other.id}/users/${invited.json.user.id}`,
      headers: { cookie: olive },
    });
    expect(removed.statusCode).toBe(200);
    expect((await login('dana@shops.example', 'dana-password-1')).json.workspaces).toHaveLength(2);
  });

  it('a reset sets the one password of every workspace and ends every session', async () => {
    const cookie = appCookieOf((await login('dana@shops.example', 'dana-password-1')).headers);
    await t.inject({
      method: 'POST',
      url: '/api/app/password-reset',
      headers: json,
      payload: { email: 'dana@shops.example' },
    });
    const mail = await nextAccountMail('dana@shops.example');
    expect(mail.subject).toContain('Reset');
    await t.inject({
      method: 'POST',
      url: '/api/app/password',
      headers: json,
      payload: { token: linkTokenOf(mail.text), password: 'dana-password-2' },
    });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('dana@shops.example', 'dana-password-1')).statusCode).toBe(401);
    const again = await login('dana@shops.example', 'dana-password-2');
    const next = appCookieOf(again.headers);
    for (const w of again.json.workspaces as { clientId: string }[]) {
      const res = await switchTo(
        appCookieOf((await login('dana@shops.example', 'dana-password-2')).headers),
        w.clientId,
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await me(next)).statusCode).toBe(200);
  });
});

describe('the workspace cookie over https', () => {
  it('is named __Host-fd_app, Secure, for path /, and the plain name is not read', async () => {
    const t = await startTestApp({ env: { FRONTDESK_PUBLIC_URL: 'https://desk.example.com' } });
    try {
      const client = await t.services.clients.create({
        clientName: 'Hana Host',
        businessName: 'Host Prefix Ltd',
        domain: 'host-prefix.example',
        plan: 'Starter',
      });
      await t.services.customerAccounts.addUser(client.id, {
        email: 'hana@host-prefix.example',
        role: 'owner',
      });
      await t.services.customerAccounts.setPasswordWithLink(
        linkTokenOf(lastLinkTo(t, 'hana@host-prefix.example')),
        'hana-password-1',
      );
      const res = await t.inject({
        method: 'POST',
        url: '/api/app/login',
        headers: { ...json, origin: 'https://desk.example.com' },
        payload: { email: 'hana@host-prefix.example', password: 'hana-password-1' },
      });
      expect(res.statusCode).toBe(200);
      const set = ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).join('\n');
      expect(set).toMatch(/^__Host-fd_app=[^;]+;.*Secure.*Path=\//m);
      expect(set).not.toMatch(/Domain=/i);
      const value = /__Host-fd_app=([^;]+)/.exec(set)?.[1] ?? '';
      const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie } });
      expect((await me(`__Host-fd_app=${value}`)).statusCode).toBe(200);
      expect((await me(`fd_app=${value}`)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('workspace sign-in throttling, as the console', () => {
  it('refuses the failing address, never the customer signing in from another one', async () => {
    const t = await startTestApp();
    try {
      const client = await t.services.clients.create({
        clientName: 'Lena Lockout',
        businessName: 'No Lockout Ltd',
        domain: 'no-lockout.example',
        plan: 'Starter',
      });
      await t.services.customerAccounts.addUser(client.id, {
        email: 'lena@no-lockout.example',
        role: 'owner',
      });
      await t.services.customerAccounts.setPasswordWithLink(
        linkTokenOf(lastLinkTo(t, 'lena@no-lockout.example')),
        'lena-password-1',
      );
      const login = (password: string, ip: string) =>
        t.app.http.inject({
          method: 'POST',
          url: '/api/app/login',
          payload: { email: 'lena@no-lockout.example', password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 10; i++)
        expect((await login(`wrong-${i}-pass`, '203.0.113.9')).statusCode).toBe(401);
      expect((await login('lena-password-1', '203.0.113.9')).statusCode).toBe(429);
      // Slowed (one second) while the email is under attack, never refused from an honest address.
      expect((await login('lena-password-1', '198.51.100.7')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
