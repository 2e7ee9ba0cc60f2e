import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../domain/shared/ports.ts';
import { createPaypalRest } from './paypal-rest.ts';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from './testing/fake-paypal.ts';

describe('the PayPal REST client against a fake PayPal', () => {
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
  });
  afterAll(() => fake.close());

  const product = (name: unknown, requestId: string) => ({
    method: 'POST' as const,
    path: '/v1/catalogs/products',
    what: 'product creation',
    body: { name, type: 'SERVICE' },
    requestId,
  });

  it('gets one OAuth token and reuses it across calls', async () => {
    const rest = createPaypalRest({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    const first = await rest.call<{ id: string }>(product('Frontdesk Starter', 'r1'));
    const second = await rest.call<{ id: string }>(product('Frontdesk Premium', 'r2'));
    expect(first.id).not.toBe(second.id);
    expect(fake.billing.products.get(first.id)?.name).toBe('Frontdesk Starter');
    expect(fake.calls.filter((c) => c === 'POST /v1/oauth2/token')).toHaveLength(1);
  });

  it('reports PayPal issues with their name', async () => {
    const rest = createPaypalRest({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    const invalid = await rest.call(product(42, 'r3')).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(PaymentGatewayError);
    expect(invalid).toMatchObject({ status: 422, issue: 'MISSING_REQUIRED_PARAMETER' });
    await expect(
      rest.call({ method: 'GET', path: '/v1/billing/subscriptions/I-NOPE', what: 'subscription lookup' }),
    ).rejects.toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
  });

  it('fails authentication with wrong credentials', async () => {
    const rest = createPaypalRest({ apiBase: fake.url, clientId: 'x', clientSecret: 'y' });
    await expect(
      rest.call({ method: 'GET', path: '/v1/billing/subscriptions/I-NOPE', what: 'subscription lookup' }),
    ).rejects.toMatchObject({ status: 401, issue: 'invalid_client' });
  });

  it('reports an unreachable PayPal as status 0', async () => {
    const rest = createPaypalRest({ apiBase: 'http://127.0.0.1:9', ...FAKE_CREDENTIALS, timeoutMs: 2000 });
    await expect(
      rest.call({ method: 'GET', path: '/v1/billing/subscriptions/x', what: 'subscription lookup' }),
    ).rejects.toMatchObject({ status: 0 });
  });
});
