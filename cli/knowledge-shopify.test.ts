/**
 * `frontdesk knowledge shopify` end to end against the loopback stand-in of Shopify's GraphQL Admin
 * API: the token read from stdin and in no output, the first product sync waited for, a wrong token one
 * clear line, and the command audited as the CLI's.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeSourceList, SyncResult } from '../contract/knowledge.ts';
import {
  fakeProduct,
  SHOPIFY_TOKEN,
  startFakeShopify,
  type FakeShopify,
} from '../server/testing/fake-shopify.ts';
import { createdDataDir, runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await createdDataDir();
const env = { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' };
let shop: FakeShopify;

beforeAll(async () => {
  shop = await startFakeShopify({ products: Array.from({ length: 4 }, (_, i) => fakeProduct(i + 1)) });
  await seedThroughServer(
    dir,
    async ({ services }) => {
      await services.clients.create({ ...ADAS_BOOKS, plan: 'Premium' });
    },
    env,
  );
}, 60_000);
afterAll(async () => {
  await shop.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('frontdesk knowledge shopify', { timeout: 90_000 }, () => {
  it('refuses a wrong token in one line, then connects the store and waits for its products', async () => {
    const wrong = await runCli(dir, ['knowledge', 'shopify', ADAS_BOOKS.domain, '--shop', shop.url], {
      env,
      input: 'shpat_wrong\n',
    });
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stderr).toMatch(/Shopify refused this access token/);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);

    const r = await runCli(
      dir,
      ['--json', 'knowledge', 'shopify', ADAS_BOOKS.domain, '--shop', shop.url, '--schedule', 'weekly'],
      { env, input: `${SHOPIFY_TOKEN}\n` },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    const result = SyncResult.parse(r.json());
    expect(result).toMatchObject({
      added: 4,
      source: { kind: 'shopify', schedule: 'weekly', documentCount: 4 },
    });
    const list = await runCli(dir, ['--json', 'knowledge', 'list', ADAS_BOOKS.domain], { env });
    expect(KnowledgeSourceList.parse(list.json()).sources.map((s) => s.name)).toEqual(['Ridge Supply Co']);
    const audit = await runCli(dir, ['--json', 'audit', ADAS_BOOKS.domain], { env });
    expect(audit.stdout).toContain('knowledge.source-added');
    for (const out of [r.stdout, r.stderr, wrong.stdout, wrong.stderr, list.stdout, audit.stdout])
      expect(out).not.toContain(SHOPIFY_TOKEN);
  });
});
