import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_WEBHOOK_ID, startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { BUYER, startBillingApp, type BillingApp } from '../../payments/testing/billing-app.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

describe.each(['sqlite', 'postgres'] as const)('subscription checkout and webhooks on %s', (store) => {
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
  const open = async () =>
    (b = await startBillingApp(
      fake,
      postgres ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
    ));
  afterEach(() => b?.close());

  it('makes one client on an ACTIVE subscription, however often the purchase is reported', async () => {
    await open();
    const { planId, subscriptionId } = await b.start('Starter');
    // The server chose PayPal's plan from our table: Starter at 29.00 a month.
    expect(fake.billing.plans.get(planId)).toMatchObject({ price: '29.00', currency: 'USD' });
    expect(fake.billing.subscriptions.get(subscriptionId)?.plan_id).toBe(planId);
    // Not approved at PayPal yet: no client.
    const early = await b.complete(subscriptionId);
    expect(early.statusCode).toBe(402);
    expect(early.json).toMatchObject({
      code: 'payment_failed',
      error: expect.stringContaining('APPROVAL_PENDING'),
    });
    fake.billing.approve(subscriptionId);
    // The form names another plan than the subscription was made for.
    expect((await b.complete(subscriptionId, { plan: 'Premium' })).statusCode).toBe(402);
    const results = await Promise.all(Array.from({ length: 5 }, () => b.complete(subscriptionId)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const clientId = ok[0]?.json.clientId as string;
    expect(new Set(ok.map((r) => r.json.clientId))).toEqual(new Set([clientId]));
    expect(ok[0]?.json).toMatchObject({ businessName: BUYER.businessName, email: BUYER.email });
    expect((await b.t.services.clients.list({ search: 'cooper.example' })).map((c) => c.id)).toEqual([
      clientId,
    ]);
    // Reported again later: the same client, and no second password link.
    const again = await b.complete(subscriptionId);
    expect(again.json).toMatchObject({ clientId, setPasswordUrl: null });
    // Another buyer naming the same subscription gets nothing.
    const other = await b.complete(subscriptionId, { email: 'mallory@evil.example' });
    expect(other.statusCode).toBe(409);

    const billing = await b.billing(clientId);
    expect(billing.json).toMatchObject({
      plan: 'Starter',
      managedBy: 'subscription',
      answering: true,
      serviceUntil: null,
      subscription: { id: subscriptionId, status: 'ACTIVE', plan: 'Starter', cancelAtPeriodEnd: false },
    });
    expect(billing.json.subscription.currentPeriod.start).toBe(b.now().toISOString());
    expect(billing.json.payments).toHaveLength(1);
    expect(billing.json.payments[0]).toMatchObject({ amount: '29.00', currency: 'USD', plan: 'Starter' });
    // The welcome mail states the amount and the period, in both parts, once.
    const [welcome, ...more] = await b.mailsMatching(
      (m) => m.to === BUYER.email && /^Welcome to Frontdesk/.test(m.subject),
    );
    expect(more).toEqual([]);
    expect(welcome?.text).toContain('29.00 USD');
    expect(welcome?.text).toContain('7 Dec 2026 to 7 Jan 2027');
    expect(welcome?.html).toContain('7 Dec 2026 to 7 Jan 2027');
  });

  it('refuses an unknown subscription, and one made for a workspace, as a sign-up', async () => {
    await open();
    expect((await b.complete('I-NOTOURS0001')).statusCode).toBe(404);
    // A workspace's own new subscription, approved at PayPal, never becomes another client.
    const { clientId } = await b.buy('Starter');
    const owner = await signedInCustomer(b.t, clientId, 'boss@cooper.example', 'owner', undefined, b);
    const headers = { cookie: owner.cookie, 'content-type': 'application/json' };
    // A renewing workspace changes plan instead of subscribing twice.
    const twice = {
      method: 'POST',
      url: `/api/clients/${clientId}/billing/subscription`,
      headers,
      payload: { plan: 'Premium' },
    } as const;
    expect((await b.t.inject(twice)).statusCode).toBe(409);
    await b.t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/billing/cancel`,
      headers: { cookie: owner.cookie },
    });
    const own = await b.t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/billing/subscription`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: { plan: 'Premium' },
    });
    fake.billing.approve(own.json.subscriptionId);
    const stolen = await b.complete(own.json.subscriptionId, {
      plan: 'Premium',
      email: 'x@thief.example',
      website: 'thief.example',
    });
    expect(stolen.statusCode).toBe(404);
    // Dot segments never reach routing (row 48).
    expect((await b.complete('../etc')).statusCode).toBe(400);
    const bad = await b.t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: { plan: 'Starter', planId: 'P-CHEAP', price: '0.01' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 502 and keeps nothing when PayPal refuses or is down while subscribing', async () => {
    await open();
    const before = fake.billing.subscriptions.size;
    fake.billing.state.nextSubscription = { status: 503, issue: 'SERVICE_UNAVAILABLE' };
    const res = await b.t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: { ...BUYER, plan: 'Starter' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json).toEqual({
      code: 'provider_error',
      error: 'PayPal did not accept the request. Please try again.',
    });
    expect(fake.billing.subscriptions.size).toBe(before);
    // The next try goes through.
    expect((await b.start('Starter')).subscriptionId).toMatch(/^I-/);
  });

  it('starts a new usage period at zero and keeps a receipt on each renewal, once', async () => {
    await open();
    const { clientId, subscriptionId } = await b.buy('Starter');
    const record = () => b.t.services.clients.record(clientId);
    for (let i = 0; i < 3; i++) await b.t.services.usage.consumeFor(await record());
    expect(await b.t.services.usage.used(await record())).toBe(3);
    expect(Number((await b.t.services.clients.get(clientId)).messagesUsed)).toBe(3);

    b.advanceDays(31);
    const sale = fake.billing.renew(subscriptionId);
    const first = await b.deliver(sale);
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({ received: true, outcome: 'applied' });
    expect(await b.t.services.usage.used(await record())).toBe(0);
    expect(Number((await b.t.services.clients.get(clientId)).messagesUsed)).toBe(0);
    // Replayed, also ten at once: acknowledged, applied once.
    const replays = await Promise.all(Array.from({ length: 10 }, () => b.deliver(sale)));
    for (const r of replays) expect(r.statusCode).toBe(200);
    const billing = await b.billing(clientId);
    expect(billing.json.payments).toHaveLength(2);
    expect(billing.json.subscription.currentPeriod.start).toBe(b.now().toISOString());
    const renewals = await b.mailsMatching((m) => /^Frontdesk receipt/.test(m.subject));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.text).toContain('29.00 USD for 7 Jan 2027 to 7 Feb 2027');
    expect(renewals[0]?.html).toContain('29.00 USD');
  });

  it('applies a renewal reported before the activation, and the activation after, once each', async () => {
    await open();
    const { subscriptionId } = await b.start('Premium');
    const { activated, sale } = fake.billing.approve(subscriptionId);
    expect((await b.deliver(sale)).json.outcome).toBe('applied');
    expect((await b.deliver(activated)).json.outcome).toBe('applied');
    const done = await b.complete(subscriptionId, { plan: 'Premium' });
    expect(done.statusCode).toBe(200);
    const billing = await b.billing(done.json.clientId);
    expect(billing.json.payments.map((p: { amount: string }) => p.amount)).toEqual(['49.00']);
    expect(billing.json.subscription).toMatchObject({ status: 'ACTIVE', plan: 'Premium' });
  });

  it('changes nothing for forged, tampered, unsigned, unknown or unverifiable deliveries', async () => {
    await open();
    const { clientId, subscriptionId } = await b.buy('Starter');
    b.advanceDays(31);
    const sale = fake.billing.renew(subscriptionId);
    const payments = async () => (await b.billing(clientId)).json.payments.length as number;

    const forged = await b.deliver(sale, undefined, 'WH-SOMEONE-ELSE');
    expect(forged.statusCode).toBe(401);
    expect(forged.json).toMatchObject({ code: 'unauthorized' });
    const tampered = await b.deliver(sale, (body) => body.replace('"29.00"', '"2.90"'));
    expect(tampered.statusCode).toBe(401);
    const unsigned = await b.t.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sale),
    });
    expect(unsigned.statusCode).toBe(401);
    const notJson = await b.t.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { ...fake.billing.deliver(sale).headers },
      payload: '{"id":',
    });
    expect(notJson.statusCode).toBe(400);
    fake.billing.state.nextVerify = 'FAILURE';
    expect((await b.deliver(sale)).statusCode).toBe(401);
    expect(await payments()).toBe(1);

    // PayPal down while verifying: 502, nothing kept, so PayPal's retry applies it.
    fake.billing.state.nextVerify = { status: 503 };
    const down = await b.deliver(sale);
    expect(down.statusCode).toBe(502);
    expect(await payments()).toBe(1);
    expect((await b.deliver(sale)).json.outcome).toBe('applied');
    expect(await payments()).toBe(2);

    // A subscription that is not ours: acknowledged, left alone.
    const strangers = fake.billing.renew(subscriptionId);
    const foreign = {
      ...strangers,
      resource: { ...strangers.resource, billing_agreement_id: 'I-NOTOURS0001' },
    };
    expect((await b.deliver(foreign)).json).toEqual({ received: true, outcome: 'ignored' });
    expect(await payments()).toBe(2);
    expect(FAKE_WEBHOOK_ID).toMatch(/^WH-/);
  });

  it('answers 503 without a webhook id, before reading anything', async () => {
    b = await startBillingApp(
      fake,
      postgres ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
      { webhookId: false },
    );
    const { subscriptionId } = await b.start('Starter');
    const { sale } = fake.billing.approve(subscriptionId);
    const before = fake.billing.state.verifications;
    const res = await b.deliver(sale);
    expect(res.statusCode).toBe(503);
    expect(res.json.code).toBe('payments_not_configured');
    expect(fake.billing.state.verifications).toBe(before);
  });
});
