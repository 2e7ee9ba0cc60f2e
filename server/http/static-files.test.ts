import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let dist: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), text);
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-dist-'));
  write('site/index.html', '<!doctype html><title>Home</title>');
  write('site/about/index.html', '<!doctype html><title>About</title>');
  write('site/demo/index.html', '<!doctype html><title>Demo</title>');
  write('site/404.html', '<!doctype html><title>404 Page Not Found</title>');
  write('site/assets/app-AbCdEf12.js', 'console.log(1)');
  write('site/robots.txt', 'User-agent: *');
  write('admin/index.html', '<!doctype html><title>Console</title>');
  write('admin/assets/main-Zx9Yw8Vu.js', 'export {}');
  write('widget/widget.js', '(()=>{})()');
  write('widget/chat-Qq1Ww2Ee.js', 'export {}');
  fs.writeFileSync(path.join(os.tmpdir(), 'frontdesk-secret.txt'), 'secret');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.inject({ method: 'GET', url });

describe('static hosting', () => {
  it('serves pre-rendered pages with security headers and revalidation', async () => {
    const pages: [string, string][] = [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
    ];
    for (const [url, title] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    }
    expect((await get('/robots.txt')).payload).toBe('User-agent: *');
  });

  it('serves the demo page for any /demo path and the 404 page for unknown routes', async () => {
    expect((await get('/demo/sunsetrealty.com')).payload).toContain('<title>Demo</title>');
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.payload).toContain('404 Page Not Found');
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-AbCdEf12.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the console SPA for every /admin path, never inside a frame', async () => {
    for (const url of ['/admin', '/admin/clients', '/admin/clients/123', '/admin/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload).toContain('Console');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get('/admin/assets/main-Zx9Yw8Vu.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/missing.js')).statusCode).toBe(404);
  });

  it('lets any site load the widget', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { origin: 'https://customer.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await get('/widget/chat-Qq1Ww2Ee.js')).statusCode).toBe(200);
  });

  it('never leaves the dist folder', async () => {
    for (const url of [
      '/../frontdesk-secret.txt',
      '/%2e%2e/%2e%2e/frontdesk-secret.txt',
      '/widget/..%2f..%2ffrontdesk-secret.txt',
      '/admin/assets/..%2f..%2f..%2ffrontdesk-secret.txt',
      '/%00',
    ]) {
      const res = await get(url);
      expect(res.payload, url).not.toBe('secret');
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers JSON 404 for unknown API paths and serves the OpenAPI document', async () => {
    expect((await get('/api/nope')).json).toEqual({ error: 'Not found', code: 'not_found' });
    const doc = (await get('/api/openapi.json')).json;
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/clients'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('clientName');
    expect(doc.paths['/api/clients/{id}'].put.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(doc.paths['/api/admin/login'].post.responses['401']).toBeTruthy();
    expect(doc.paths['/healthz'].get).toBeTruthy();
    // Human handoff's REST routes, for integrations and the CLI.
    expect(doc.paths['/api/handoff/queue'].get.responses['200']).toBeTruthy();
    for (const action of ['take', 'reply', 'release', 'close']) {
      const op = doc.paths[`/api/handoff/{sessionId}/${action}`].post;
      expect(op.requestBody.content['application/json'].schema.properties, action).toHaveProperty('clientId');
      expect(op.responses['409'], action).toBeTruthy();
    }
    expect(
      doc.paths['/api/handoff/{sessionId}/reply'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('message');
    expect(doc.paths['/api/chat/handoff'].post.responses['200']).toBeTruthy();
    expect(doc.paths['/api/chat/handoff/{sessionId}'].get.responses['200']).toBeTruthy();
    expect(
      doc.paths['/api/clients/{id}'].put.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('handoff');
  });
});
