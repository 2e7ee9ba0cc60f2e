import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './testing/built-site.ts';

const ROUTES = [
  ['/', 'index.html'],
  ['/use-cases', 'use-cases/index.html'],
  ['/about', 'about/index.html'],
  ['/careers', 'careers/index.html'],
  ['/privacy', 'privacy/index.html'],
  ['/terms', 'terms/index.html'],
  ['/blog', 'blog/index.html'],
  [
    '/blog/how-to-reduce-support-tickets-on-shopify',
    'blog/how-to-reduce-support-tickets-on-shopify/index.html',
  ],
  ['/blog/real-estate-lead-qualification-with-ai', 'blog/real-estate-lead-qualification-with-ai/index.html'],
  ['/blog/building-better-saas-onboarding', 'blog/building-better-saas-onboarding/index.html'],
  [
    '/blog/the-future-of-customer-support-is-live-data',
    'blog/the-future-of-customer-support-is-live-data/index.html',
  ],
  ['/demo', 'demo/index.html'],
  ['/widget-demo', 'widget-demo/index.html'],
] as const;

let out = '';
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

/** Gzipped bytes of every script a page loads up front (entries and their preloaded imports). */
function initialJsBytes(html: string): number {
  const files = [
    ...html.matchAll(/(?:<script type="module" src|<link rel="modulepreload" href)="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  return files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(out, f))).length, 0);
}

beforeAll(async () => {
  out = await builtSite();
}, 120_000);

describe('the static build', () => {
  it('emits every route of the route table except /admin, plus 404, sitemap and robots', () => {
    for (const [, file] of ROUTES) expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    expect(read('404.html')).toContain('404 Page Not Found');
    const sitemap = read('sitemap.xml');
    for (const [route] of ROUTES) expect(sitemap).toContain(`${route}</loc>`);
    expect(sitemap).not.toContain('/404');
    expect(read('robots.txt')).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(fs.existsSync(path.join(out, 'admin'))).toBe(false);
  });

  it('gives every page its own title and description', () => {
    const titles = new Set<string>();
    for (const [, file] of ROUTES) {
      const html = read(file);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, file).toBeTruthy();
      expect(html, file).toMatch(/<meta name="description" content="[^"]{20,}">/);
      titles.add(title ?? '');
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  it('puts assets under /assets with hashed names', () => {
    const html = read('index.html');
    expect(html).toMatch(/src="\/assets\/home-[\w-]{6,}\.js"/);
    expect(html).toMatch(/href="\/assets\/[\w-]+-[\w-]{6,}\.css"/);
  });

  it('carries BlogPosting JSON-LD on posts and JobPosting JSON-LD on careers', () => {
    const post = jsonLd(read('blog/building-better-saas-onboarding/index.html'));
    expect(post).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Building Better SaaS Onboarding',
        datePublished: '2024-11-05',
      }),
    ]);
    const jobs = jsonLd(read('careers/index.html'));
    expect(jobs).toHaveLength(6);
    for (const job of jobs)
      expect(job).toMatchObject({
        '@type': 'JobPosting',
        employmentType: 'PART_TIME',
        jobLocationType: 'TELECOMMUTE',
      });
  });

  it('pre-renders the islands and the MDX bodies', () => {
    const home = read('index.html');
    expect(home).toContain('data-island="LiveDemo"');
    expect(home).toContain('data-island="Pricing"');
    expect(home).toMatch(/\$(<!-- -->)?149/);
    expect(read('blog/how-to-reduce-support-tickets-on-shopify/index.html')).toContain(
      'Measure before you fix',
    );
    expect(read('careers/index.html')).toContain(
      'mailto:careers@frontdesk.ai?subject=Application%3A%20Account%20Executive',
    );
    expect(read('demo/index.html')).toMatch(/data-island="DemoPage"[^>]*data-client-only/);
  });

  it('keeps page JavaScript within budget: blog post ≤ 5 KB, home ≤ 90 KB gzipped', () => {
    const post = initialJsBytes(read('blog/building-better-saas-onboarding/index.html'));
    const home = initialJsBytes(read('index.html'));
    expect(post).toBeLessThanOrEqual(5 * 1024);
    expect(home).toBeLessThanOrEqual(90 * 1024);
  });
});
