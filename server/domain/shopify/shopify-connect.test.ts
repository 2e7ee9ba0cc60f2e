import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from '../../testing/fake-shopify.ts';
import { createLogger, installLogger } from '../../ops/log.ts';
import type { KnowledgeSource } from '../../../contract/knowledge.ts';
import { shopAddress } from './shop-address.ts';

/**
 * Connecting a store: the address and token checked with clear 400s, the token tried against the store
 * before anything is saved (a wrong one, or one missing a scope, names the field), the plan refused
 * before the store is asked, a connected store reconnected with a new token after Shopify revoked the
 * old one, a private address refused unless the deployment allows
 * it, and the token in no log line, API answer, audit entry or export, also when the store later
 * refuses it.
 */
describe('the store address', () => {
  it('takes the forms an owner types and refuses the rest', () => {
    const acme = { origin: 'https://acme.myshopify.com', domain: 'acme.myshopify.com' };
    for (const typed of [
      'acme',
      'ACME.myshopify.com',
      ' https://acme.myshopify.com/admin/products ',
      'admin.shopify.com/store/acme',
      'https://admin.shopify.com/store/acme/orders',
    ])
      expect(shopAddress(typed, false), typed).toEqual(acme);
    for (const typed of [
      'acme shop',
      'acme.com',
      'http://acme.myshopify.com',
      'https://acme.myshopify.com.evil.example',
      'https://127.0.0.1:8080',
      'https://user:pass@acme.myshopify.com',
      'ftp://acme.myshopify.com',
      'https://acme.myshopify.com:8443',
    ])
      expect(() => shopAddress(typed, false), typed).toThrow(/myshopify|https|token/);
    // Only where private fetches are allowed (tests, labs) is a full address taken as it is.
    expect(shopAddress('http://127.0.0.1:8080/', true)).toEqual({
      origin: 'http://127.0.0.1:8080',
      domain: '127.0.0.1:8080',
    });
  });
});

const lines: string[] = [];
const collector = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let shop: FakeShopify;
let fx: ChatFixture | null = null;
beforeAll(async () => {
  shop = await startFakeShopify();
  installLogger(createLogger({ format: 'json', level: 'debug' }, collector));
});
afterAll(async () => {
  installLogger(createLogger({ format: 'json', level: 'silent' }));
  await shop.close();
});
afterEach(async () => {
  await fx?.close();
  fx = null;
  shop.token = SHOPIFY_TOKEN;
  shop.scopes = new Set(['read_products', 'read_inventory', 'read_orders']);
});

const connect = (f: ChatFixture, cookie: string, clientId: string, payload: Record<string, unknown>) =>
  f.t.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/knowledge/shopify`,
    headers: { cookie },
    payload,
  });

describe('connecting a store', () => {
  it('refuses bad input, a wrong token, a missing scope and the plan clearly; takes a new token for a connected store', async () => {
    fx = await chatFixture({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
    const cookie = await fx.t.login();
    const asked = () => shop.requests.length;
    let before = asked();

    const badDomain = await connect(fx, cookie, fx.b.id, {
      shopDomain: 'my shop!',
      accessToken: SHOPIFY_TOKEN,
    });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json).toMatchObject({
      code: 'validation_failed',
      fields: { shopDomain: expect.stringMatching(/myshopify\.com/) },
    });
    const noToken = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: '   ' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json).toMatchObject({ fields: { accessToken: 'Enter the Admin API access token' } });
    const extra = await connect(fx, cookie, fx.b.id, {
      shopDomain: shop.url,
      accessToken: SHOPIFY_TOKEN,
      scope: 'all',
    });
    expect(extra.statusCode).toBe(400);
    const starter = await connect(fx, cookie, fx.a.id, { shopDomain: shop.url, accessToken: SHOPIFY_TOKEN });
    expect(starter.statusCode).toBe(403);
    expect(starter.json).toMatchObject({ code: 'plan_feature_unavailable' });
    expect(asked()).toBe(before);

    const wrong = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: 'shpat_wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json).toMatchObject({
      code: 'validation_failed',
      fields: { accessToken: expect.stringContaining('Shopify refused this access token') },
    });
    expect(shop.requests.slice(before).map((r) => r.outcome)).toEqual([401]);
    shop.scopes.delete('read_orders');
    before = asked();
    const scopes = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: SHOPIFY_TOKEN });
    expect(scopes.statusCode).toBe(400);
    expect(scopes.json).toMatchObject({ fields: { accessToken: expect.stringContaining('read_orders') } });
    expect(shop.requests.slice(before).map((r) => r.operation)).toEqual(['Connect']);
    expect(await fx.t.services.knowledgeSources.list(fx.b.id)).toEqual([]);

    shop.scopes.add('read_orders');
    const ok = await connect(fx, cookie, fx.b.id, {
      shopDomain: `${shop.url}/admin`,
      accessToken: SHOPIFY_TOKEN,
      name: 'Main store',
    });
    expect(ok.statusCode, ok.payload).toBe(201);
    const source = ok.json as KnowledgeSource;
    expect(source).toMatchObject({ name: 'Main store', kind: 'shopify' });
    await fx.t.services.knowledgeSources.follow(fx.b.id, source.id);

    // Revoked in Shopify: the next sync fails and says why.
    shop.token = 'shpat_rotated';
    const failed = await fx.t.services.knowledgeSources.sync(fx.b.id, source.id).catch((e: unknown) => e);
    expect(String(failed)).toContain('Shopify refused this access token');
    const listed = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/knowledge/sources`,
      headers: { cookie },
    });
    expect(listed.payload).toContain('Shopify refused this access token');
    // Connected again: the old token is still refused; the new one replaces it on the same source.
    const stale = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: SHOPIFY_TOKEN });
    expect(stale.statusCode).toBe(400);
    const again = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: 'shpat_rotated' });
    expect(again.statusCode, again.payload).toBe(200);
    expect(again.json).toMatchObject({ id: source.id, name: 'Main store', lastError: null });
    const resynced = await fx.t.services.knowledgeSources.follow(fx.b.id, source.id);
    expect(resynced.source).toMatchObject({ status: 'ready', lastError: null });
    expect((await fx.t.services.knowledgeSources.list(fx.b.id)).map((x) => x.id)).toEqual([source.id]);
    const removed = await fx.t.inject({
      method: 'DELETE',
      url: `/api/clients/${fx.b.id}/knowledge/sources/${source.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await fx.t.services.knowledgeSources.list(fx.b.id)).toEqual([]);

    // The token in no log line, API answer, audit entry or export.
    const audit = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/audit-log`,
      headers: { cookie },
    });
    expect(audit.payload).toContain('knowledge.source-added');
    const auditCsv = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/audit-log/export?format=jsonl`,
      headers: { cookie },
    });
    const conversations = await fx.t.inject({
      method: 'GET',
      url: `/api/clients/${fx.b.id}/export/conversations?format=jsonl`,
      headers: { cookie },
    });
    expect(auditCsv.statusCode).toBe(200);
    expect(conversations.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [
      ok.payload,
      listed.payload,
      audit.payload,
      auditCsv.payload,
      conversations.payload,
      lines.join('\n'),
    ]) {
      expect(text).not.toContain(SHOPIFY_TOKEN);
      expect(text).not.toContain('shpat_wrong');
      expect(text).not.toContain('shpat_rotated');
    }
  });

  it('refuses a private or plain-http address unless the deployment allows private networks', async () => {
    fx = await chatFixture();
    const cookie = await fx.t.login();
    const before = shop.requests.length;
    const plain = await connect(fx, cookie, fx.b.id, { shopDomain: shop.url, accessToken: SHOPIFY_TOKEN });
    expect(plain.statusCode).toBe(400);
    expect(plain.json).toMatchObject({
      fields: { shopDomain: 'The store address must start with https://' },
    });
    const tls = await connect(fx, cookie, fx.b.id, {
      shopDomain: shop.url.replace('http:', 'https:'),
      accessToken: SHOPIFY_TOKEN,
    });
    expect(tls.statusCode).toBe(400);
    expect(tls.json).toMatchObject({ fields: { shopDomain: expect.stringContaining('myshopify.com') } });
    expect(shop.requests.length).toBe(before);
    expect(await fx.t.services.knowledgeSources.list(fx.b.id)).toEqual([]);
  });
});
