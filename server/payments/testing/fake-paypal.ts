/**
 * A fake PayPal REST API on loopback, speaking the parts of the real protocol Frontdesk uses: OAuth
 * client-credentials tokens (every other call must carry the bearer token) and (fake-paypal-billing.ts)
 * the Catalog, Subscriptions and webhook-verification APIs. Anything else (the Orders API Frontdesk no
 * longer calls among it) answers 404, and every call is listed in `calls`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBilling, type FakeBilling } from './fake-paypal-billing.ts';

export { FAKE_WEBHOOK_ID, type WebhookEvent } from './fake-paypal-billing.ts';

export interface FakePaypal {
  url: string;
  calls: string[];
  /** Catalog, Subscriptions and webhook verification (fake-paypal-billing.ts). */
  billing: FakeBilling;
  close(): Promise<void>;
}

export const FAKE_CREDENTIALS = { clientId: 'fake-client-id', clientSecret: 'fake-secret' } as const;
const TOKEN = 'A21-fake-access-token';

export async function startFakePaypal(): Promise<FakePaypal> {
  const calls: string[] = [];
  const fake: FakePaypal = {
    url: '',
    calls,
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
      return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
