/**
 * The console preview's live-data samples ("What are your current inventory levels?", "Can you show me
 * my recent orders?") asked of a client whose feeds come from a real loopback server: the collection
 * question is answered from the feed's records, the orders question by asking for the order number
 * (orders are only found by their exact number), and both hold for other wordings too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUERIES } from '../../admin/src/preview/sample-queries.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';

const INVENTORY_CSV = [
  'sku,name,quantity,warehouse',
  'MUG-1,Stoneware Mug,120,North',
  'VAS-2,Tall Vase,40,North',
  'BWL-3,Serving Bowl,0,South',
].join('\n');
const ORDERS = [
  { order_number: '10234', status: 'Shipped', customer: { name: 'Jane Doe', email: 'jane@example.com' } },
  { order_number: '10235', status: 'Processing', customer: { name: 'Max Roe' } },
];

const server = http.createServer((req, res) => {
  if (req.url === '/inventory.csv')
    return res.writeHead(200, { 'content-type': 'text/csv' }).end(INVENTORY_CSV);
  if (req.url === '/orders.json')
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ORDERS));
  res.writeHead(404).end();
});

let f: ChatFixture;
let cookie: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  f = await chatFixture({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  cookie = await f.t.login();
  for (const feed of [
    { name: 'Stock', url: `${base}/inventory.csv`, format: 'csv', recordType: 'inventory' },
    { name: 'Orders', url: `${base}/orders.json`, format: 'json', recordType: 'orders' },
  ]) {
    const res = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.b.id}/knowledge/feeds`,
      headers: { cookie },
      payload: feed,
    });
    expect(res.statusCode).toBe(201);
    for (let i = 0; ; i++) {
      const detail = await f.t.inject({
        method: 'GET',
        url: `/api/clients/${f.b.id}/knowledge/sources/${res.json.id}`,
        headers: { cookie },
      });
      if (detail.json.source.status === 'ready') break;
      if (i > 500 || detail.json.source.status === 'failed')
        throw new Error(`feed ${feed.name} did not sync`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}, 120_000);
afterAll(async () => {
  await f?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

let turn = 0;
async function ask(message: string): Promise<{ text: string; sources: { kind: string }[] }> {
  turn++;
  const res = await f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${f.b.test}` },
    payload: { message, sessionId: `overviewSession${String(turn).padStart(10, '0')}` },
  });
  expect(res.statusCode).toBe(200);
  return { text: res.json.reply, sources: res.json.sources };
}

describe("the preview's live-data samples on a client with feeds", () => {
  it('answers the inventory sample from the feed: its size and its records with their quantities', async () => {
    expect(SAMPLE_QUERIES).toContain('What are your current inventory levels?');
    for (const question of [
      'What are your current inventory levels?',
      'How many items do you have in stock?',
      'Show me your whole inventory',
    ]) {
      const a = await ask(question);
      expect(a.text, question).toContain('We have 3 items');
      expect(
        a.sources.map((x) => x.kind),
        question,
      ).toEqual(['data', 'data', 'data']);
      expect(a.text, question).toContain('- Stoneware Mug: in stock (120 available)');
      expect(a.text, question).toContain('- Serving Bowl: out of stock');
    }
  });

  it('answers the recent-orders sample by asking for the order number, never listing anyone’s orders', async () => {
    expect(SAMPLE_QUERIES).toContain('Can you show me my recent orders?');
    for (const question of ['Can you show me my recent orders?', 'Where is my order?']) {
      const a = await ask(question);
      expect(a.text, question).toMatch(/order number/);
      expect(a.sources, question).toEqual([]);
      expect(a.text, question).not.toMatch(/10234|10235|Jane|Max|Shipped|Processing/);
    }
    // Naming the number is not enough: an order is told only to its owner (row 49).
    const found = await ask('Order 10234 please');
    expect(found.text).toMatch(/confirm/);
    expect(found.text).not.toMatch(/shipped/i);
  });

  it('still searches for particular records, and leaves other questions to the knowledge', async () => {
    const vase = await ask('Do you have a tall vase?');
    expect(vase.text).toMatch(/Tall Vase/);
    expect(vase.text).not.toMatch(/Stoneware Mug/);
    const howToOrder = await ask('Can I order online?');
    expect(howToOrder.text).not.toMatch(/order number/);
  });
});
