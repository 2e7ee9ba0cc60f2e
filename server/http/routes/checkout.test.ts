/**
 * What the site's checkout needs besides the subscription itself (subscriptions-checkout.test.ts): the
 * SDK setup, a clear 503 on a server without PayPal, the sign-up form's messages, the rate limit, and
 * the one-time order path of before subscriptions answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const buyer = {
  fullName: 'Jane Cooper',
  email: 'jane@cooper.example',
  businessName: 'Cooper & Co',
  website: 'https://www.Cooper.example/shop',
  plan: 'Starter',
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
    const start = await t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions',
      headers: json,
      payload: buyer,
    });
    const complete = await t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions/I-BW452GLLEP1G',
      headers: json,
      payload: buyer,
    });
    // Nothing was started on this server, so there is nothing to complete.
    expect(complete.statusCode).toBe(404);
    for (const res of [setup, start]) {
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

  it('gives the browser the public client id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/paypal/setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ clientId: FAKE_CREDENTIALS.clientId, environment: 'sandbox' });
  });

  it('validates the sign-up form with the spec messages', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/subscriptions/I-BW452GLLEP1G',
      headers: json,
      payload: { ...buyer, fullName: 'Jo', email: 'not an email' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Name must be at least 5 characters long');
    expect(JSON.stringify(res.json)).toContain('Please enter a valid email address.');
  });

  it('answers 404 on the retired one-time order path and never asks PayPal for an order', async () => {
    const retired = [
      { url: '/api/paypal/order', payload: { plan: 'Starter' } },
      { url: '/api/paypal/order/5O190127TN364715T/capture', payload: {} },
      {
        url: '/api/checkout/paypal-success',
        payload: { ...buyer, paymentDetails: { orderID: '5O190127TN364715T' } },
      },
    ];
    for (const { url, payload } of retired) {
      const res = await t.inject({ method: 'POST', url, headers: json, payload });
      expect(res.statusCode, url).toBe(404);
    }
    expect(fake.calls.filter((c) => c.includes('/v2/checkout/orders'))).toEqual([]);
    expect(await t.services.clients.list()).toEqual([]);
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
