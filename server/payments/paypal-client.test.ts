import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../domain/shared/ports.ts';
import { createPaypalClient } from './paypal-client.ts';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from './testing/fake-paypal.ts';

describe('paypal client against a fake PayPal', () => {
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
  });
  afterAll(() => fake.close());

  it('gets one OAuth token and reuses it across calls', async () => {
    const client = createPaypalClient({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    const created = await client.createOrder({
      amount: '29.00',
      currencyCode: 'USD',
      description: 'Starter',
      referenceId: 'r1',
    });
    const captured = await client.captureOrder(created.id);
    const looked = await client.getOrder(created.id);
    expect(captured.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '29.00', currencyCode: 'USD' },
    });
    expect(looked.status).toBe('COMPLETED');
    expect(fake.calls.filter((c) => c === 'POST /v1/oauth2/token')).toHaveLength(1);
  });

  it('reports PayPal issues with their name', async () => {
    const client = createPaypalClient({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    const { id } = await client.createOrder({
      amount: '49.00',
      currencyCode: 'USD',
      description: 'Premium',
      referenceId: 'r2',
    });
    await client.captureOrder(id);
    const error = await client.captureOrder(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
  });

  it('fails authentication with wrong credentials', async () => {
    const client = createPaypalClient({ apiBase: fake.url, clientId: 'x', clientSecret: 'y' });
    await expect(client.getOrder('nope')).rejects.toMatchObject({ status: 401, issue: 'invalid_client' });
  });

  it('reports an unreachable PayPal as status 0', async () => {
    const client = createPaypalClient({
      apiBase: 'http://127.0.0.1:9',
      ...FAKE_CREDENTIALS,
      timeoutMs: 2000,
    });
    await expect(client.getOrder('x')).rejects.toMatchObject({ status: 0 });
  });
});
