/**
 * End-to-end tests of `knowledge crawl`, `knowledge upload` and `knowledge feed`, against a loopback
 * stand-in for the client's website and product feed.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeSourceList, SyncResult, UploadResult } from '../contract/knowledge.ts';
import { runCli, createdDataDir } from './testing/run-cli.ts';
import { ADAS_BOOKS, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await createdDataDir();
const filesDir = fs.mkdtempSync(path.join(dir, 'files-'));
const env = { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' };
let server: http.Server;
let origin = '';
/** The client's domain: the loopback site's host and port. */
let site = '';
let authSeen: string | undefined;
/** The stock feed answers 503 until the test says the shop has fixed it. */
let stockFeedUp = false;

const PAGES: Record<string, string> = {
  '/': '<html><head><title>Ada’s Books</title></head><body><p>We open 9-17 on weekdays.</p><a href="/returns">Returns</a></body></html>',
  '/returns':
    '<html><head><title>Returns</title></head><body><p>Books can be returned within 30 days.</p></body></html>',
};

beforeAll(async () => {
  // A loopback stand-in for the client's website and its product feed.
  server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(404).end();
    if (req.url === '/stock.json') {
      if (!stockFeedUp) return res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify([{ sku: 'S-1', title: 'Emma', price: 9, stock: 2 }]));
    }
    if (req.url === '/products.json') {
      authSeen = req.headers.authorization;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify([{ sku: 'B-1', title: 'Dune', price: 12, stock: 3 }]));
    }
    const page = PAGES[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = new URL(origin).host;

  await seedThroughServer(
    dir,
    async ({ services }) => {
      await services.clients.create({ ...ADAS_BOOKS, domain: site, plan: 'Enterprise' });
      await services.clients.create({
        clientName: 'Sam',
        businessName: 'Starter Shop',
        domain: 'starter.example',
        plan: 'Starter',
      });
    },
    env,
  );
  fs.writeFileSync(path.join(filesDir, 'returns.md'), '# Returns\n\nBooks can be returned within 30 days.\n');
  fs.writeFileSync(path.join(filesDir, 'virus.exe'), 'MZ');
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('knowledge add commands', { timeout: 90_000 }, () => {
  it('crawls the website and waits for it, printing plain progress lines off a terminal', async () => {
    const r = await runCli(dir, ['knowledge', 'crawl', site, '--url', `${origin}/`], { env });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Synced .+: 2 added, 0 updated, 0 removed, 0 unchanged \(2 documents\)/);
    expect(r.stderr).toMatch(/Crawling .+: \d/);

    const json = await runCli(dir, ['--json', 'knowledge', 'list', site], { env });
    const website = KnowledgeSourceList.parse(json.json()).sources.find((x) => x.kind === 'website');
    expect(website).toMatchObject({ status: 'ready', documentCount: 2, schedule: 'weekly' });
  });

  it('crawls with --json: one document on stdout and no progress lines', async () => {
    const r = await runCli(
      dir,
      ['--json', 'knowledge', 'crawl', site, '--url', `${origin}/`, '--schedule', 'daily'],
      { env },
    );
    expect(r.exitCode).toBe(0);
    expect(SyncResult.parse(r.json()).source.schedule).toBe('daily');
    expect(r.stderr).toBe('');
  });

  it('uploads files with a per-file outcome table, and refuses a type it cannot read', async () => {
    const r = await runCli(dir, [
      'knowledge',
      'upload',
      site,
      path.join(filesDir, 'returns.md'),
      path.join(filesDir, 'virus.exe'),
    ]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/returns\.md\s+added/);
    expect(r.stdout).toMatch(/virus\.exe\s+refused/);

    const again = await runCli(dir, [
      '--json',
      'knowledge',
      'upload',
      site,
      path.join(filesDir, 'returns.md'),
    ]);
    expect(UploadResult.parse(again.json()).files).toEqual([
      expect.objectContaining({ name: 'returns.md', status: 'unchanged' }),
    ]);

    const missing = await runCli(dir, ['knowledge', 'upload', site, path.join(filesDir, 'nope.md')]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read .*nope\.md: no such file\n$/);
  });

  it('connects a feed with the Authorization header read from stdin, and waits for its import', async () => {
    const r = await runCli(
      dir,
      [
        'knowledge',
        'feed',
        site,
        '--name',
        'Products',
        '--url',
        `${origin}/products.json`,
        '--format',
        'json',
        '--type',
        'products',
        '--authorization-stdin',
      ],
      { env, input: 'Bearer s3cret\n' },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Synced Products: 1 added/);
    expect(authSeen).toBe('Bearer s3cret');
    const list = await runCli(dir, ['--json', 'knowledge', 'list', site], { env });
    expect(JSON.stringify(list.json())).not.toContain('s3cret');
  });

  it('leaves no failed source behind when a first import fails, so the retry makes exactly one', async () => {
    const args = [
      'knowledge',
      'feed',
      site,
      '--name',
      'Stock',
      '--url',
      `${origin}/stock.json`,
      '--format',
      'json',
      '--type',
      'inventory',
    ];
    const names = async () =>
      KnowledgeSourceList.parse((await runCli(dir, ['--json', 'knowledge', 'list', site], { env })).json())
        .sources.map((x) => x.name)
        .filter((n) => n === 'Stock');
    const failed = await runCli(dir, args, { env });
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toMatch(/503/);
    expect(await names()).toEqual([]);

    stockFeedUp = true;
    const retried = await runCli(dir, args, { env });
    expect(retried.exitCode).toBe(0);
    expect(retried.stdout).toMatch(/Synced Stock: 1 added/);
    expect(await names()).toEqual(['Stock']);
  });

  it("refuses what the client's plan lacks with one line", async () => {
    const upload = await runCli(dir, [
      'knowledge',
      'upload',
      'starter.example',
      path.join(filesDir, 'returns.md'),
    ]);
    expect(upload.exitCode).toBe(1);
    expect(upload.stderr).toBe('File uploads are available on the Enterprise plan\n');
    const feed = await runCli(
      dir,
      [
        'knowledge',
        'feed',
        'starter.example',
        '--name',
        'P',
        '--url',
        `${origin}/products.json`,
        '--format',
        'json',
        '--type',
        'products',
      ],
      { env },
    );
    expect(feed.exitCode).toBe(1);
    expect(feed.stderr).toBe('Live-data feeds are available on the Premium and Enterprise plans\n');
  });
});
