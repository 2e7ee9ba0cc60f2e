/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 34–35 and 47: payments, against a fake PayPal on loopback,
 * on SQLite and PostgreSQL. Plans are sold only as PayPal subscriptions; the one-time order path
 * (create order, capture, "create account" for a captured order, upgrade orders) is retired, so row 34's
 * tampering is tried on the subscription checkout and on the old routes, which must be gone.
 *
 * Already covered elsewhere (not repeated here):
 *   row 34 → server/http/routes/subscriptions-checkout.test.ts (both stores): "makes one client on an
 *            ACTIVE subscription, however often the purchase is reported" (not yet approved: 402; another
 *            plan named in the form: 402; another buyer: 409; the server chose PayPal's plan from the
 *            table), "refuses an unknown subscription, and one made for a workspace, as a sign-up"
 *            (planId and price in the start body: 400)
 *   row 35 → server/http/routes/subscriptions-checkout.test.ts (both stores): forged, tampered, unsigned
 *            and unverifiable deliveries answer 401/400/502 and change nothing; a replay (also ten at
 *            once) is acknowledged and applied once. The test below checks that a forged event changes
 *            nothing on a server without PAYPAL_WEBHOOK_ID either, and that no other path takes events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../payments/testing/fake-paypal.ts';
import { startBillingApp, BUYER, type BillingApp } from '../payments/testing/billing-app.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';

let fake: FakePaypal;
let postgres: TestPostgres;
beforeAll(async () => {
  fake = await startFakePaypal();
  postgres = await startPostgresServer();
}, 120_000);
afterAll(async () => {
  await fake?.close();
  await postgres?.stop();
});

const STORES: [string, () => Promise<Record<string, string>>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ FRONTDESK_DATABASE_URL: await postgres.createDatabase() })],
];

/** The one-time order routes of before subscriptions; none may answer anything but 404. */
const RETIRED = [
  { url: '/api/paypal/order', payload: { plan: 'Starter' } },
  { url: '/api/paypal/order/5O190127TN364715T/capture', payload: {} },
  {
    url: '/api/checkout/paypal-success',
    payload: { ...BUYER, plan: 'Starter', paymentDetails: { orderID: '5O190127TN364715T' } },
  },
  { url: '/api/clients/{id}/upgrade/order', payload: { plan: 'Enterprise' } },
  { url: '/api/clients/{id}/upgrade/order/5O190127TN364715T/capture', payload: {} },
];

describe.each(STORES)('checkout tampering on %s', (_store, envOf) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBillingApp(fake, await envOf(), { webhookId: false });
  }, 120_000);
  afterAll(async () => b?.close());

  // (The checkout routes allow 30 calls a minute per address: the tests together stay under it.)
  const clients = async () => (await b.t.services.clients.list()).length;

  it('row 34: the retired one-time order routes answer 404, for anyone, and ask PayPal for nothing', async () => {
    const { clientId } = await b.buy('Starter');
    const before = await clients();
    const cookie = await b.t.login();
    for (const { url, payload } of RETIRED) {
      for (const headers of [{}, { cookie }]) {
        const res = await b.t.inject({
          method: 'POST',
          url: url.replace('{id}', clientId),
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
        expect(res.statusCode, url).toBe(404);
      }
    }
    expect(fake.calls.some((c) => c.includes('/v2/checkout/orders'))).toBe(false);
    expect(await clients()).toBe(before);
    expect((await b.t.services.clients.get(clientId)).plan).toBe('Starter');
  });

  it('row 34: price, currency and amount fields in the start body are refused; PayPal is asked for the table price', async () => {
    const tampered = [
      { amount: '0.01' },
      { currency: 'JPY' },
      { price: 1 },
      { plan_id: 'P-CHEAP' },
      { plan: 'Starter ' },
      { plan: 'Free' },
    ];
    for (const body of tampered) {
      const res = await b.t.inject({
        method: 'POST',
        url: '/api/checkout/subscriptions',
        headers: { 'content-type': 'application/json' },
        payload: { plan: 'Starter', ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const { planId, subscriptionId } = await b.start('Premium');
    expect(fake.billing.subscriptions.get(subscriptionId)?.plan_id).toBe(planId);
    expect(fake.billing.plans.get(planId)).toMatchObject({ price: '49.00', currency: 'USD' });
  });

  it('row 34: an ACTIVE subscription on a plan the server did not choose (another price or currency) creates no account', async () => {
    const before = await clients();
    const { subscriptionId } = await b.start('Premium');
    for (const [price, currency] of [
      ['0.01', 'USD'],
      ['49.00', 'JPY'],
    ] as const) {
      const foreign = `P-FOREIGN-${currency}`;
      fake.billing.plans.set(foreign, { id: foreign, product_id: 'PROD-X', name: 'Cheap', price, currency });
      fake.billing.subscriptions.get(subscriptionId)!.plan_id = foreign;
      fake.billing.approve(subscriptionId);
      const res = await b.complete(subscriptionId, { plan: 'Premium', website: 'foreign.example' });
      expect(res.statusCode, `${price} ${currency}`).toBe(402);
      expect(res.json).toMatchObject({
        code: 'payment_failed',
        error: expect.stringContaining('another plan'),
      });
      expect(await clients()).toBe(before);
    }
  });

  it('row 34: eight concurrent sign-ups on one approved subscription create one account; a made-up one none', async () => {
    const before = await clients();
    // The sign-up goes with the start (it is what the workspace is made from); the form comes again.
    const { subscriptionId } = await b.start('Premium', { website: 'eight.example' });
    fake.billing.approve(subscriptionId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        b.complete(subscriptionId, { plan: 'Premium', website: 'eight.example' }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json.clientId as string));
    expect(ids.size).toBe(1);
    expect(await clients()).toBe(before + 1);
    expect((await b.complete('I-MADEUP00000001', { plan: 'Premium' })).statusCode).toBe(404);
    expect(await clients()).toBe(before + 1);
  });

  it('row 47: a cheaper plan asked after a bigger one was paid drops nothing until PayPal reports it', async () => {
    const { clientId, subscriptionId } = await b.buy('Premium', {
      email: 'row47@shop.example',
      website: 'row47.example',
    });
    const cookie = await b.t.login();
    const post = (path: string, payload?: object) =>
      b.t.inject({
        method: 'POST',
        url: `/api/clients/${clientId}/billing/${path}`,
        headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      });
    const plan = async () => (await b.t.services.clients.get(clientId)).plan;
    expect((await post('plan', { plan: 'Enterprise' })).statusCode).toBe(200);
    fake.billing.approveRevision(subscriptionId);
    expect((await post('refresh')).json).toMatchObject({ plan: 'Enterprise' });
    // The cheaper change is asked but never approved at PayPal: the paid plan stays.
    expect((await post('plan', { plan: 'Starter' })).statusCode).toBe(200);
    expect((await post('refresh')).json).toMatchObject({
      plan: 'Enterprise',
      subscription: { plan: 'Enterprise', pendingPlan: 'Starter' },
    });
    // The one-time upgrade capture this row was written for is gone.
    const old = await b.t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/upgrade/order/5O190127TN364715T/capture`,
      headers: { cookie },
    });
    expect(old.statusCode).toBe(404);
    expect(await plan()).toBe('Enterprise');
  });

  it('row 35: a forged or replayed PayPal webhook event changes nothing, here without a webhook id', async () => {
    const before = await clients();
    const event = {
      id: 'WH-FORGED-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE-1', amount: { currency_code: 'USD', value: '29.00' }, custom_id: 'Starter' },
    };
    for (const url of ['/api/paypal/webhook', '/api/webhooks/paypal', '/api/checkout/webhook']) {
      for (let i = 0; i < 3; i++) {
        const res = await b.t.inject({
          method: 'POST',
          url,
          payload: event,
          headers: { 'paypal-transmission-id': 'forged', 'paypal-transmission-sig': 'forged' },
        });
        // The one webhook endpoint refuses before reading anything (no PAYPAL_WEBHOOK_ID here); no other takes events.
        expect(res.statusCode, url).toBe(url === '/api/paypal/webhook' ? 503 : 404);
      }
    }
    expect(await clients()).toBe(before);
  });
});
