import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../domain/shared/ports.ts';
import { createPaypalClient } from '../paypal-client.ts';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from './fake-paypal.ts';

describe('fake PayPal outcome switches', () => {
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
  });
  afterAll(() => fake.close());

  const order = { amount: '29.00', currencyCode: 'USD', description: 'Starter', referenceId: 'r' } as const;

  it('refuses the next order creation once, with the chosen status and issue', async () => {
    const client = createPaypalClient({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    fake.nextCreate = { status: 500, issue: 'INTERNAL_SERVER_ERROR' };
    const error = await client.createOrder(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 500, issue: 'INTERNAL_SERVER_ERROR' });
    expect(fake.orders.size).toBe(0);
    // The switch is spent: the following order is created as usual.
    expect(fake.nextCreate).toBe('CREATED');
    const created = await client.createOrder(order);
    expect(fake.orders.get(created.id)?.status).toBe('CREATED');
  });

  it('declines the next capture once', async () => {
    const client = createPaypalClient({ apiBase: fake.url, ...FAKE_CREDENTIALS });
    const first = await client.createOrder(order);
    const second = await client.createOrder(order);
    fake.nextCapture = 'DECLINED';
    expect((await client.captureOrder(first.id)).captures[0]?.status).toBe('DECLINED');
    expect((await client.captureOrder(second.id)).captures[0]?.status).toBe('COMPLETED');
  });
});
