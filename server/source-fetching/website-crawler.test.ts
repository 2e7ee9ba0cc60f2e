import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '../../contract/knowledge.ts';
import type { SyncProgress } from '../domain/sources/knowledge-sources-ports.ts';
import type { ClientRecord } from '../domain/shared/ports.ts';
import { createSafeFetcher } from '../net/safe-fetch.ts';
import { html, startTestSite, type TestSite } from '../testing/test-site.ts';
import { crawlingClient, websiteSource } from '../testing/website-source.ts';
import { extractPageText } from './html-text.ts';
import { createWebsiteCrawler } from './website-crawler.ts';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});
const site = async (pages: Parameters<typeof startTestSite>[0]) => {
  const s = await startTestSite(pages);
  sites.push(s);
  return s;
};

const client = crawlingClient;
const source = websiteSource;

function crawler(opts: { allowPrivateNetwork?: boolean } = {}) {
  const saved: WebsiteSettings[] = [];
  const sleeps: number[] = [];
  const syncer = createWebsiteCrawler({
    fetcher: createSafeFetcher({ allowPrivateNetwork: opts.allowPrivateNetwork ?? true }),
    saveSettings: async (_source, settings) => {
      saved.push(settings);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const progress: SyncProgress[] = [];
  const run = (startUrl: string, c: ClientRecord, signal = new AbortController().signal) =>
    syncer.sync(source(startUrl), c, { signal, progress: (p) => progress.push(p) });
  return { run, saved, sleeps, progress };
}

const NAV = '<nav><a href="/">Home</a> <a href="/about">About us</a> Navigation menu text</nav>';

async function exampleSite() {
  const other = await site({ '/': html('Other', '<p>Another company entirely.</p>') });
  const s = await site({});
  const page = (title: string, body: string, head = '') =>
    html(title, `<header>Site header</header>${NAV}<main>${body}</main><footer>Footer text</footer>`, head);
  s.set('/robots.txt', {
    body: [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: FrontdeskBot',
      'Disallow: /private/',
      'Allow: /private/open',
      'Crawl-delay: 1',
      `Sitemap: ${s.origin}/sitemap.xml`,
    ].join('\n'),
    type: 'text/plain',
  });
  s.set('/sitemap.xml', {
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${s.origin}/faq</loc></url><url><loc>${other.origin}/</loc></url></urlset>`,
    type: 'application/xml',
  });
  s.set(
    '/',
    page(
      'Harbor Inn',
      `<h1>Welcome to Harbor Inn</h1><p>A small hotel by the water.</p>
       <script>var coupon = "ZEBRA42";</script><style>.x{color:red}</style>
       <form><label>Email</label><button>Subscribe now</button></form>
       <aside>Sidebar promotion</aside>
       <a href="/about">About</a> <a href="/about#team">Team</a> <a href="/about?utm_source=mail">About again</a>
       <a href="mailto:desk@harbor.example">Mail</a> <a href="tel:+15550100">Call</a> <a href="javascript:void(0)">JS</a>
       <a href="/menu.pdf">Menu</a> <a href="/brochure">Brochure</a> <a href="/old-hours">Hours</a>
       <a href="/missing">Gone</a> <a href="/draft">Draft</a> <a href="/private/plans">Plans</a>
       <a href="/private/open">Open</a> <a href="/print/about">Print</a> <a href="/rooms?b=2&a=1">Rooms</a>
       <a href="/rooms?a=1&b=2&utm_campaign=x">Rooms again</a>
       <a href="${other.origin}/">Partner</a> <a href="http://localhost:${s.host.split(':')[1]}/elsewhere">Elsewhere</a>`,
      '<meta property="og:title" content="Harbor Inn — Home">',
    ),
  );
  s.set('/about', page('About', '<h2>Our story</h2><p>Family run since 1962, with twelve rooms.</p>'));
  s.set(
    '/print/about',
    page(
      'About (print)',
      '<p>Family run since 1962, with twelve rooms. Printer friendly.</p>',
      `<link rel="canonical" href="${s.origin}/about">`,
    ),
  );
  s.set('/old-hours', { status: 301, body: '', headers: { location: '/hours' } });
  s.set('/hours', page('Hours', '<p>Reception is open from 7 AM to 11 PM.</p>'));
  s.set('/faq', page('FAQ', '<p>Pets are welcome for a fee of 20 dollars a night.</p>'));
  s.set('/draft', page('Draft', '<p>Unpublished draft.</p>', '<meta name="robots" content="noindex">'));
  s.set('/private/plans', page('Plans', '<p>Secret plans.</p>'));
  s.set('/private/open', page('Open', '<p>Open house every Sunday.</p>'));
  s.set('/rooms', page('Rooms', '<p>Twelve sea-view rooms.</p>'));
  s.set('/menu.pdf', { body: '%PDF-1.4', type: 'application/pdf' });
  s.set('/brochure', { body: '%PDF-1.4', type: 'application/pdf' });
  return { s, other };
}

describe('website crawler', () => {
  it('reads the same site within robots.txt, following redirects, sitemap and canonical links', async () => {
    const { s, other } = await exampleSite();
    const c = crawler();
    const docs = await c.run(`${s.origin}/`, client(s.host));

    expect(docs.map((d) => d.ref).sort()).toEqual(
      ['/', '/about', '/faq', '/hours', '/private/open', '/rooms?a=1&b=2']
        .map((p) => `${s.origin}${p}`)
        .sort(),
    );
    // robots.txt first; the FrontdeskBot group (not "*") applies; the blocked page is never requested.
    expect(s.requests[0]).toBe('/robots.txt');
    expect(s.requests).not.toContain('/private/plans');
    expect(c.saved).toEqual([
      { startUrl: `${s.origin}/`, pageCap: 500, blockedByRobots: 1, skippedOverCap: 0 },
    ]);
    // Non-pages by extension are not requested; by content type they are read and skipped.
    expect(s.requests).not.toContain('/menu.pdf');
    expect(s.requests).toContain('/brochure');
    // Fragments, tracking parameters and parameter order do not make new pages.
    expect(s.requests.filter((r) => r.startsWith('/about'))).toEqual(['/about']);
    expect(s.requests.filter((r) => r.startsWith('/rooms'))).toEqual(['/rooms?a=1&b=2']);
    // Other hosts (another port, another name for the same server) are left alone.
    expect(other.requests).toEqual([]);
    expect(s.requests).not.toContain('/elsewhere');
    // Crawl-delay is honoured between requests (recorded here instead of waited).
    expect(c.sleeps.length).toBeGreaterThan(5);
    expect(new Set(c.sleeps)).toEqual(new Set([1000]));
    expect([...s.agents]).toEqual([expect.stringMatching(/^FrontdeskBot\//)]);
    expect(c.progress.at(-1)).toEqual({ done: 6, total: 6 });
  });

  it('keeps the readable text of a page, not its navigation, chrome, scripts or forms', async () => {
    const { s } = await exampleSite();
    const docs = await crawler().run(`${s.origin}/`, client(s.host));
    const home = docs.find((d) => d.ref === `${s.origin}/`)!;
    expect(home.title).toBe('Harbor Inn — Home');
    expect(home.body).toContain('Welcome to Harbor Inn\n\nA small hotel by the water.');
    for (const chrome of ['ZEBRA42', 'color:red', 'Navigation menu', 'Site header', 'Footer text'])
      expect(home.body).not.toContain(chrome);
    for (const chrome of ['Subscribe now', 'Sidebar promotion']) expect(home.body).not.toContain(chrome);
    const about = docs.find((d) => d.ref === `${s.origin}/about`)!;
    expect(about).toMatchObject({ title: 'About', url: `${s.origin}/about` });
    expect(about.body).toBe('Our story\n\nFamily run since 1962, with twelve rooms.');
  });

  it('uses the whole body when a page has no <main>, and the first h1 when it has no title', () => {
    const page = extractPageText(
      '<body><div hidden>Hidden</div><h1>Opening times</h1><div>Mon-Fri<br>9-5</div><table><tr><td>Sat</td><td>10-2</td></tr></table></body>',
      'https://example.com/x',
    );
    expect(page).toMatchObject({ title: 'Opening times', noindex: false, canonical: null });
    expect(page.text).toBe('Opening times\n\nMon-Fri 9-5\n\nSat 10-2');
  });

  it('stops at the plan’s page cap and counts what it left out', async () => {
    const links = Array.from({ length: 40 }, (_, i) => `<a href="/p${i}">Page ${i}</a>`).join(' ');
    const s = await site({ '/': html('Home', `<p>All our pages.</p>${links}`) });
    for (let i = 0; i < 40; i++) s.set(`/p${i}`, html(`Page ${i}`, `<p>This is page number ${i}.</p>`));
    const c = crawler();
    const docs = await c.run(`${s.origin}/`, client(s.host, 'Starter'));
    expect(docs).toHaveLength(25);
    expect(c.saved[0]).toMatchObject({ pageCap: 25, skippedOverCap: 16, blockedByRobots: 0 });
    // Breadth first: the home page, then its links in page order.
    expect(docs.slice(0, 3).map((d) => d.title)).toEqual(['Home', 'Page 0', 'Page 1']);
    expect(s.requests.filter((r) => r.startsWith('/p'))).toHaveLength(24);
    // No robots.txt, no sitemap: everything allowed, no delay.
    expect(c.sleeps).toEqual([]);
  });

  it('caps a long Crawl-delay, and never waits before the first request', async () => {
    const s = await site({
      '/robots.txt': { body: 'User-agent: *\nCrawl-delay: 60', type: 'text/plain' },
      '/': html('Home', '<p>Welcome.</p><a href="/a">A</a>'),
      '/a': html('A', '<p>Page A.</p>'),
    });
    const c = crawler();
    expect(await c.run(`${s.origin}/`, client(s.host))).toHaveLength(2);
    // After the start page: the sitemap (404 here) and page A.
    expect(c.sleeps).toEqual([2000, 2000]);
  });

  it('fails with a clear message when the start page cannot be read, or no page can', async () => {
    const s = await site({
      '/robots.txt': { body: 'User-agent: FrontdeskBot\nDisallow: /', type: 'text/plain' },
    });
    const closed = await site({});
    const deadOrigin = closed.origin;
    await closed.close();
    sites.splice(sites.indexOf(closed), 1);

    const c = crawler();
    await expect(c.run(`${deadOrigin}/`, client(closed.host))).rejects.toThrow(
      `Could not fetch ${deadOrigin}/: the connection was refused`,
    );
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `robots.txt on ${s.host} does not allow FrontdeskBot to read any page that was found`,
    );
    s.remove('/robots.txt');
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `Could not fetch ${s.origin}/: the server answered 404`,
    );
    s.set('/', html('Home', '<p>Secret</p>', '<meta name="robots" content="noindex">'));
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `No readable pages were found on ${s.origin}/`,
    );
    s.set('/', { body: '%PDF', type: 'application/pdf' });
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `Could not fetch ${s.origin}/: it is not a web page (application/pdf)`,
    );
    // robots.txt that cannot be read keeps the crawler off the site (RFC 9309).
    s.set('/', html('Home', '<p>Hello.</p><a href="/gone">x</a><a href="/broken">y</a>'));
    s.set('/robots.txt', { body: 'oops', status: 503 });
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `Could not fetch ${s.origin}/robots.txt: the server answered 503`,
    );
    s.remove('/robots.txt');
    // A few failing pages do not fail the crawl.
    s.set('/broken', { status: 500, body: 'error' });
    expect(await c.run(`${s.origin}/`, client(s.host))).toHaveLength(1);
  });

  it('never requests another host a page redirects to, and says where the start page led', async () => {
    const other = await site({ '/': html('Other', '<p>Another company.</p>') });
    const s = await site({
      '/': html('Home', '<p>Welcome.</p><a href="/partner">Partner</a><a href="/stay">Stay</a>'),
      '/partner': { status: 302, body: '', headers: { location: `${other.origin}/` } },
      '/stay': html('Stay', '<p>Rooms from 90 dollars.</p>'),
    });
    const c = crawler();
    const docs = await c.run(`${s.origin}/`, client(s.host));
    expect(docs.map((d) => d.title)).toEqual(['Home', 'Stay']);
    expect(s.requests).toContain('/partner');
    expect(other.requests).toEqual([]);

    s.set('/', { status: 301, body: '', headers: { location: `${other.origin}/` } });
    await expect(c.run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `Could not fetch ${s.origin}/: it leads to ${other.origin}/, which is not on ${s.host}`,
    );
    expect(other.requests).toEqual([]);
  });

  it('reads gzipped sitemaps named by a sitemap index, and skips one that cannot be unpacked', async () => {
    const s = await site({});
    const urlset = (paths: string[]) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
        .map((p) => `<url><loc>${s.origin}${p}</loc></url>`)
        .join('')}</urlset>`;
    s.set('/robots.txt', { body: `Sitemap: ${s.origin}/sitemap_index.xml`, type: 'text/plain' });
    s.set('/sitemap_index.xml', {
      type: 'application/xml',
      body: `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${s.origin}/pages.xml.gz</loc></sitemap><sitemap><loc>${s.origin}/broken.xml.gz</loc></sitemap></sitemapindex>`,
    });
    s.set('/pages.xml.gz', { type: 'application/gzip', body: gzipSync(urlset(['/spa', '/pool'])) });
    // Gzip magic, then garbage.
    s.set('/broken.xml.gz', { type: 'application/gzip', body: Buffer.from([0x1f, 0x8b, 1, 2, 3]) });
    s.set('/', html('Home', '<p>Welcome.</p>'));
    s.set('/spa', html('Spa', '<p>The spa opens at 8.</p>'));
    s.set('/pool', html('Pool', '<p>The pool is heated.</p>'));
    const docs = await crawler().run(`${s.origin}/`, client(s.host));
    expect(docs.map((d) => d.title).sort()).toEqual(['Home', 'Pool', 'Spa']);
    expect(s.requests).toContain('/broken.xml.gz');
  });

  it('refuses a private-network site unless the deployment allows it', async () => {
    const s = await site({ '/': html('Home', '<p>Hello.</p>') });
    await expect(crawler({ allowPrivateNetwork: false }).run(`${s.origin}/`, client(s.host))).rejects.toThrow(
      `Could not fetch ${s.origin}/: it points to a private network address`,
    );
    expect(s.requests).toEqual([]);
  });

  it('stops promptly when the sync is aborted', async () => {
    const links = Array.from({ length: 30 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    const s = await site({ '/': html('Home', `<p>Home.</p>${links}`) });
    for (let i = 0; i < 30; i++) s.set(`/p${i}`, html(`P${i}`, `<p>Page ${i}.</p>`));
    const controller = new AbortController();
    const c = createWebsiteCrawler({
      fetcher: createSafeFetcher({ allowPrivateNetwork: true }),
      saveSettings: async () => undefined,
    });
    const run = c.sync(source(`${s.origin}/`), client(s.host), {
      signal: controller.signal,
      progress: (p) => {
        if (p.done === 3) controller.abort();
      },
    });
    await expect(run).rejects.toThrow('The sync was stopped');
    expect(s.requests.filter((r) => r.startsWith('/p')).length).toBeLessThanOrEqual(3);
  });
});
