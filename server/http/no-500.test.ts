import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Hostile input against every route of the OpenAPI document, signed in and not: whatever arrives,
 * the answer is a clear 4xx (or a success), never a 500.
 */
let t: TestApp;
let cookie: string;
let clientId: string;
let testToken: string;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: true });
  cookie = await t.login();
  const clients = await t.services.clients.list();
  clientId = clients[0]!.id;
  testToken = clients[0]!.testAccessToken!;
});
afterAll(async () => t.close());

const BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({
    message: 'x'.repeat(10_000),
    sessionId: '../../etc/passwd',
    sender: 'ai',
    metadata: { isFAQ: 'yes' },
  }),
  JSON.stringify({ message: 42, sessionId: ['a'], clientName: {}, domain: null, plan: true, testMode: 'on' }),
  JSON.stringify({ message: '\u0000\ud800', sessionId: 'a'.repeat(200), timeframe: '9y' }),
];
const PARAM_VALUES = ['x', '%00', "'; drop table clients; --", 'a'.repeat(300), '..%2F..%2F'];

describe('no input yields a 500', () => {
  it('holds for every documented route', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    let requests = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        for (const paramValue of [...PARAM_VALUES, clientId]) {
          const url =
            template.replace(/\{[^}]+\}/g, paramValue) +
            '?timeframe=zz&sortBy=__proto__&page=-1&pageSize=1e9';
          for (const body of method === 'get' || method === 'delete' ? [undefined] : BODIES) {
            for (const auth of [
              {},
              { cookie },
              { authorization: `Bearer ${testToken}` },
              { authorization: 'Bearer fd_sk_bogus', origin: 'null' },
            ]) {
              const res = await t.inject({
                method: method.toUpperCase(),
                url,
                headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
                ...(body === undefined ? {} : { payload: body }),
              });
              requests++;
              if (res.statusCode >= 500 && res.statusCode !== 503)
                failures.push(
                  `${method.toUpperCase()} ${url} ${body ?? ''} → ${res.statusCode} ${res.payload.slice(0, 120)}`,
                );
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});
