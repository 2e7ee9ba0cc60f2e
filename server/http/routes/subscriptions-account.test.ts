import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { BUYER, startBillingApp, type BillingApp } from '../../payments/testing/billing-app.ts';
import { appCookieOf, signedInCustomer } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

const json = { 'content-type': 'application/json' };

describe.each(['sqlite', 'postgres'] as const)('a subscribed client’s billing on %s', (store) => {
  let fake: FakePaypal;
  let postgres: TestPostgres | undefined;
  let b: BillingApp;
  beforeAll(async () => {
    fake = await startFakePaypal();
    if (store === 'postgres') postgres = await startPostgresServer();
  });
  afterAll(async () => {
    await fake.close();
    await postgres?.stop();
  });
  afterEach(() => b?.close());
  const open = async () =>
    (b = await startBillingApp(
      fake,
      postgres ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
    ));

  /** One visitor question through the public API, from the client's own website. */
  const ask = async (clientId: string, n: number) => {
    const client = await b.t.services.clients.record(clientId);
    return b.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${client.accessToken}`, origin: `https://${BUYER.website}` },
      payload: { message: 'Do you ship abroad?', sessionId: `billingSession${String(n).padStart(8, '0')}` },
    });
  };
  /** Signs in again (a session left idle across the days a test skips has ended). */
  const signIn = async (email: string) => {
    const res = await b.t.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: json,
      payload: { email, password: 'a-good-password' },
    });
    return appCookieOf(res.headers);
  };
  const post = (url: string, cookie: string, payload?: object) =>
    b.t.inject({ method: 'POST', url, headers: { cookie, ...(payload ? json : {}) }, payload });

  it('notifies the owners of a failed renewal, answers through the grace period, then stops', async () => {
    await open();
    const { clientId, subscriptionId } = await b.buy('Starter');
    b.advanceDays(31);
    const failed = await b.deliver(fake.billing.failPayment(subscriptionId));
    expect(failed.json.outcome).toBe('applied');
    const [notice] = await b.mailsMatching((m) => /renewal of your Starter plan failed/.test(m.subject));
    expect(notice?.to).toBe(BUYER.email);
    expect(notice?.text).toContain('keeps answering until 14 Jan 2027');
    expect(notice?.html).toContain('14 Jan 2027');
    const billing = await b.billing(clientId);
    expect(billing.json.subscription.pastDueSince).toBe(b.now().toISOString());
    expect(billing.json).toMatchObject({ answering: true });
    expect((await ask(clientId, 1)).statusCode).toBe(200);
    b.advanceDays(6);
    expect((await ask(clientId, 2)).statusCode).toBe(200);
    b.advanceDays(2);
    const stopped = await ask(clientId, 3);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json).toMatchObject({
      code: 'usage_limit_reached',
      reply: expect.stringContaining('email'),
    });
    expect((await b.billing(clientId)).json.answering).toBe(false);
    // PayPal collects after all: answers come back, in a new period.
    expect((await b.deliver(fake.billing.renew(subscriptionId))).json.outcome).toBe('applied');
    expect((await ask(clientId, 4)).statusCode).toBe(200);
    expect((await b.billing(clientId)).json.subscription.pastDueSince).toBeNull();
  });

  it('cancels from /app for owners only: the plan runs to the end of the paid period, resubscribing restores it', async () => {
    await open();
    const { clientId } = await b.buy('Starter');
    const other = await b.buy('Starter', { email: 'owner@other.example', website: 'other.example' });
    const owner = await signedInCustomer(b.t, clientId, 'boss@cooper.example', 'owner', undefined, b);
    const member = await signedInCustomer(b.t, clientId, 'staff@cooper.example', 'member', undefined, b);
    expect((await post(`/api/clients/${clientId}/billing/cancel`, member.cookie)).statusCode).toBe(403);
    expect((await post(`/api/clients/${other.clientId}/billing/cancel`, owner.cookie)).statusCode).toBe(404);
    expect((await b.billing(clientId, member.cookie)).statusCode).toBe(403);

    b.advanceDays(10);
    owner.cookie = await signIn('boss@cooper.example');
    const cancelled = await post(`/api/clients/${clientId}/billing/cancel`, owner.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json).toMatchObject({
      answering: true,
      serviceUntil: '2027-01-07T10:00:00.000Z',
      subscription: { status: 'CANCELLED', cancelAtPeriodEnd: true, nextBillingTime: null },
    });
    expect(
      await b.mailsMatching((m) => m.subject === 'Frontdesk: your Starter plan ends on 7 Jan 2027'),
    ).toHaveLength(1);
    expect((await post(`/api/clients/${clientId}/billing/cancel`, owner.cookie)).statusCode).toBe(409);
    expect((await ask(clientId, 1)).statusCode).toBe(200);
    b.advanceDays(21);
    expect((await ask(clientId, 2)).statusCode).toBe(429);
    owner.cookie = await signIn('boss@cooper.example');

    const restart = await post(`/api/clients/${clientId}/billing/subscription`, owner.cookie, {
      plan: 'Premium',
    });
    expect(restart.statusCode).toBe(200);
    // Not approved yet: nothing changes.
    expect(
      (
        await post(
          `/api/clients/${clientId}/billing/subscription/${restart.json.subscriptionId}`,
          owner.cookie,
        )
      ).statusCode,
    ).toBe(402);
    fake.billing.approve(restart.json.subscriptionId);
    const back = await post(
      `/api/clients/${clientId}/billing/subscription/${restart.json.subscriptionId}`,
      owner.cookie,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json).toMatchObject({
      plan: 'Premium',
      answering: true,
      serviceUntil: null,
      subscription: { status: 'ACTIVE' },
    });
    expect((await ask(clientId, 3)).statusCode).toBe(200);
    // Its first payment's receipt says the subscription is active (no welcome, no password step).
    const [receipt, ...more] = await b.mailsMatching((m) => /subscription is active/.test(m.text));
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe('Frontdesk receipt: 49.00 USD for Premium, 7 Jan 2027 to 7 Feb 2027');
    expect(receipt?.html).toContain('Your Premium subscription is active');
    expect(receipt?.text).not.toContain('Set your password');
    // Another workspace cannot take this subscription on.
    expect(
      (
        await post(
          `/api/clients/${other.clientId}/billing/subscription/${restart.json.subscriptionId}`,
          await b.t.login(),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('changes the plan only once PayPal confirms the revision', async () => {
    await open();
    const { clientId, subscriptionId } = await b.buy('Starter');
    const owner = await signedInCustomer(b.t, clientId, 'boss@cooper.example', 'owner', undefined, b);
    const asked = await post(`/api/clients/${clientId}/billing/plan`, owner.cookie, { plan: 'Premium' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json).toMatchObject({
      pendingPlan: 'Premium',
      approveUrl: expect.stringContaining('paypal.com'),
    });
    const limit = async () => (await b.t.services.clients.get(clientId)).messageLimit;
    expect((await b.t.services.clients.get(clientId)).plan).toBe('Starter');
    // An update PayPal sends before the buyer approved (or a forged "I upgraded"): PayPal still says Starter.
    await b.deliver(fake.billing.eventFor('BILLING.SUBSCRIPTION.UPDATED', subscriptionId));
    const refreshed = await post(`/api/clients/${clientId}/billing/refresh`, owner.cookie);
    expect(refreshed.json).toMatchObject({ plan: 'Starter', subscription: { pendingPlan: 'Premium' } });
    expect(await limit()).toBe(200);
    await b.deliver(fake.billing.approveRevision(subscriptionId));
    expect((await b.t.services.clients.get(clientId)).plan).toBe('Premium');
    expect(await limit()).toBe(500);
    expect((await b.billing(clientId)).json.subscription).toMatchObject({
      plan: 'Premium',
      pendingPlan: null,
    });
  });

  it('lets operators comp a plan and see MRR and the counts', async () => {
    await open();
    const a = await b.buy('Starter');
    await b.buy('Enterprise', { email: 'e@ent.example', website: 'ent.example' });
    const c = await b.buy('Premium', { email: 'p@prem.example', website: 'prem.example' });
    await b.deliver(fake.billing.failPayment(c.subscriptionId));
    const admin = await b.t.login();
    const summary = await b.t.inject({
      method: 'GET',
      url: '/api/admin/billing/summary',
      headers: { cookie: admin },
    });
    expect(summary.json).toEqual({
      mrr: 29 + 149 + 49,
      currency: 'USD',
      active: 2,
      pastDue: 1,
      cancelled: 0,
    });
    const owner = await signedInCustomer(b.t, a.clientId, 'boss@cooper.example', 'owner', undefined, b);
    expect(
      (await post(`/api/clients/${a.clientId}/billing/comp`, owner.cookie, { plan: 'Enterprise' }))
        .statusCode,
    ).toBe(403);
    const comped = await post(`/api/clients/${a.clientId}/billing/comp`, admin, { plan: 'Enterprise' });
    expect(comped.json).toMatchObject({
      plan: 'Enterprise',
      managedBy: 'operator',
      subscription: null,
      answering: true,
    });
    expect(comped.json.payments).toHaveLength(1);
    expect(fake.billing.subscriptions.get(a.subscriptionId)?.status).toBe('CANCELLED');
    // The cancelled subscription's own news no longer touches the comped client.
    await b.deliver(fake.billing.eventFor('BILLING.SUBSCRIPTION.CANCELLED', a.subscriptionId));
    expect((await b.billing(a.clientId)).json).toMatchObject({ plan: 'Enterprise', serviceUntil: null });
    const after = await b.t.inject({
      method: 'GET',
      url: '/api/admin/billing/summary',
      headers: { cookie: admin },
    });
    expect(after.json).toMatchObject({ mrr: 149 + 49, active: 1, pastDue: 1 });
  });
});
