/**
 * A fake PayPal REST API on loopback, speaking the parts of the real protocol Frontdesk uses: OAuth
 * client-credentials tokens (every other call must carry the bearer token), order creation, capture and
 * lookup, and (fake-paypal-billing.ts) the Catalog, Subscriptions and webhook-verification APIs. Tests
 * choose how the next order creation and the next capture end.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBilling, type FakeBilling } from './fake-paypal-billing.ts';

export { FAKE_WEBHOOK_ID, type WebhookEvent } from './fake-paypal-billing.ts';

export type CaptureOutcome = 'COMPLETED' | 'DECLINED' | { wrongAmount: string };
/** CREATED, or PayPal refusing the order with this HTTP status and issue code. */
export type CreateOutcome = 'CREATED' | { status: number; issue: string };

interface FakeOrder {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  captures: { id: string; status: string; amount: { currency_code: string; value: string } }[];
}

export interface FakePaypal {
  url: string;
  orders: Map<string, FakeOrder>;
  calls: string[];
  /** How the next capture ends; COMPLETED unless set. */
  nextCapture: CaptureOutcome;
  /** How the next order creation ends; CREATED unless set. */
  nextCreate: CreateOutcome;
  /** Catalog, Subscriptions and webhook verification (fake-paypal-billing.ts). */
  billing: FakeBilling;
  close(): Promise<void>;
}

export const FAKE_CREDENTIALS = { clientId: 'fake-client-id', clientSecret: 'fake-secret' } as const;
const TOKEN = 'A21-fake-access-token';

const orderBody = (o: FakeOrder) => ({
  id: o.id,
  status: o.status,
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'default',
      amount: o.amount,
      payments: o.captures.length ? { captures: o.captures } : undefined,
    },
  ],
});

export async function startFakePaypal(): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>();
  const calls: string[] = [];
  let seq = 0;
  const fake: FakePaypal = {
    url: '',
    orders,
    calls,
    nextCapture: 'COMPLETED',
    nextCreate: 'CREATED',
    billing: createFakeBilling(() => fake.url),
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        if (status === 204) return void res.writeHead(204).end();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      calls.push(`${req.method} ${path}`);
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${FAKE_CREDENTIALS.clientId}:${FAKE_CREDENTIALS.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
          return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        return send(200, {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: TOKEN,
          token_type: 'Bearer',
          expires_in: 32400,
        });
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      const requestId = req.headers['paypal-request-id'];
      if (
        fake.billing.handle(
          req.method ?? '',
          path,
          url.searchParams,
          raw,
          typeof requestId === 'string' ? requestId : undefined,
          send,
        )
      )
        return;
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const body = JSON.parse(raw || '{}') as {
          intent?: string;
          purchase_units?: { amount?: { currency_code?: string; value?: string } }[];
        };
        const amount = body.purchase_units?.[0]?.amount;
        if (body.intent !== 'CAPTURE' || !amount?.value || !amount.currency_code) {
          return send(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
          });
        }
        const outcome = fake.nextCreate;
        fake.nextCreate = 'CREATED';
        if (outcome !== 'CREATED') {
          return send(outcome.status, { name: outcome.issue, details: [{ issue: outcome.issue }] });
        }
        const order: FakeOrder = {
          id: `5O${String(++seq).padStart(15, '0')}`,
          status: 'CREATED',
          amount: { currency_code: amount.currency_code, value: amount.value },
          captures: [],
        };
        orders.set(order.id, order);
        return send(201, orderBody(order));
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (!match || !order)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (req.method === 'GET' && !match[2]) return send(200, orderBody(order));
      if (req.method === 'POST' && match[2]) {
        if (order.captures.length > 0)
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        const outcome = fake.nextCapture;
        fake.nextCapture = 'COMPLETED';
        const value = typeof outcome === 'object' ? outcome.wrongAmount : order.amount.value;
        const status = outcome === 'DECLINED' ? 'DECLINED' : 'COMPLETED';
        order.captures.push({
          id: `CAP${order.id}`,
          status,
          amount: { currency_code: order.amount.currency_code, value },
        });
        order.status = 'COMPLETED';
        return send(201, orderBody(order));
      }
      return send(405, { name: 'METHOD_NOT_SUPPORTED' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
