import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, isPrivateAddress } from './safe-fetch.ts';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/hop') return res.writeHead(302, { location: '/page' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'gzip' });
      return res.end(zlib.gzipSync('squeezed text'));
    }
    if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(64 * 1024, 'a'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<p>${req.headers['user-agent']}</p>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('safe fetch', () => {
  it('classifies private and public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses loopback, private literals and redirects into them unless allowed', async () => {
    const strict = createSafeFetcher({ allowPrivateNetwork: false });
    await expect(strict.get(`${base}/page`)).rejects.toThrow(/private network address/);
    await expect(strict.get('http://localhost:9/')).rejects.toThrow(/private network address/);
    await expect(strict.get('http://[::1]:9/')).rejects.toThrow(/private network address/);
    const open = createSafeFetcher({ allowPrivateNetwork: true });
    const ok = await open.get(`${base}/page`);
    expect(ok.status).toBe(200);
    expect(ok.contentType).toBe('text/html');
    expect(ok.body.toString()).toContain('FrontdeskBot');
  });

  it('follows redirects to a limit, decompresses, caps size, and refuses other schemes', async () => {
    const f = createSafeFetcher({ allowPrivateNetwork: true });
    expect((await f.get(`${base}/hop`)).url).toBe(`${base}/page`);
    await expect(f.get(`${base}/loop`)).rejects.toThrow(/too many redirects/);
    // A redirect the caller refuses is not requested; the 3xx comes back naming where it led.
    const seen: string[] = [];
    const refused = await f.get(`${base}/hop`, { follow: (to) => (seen.push(to.href), false) });
    expect(refused).toMatchObject({ status: 302, url: `${base}/page`, contentType: '' });
    expect(seen).toEqual([`${base}/page`]);
    expect((await f.get(`${base}/gzip`)).body.toString()).toBe('squeezed text');
    await expect(f.get(`${base}/big`, { maxBytes: 1024 })).rejects.toThrow(/larger than 1 KB/);
    await expect(f.get('file:///etc/passwd')).rejects.toThrow(/only http and https/);
    await expect(f.get('not a url')).rejects.toThrow(/Not a valid URL/);
    await expect(f.get('http://user:pw@example.com/')).rejects.toThrow(/credentials/);
  });
});
