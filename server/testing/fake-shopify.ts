/**
 * Shopify's GraphQL Admin API on loopback, for tests: POST /admin/api/<version>/graphql.json with
 * X-Shopify-Access-Token, answering `{ data, errors, extensions.cost }` as Shopify does. Queries are
 * metered by a leaky bucket (maximumAvailable points, restoreRate a second, in real time); a query the
 * bucket cannot pay for is answered THROTTLED with HTTP 200, as Shopify answers. Products page by
 * opaque cursors; orders are searched with `name:#1001`. A missing scope answers ACCESS_DENIED on its
 * field; a wrong token, Shopify's 401. Every request is logged with its headers and body.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHOPIFY_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';

export interface FakeProduct {
  id: string;
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  tracksInventory: boolean;
  variants: {
    title: string;
    sku: string | null;
    price: string;
    availableForSale: boolean;
    inventoryQuantity: number;
  }[];
}

export interface FakeOrder {
  name: string;
  email: string | null;
  createdAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string;
  displayFulfillmentStatus: string;
  fulfillments: {
    displayStatus: string | null;
    estimatedDeliveryAt: string | null;
    deliveredAt: string | null;
    trackingInfo: { company: string | null; number: string | null; url: string | null }[];
  }[];
}

export interface FakeShopifyRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The operation name of the query ("Products", "Order", "Connect", "Shop"). */
  operation: string;
  variables: Record<string, unknown>;
  /** What the store answered: ok, throttled, or the HTTP status of a refusal. */
  outcome: 'ok' | 'throttled' | number;
}

export interface FakeShopify {
  /** The store's address (what an owner types as the shop address in tests). */
  url: string;
  products: FakeProduct[];
  orders: FakeOrder[];
  requests: FakeShopifyRequest[];
  /** Scopes the token holds (read_products, read_inventory, read_orders by default). */
  scopes: Set<string>;
  /** The bucket: points, restore rate a second; a page of products costs `productsCost`. */
  bucket: { maximumAvailable: number; restoreRate: number; available: number; at: number };
  productsCost: number;
  /** The next this many requests are answered THROTTLED whatever the bucket holds. */
  forceThrottles: number;
  /** The token the store takes (change it to revoke the one a source holds). */
  token: string;
  close(): Promise<void>;
}

export function fakeProduct(n: number, over: Partial<FakeProduct> = {}): FakeProduct {
  return {
    id: `gid://shopify/Product/${1000 + n}`,
    title: `Trail Mug ${n}`,
    handle: `trail-mug-${n}`,
    description: `Enamel camping mug number ${n}, 350 ml, dishwasher safe.`,
    vendor: 'Ridge Supply',
    productType: 'Mugs',
    tags: ['camping'],
    status: 'ACTIVE',
    tracksInventory: true,
    variants: [
      {
        title: 'Default Title',
        sku: `MUG-${n}`,
        price: `${10 + (n % 10)}.00`,
        availableForSale: true,
        inventoryQuantity: n % 7,
      },
    ],
    ...over,
  };
}

const decodeCursor = (c: unknown) =>
  typeof c === 'string' ? Number(Buffer.from(c, 'base64').toString()) : 0;
const cursor = (i: number) => Buffer.from(String(i)).toString('base64');

export async function startFakeShopify(
  opts: { products?: FakeProduct[]; orders?: FakeOrder[]; shopName?: string } = {},
): Promise<FakeShopify> {
  const state: Omit<FakeShopify, 'url' | 'close'> = {
    products: opts.products ?? [],
    orders: opts.orders ?? [],
    requests: [],
    scopes: new Set(['read_products', 'read_inventory', 'read_orders']),
    bucket: { maximumAvailable: 1000, restoreRate: 50, available: 1000, at: Date.now() },
    productsCost: 100,
    forceThrottles: 0,
    token: SHOPIFY_TOKEN,
  };
  const shopName = opts.shopName ?? 'Ridge Supply Co';

  const answer = (operation: string, variables: Record<string, unknown>) => {
    const denied = (field: string, scope: string) => ({
      message: `Access denied for ${field} field. Required access: \`${scope}\` access scope.`,
      locations: [{ line: 1, column: 1 }],
      path: [field],
      extensions: {
        code: 'ACCESS_DENIED',
        documentation: 'https://shopify.dev/api/usage/access-scopes',
        requiredAccess: `\`${scope}\` access scope.`,
      },
    });
    const shop = { name: shopName, currencyCode: 'USD', primaryDomain: { url: 'https://ridge.example' } };
    if (operation === 'Shop') return { data: { shop }, cost: 1 };
    if (operation === 'Connect') {
      const errors = [
        ...(state.scopes.has('read_products') ? [] : [denied('products', 'read_products')]),
        ...(state.scopes.has('read_orders') ? [] : [denied('orders', 'read_orders')]),
      ];
      const data = {
        shop,
        products: state.scopes.has('read_products')
          ? { nodes: state.products.slice(0, 1).map((p) => ({ id: p.id })) }
          : null,
        orders: state.scopes.has('read_orders') ? { nodes: [] } : null,
      };
      return { data, errors, cost: 4 };
    }
    if (operation === 'Products') {
      if (!state.scopes.has('read_products'))
        return {
          data: { products: null },
          errors: [denied('products', 'read_products')],
          cost: state.productsCost,
        };
      const active = state.products.filter((p) => p.status === 'ACTIVE');
      const from = variables.after ? decodeCursor(variables.after) + 1 : 0;
      const first = Number(variables.first ?? 50);
      const page = active.slice(from, from + first);
      const variantsFirst = Number(variables.variants ?? 50);
      const nodes = page.map((p) => {
        const prices = p.variants.map((v) => Number(v.price));
        const money = (n: number) => ({ amount: n.toFixed(1), currencyCode: 'USD' });
        return {
          id: p.id,
          title: p.title,
          handle: p.handle,
          description: p.description,
          vendor: p.vendor,
          productType: p.productType,
          tags: p.tags,
          onlineStoreUrl: `https://ridge.example/products/${p.handle}`,
          totalInventory: p.variants.reduce((n, v) => n + v.inventoryQuantity, 0),
          tracksInventory: p.tracksInventory,
          priceRangeV2: {
            minVariantPrice: money(Math.min(...prices)),
            maxVariantPrice: money(Math.max(...prices)),
          },
          variants: { nodes: p.variants.slice(0, variantsFirst) },
        };
      });
      const last = from + page.length - 1;
      return {
        data: {
          products: {
            pageInfo: {
              hasNextPage: from + first < active.length,
              endCursor: page.length > 0 ? cursor(last) : null,
            },
            nodes,
          },
        },
        cost: state.productsCost,
      };
    }
    if (operation === 'Order') {
      if (!state.scopes.has('read_orders'))
        return { data: { orders: null }, errors: [denied('orders', 'read_orders')], cost: 10 };
      const name = /^name:(.+)$/.exec(String(variables.query ?? ''))?.[1]?.replace(/^"|"$/g, '') ?? '';
      // Shopify's search matches loosely; the caller must confirm the exact name.
      const nodes = state.orders.filter((o) => o.name.replace(/^#/, '').startsWith(name.replace(/^#/, '')));
      return { data: { orders: { nodes } }, cost: 10 };
    }
    return { data: null, errors: [{ message: `Unknown operation ${operation}` }], cost: 1 };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const json = (status: number, data: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(data));
      let parsed: { query?: string; variables?: Record<string, unknown> } = {};
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        // Left empty: answered as a bad request below.
      }
      const operation = /query\s+(\w+)/.exec(parsed.query ?? '')?.[1] ?? '';
      const variables = parsed.variables ?? {};
      const log = (outcome: FakeShopifyRequest['outcome']) =>
        state.requests.push({ headers: req.headers, body, operation, variables, outcome });
      if (req.method !== 'POST' || !/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(req.url ?? '')) {
        log(404);
        return json(404, { errors: 'Not Found' });
      }
      if (req.headers['x-shopify-access-token'] !== state.token) {
        log(401);
        return json(401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      }
      if (!parsed.query) {
        log(400);
        return json(400, { errors: { query: 'Required parameter missing or invalid' } });
      }
      const b = state.bucket;
      const now = Date.now();
      b.available = Math.min(b.maximumAvailable, b.available + ((now - b.at) / 1000) * b.restoreRate);
      b.at = now;
      const result = answer(operation, variables);
      // A forced throttle reports an empty bucket (as another app's burst would leave it).
      const forced = state.forceThrottles > 0;
      const status = () => ({
        maximumAvailable: b.maximumAvailable,
        currentlyAvailable: forced ? 0 : Math.floor(b.available),
        restoreRate: b.restoreRate,
      });
      if (forced || result.cost > b.available) {
        if (forced) state.forceThrottles--;
        log('throttled');
        return json(200, {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: {
            cost: { requestedQueryCost: result.cost, actualQueryCost: null, throttleStatus: status() },
          },
        });
      }
      b.available -= result.cost;
      log('ok');
      json(200, {
        data: result.data,
        ...(result.errors && result.errors.length > 0 ? { errors: result.errors } : {}),
        extensions: {
          cost: { requestedQueryCost: result.cost, actualQueryCost: result.cost, throttleStatus: status() },
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
