import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const buyer = {
  fullName: 'Jane Cooper',
  email: 'jane@cooper.example',
  businessName: 'Cooper & Co',
  website: 'https://www.Cooper.example/shop',
};
const json = { 'content-type': 'application/json' };

describe('checkout with PayPal not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 payments_not_configured on every payment call', async () => {
    const setup = await t.inject({ method: 'GET', url: '/api/paypal/setup' });
    const order = await t.inject({
      method: 'POST',
      url: '/api/paypal/order',
      headers: json,
      payload: { plan: 'Starter' },
    });
    const success = await t.inject({
      method: 'POST',
      url: '/api/checkout/paypal-success',
      headers: json,
      payload: { ...buyer, plan: 'Starter', paymentDetails: { orderID: 'ABC123' } },
    });
    for (const res of [setup, order, success]) {
      expect(res.statusCode).toBe(503);
      expect(res.json).toMatchObject({
        code: 'payments_not_configured',
        error: expect.stringContaining('PayPal'),
      });
    }
  });
});

describe('checkout against a fake PayPal', () => {
  let fake: FakePaypal;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await startTestApp({
      env: {
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.nextCapture = 'COMPLETED';
  });

  const createOrder = async (plan: string, amount?: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/paypal/order',
      headers: json,
      payload: { plan, intent: 'CAPTURE', currency: 'USD', ...(amount ? { amount } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json.id as string;
  };
  const capture = (id: string) => t.inject({ method: 'POST', url: `/api/paypal/order/${id}/capture` });
  const success = (id: string, plan: string, overrides: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/paypal-success',
      headers: json,
      payload: { ...buyer, plan, paymentDetails: { orderID: id }, ...overrides },
    });
  const clientCount = async () => (await t.services.clients.list()).length;

  it('gives the browser the public client id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/paypal/setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ clientId: FAKE_CREDENTIALS.clientId, environment: 'sandbox' });
  });

  it('charges the plan price whatever amount the browser sends', async () => {
    const id = await createOrder('Premium', '0.01');
    expect(fake.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '49.00' });
  });

  it('creates one client after a COMPLETED capture, however often success is repeated', async () => {
    const before = await clientCount();
    const id = await createOrder('Enterprise');
    const captured = await capture(id);
    expect(captured.statusCode).toBe(200);
    expect(captured.json).toEqual({ id, status: 'COMPLETED' });

    const first = await success(id, 'Enterprise');
    expect(first.statusCode).toBe(200);
    expect(first.json.businessName).toBe('Cooper & Co');
    expect(first.json.accessToken).toMatch(/^fd_live_\S{20,}/);
    expect(first.json.embedScript).toContain('/widget.js');
    expect(first.json.embedScript).toContain(`data-access-token="${first.json.accessToken}"`);
    expect(first.json.email).toBe(buyer.email);
    expect(first.json.setPasswordUrl).toMatch(/\/app\/set-password#token=[\w-]{40,}$/);

    const again = await Promise.all([success(id, 'Enterprise'), success(id, 'Enterprise')]);
    for (const res of again) {
      expect(res.json.clientId).toBe(first.json.clientId);
      // The password link is handed out once; a replayed success call never gets another.
      expect(res.json.setPasswordUrl).toBeNull();
    }
    expect(await clientCount()).toBe(before + 1);

    const client = await t.services.clients.get(first.json.clientId);
    expect(client).toMatchObject({
      plan: 'Enterprise',
      domain: 'www.cooper.example',
      email: buyer.email,
      clientName: 'Jane Cooper',
      testMode: false,
      testAccessToken: null,
      accessToken: first.json.accessToken,
    });
    // Never public by accident: no test token exists, so the demo door finds nothing for its domain.
    const demo = await t.inject({ method: 'GET', url: '/api/widget/demo-client?domain=www.cooper.example' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json).toEqual({ client: null });
    expect(await t.services.customerAccounts.list(first.json.clientId)).toEqual([
      expect.objectContaining({ email: buyer.email, role: 'owner', hasPassword: false }),
    ]);
  });

  it('refuses a repeated success call from another buyer', async () => {
    const id = await createOrder('Starter');
    await capture(id);
    // A website of its own: one client per website, and the test above signed up www.cooper.example.
    const website = 'repeat.example';
    expect((await success(id, 'Starter', { website })).statusCode).toBe(200);
    const other = await success(id, 'Starter', { website, email: 'mallory@evil.example' });
    expect(other.statusCode).toBe(409);
    expect(other.json.code).toBe('conflict');
  });

  it('does not create a client when the capture is DECLINED', async () => {
    const before = await clientCount();
    const id = await createOrder('Starter');
    fake.nextCapture = 'DECLINED';
    const captured = await capture(id);
    expect(captured.statusCode).toBe(402);
    expect(captured.json.code).toBe('payment_failed');
    const res = await success(id, 'Starter');
    expect(res.statusCode).toBe(402);
    expect(await clientCount()).toBe(before);
  });

  it('does not create a client when PayPal captured the wrong amount', async () => {
    const before = await clientCount();
    const id = await createOrder('Premium');
    fake.nextCapture = { wrongAmount: '1.00' };
    const captured = await capture(id);
    expect(captured.statusCode).toBe(402);
    expect(captured.json.error).toBe(
      "Payment not accepted: PayPal captured 1.00 USD, not the plan's 49.00 USD",
    );
    expect(captured.json.error).not.toContain('COMPLETED');
    expect((await success(id, 'Premium')).statusCode).toBe(402);
    expect(await clientCount()).toBe(before);
  });

  it('does not create a client for an order that was never captured', async () => {
    const before = await clientCount();
    const id = await createOrder('Premium');
    const res = await success(id, 'Premium');
    expect(res.statusCode).toBe(402);
    expect(await clientCount()).toBe(before);
  });

  it('refuses a success call naming another plan than the order', async () => {
    const id = await createOrder('Starter');
    await capture(id);
    const res = await success(id, 'Enterprise');
    expect(res.statusCode).toBe(402);
  });

  it('accepts a repeated capture of a paid order', async () => {
    const id = await createOrder('Starter');
    await capture(id);
    const res = await capture(id);
    expect(res.statusCode).toBe(200);
    expect(res.json.status).toBe('COMPLETED');
  });

  it('answers 404 for orders it did not create', async () => {
    expect((await capture('UNKNOWN123')).statusCode).toBe(404);
    expect((await success('UNKNOWN123', 'Starter')).statusCode).toBe(404);
  });

  it('validates the sign-up form with the spec messages', async () => {
    const id = await createOrder('Starter');
    const res = await success(id, 'Starter', { fullName: 'Jo', email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Name must be at least 5 characters long');
  });
});

describe('checkout rate limit', () => {
  it('answers 429 rate_limited once one address floods the checkout routes', async () => {
    const t = await startTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await t.inject({ method: 'GET', url: '/api/paypal/setup' })).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 503)).toBe(true);
      const last = await t.inject({ method: 'GET', url: '/api/paypal/setup' });
      expect(last.statusCode).toBe(429);
      expect(last.json.code).toBe('rate_limited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
