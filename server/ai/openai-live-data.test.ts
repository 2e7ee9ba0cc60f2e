import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';

interface Seen {
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

/** The model's next tool call, set by each test; answered from the tool result in the second round. */
let call: { name: string; arguments: string } = { name: 'lookup_record', arguments: '{"id":"10234"}' };
const seen: Seen[] = [];
/** An OpenAI-compatible server on loopback speaking the real SSE protocol. */
const model = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    const parsed = JSON.parse(body) as Seen & { stream?: boolean };
    // A follow-up's standalone-query call (not streamed) is not part of what these tests look at.
    if (!parsed.stream)
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'q1',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [
            { index: 0, message: { role: 'assistant', content: 'order status' }, finish_reason: 'stop' },
          ],
        }),
      );
    seen.push(parsed);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    const tool = parsed.messages.find((m) => m.role === 'tool')?.content ?? undefined;
    if (tool === undefined) {
      chunk({
        role: 'assistant',
        tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: call }],
      });
      chunk({}, 'tool_calls');
      return res.end('data: [DONE]\n\n');
    }
    const result = JSON.parse(tool) as {
      found?: boolean;
      record?: { n: number; title: string; fields: Record<string, string> };
      records?: { n: number; title: string }[];
      error?: string;
    };
    // The model cites the numbered records it used.
    const text = result.record
      ? `${result.record.title} is ${result.record.fields.status} [${result.record.n}].`
      : result.records?.length
        ? `We have ${result.records.map((r) => r.title).join(' and ')} [${result.records.map((r) => r.n).join(', ')}].`
        : "I don't have information about that order.";
    chunk({ role: 'assistant', content: text });
    chunk({}, 'stop');
    res.end('data: [DONE]\n\n');
  });
});

/** The clients' feeds: client B's orders, client A's own orders and products. */
const feeds = http.createServer((req, res) => {
  const json = (body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/b-orders.json')
    return json([{ order_number: '10234', status: 'Shipped', customer_email: 'jane@example.com' }]);
  if (req.url === '/a-orders.json')
    return json({ data: [{ order_number: '20001', status: 'Delivered', customer_id: 'a-cust' }] });
  if (req.url === '/a-products.json')
    return json({ items: [{ sku: 'HS-1', name: 'Harbor View Condo', price: 450000 }] });
  res.writeHead(404).end();
});

let modelBase = '';
let feedBase = '';
beforeAll(async () => {
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  modelBase = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => model.close(() => r()));
  await new Promise<void>((r) => feeds.close(() => r()));
});

let f: ChatFixture | null = null;
afterEach(async () => {
  seen.length = 0;
  await f?.close();
  f = null;
});

async function start() {
  const fx = (f = await chatFixture({
    env: {
      OPENAI_BASE_URL: modelBase,
      OPENAI_API_KEY: 'sk-test',
      FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
    },
  }));
  await fx.t.services.clients.update(fx.a.id, { plan: 'Premium' });
  const feed = async (clientId: string, path: string, recordType: string) => {
    const source = await fx.t.services.knowledgeSources.create(await fx.t.services.clients.record(clientId), {
      kind: 'feed',
      name: path,
      schedule: 'manual',
      settings: {
        url: `${feedBase}${path}`,
        format: 'json',
        recordType,
        hasAuthorization: false,
        idField: null,
      },
    });
    const done = await fx.t.services.knowledgeSources.sync(clientId, source.id);
    expect(done.source.status).toBe('ready');
  };
  await feed(fx.b.id, '/b-orders.json', 'orders');
  return { fx, feed };
}

/** Verifies the asking session's visitor as an order's owner: orders are told only to them (row 49). */
async function verifyAs(
  fx: ChatFixture,
  clientId: string,
  token: string,
  by: 'userId' | 'email',
  value: string,
) {
  const { secret } = await fx.t.services.identity.rotateSecret(clientId);
  const userHash = crypto.createHmac('sha256', secret).update(value).digest('hex');
  const r = await fx.t.inject({
    method: 'POST',
    url: '/api/chat/identify',
    headers: fx.widget(token),
    payload: { sessionId: 'liveDataSession0000000001', [by]: value, userHash },
  });
  expect(r.json).toEqual({ verified: true });
}

const ask = (fx: ChatFixture, token: string, message: string) =>
  fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(token),
    payload: { message, sessionId: 'liveDataSession0000000001' },
  });

describe('record tools of the openai provider', () => {
  it('runs lookup_record for the asking client and answers from the record', async () => {
    const { fx } = await start();
    call = { name: 'lookup_record', arguments: '{"id":"#10234"}' };
    await verifyAs(fx, fx.b.id, fx.b.test, 'email', 'jane@example.com');
    const r = await ask(fx, fx.b.test, 'Where is my order 10234?');
    expect(r.statusCode).toBe(200);
    expect(r.json.reply).toBe('Order 10234 is Shipped.');
    expect(r.json.sources).toContainEqual({ kind: 'data', title: 'Order 10234', url: null });
    expect(r.json.sources).toEqual([{ kind: 'data', title: 'Order 10234', url: null }]);
    expect(seen[0]?.tools?.map((t) => t.function.name)).toEqual([
      'search_knowledge',
      'no_answer',
      'lookup_record',
      'search_records',
    ]);
    const tool = seen[1]?.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(JSON.parse(tool)).toEqual({
      found: true,
      record: {
        n: expect.any(Number),
        type: 'orders',
        id: '10234',
        title: 'Order 10234',
        fields: { status: 'Shipped' },
      },
    });
    expect(tool).not.toContain('jane@example.com');
  });

  it("never gives one client's records to another, even when the model asks for them", async () => {
    const { fx, feed } = await start();
    // Without feed records, client A is offered no record tools, and a call to one is refused.
    call = { name: 'lookup_record', arguments: '{"id":"10234"}' };
    const none = await ask(fx, fx.a.test, 'Where is my order 10234?');
    expect(seen[0]?.tools?.map((t) => t.function.name)).toEqual(['search_knowledge', 'no_answer']);
    expect(JSON.parse(seen[1]?.messages.find((m) => m.role === 'tool')?.content ?? '')).toEqual({
      error: 'unknown tool',
    });
    expect(none.json.reply).not.toContain('Shipped');

    await feed(fx.a.id, '/a-orders.json', 'orders');
    await feed(fx.a.id, '/a-products.json', 'products');
    seen.length = 0;
    // A's feeds hold no order 10234: the tool says of it what it says of an order not the visitor's.
    const other = await ask(fx, fx.a.test, "Where's my parcel?");
    expect(JSON.parse(seen[1]?.messages.find((m) => m.role === 'tool')?.content ?? '')).toMatchObject({
      locked: true,
    });
    expect(other.json.reply).not.toContain('Shipped');
    expect(other.json.sources).toEqual([]);
    call = { name: 'lookup_record', arguments: '{"id":"20001"}' };
    await verifyAs(fx, fx.a.id, fx.a.test, 'userId', 'a-cust');
    expect((await ask(fx, fx.a.test, 'Order 20001?')).json.reply).toBe('Order 20001 is Delivered.');

    // Searches reach catalogue records only: never orders, never another client's.
    seen.length = 0;
    call = { name: 'search_records', arguments: '{"query":"condo"}' };
    expect((await ask(fx, fx.a.test, 'Any condos?')).json.reply).toBe('We have Harbor View Condo.');
    seen.length = 0;
    call = { name: 'search_records', arguments: '{"query":"shipped delivered","recordType":"orders"}' };
    await ask(fx, fx.b.test, 'What orders shipped?');
    expect(JSON.parse(seen[1]?.messages.find((m) => m.role === 'tool')?.content ?? '')).toEqual({
      records: [],
    });
  });
});
