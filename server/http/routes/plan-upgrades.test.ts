/**
 * Plan upgrades from the workspace against a fake PayPal on loopback: the server prices the order, only
 * an owner (or an operator) may buy, another client's order is unknown, a capture that did not pay in
 * full changes nothing, and one order moves the plan once however often its capture is repeated.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalOrdersRepo } from '../../payments/paypal-orders-repo.ts';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

const json = { 'content-type': 'application/json' };

describe('plan upgrade from the workspace', () => {
  let fake: FakePaypal;
  let t: TestApp;
  let operator = '';
  let a = '';
  let b = '';
  let ownerA = '';
  let memberA = '';
  let ownerB = '';

  const customer = async (clientId: string, email: string, role: 'owner' | 'member') =>
    (await signedInCustomer(t, clientId, email, role)).cookie;

  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await startTestApp({
      env: {
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
      },
    });
    operator = await t.login();
    const create = (businessName: string, domain: string) =>
      t.services.clients.create({ clientName: 'Some Owner', businessName, domain, plan: 'Starter' });
    a = (await create('Alpha', 'alpha.example')).id;
    b = (await create('Beta', 'beta.example')).id;
    ownerA = await customer(a, 'owner@alpha.example', 'owner');
    memberA = await customer(a, 'member@alpha.example', 'member');
    ownerB = await customer(b, 'owner@beta.example', 'owner');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.nextCapture = 'COMPLETED';
  });

  const order = (clientId: string, cookie: string, plan: string, extra: object = {}) =>
    t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/upgrade/order`,
      headers: { ...json, cookie },
      payload: { plan, ...extra },
    });
  const capture = (clientId: string, cookie: string, id: string) =>
    t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/upgrade/order/${id}/capture`,
      headers: { cookie },
    });

  it('members get 403, another client gets 404, the browser cannot set the amount', async () => {
    expect((await order(a, memberA, 'Premium')).statusCode).toBe(403);
    expect((await order(a, ownerB, 'Premium')).statusCode).toBe(404);
    expect((await order(a, '', 'Premium')).statusCode).toBe(401);
    expect((await order(a, ownerA, 'Premium', { amount: '0.01' })).statusCode).toBe(400);
    expect((await order(a, ownerA, 'Gold')).statusCode).toBe(400);
    expect((await order(a, ownerA, 'Starter')).json).toMatchObject({ code: 'conflict' });
    const made = await order(a, ownerA, 'Premium');
    expect(made.statusCode).toBe(200);
    expect(fake.orders.get(made.json.id)?.amount).toEqual({ currency_code: 'USD', value: '49.00' });
    // Another owner cannot capture it, nor can the public sign-up turn it into a client.
    expect((await capture(b, ownerB, made.json.id)).statusCode).toBe(404);
    expect((await capture(a, memberA, made.json.id)).statusCode).toBe(403);
    const publicCapture = await t.inject({
      method: 'POST',
      url: `/api/paypal/order/${made.json.id}/capture`,
    });
    expect(publicCapture.statusCode).toBe(404);
    expect((await t.services.clients.get(a)).plan).toBe('Starter');
  });

  it('a declined capture changes nothing; a paid one moves the plan and its limit once', async () => {
    const declined = (await order(a, ownerA, 'Premium')).json.id as string;
    fake.nextCapture = 'DECLINED';
    const refused = await capture(a, ownerA, declined);
    expect(refused.statusCode).toBe(402);
    expect(await t.services.clients.get(a)).toMatchObject({ plan: 'Starter', messageLimit: 200 });

    const id = (await order(a, ownerA, 'Premium')).json.id as string;
    const results = await Promise.all([capture(a, ownerA, id), capture(a, ownerA, id)]);
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json).toMatchObject({
        plan: 'Premium',
        client: { id: a, plan: 'Premium', messageLimit: 500 },
      });
    }
    const again = await capture(a, ownerA, id);
    expect(again.json.client).toMatchObject({ plan: 'Premium', messageLimit: 500 });
    // Every upgrade order stays on the ledger of the one client (no UNIQUE on client_id since 014).
    const ledger = await createPaypalOrdersRepo(t.services.db).listForClient(a);
    // The first test's unpaid order, the declined one and the paid one.
    expect(ledger.map((o) => o.kind)).toEqual(['upgrade', 'upgrade', 'upgrade']);
    expect(ledger.find((o) => o.orderId === id)?.claimedAt).not.toBeNull();
  });

  it('a custom limit set by an operator stays; operators can buy an upgrade for any client', async () => {
    const set = await t.inject({
      method: 'PUT',
      url: `/api/clients/${b}`,
      headers: { ...json, cookie: operator },
      payload: { customMessageLimit: 777 },
    });
    expect(set.statusCode).toBe(200);
    const id = (await order(b, ownerB, 'Enterprise')).json.id as string;
    const res = await capture(b, ownerB, id);
    expect(res.json.client).toMatchObject({ plan: 'Enterprise', messageLimit: 777 });
    // Downgrades are not sold.
    expect((await order(b, ownerB, 'Premium')).statusCode).toBe(409);
    const byOperator = await order(a, operator, 'Enterprise');
    expect(byOperator.statusCode).toBe(200);
  });
});
