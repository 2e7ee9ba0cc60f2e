/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 17–23: files, paths, uploads and the crawler.
 *
 * Already covered elsewhere (not repeated here):
 *   row 17 → server/http/static-files.test.ts: "never leaves the dist folder" (five encodings)
 *   row 18 → server/source-fetching/extract-text.test.ts: "row 18: refuses zip bombs before unpacking them…"; archives are
 *            not accepted (file-uploads.test.ts: "refuses bad files one by one…"), and a DOCX is read in
 *            memory, never unpacked to disk, so `../` entries and symlinks have nowhere to go.
 *   row 19 → extract-text.test.ts: "refuses files whose content is not what the name says…"
 *   row 20 → clients.test.ts: "refuses … oversize bodies without writing"; file-uploads.test.ts: 413 on an
 *            oversize upload; attack-rows-slow-clients.test.ts: slow bodies (408) and chunked oversize
 *            bodies (413)
 *   row 21 → server/net/safe-fetch.test.ts: "classifies private and public addresses", "refuses loopback,
 *            private literals…", "…refuses other schemes"
 *   row 23 → website-crawler.test.ts: "stops at the plan’s page cap…", "caps a long Crawl-delay"; safe-fetch
 *            "caps size"; one website source per client, synced by one process at a time
 *            (store.contract.test.ts, leases.test.ts); attack-rows-slow-clients.test.ts: a dripping page ends
 *            at its deadline, a sync at its own.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../http/routes/index.ts';
import { createSafeFetcher } from '../net/safe-fetch.ts';
import { makePdf } from '../source-fetching/testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Flowise's traversal payloads (validator.test.ts), as path segments and names. */
const TRAVERSAL = [
  '../../data/session-secret',
  '..%2f..%2fdata%2fsession-secret',
  '..%2f..%2f..%2fdata%2fsession-secret',
  '%2e%2e/%2e%2e/data/session-secret',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fdata%2fsession-secret',
  '.%2e/.%2e/data/session-secret',
  '....//....//data/session-secret',
  '..\\..\\data\\session-secret',
  '..%5c..%5cdata%5csession-secret',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  'a%00.pdf',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/data/session-secret',
  'x%0d%0aSet-Cookie:%20a=b',
  '%252e%252e%252fdata%252fsession-secret',
];

let t: TestApp;
let cookie: string;
let root: string;
let dist: string;
let clientId: string;
let token: string;
beforeAll(async () => {
  // root/dist holds the built apps (static routes live), root/data the database and the secret: a
  // traversal out of dist reaches the secret with `../data/session-secret`.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-paths-'));
  dist = path.join(root, 'dist');
  for (const dir of ['site', 'admin', 'widget']) fs.mkdirSync(path.join(dist, dir), { recursive: true });
  fs.writeFileSync(path.join(dist, 'site', 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dist, 'admin', 'index.html'), '<!doctype html><title>Console</title>');
  t = await startTestApp({ distDir: dist, dataDir: path.join(root, 'data') });
  cookie = await t.login();
  const client = await t.services.clients.create({
    clientName: 'Harbor Hotel',
    businessName: 'Harbor Hotel',
    domain: 'harbor.example.com',
    plan: 'Enterprise',
    testMode: true,
  });
  clientId = client.id;
  token = client.testAccessToken!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe('paths and uploads', () => {
  it('row 17: traversal payloads in every path parameter and static path never reach a file', async () => {
    const secret = fs.readFileSync(path.join(t.dataDir, 'session-secret'), 'utf8').trim();
    const failures: string[] = [];
    const urls: [string, string][] = [];
    for (const route of apiRoutes(t.services)) {
      if (!route.path.includes('{')) continue;
      for (const p of TRAVERSAL) urls.push([route.method, route.path.replace(/\{(\w+)\*?\}/g, p)]);
    }
    for (const p of TRAVERSAL)
      for (const dir of ['', 'admin/', 'widget/', 'demo/']) urls.push(['GET', `/${dir}${p}`]);
    for (const [method, url] of urls) {
      const res = await t.inject({ method, url, headers: { cookie, authorization: `Bearer ${token}` } });
      if (res.statusCode >= 500 || res.payload.includes(secret) || /root:x?:0:0/.test(res.payload))
        failures.push(`${method} ${url} → ${res.statusCode}`);
      if (res.statusCode < 300 && method !== 'GET')
        failures.push(`${method} ${url} → ${res.statusCode} (accepted)`);
    }
    expect(failures).toEqual([]);
    expect(urls.length).toBeGreaterThan(200);
  });

  it('row 17: an upload named with a traversal payload writes no file anywhere, only a document', async () => {
    const listing = (dir: string): string[] =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((n) => !/-(wal|shm|journal)$/.test(n))
        .sort();
    const before = { dist: listing(dist), tmp: fs.readdirSync(os.tmpdir()).length };
    const names = [
      '../../escape.txt',
      '..\\..\\escape.txt',
      '/etc/cron.d/escape.txt',
      'a\u0000.txt',
      '....//x.txt',
    ];
    const boundary = 'traversalBoundary';
    const body = Buffer.from(
      names
        .map(
          (n) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${n}"\r\n` +
            `Content-Type: text/plain\r\n\r\nParking is free on Elm Street.\r\n`,
        )
        .join('') + `--${boundary}--\r\n`,
    );
    const res = await t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/knowledge/files`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(listing(dist)).toEqual(before.dist);
    expect(fs.existsSync(path.resolve(dist, '..', 'escape.txt'))).toBe(false);
    expect(fs.existsSync('/etc/cron.d/escape.txt')).toBe(false);
  });

  it('row 19: HTML, SVG or script under an allowed name or type is refused by its content, or kept as text only', async () => {
    const boundary = 'mimeBoundary';
    const part = (name: string, type: string, content: Uint8Array | string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const html = '<html><body><script>alert(1)</script>Opening hours are 9 to 5.</body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/knowledge/files`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        part('brochure.pdf', 'application/pdf', html),
        part('menu.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', html),
        part('logo.svg', 'image/svg+xml', svg),
        part('page.html', 'text/html', html),
        part('app.js', 'text/javascript', 'alert(1)'),
        part('real.pdf', 'text/html', makePdf([['Checkout is at 11 AM.']])),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(201);
    const status = Object.fromEntries(
      (res.json.files as { name: string; status: string }[]).map((x) => [x.name, x.status]),
    );
    // The content decides, not the name or the declared type.
    expect(status).toEqual({
      'brochure.pdf': 'refused',
      'menu.docx': 'refused',
      'logo.svg': 'refused',
      'page.html': 'refused',
      'app.js': 'refused',
      'real.pdf': 'added',
    });
    // Uploads are never served back: no route returns a stored file, and every answer is nosniff.
    const files = apiRoutes(t.services).filter(
      (r) =>
        r.method === 'GET' && r.path.split('/').some((seg) => /^(files?|uploads?|downloads?)$/i.test(seg)),
    );
    expect(files.map((r) => r.path)).toEqual([]);
    const sources = await t.inject({
      method: 'GET',
      url: `/api/clients/${clientId}/knowledge/sources`,
      headers: { cookie },
    });
    expect(sources.headers['x-content-type-options']).toBe('nosniff');
    expect(String(sources.headers['content-type'])).toMatch(/^application\/json/);
  });

  it('row 20: over-long messages, deep JSON and bodies over the cap get a 4xx on every JSON route, never a 5xx', async () => {
    const failures: string[] = [];
    let deep = '1';
    for (let i = 0; i < 5_000; i++) deep = `{"a":${deep}}`;
    const bodies: [string, string][] = [
      [
        '1M-character message',
        JSON.stringify({ message: 'x'.repeat(1_000_000), sessionId: 'oversizeSession000000001' }),
      ],
      ['5,000-deep JSON', deep],
      ['5,000-deep array', '['.repeat(5_000) + ']'.repeat(5_000)],
      ['over 1 MB', JSON.stringify({ message: 'y'.repeat(1024 * 1024 + 1) })],
    ];
    for (const route of apiRoutes(t.services)) {
      // Logout would end the session the rest of the loop uses; uploads have their own cap.
      const skip = ['/api/admin/logout', '/api/clients/{id}/knowledge/files', '/api/v1/knowledge/files'];
      if (route.method === 'GET' || route.method === 'DELETE' || skip.includes(route.path)) continue;
      const url = route.path.replace(/\{(\w+)\*?\}/g, (_, n: string) =>
        n === 'id' ? clientId : 'oversizeSession000000001',
      );
      for (const [name, payload] of bodies) {
        for (const auth of [{ cookie }, { authorization: `Bearer ${token}` }]) {
          const res = await t.inject({
            method: route.method,
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload,
          });
          // A route without a body schema ignores what it is sent, but never takes more than the cap.
          const ok = route.body
            ? res.statusCode >= 400 && res.statusCode < 500
            : name === 'over 1 MB'
              ? res.statusCode === 413 ||
                (res.statusCode === 401 && route.auth === 'admin' && !('cookie' in auth))
              : res.statusCode < 500 || res.statusCode === 503;
          if (!ok) failures.push(`${route.method} ${route.path} ${name} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await t.services.usage.used(clientId)).toBe(0);
  });
});

describe('crawler SSRF', () => {
  it('row 21: every internal address form and non-web scheme is refused before a connection', async () => {
    const strict = createSafeFetcher({ allowPrivateNetwork: false });
    const targets = [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[0:0:0:0:0:ffff:169.254.169.254]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://0/',
      'http://0.0.0.0/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:70/',
      'ftp://example.com/',
      'data:text/html,hi',
    ];
    for (const url of targets)
      await expect(strict.get(url), url).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('row 22: a name that resolves to a private address is refused at connect time (no rebinding window)', async () => {
    // Every lookup of the crawler's socket goes through dns.lookup; make a public-looking name rebind.
    const real = dns.lookup;
    const seen: string[] = [];
    vi.spyOn(dns, 'lookup').mockImplementation(((host: string, opts: unknown, cb: unknown) => {
      const callback = (typeof opts === 'function' ? opts : cb) as (
        e: Error | null,
        a: string,
        f: number,
      ) => void;
      if (host.endsWith('.rebind.test')) {
        seen.push(host);
        return callback(null, host.startsWith('meta') ? '169.254.169.254' : '127.0.0.1', 4);
      }
      return (real as (...a: unknown[]) => void)(host, opts, cb);
    }) as typeof dns.lookup);
    const strict = createSafeFetcher({ allowPrivateNetwork: false });
    for (const url of ['http://www.rebind.test/', 'https://metadata.rebind.test/latest/'])
      await expect(strict.get(url), url).rejects.toThrow(/private network address/);
    expect(seen).toEqual(['www.rebind.test', 'metadata.rebind.test']);
  });
});
