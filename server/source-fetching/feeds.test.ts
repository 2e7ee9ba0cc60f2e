import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { identityText } from '../domain/identity/identity-texts.ts';

/** A customer's feed server on loopback: orders behind a Bearer token, a CSV and a wrapped JSON catalogue. */
const TOKEN = 'Bearer feed-s3cret';
let orders: Record<string, unknown>[] = [];
let otherOrders: Record<string, unknown>[] = [];
const requests: { url: string; authorization: string | undefined }[] = [];
const PRODUCTS_CSV = [
  'sku,name,price,color,availability,supplier_email',
  'BM-204,Red Wrap Dress,89.00,red,In stock,buyer@supplier.example',
  'BM-205,Crimson Evening Dress,149.00,red,In stock,buyer@supplier.example',
  'BM-206,Red Linen Dress,69.00,red,Only 2 left,buyer@supplier.example',
  'BM-207,Blue Linen Shirt,59.00,blue,Sold out,buyer@supplier.example',
].join('\r\n');
const LISTINGS_CSV = [
  'MLS,Address,Price,Bedrooms,Bathrooms,Status,Agent Email',
  'S-1001,14 Palm Way,"$450,000",3,2,Active,agent@sunset.example',
  'S-1002,9 Ocean Drive,"$890,000",4,3,Active,agent@sunset.example',
  'S-1003,3 Bay Court,"$380,000",3,1,Under contract,agent@sunset.example',
].join('\n');
const CATALOG = {
  meta: { count: 2 },
  products: [
    { id: 'sc-1', title: 'Silk Scarf', price: { amount: 45, currency: 'USD' }, tags: ['silk', 'gift'] },
    { id: 'sc-2', title: 'Wool Scarf', price: { amount: 35, currency: 'USD' }, details: { a: { deep: 1 } } },
  ],
};
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/orders.json' || req.url === '/other-orders.json') {
    if (req.headers.authorization !== TOKEN) return json(401, { error: 'unauthorized' });
    return json(200, req.url === '/orders.json' ? orders : otherOrders);
  }
  if (req.url === '/products.csv')
    return res.writeHead(200, { 'content-type': 'text/csv' }).end(PRODUCTS_CSV);
  if (req.url === '/catalog.json') return json(200, CATALOG);
  if (req.url === '/listings.csv')
    return res.writeHead(200, { 'content-type': 'text/csv' }).end(LISTINGS_CSV);
  if (req.url === '/page.html')
    return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  if (req.url === '/empty.json') return json(200, { ok: true });
  if (req.url === '/broken') return json(500, { error: 'down' });
  res.writeHead(404).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const ORDER_10234 = {
  order_number: '10234',
  status: 'Shipped',
  carrier: 'DHL',
  estimated_delivery: '2026-11-24',
  customer: { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+1 555 0100' },
  shipping_address: { street: '12 Elm Street', city: 'Springfield' },
  total: 120.5,
};

let f: ChatFixture;
let cookie: string;
beforeEach(async () => {
  orders = [
    ORDER_10234,
    { order_number: '10235', status: 'Processing', customer: { name: 'Max Roe', id: 'max-1' } },
  ];
  otherOrders = [{ order_number: '20001', status: 'Delivered', customer_id: 'c-20001' }];
  requests.length = 0;
  f = await chatFixture({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  cookie = await f.t.login();
});
afterEach(async () => f.close());

const admin = (method: string, url: string, payload?: object) =>
  f.t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const ask = (token: string, message: string) =>
  f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${token}` },
    payload: { message, sessionId: 'feedSession000000000000001' },
  });

/** Verifies the asking session's visitor as an order's owner (row 49: orders are told only to them). */
async function verifyAs(clientId: string, token: string, by: 'userId' | 'email', value: string) {
  const { secret } = await f.t.services.identity.rotateSecret(clientId);
  const userHash = crypto.createHmac('sha256', secret).update(value).digest('hex');
  const r = await f.t.inject({
    method: 'POST',
    url: '/api/chat/identify',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessionId: 'feedSession000000000000001', [by]: value, userHash },
  });
  expect(r.json).toEqual({ verified: true });
}

async function connect(clientId: string, body: Record<string, unknown>) {
  const res = await admin('POST', `/api/clients/${clientId}/knowledge/feeds`, body);
  expect(res.statusCode).toBe(201);
  expect(res.json).toMatchObject({ kind: 'feed', status: 'syncing' });
  return settled(clientId, res.json.id as string);
}

/** Waits for the background sync to finish (bounded by iterations, not by time). */
async function settled(clientId: string, sourceId: string) {
  for (let i = 0; i < 500; i++) {
    const detail = await admin('GET', `/api/clients/${clientId}/knowledge/sources/${sourceId}`);
    if (!['syncing', 'pending'].includes(detail.json.source.status)) return detail.json;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the sync did not finish');
}

const ordersFeed = (url = `${base}/orders.json`, authorization = TOKEN) => ({
  name: 'Shop orders',
  url,
  format: 'json',
  recordType: 'orders',
  authorization,
});

describe('live-data feeds', () => {
  it('syncs a JSON orders feed with Bearer auth and answers an order-status question without customer details', async () => {
    const detail = await connect(f.b.id, ordersFeed());
    expect(detail.source).toMatchObject({
      status: 'ready',
      documentCount: 2,
      lastError: null,
      settings: { hasAuthorization: true, idField: 'order_number', recordType: 'orders', format: 'json' },
    });
    expect(JSON.stringify(detail)).not.toContain('feed-s3cret');
    expect(requests.at(-1)).toEqual({ url: '/orders.json', authorization: TOKEN });
    expect(detail.documents.map((d: { ref: string; title: string }) => [d.ref, d.title])).toEqual([
      ['10234', 'Order 10234'],
      ['10235', 'Order 10235'],
    ]);

    expect((await ask(f.b.test, 'Where is my order #10234?')).json.reply).not.toMatch(/shipped|DHL/i);
    await verifyAs(f.b.id, f.b.test, 'email', 'jane.doe@example.com');
    for (const q of ['Where is my order #10234?', 'order 10234 status', 'my order number is 10234']) {
      const a = await ask(f.b.test, q);
      expect(a.statusCode).toBe(200);
      expect(a.json.reply).toBe('Order 10234 has shipped. Carrier DHL, estimated delivery 2026-11-24.');
      expect(a.json.sources).toEqual([{ kind: 'data', title: 'Order 10234', url: null }]);
    }
    // Customer details are neither told nor stored, and orders are not searchable passages.
    const stored = await f.t.services.knowledgeSources.detail(f.b.id, detail.source.id);
    expect(stored.documents.every((d) => d.characters === 0 && d.lookupOnly)).toBe(true);
    const chat = JSON.stringify(await ask(f.b.test, 'Which orders were shipped with DHL to Jane Doe?'));
    expect(chat).not.toMatch(/Jane|jane\.doe|Elm Street|10234/);
  });

  it('answers an unknown order number as a locked one, never another client’s order', async () => {
    await f.t.services.clients.update(f.a.id, { plan: 'Premium' });
    await connect(f.a.id, ordersFeed());
    await connect(f.b.id, ordersFeed(`${base}/other-orders.json`));
    await verifyAs(f.b.id, f.b.test, 'userId', 'c-20001');
    expect((await ask(f.b.test, 'order 20001')).json.reply).toContain('has been delivered');

    // Client B asks for client A's order: B has no such order, and says what it says of any order the
    // visitor is not proven to own (whether it exists is not told), with no fallback to passages.
    const a = await ask(f.b.test, 'Where is my order #10234?');
    expect(a.json.reply).toBe(identityText('codeSent', { business: 'Bella Moda' }));
    expect(a.json.sources).toEqual([]);
    expect(a.json.reply).not.toMatch(/Shipped|DHL|\$150/);
    const unknown = await ask(f.a.test, 'Where is order #99999?');
    expect(unknown.json.reply).toContain('If that number is one of our orders');
  });

  it('lists matching products from a CSV feed and a wrapped JSON catalogue', async () => {
    const csv = await connect(f.b.id, {
      name: 'Dresses',
      url: `${base}/products.csv`,
      format: 'csv',
      recordType: 'products',
    });
    expect(csv.source).toMatchObject({
      status: 'ready',
      documentCount: 4,
      settings: { idField: 'sku', hasAuthorization: false },
    });
    expect(requests.at(-1)?.authorization).toBeUndefined();
    const json = await connect(f.b.id, {
      name: 'Accessories',
      url: `${base}/catalog.json`,
      format: 'json',
      recordType: 'products',
      schedule: 'manual',
    });
    expect(json.source).toMatchObject({ status: 'ready', documentCount: 2, settings: { idField: 'id' } });

    const dresses = await ask(f.b.test, 'Do you have red dresses under $100?');
    expect(dresses.json.reply).toBe(
      [
        'I found 2 matching products:',
        '- Red Wrap Dress: $89.00, color red, in stock',
        '- Red Linen Dress: $69.00, color red, only 2 left',
      ].join('\n'),
    );
    expect(dresses.json.sources).toEqual([
      { kind: 'data', title: 'Red Wrap Dress', url: null },
      { kind: 'data', title: 'Red Linen Dress', url: null },
    ]);
    expect(dresses.json.reply).not.toContain('supplier');

    const scarves = await ask(f.b.test, 'any silk scarves?');
    expect(scarves.json.reply).toBe('I found 1 matching product:\n- Silk Scarf: $45');
    expect((await ask(f.b.test, 'SKU BM-204')).json.reply).toBe(
      'Red Wrap Dress (BM-204) costs $89.00 and is in stock. Color red.',
    );
    // Questions the catalogue does not answer still go to the client's knowledge.
    expect((await ask(f.b.test, 'How long does express delivery take?')).json.reply).toContain(
      '1-2 business days',
    );
  });

  it('lists matching listings by bedrooms and price', async () => {
    await f.t.services.clients.update(f.a.id, { plan: 'Premium' });
    const csv = await connect(f.a.id, {
      name: 'Listings',
      url: `${base}/listings.csv`,
      format: 'csv',
      recordType: 'listings',
    });
    expect(csv.source).toMatchObject({ status: 'ready', documentCount: 3, settings: { idField: 'MLS' } });
    const three = await ask(f.a.test, 'Do you have 3 bedroom listings?');
    expect(three.json.reply).toBe(
      [
        'I found 2 matching listings:',
        '- 14 Palm Way: $450,000, bedrooms 3, bathrooms 2, status Active',
        '- 3 Bay Court: $380,000, bedrooms 3, bathrooms 1, status Under contract',
      ].join('\n'),
    );
    expect((await ask(f.a.test, 'any homes under $400k?')).json.reply).toMatch(
      /^I found 1 matching listing:\n- 3 Bay Court: \$380,000/,
    );
    expect((await ask(f.a.test, 'MLS S-1002')).json.reply).toBe(
      '9 Ocean Drive (S-1002) costs $890,000. Bedrooms 4, bathrooms 3, status Active.',
    );
    expect(JSON.stringify(await ask(f.a.test, 'Do you have 3 bedroom listings?'))).not.toContain('agent@');
  });

  it('updates the answer after the feed changes and is synced again', async () => {
    const detail = await connect(f.b.id, ordersFeed());
    await verifyAs(f.b.id, f.b.test, 'userId', 'max-1');
    expect((await ask(f.b.test, 'order 10235')).json.reply).toBe('Order 10235 is being processed.');
    orders = [
      { ...ORDER_10234 },
      { order_number: '10235', status: 'Shipped', carrier: 'UPS', customer_id: 'max-1' },
    ];
    const sync = await admin('POST', `/api/clients/${f.b.id}/knowledge/sources/${detail.source.id}/sync`);
    expect(sync.statusCode).toBe(202);
    const after = await settled(f.b.id, detail.source.id);
    expect(after.source).toMatchObject({ status: 'ready', documentCount: 2 });
    expect((await ask(f.b.test, 'order 10235')).json.reply).toBe('Order 10235 has shipped. Carrier UPS.');
  });

  it('fails clearly: wrong credentials, not JSON, no records, HTTP errors', async () => {
    const refused = await connect(f.b.id, ordersFeed(`${base}/orders.json`, 'Bearer wrong'));
    expect(refused.source).toMatchObject({ status: 'failed', documentCount: 0 });
    expect(refused.source.lastError).toMatch(/^The feed refused the credentials \(HTTP 401\)/);
    const notJson = await connect(f.b.id, { ...ordersFeed(`${base}/page.html`), name: 'Page' });
    expect(notJson.source.lastError).toBe('The feed is not valid JSON');
    const empty = await connect(f.b.id, { ...ordersFeed(`${base}/empty.json`), name: 'Empty' });
    expect(empty.source.lastError).toMatch(/^The feed has no list of records/);
    const down = await connect(f.b.id, { ...ordersFeed(`${base}/broken`), name: 'Down' });
    expect(down.source.lastError).toBe('The feed answered HTTP 500');
    const missing = await connect(f.b.id, { ...ordersFeed(`${base}/nope`), name: 'Missing' });
    expect(missing.source.lastError).toMatch(/^The feed was not found \(HTTP 404\)/);
  });

  it('refuses a Starter client, bad input and header-unsafe credentials', async () => {
    const starter = await admin('POST', `/api/clients/${f.a.id}/knowledge/feeds`, ordersFeed());
    expect(starter.statusCode).toBe(403);
    expect(starter.json.code).toBe('plan_feature_unavailable');
    const bad = await admin('POST', `/api/clients/${f.b.id}/knowledge/feeds`, {
      ...ordersFeed(),
      url: 'not a url',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fields).toEqual({ url: 'Enter the full feed address, starting with https://' });
    const creds = await admin('POST', `/api/clients/${f.b.id}/knowledge/feeds`, {
      ...ordersFeed(),
      url: 'https://user:pw@example.com/feed.json',
    });
    expect(creds.json.fields).toEqual({
      url: 'Put credentials in the Authorization field, not in the address',
    });
    await expect(
      f.t.services.feeds.create(f.b.id, { ...ordersFeed(), authorization: 'Bearer a\r\nX-Evil: 1' } as never),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { authorization: expect.any(String) } });
    expect((await admin('GET', `/api/clients/${f.b.id}/knowledge/sources`)).json.sources).toEqual([]);
  });
});

describe('feed addresses without FRONTDESK_ALLOW_PRIVATE_NETWORK', () => {
  it('refuses http:// and accepts https://', async () => {
    const strict = await chatFixture();
    try {
      const c = await strict.t.login();
      const post = (url: string) =>
        strict.t.inject({
          method: 'POST',
          url: `/api/clients/${strict.b.id}/knowledge/feeds`,
          headers: { cookie: c },
          payload: { name: 'Orders', url, format: 'json', recordType: 'orders' },
        });
      const plain = await post(`${base}/orders.json`);
      expect(plain.statusCode).toBe(400);
      expect(plain.json.fields).toEqual({ url: 'The feed address must start with https://' });
      // https passes validation; the loopback address is then refused by the fetcher itself.
      const loopback = await post('https://127.0.0.1:1/orders.json');
      expect(loopback.statusCode).toBe(201);
      expect(loopback.json.settings).toMatchObject({ hasAuthorization: false, idField: null });
    } finally {
      await strict.close();
    }
  });
});
