import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_GZIP, initialJsGzipBytes } from '../bundle-size.ts';
import { builtDistDir } from './built-dist.ts';

let adminDir: string;
beforeAll(async () => {
  adminDir = path.join(await builtDistDir(), 'admin');
});

describe('built console', () => {
  it('serves from /admin/ with assets under /admin/assets/', () => {
    const html = fs.readFileSync(path.join(adminDir, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    // The one shared file is the site's favicon, served beside the console by the same server.
    for (const url of urls) expect(url).toMatch(/^\/admin\/assets\/|^\/favicon\.svg$/);
  });

  it(`keeps the first load within ${INITIAL_JS_BUDGET_GZIP / 1024} KB gzipped, without charts or sockets`, () => {
    const { total, files } = initialJsGzipBytes(adminDir);
    console.log(
      `admin initial JS: ${(total / 1024).toFixed(1)} KB gzipped (${files.map((f) => `${f.file} ${f.gzip}`).join(', ')})`,
    );
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
    const initial = files
      .map((f) => fs.readFileSync(path.join(adminDir, 'assets', f.file), 'utf8'))
      .join('\n');
    expect(initial).not.toContain('recharts');
    expect(initial).not.toContain('engine.io');
    // A production React build: no development-only warnings.
    expect(initial).not.toContain('Warning: Each child in a list should have a unique');
  });

  it('puts every screen in its own chunk', () => {
    const chunks = fs.readdirSync(path.join(adminDir, 'assets'));
    for (const screen of [
      'dashboard-page',
      'clients-page',
      'client-detail-page',
      'onboarding-page',
      'chats-page',
      'chat-detail-page',
      'analytics-page',
      'chat-preview-page',
      'login-page',
      'chats-chart',
    ]) {
      expect(chunks.some((c) => c.startsWith(`${screen}-`))).toBe(true);
    }
  });
});
