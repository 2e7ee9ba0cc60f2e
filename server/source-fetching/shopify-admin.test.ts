import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../net/safe-fetch.ts';
import { ShopifyFailure, type ShopConnection } from '../domain/shopify/index.ts';
import { fakeProduct, SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from '../testing/fake-shopify.ts';
import { createShopifyAdmin, THROTTLE_RETRIES } from './shopify-admin.ts';

/**
 * The GraphQL Admin client against the stand-in, on a frozen clock: it waits before a query the store's
 * bucket cannot pay for (by the cost the same query asked last time and the restore rate), retries
 * THROTTLED a bounded number of times, and turns refusals into failures that name their reason.
 */
let shop: FakeShopify;
beforeAll(async () => {
  shop = await startFakeShopify({ products: Array.from({ length: 7 }, (_, i) => fakeProduct(i + 1)) });
});
afterAll(() => shop.close());
beforeEach(() => {
  shop.requests.length = 0;
  shop.forceThrottles = 0;
  shop.scopes = new Set(['read_products', 'read_inventory', 'read_orders']);
  Object.assign(shop.bucket, { maximumAvailable: 1000, restoreRate: 10, available: 1000, at: Date.now() });
  shop.productsCost = 400;
});

const PAGE = `query Products($first: Int!, $after: String) {
  products(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { id } }
}`;
interface Page {
  products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string }[] };
}

/** The client on a frozen clock; each wait it asks for is recorded, and the stand-in's bucket refilled. */
function client() {
  const waits: number[] = [];
  const admin = createShopifyAdmin({
    fetcher: createSafeFetcher({ allowPrivateNetwork: true }),
    now: () => 0,
    wait: async (ms) => {
      waits.push(ms);
      shop.bucket.available = shop.bucket.maximumAvailable;
    },
  });
  const conn: ShopConnection = { origin: shop.url, apiVersion: '2026-10', accessToken: SHOPIFY_TOKEN };
  return { admin, conn, waits };
}

describe('the Shopify GraphQL Admin client', () => {
  it('pages by cursor and waits before a page the bucket cannot pay for', async () => {
    const { admin, conn, waits } = client();
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await admin.query<Page>(conn, PAGE, { first: 3, after });
      ids.push(...page.products.nodes.map((n) => n.id));
      after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
    } while (after);
    expect(ids).toHaveLength(7);
    expect(shop.requests.map((r) => r.outcome)).toEqual(['ok', 'ok', 'ok']);
    // After two pages the bucket holds 200 of the 400 points a page asks: (400 − 200) / 10 a second.
    expect(waits).toEqual([20_000]);
  });

  it('retries THROTTLED answers a few times, then fails saying so', async () => {
    const { admin, conn, waits } = client();
    shop.forceThrottles = 2;
    const page = await admin.query<Page>(conn, PAGE, { first: 3, after: null });
    expect(page.products.nodes).toHaveLength(3);
    expect(shop.requests.map((r) => r.outcome)).toEqual(['throttled', 'throttled', 'ok']);
    expect(waits).toEqual([30_000, 30_000]);

    shop.forceThrottles = 100;
    const err = await admin.query(conn, PAGE, { first: 3, after: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ShopifyFailure);
    expect(err).toMatchObject({ reason: 'throttled' });
    expect(shop.requests.filter((r) => r.outcome === 'throttled')).toHaveLength(2 + THROTTLE_RETRIES + 1);
  });

  it('fails a call as throttled rather than wait past its deadline', async () => {
    const { admin, conn, waits } = client();
    shop.forceThrottles = 1;
    const err = await admin.query(conn, PAGE, { first: 3 }, undefined, 5_000).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'throttled' });
    expect(waits).toEqual([]);
    expect(shop.requests.map((r) => r.outcome)).toEqual(['throttled']);
  });

  it('names a wrong token and a missing scope, and never puts the token in an error', async () => {
    const { admin, conn } = client();
    const refused = await admin
      .query({ ...conn, accessToken: 'shpat_not_this_one' }, PAGE, { first: 1 })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'unauthorized' });
    expect(String((refused as Error).message)).not.toContain('shpat_');
    shop.scopes.delete('read_products');
    const denied = await admin.query(conn, PAGE, { first: 1 }).catch((e: unknown) => e);
    expect(denied).toMatchObject({ reason: 'forbidden' });
    expect((denied as Error).message).toContain('read_products');
  });
});
