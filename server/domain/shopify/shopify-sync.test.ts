import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { modelOnBothStores, type StoreKind } from '../../testing/model-on-both-stores.ts';
import {
  fakeProduct,
  SHOPIFY_TOKEN,
  startFakeShopify,
  type FakeShopify,
} from '../../testing/fake-shopify.ts';
import type { KnowledgeSource, KnowledgeSourceDetail } from '../../../contract/knowledge.ts';

/**
 * A Shopify store's products synced on SQLite and PostgreSQL against the GraphQL stand-in: 61 active
 * products over three cursor pages, a THROTTLED answer retried, a page the bucket cannot pay for
 * waited for (the stand-in meters in real time, so a client that did not wait would be throttled),
 * drafts left out, the products searchable in answers, a deleted product gone after a resync, and the
 * token in none of the answers or the stored row.
 */
const ai = modelOnBothStores();
let shop: FakeShopify;
beforeAll(async () => {
  shop = await startFakeShopify();
});
afterAll(() => shop.close());

const products = () => [
  ...Array.from({ length: 60 }, (_, i) => fakeProduct(i + 1)),
  fakeProduct(61, {
    title: 'Summit Fleece Jacket',
    variants: [
      { title: 'S / Red', sku: 'FLC-S', price: '89.00', availableForSale: true, inventoryQuantity: 3 },
      { title: 'M / Red', sku: 'FLC-M', price: '95.00', availableForSale: false, inventoryQuantity: 0 },
    ],
  }),
  fakeProduct(62, { title: 'Prototype Kettle', status: 'DRAFT' }),
];

async function start(store: StoreKind): Promise<{ fx: ChatFixture; cookie: string }> {
  const env = await ai.env(store);
  delete env.OPENAI_BASE_URL;
  delete env.OPENAI_API_KEY;
  const fx = ai.keep(await chatFixture({ env: { ...env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } }));
  return { fx, cookie: await fx.t.login() };
}

describe.each<StoreKind>(['sqlite', 'postgres'])('Shopify products on %s', (store) => {
  it('syncs every page within the query cost, answers from the products, and drops deleted ones', async () => {
    const { fx, cookie } = await start(store);
    shop.products = products();
    shop.requests.length = 0;
    // Three pages of 400 points from a 1,000-point bucket: the third must wait for points.
    Object.assign(shop.bucket, {
      maximumAvailable: 1000,
      restoreRate: 1000,
      available: 1000,
      at: Date.now(),
    });
    shop.productsCost = 400;
    shop.forceThrottles = 1;

    const connected = await fx.t.inject({
      method: 'POST',
      url: `/api/clients/${fx.b.id}/knowledge/shopify`,
      headers: { cookie },
      payload: { shopDomain: shop.url, accessToken: ` ${SHOPIFY_TOKEN} `, schedule: 'daily' },
    });
    expect(connected.statusCode, connected.payload).toBe(201);
    const source = connected.json as KnowledgeSource;
    expect(source).toMatchObject({
      kind: 'shopify',
      name: 'Ridge Supply Co',
      status: 'syncing',
      schedule: 'daily',
    });
    expect(source.settings).toMatchObject({ shopName: 'Ridge Supply Co', recordType: 'products' });
    expect(connected.payload).not.toContain(SHOPIFY_TOKEN);

    const synced = await fx.t.services.knowledgeSources.follow(fx.b.id, source.id);
    expect(synced.source).toMatchObject({ status: 'ready', documentCount: 61, lastError: null });
    expect(synced.source.nextSyncAt).not.toBeNull();

    // The connect test (its forced THROTTLED answer retried), the shop, then three product pages.
    expect(shop.requests.map((r) => `${r.operation}:${r.outcome}`)).toEqual([
      'Connect:throttled',
      'Connect:ok',
      'Shop:ok',
      'Products:ok',
      'Products:ok',
      'Products:ok',
    ]);
    const pages = shop.requests.filter((r) => r.operation === 'Products');
    expect(pages.map((r) => r.variables.after ?? null)).toEqual([
      null,
      Buffer.from('24').toString('base64'),
      Buffer.from('49').toString('base64'),
    ]);
    for (const r of shop.requests) expect(r.headers['x-shopify-access-token']).toBe(SHOPIFY_TOKEN);

    const detail = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/knowledge/sources/${source.id}`,
      headers: { cookie },
    });
    const documents = (detail.json as KnowledgeSourceDetail).documents;
    expect(documents.map((d) => d.title)).toContain('Summit Fleece Jacket');
    expect(documents.map((d) => d.title)).not.toContain('Prototype Kettle');
    expect(documents.find((d) => d.title === 'Trail Mug 7')?.url).toBe(
      'https://ridge.example/products/trail-mug-7',
    );

    const ask = async (message: string) => {
      const r = await fx.t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: fx.widget(fx.b.test),
        payload: { message, sessionId: `shopifySync${store}Session0001` },
      });
      expect(r.statusCode, r.payload).toBe(200);
      return r.json as { reply: string; sources: { title: string; kind: string }[] };
    };
    const mug = await ask('How much is SKU MUG-7?');
    expect(mug.reply).toContain('$17.00');
    expect(mug.sources).toContainEqual({
      kind: 'data',
      title: 'Trail Mug 7',
      url: 'https://ridge.example/products/trail-mug-7',
    });

    const fleece = await ask('Do you have fleece jackets?');
    expect(fleece.reply).toContain('Summit Fleece Jacket: price 89.00 to 95.00 USD, in stock (3 available)');

    // Deleted in Shopify: gone after the resync, everything else kept.
    shop.products = products().filter((p) => p.title !== 'Trail Mug 7');
    const resync = await fx.t.inject({
      method: 'POST',
      url: `/api/clients/${fx.b.id}/knowledge/sources/${source.id}/sync`,
      headers: { cookie },
    });
    expect(resync.statusCode, resync.payload).toBe(202);
    const again = await fx.t.services.knowledgeSources.follow(fx.b.id, source.id);
    expect(again).toMatchObject({ removed: 1, added: 0, source: { documentCount: 60, status: 'ready' } });
    expect((await ask('How much is SKU MUG-7?')).reply).not.toContain('$17.00');

    // The token is in no answer and not in the row as written.
    const list = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/knowledge/sources`,
      headers: { cookie },
    });
    expect(list.payload).toContain('Ridge Supply Co');
    expect(`${list.payload}${detail.payload}${resync.payload}`).not.toContain(SHOPIFY_TOKEN);
    const row = await fx.t.services.db
      .selectFrom('knowledge_sources')
      .select(['secret', 'settings'])
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1\./);
    expect(`${row.secret} ${String(row.settings)}`).not.toContain(SHOPIFY_TOKEN);
  });
});
