/**
 * Changes made with a secret API key through the read/manage API are in the client's audit log with
 * the key as the actor (its prefix and name, never the key): adding a feed, syncing it and deleting it,
 * each with where it came from; the feed's Authorization value is redacted. Reads, refused keys and
 * another client's source record nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const feed = http.createServer((_req, res) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ sku: 'A1', name: 'Blue kettle', price: '20' }])),
);
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  t = await startTestApp({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => feed.close(() => r()));
});

const client = async (name: string) => {
  const c = await t.services.clients.create({
    clientName: name,
    businessName: name,
    domain: `${name}.example`,
    plan: 'Enterprise',
    email: `x@${name}.example`,
  });
  return { id: c.id, key: await t.services.apiKeys.create(c.id, 'CRM sync') };
};

describe('the audit log of the read/manage API', () => {
  it('names the secret key (prefix and name, never the key) for each change, and records no read or refusal', async () => {
    const a = await client('keyaudit-a');
    const b = await client('keyaudit-b');
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const entries = async (clientId: string) => (await t.services.auditLog.page(clientId, {})).entries;

    const added = await t.inject({
      method: 'POST',
      url: '/api/v1/knowledge/feeds',
      headers: as(a.key.key),
      payload: {
        name: 'Stock',
        url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/stock.json`,
        format: 'json',
        recordType: 'products',
        authorization: 'Bearer shop-feed-secret-123',
        schedule: 'manual',
      },
    });
    expect(added.statusCode).toBe(201);
    const sourceId = added.json.id as string;
    // Adding starts the first sync; another is started once it is done.
    const status = async () => (await t.services.knowledgeSources.detail(a.id, sourceId)).source.status;
    await expect.poll(status, { timeout: 20_000 }).not.toMatch(/pending|syncing/);
    const synced = await t.inject({
      method: 'POST',
      url: `/api/v1/knowledge/sources/${sourceId}/sync`,
      headers: as(a.key.key),
    });
    expect(synced.statusCode).toBe(202);
    // Reads, a revoked or unknown key, and another client's source change nothing and record nothing.
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/knowledge/sources', headers: as(a.key.key) }))
        .statusCode,
    ).toBe(200);
    const del = (key: string) =>
      t.inject({ method: 'DELETE', url: `/api/v1/knowledge/sources/${sourceId}`, headers: as(key) });
    expect((await del(b.key.key)).statusCode).toBe(404);
    expect((await del('fd_sk_not-a-real-key-000000000000')).statusCode).toBe(401);
    expect(await entries(b.id)).toEqual([]);
    expect((await del(a.key.key)).statusCode).toBe(200);

    const log = await entries(a.id);
    const actor = { kind: 'key', id: a.key.id, label: `${a.key.prefix} (CRM sync)` };
    expect(log.map((e) => [e.action, e.target])).toEqual([
      ['knowledge.source-removed', sourceId],
      ['knowledge.synced', sourceId],
      ['knowledge.source-added', sourceId],
    ]);
    for (const e of log) expect(e).toMatchObject({ actor, clientId: a.id, source: '127.0.0.1' });
    expect(log[2]?.changes).toMatchObject({
      name: { after: 'Stock' },
      authorization: { after: '[redacted]' },
    });
    const text = JSON.stringify(log);
    expect(text).not.toContain(a.key.key);
    expect(text).not.toContain('shop-feed-secret-123');
    expect(a.key.prefix.length).toBeLessThan(a.key.key.length - 16);
  });
});
