import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChatRequest, FakeReply } from '../../testing/fake-openai.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../../testing/model-on-both-stores.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from '../../testing/fake-shopify.ts';

/**
 * Order status from a connected Shopify store, on SQLite and PostgreSQL, with the builtin answerer and
 * with a model: an unverified visitor naming an order learns nothing, not even whether it exists (the
 * same words for #1001 and for #9999, and the store is not even asked until a code may be sent); the
 * code mailed to the order's email unlocks its status, cited as the store's order lookup; a visitor
 * verified as the buyer gets it at once; one verified as someone else does not.
 */
const ORDER = {
  name: '#1001',
  email: 'jane@example.com',
  createdAt: '2026-12-01T10:00:00Z',
  cancelledAt: null,
  displayFinancialStatus: 'PAID',
  displayFulfillmentStatus: 'FULFILLED',
  fulfillments: [
    {
      displayStatus: 'IN_TRANSIT',
      estimatedDeliveryAt: '2026-12-09T18:00:00Z',
      deliveredAt: null,
      trackingInfo: [
        {
          company: 'UPS',
          number: '1Z999AA10123456784',
          url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        },
      ],
    },
  ],
};

let smtp: SmtpTestServer;
let shop: FakeShopify;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  shop = await startFakeShopify({ orders: [ORDER, { ...ORDER, name: '#10010', email: 'sam@example.com' }] });
});
afterAll(async () => {
  await smtp.close();
  await shop.close();
});

/** The model looks the named order up, then says what the tool gives it (the status, or the instruction). */
function modelReply(req: FakeChatRequest): FakeReply {
  const tool = req.messages.find((m) => m.role === 'tool')?.content;
  const asked = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const id = /#\d+/.exec(String(asked))?.[0] ?? '#1001';
  if (!tool) return { kind: 'tools', calls: [{ name: 'lookup_record', arguments: JSON.stringify({ id }) }] };
  const result = JSON.parse(tool) as {
    record?: { n: number; fields: Record<string, string> };
    instruction?: string;
  };
  if (result.record)
    return { kind: 'text', chunks: [`It is ${result.record.fields.status} [${result.record.n}].`] };
  return {
    kind: 'text',
    chunks: [result.instruction?.replace(/^.*Tell the visitor exactly this: /, '') ?? 'No.'],
  };
}

const ai = modelOnBothStores({ respond: modelReply });

async function start(store: StoreKind, withModel: boolean): Promise<ChatFixture> {
  const env = await ai.env(store);
  if (!withModel) {
    delete env.OPENAI_BASE_URL;
    delete env.OPENAI_API_KEY;
  }
  const fx = ai.keep(
    await chatFixture({
      env: { ...env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true', FRONTDESK_SMTP_URL: smtp.url },
    }),
  );
  ai.model.respond(modelReply);
  const { source } = await fx.t.services.shopify.connect(fx.b.id, {
    shopDomain: shop.url,
    accessToken: SHOPIFY_TOKEN,
    schedule: 'manual',
  });
  expect((await fx.t.services.knowledgeSources.follow(fx.b.id, source.id)).source.status).toBe('ready');
  return fx;
}

let n = 0;
const session = () => `shopifyOrders${String(++n).padStart(12, '0')}`;
const ask = async (fx: ChatFixture, sessionId: string, message: string) => {
  const r = await fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(fx.b.test),
    payload: { message, sessionId },
  });
  expect(r.statusCode, r.payload).toBe(200);
  return r.json as { reply: string; sources: { title: string; kind: string; url: string | null }[] };
};
const hmac = (secret: string, v: string) => crypto.createHmac('sha256', secret).update(v).digest('hex');
const orderLookups = () => shop.requests.filter((r) => r.operation === 'Order').length;
const SOURCE = { kind: 'data', title: 'Order lookup: Ridge Supply Co', url: null };

describe.each<[StoreKind, boolean]>([
  ['sqlite', false],
  ['sqlite', true],
  ['postgres', false],
  ['postgres', true],
])('Shopify order status on %s (model: %s)', (store, withModel) => {
  it('tells an order only to its buyer, and never whether it exists to anyone else', async () => {
    const fx = await start(store, withModel);
    const before = smtp.mails.length;

    // An unverified visitor: the same reply for a real order and for none, and no status.
    const real = session();
    const lookupsBefore = orderLookups();
    const asked = await ask(fx, real, 'Where is my order #1001?');
    expect(asked.reply).toContain('If #1001 is an order with Bella Moda, I have sent a 6-digit code');
    expect(asked.reply).not.toMatch(/transit|UPS|1Z999|j\*\*\*/i);
    expect(asked.sources).toEqual([]);
    // The store is asked once, for the address the code goes to; the match itself asked nothing.
    expect(orderLookups() - lookupsBefore).toBe(1);
    const ghost = session();
    const none = await ask(fx, ghost, 'Where is my order #9999?');
    expect(none.reply).toBe(asked.reply.replace('#1001', '#9999'));
    const guessed = await ask(fx, ghost, '123456');
    const wrong = await ask(fx, real, '000000');
    expect(guessed.reply).toBe(wrong.reply);
    expect(guessed.reply).toContain('That code does not match');

    // The code went to the order's email only; typed back, it unlocks the status, cited.
    let mail = await smtp.next('jane@example.com');
    while (smtp.mails.indexOf(mail) < before) mail = await smtp.next('jane@example.com');
    expect(smtp.mails.slice(before).flatMap((m) => m.to)).toEqual(['jane@example.com']);
    const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    const unlocked = await ask(fx, real, code);
    expect(unlocked.reply).toMatch(/in transit/i);
    expect(unlocked.reply).toContain('1Z999AA10123456784');
    expect(unlocked.reply).not.toMatch(/jane@|sam@/);
    expect(unlocked.sources).toEqual([SOURCE]);
    // Proven for this conversation: the buyer's next question about the same order is answered.
    const next = await ask(fx, real, 'And order #1001?');
    expect(next.reply).toMatch(/in transit/i);
    // A prefix match in Shopify's search (#10010, Sam's) is not the order asked for, and not Jane's.
    expect((await ask(fx, real, 'What about order #10010?')).reply).not.toMatch(/transit/i);

    // Verified by the page as the buyer: told at once. Verified as someone else: the same veiled reply.
    const secret = (await fx.t.services.identity.rotateSecret(fx.b.id)).secret;
    const identify = (sessionId: string, email: string) =>
      fx.t.inject({
        method: 'POST',
        url: '/api/chat/identify',
        headers: fx.widget(fx.b.test),
        payload: { sessionId, email, userHash: hmac(secret, email) },
      });
    const buyer = session();
    expect((await identify(buyer, 'jane@example.com')).json).toEqual({ verified: true });
    const told = await ask(fx, buyer, 'Where is my order #1001?');
    expect(told.reply).toMatch(/in transit/i);
    expect(told.sources).toEqual([SOURCE]);
    const other = session();
    expect((await identify(other, 'sam@example.com')).json).toEqual({ verified: true });
    const refused = await ask(fx, other, 'Where is my order #1001?');
    expect(refused.reply).not.toMatch(/transit|UPS/i);
    expect(refused.reply).toContain('If #1001 is an order with Bella Moda');
    if (!withModel) {
      // Asking after one's orders without a number: the number is asked for, nothing is looked up.
      const lookups = orderLookups();
      const which = await ask(fx, session(), 'Can you show me my recent orders?');
      expect(which.reply).toContain('please tell me its order number');
      expect(orderLookups()).toBe(lookups);
    }

    // An email the page names without its proof is a hint, and unlocks nothing.
    const hinted = session();
    const hint = await fx.t.inject({
      method: 'POST',
      url: '/api/chat/identify',
      headers: fx.widget(fx.b.test),
      payload: { sessionId: hinted, email: 'jane@example.com' },
    });
    expect(hint.json).toEqual({ verified: false });
    expect((await ask(fx, hinted, 'Where is my order #1001?')).reply).toContain('If #1001 is an order');
    // The buyer's conversation taken over by another verified person: the order is no longer told.
    expect((await identify(buyer, 'sam@example.com')).json).toEqual({ verified: true });
    expect((await ask(fx, buyer, 'Where is my order #1001?')).reply).not.toMatch(/transit|UPS/i);
    expect((await identify(buyer, 'jane@example.com')).json).toEqual({ verified: true });

    if (withModel) {
      // A question naming no order: the model looks it up with its record tool, under the same rule.
      const parcel = await ask(fx, buyer, "Where's my parcel?");
      expect(parcel.reply).toMatch(/in transit/i);
      expect(parcel.sources).toEqual([SOURCE]);
      const stranger = await ask(fx, session(), "Where's my parcel?");
      expect(stranger.reply).toContain('If #1001 is an order with Bella Moda');
      expect(stranger.reply).not.toMatch(/transit|UPS/i);
      // Nothing of an order the visitor was not proven to own reached the model.
      const tools = ai.model
        .chatRequests()
        .flatMap((r) => r.messages)
        .filter((m) => m.role === 'tool')
        .map((m) => String(m.content));
      expect(tools.some((t) => t.includes('"locked":true'))).toBe(true);
      for (const t of tools.filter((t) => t.includes('"locked":true')))
        expect(t).not.toMatch(/transit|jane@|UPS/i);
    }
  });
});
