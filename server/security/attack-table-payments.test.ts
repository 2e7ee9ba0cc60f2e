/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 34–35: payments, against a fake PayPal on loopback,
 * on SQLite and PostgreSQL.
 *
 * Already covered elsewhere (not repeated here):
 *   row 34 → server/http/routes/checkout.test.ts: "charges the plan price whatever amount the browser sends",
 *            "creates one client after a COMPLETED capture, however often success is repeated", "refuses a
 *            repeated success call from another buyer", "does not create a client when the capture is
 *            DECLINED" / "…PayPal captured the wrong amount" / "…an order that was never captured",
 *            "refuses a success call naming another plan than the order", "answers 404 for orders it did
 *            not create"; store.contract.test.ts: "claims an order once…" (both stores)
 *   row 35 → server/http/routes/subscriptions-checkout.test.ts (both stores): forged, tampered, unsigned
 *            and unverifiable deliveries answer 401/400/502 and change nothing; a replay (also ten at
 *            once) is acknowledged and applied once. The test below checks that a forged event changes
 *            nothing on a server without PAYPAL_WEBHOOK_ID either, and that no other path takes events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../payments/testing/fake-paypal.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const buyer = {
  fullName: 'Jane Cooper',
  email: 'jane@cooper.example',
  businessName: 'Cooper & Co',
  website: 'https://www.cooper.example',
};

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

describe.each(STORES)('checkout tampering on %s', (_store, envOf) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        ...(await envOf()),
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const order = async (body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/paypal/order', payload: { plan: 'Starter', ...body } });
  const capture = (id: string) => t.inject({ method: 'POST', url: `/api/paypal/order/${id}/capture` });
  const success = (id: string, plan = 'Starter') =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/paypal-success',
      payload: { ...buyer, plan, paymentDetails: { orderID: id } },
    });
  // (The checkout routes allow 30 calls a minute per address: the three tests stay under it.)
  const clients = async () => (await t.services.clients.list()).length;

  it('row 34: price, currency and amount fields in the order body never change what PayPal is asked for', async () => {
    const tampered = [
      { amount: '0.01' },
      { currency: 'JPY' },
      { amount: { value: '0.01', currency_code: 'USD' } },
      { purchase_units: [{ amount: { value: '0.01', currency_code: 'USD' } }] },
      { price: 1 },
    ];
    const asked = new Set<string>();
    for (const body of tampered) {
      const res = await order(body);
      if (res.statusCode !== 200) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        continue;
      }
      const created = fake.orders.get(res.json.id as string)!;
      asked.add(`${created.amount.value} ${created.amount.currency_code}`);
    }
    // Whatever was accepted was priced from the server's plan table.
    expect([...asked].every((a) => /^\d+\.\d{2} USD$/.test(a) && !a.startsWith('0.01'))).toBe(true);
  });

  it('row 34: a capture in another currency creates no account', async () => {
    const before = await clients();
    const res = await order({});
    const id = res.json.id as string;
    expect((await capture(id)).statusCode).toBe(200);
    // PayPal reports the capture in another currency (the same digits): not our price.
    const stored = fake.orders.get(id)!;
    stored.captures[0]!.amount.currency_code = 'JPY';
    stored.amount.currency_code = 'JPY';
    const paid = await success(id);
    expect(paid.statusCode).toBe(402);
    expect(await clients()).toBe(before);
  });

  it('row 34: eight concurrent onApprove replays capture once and create one account; no order, no account', async () => {
    const before = await clients();
    const id = (await order({ plan: 'Premium' })).json.id as string;
    const captures = await Promise.all(Array.from({ length: 8 }, () => capture(id)));
    for (const r of captures) expect([200, 409]).toContain(r.statusCode);
    // PayPal itself refuses a second capture; the server reads the order and answers as for the first.
    expect(fake.orders.get(id)!.captures).toHaveLength(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => success(id, 'Premium')));
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json.clientId as string));
    expect(ids.size).toBe(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await clients()).toBe(before + 1);
    // "Create account" without any order, or with a made-up one, creates nothing.
    expect((await success('5O190127TN364715T')).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url: '/api/checkout/paypal-success', payload: buyer })).statusCode,
    ).toBe(400);
    expect(await clients()).toBe(before + 1);
  });

  it('row 35: a forged or replayed PayPal webhook event changes nothing, here without a webhook id', async () => {
    const clients = async () => (await t.services.clients.list()).length;
    const before = await clients();
    const event = {
      id: 'WH-FORGED-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE-1', amount: { currency_code: 'USD', value: '29.00' }, custom_id: 'Starter' },
    };
    for (const url of ['/api/paypal/webhook', '/api/webhooks/paypal', '/api/checkout/webhook']) {
      for (let i = 0; i < 3; i++) {
        const res = await t.inject({
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
