/**
 * The website source: a polite breadth-first crawl of the client's own site, one request at a time,
 * within robots.txt and the plan's page cap. Every request goes through the Fetcher port, so the SSRF,
 * size and time rules of the deployment apply to each page, redirect, robots.txt and sitemap.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import robotsParser from 'robots-parser';
import type { WebsiteSettings } from '../../contract/knowledge.ts';
import { DomainError, sleep as abortableSleep } from '../domain/shared/index.ts';
import {
  featuresOf,
  IncompleteSync,
  type DocumentInput,
  type FetchedResource,
  type Fetcher,
  type FetchOptions,
  type KnowledgeSourceRecord,
  type SourceSyncer,
} from '../domain/sources/index.ts';
import { extractPageText, sitemapLocations } from './html-text.ts';
import { normalisePageUrl, siteOf } from './site-urls.ts';

/** The product token robots.txt rules name (the full User-Agent header is in net/safe-fetch.ts). */
export const ROBOTS_AGENT = 'FrontdeskBot';
/** A larger Crawl-delay is honoured only up to this, so a crawl of 500 pages still ends the same day. */
export const MAX_CRAWL_DELAY_MS = 2_000;
const PAGE_BYTES = 2 * 1024 * 1024;
const ROBOTS_BYTES = 256 * 1024;
const SITEMAP_BYTES = 5 * 1024 * 1024;
const MAX_SITEMAPS = 5;
/** URLs remembered per crawl; beyond this, newly found links are ignored. */
const MAX_KNOWN = 20_000;
/** Stored text per page; the rest of a huge page is rarely what visitors ask about. */
const MAX_PAGE_CHARS = 200_000;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Defaults for one request (a slowly dripping page ends there) and for a whole sync. */
export const PAGE_DEADLINE_MS = 30_000;
export const SYNC_DEADLINE_MS = 30 * 60_000;

export interface WebsiteCrawlerDeps {
  fetcher: Fetcher;
  /** Records the crawl's figures (cap, pages kept out by robots.txt or the cap) on the source. */
  saveSettings(source: KnowledgeSourceRecord, settings: WebsiteSettings): Promise<void>;
  /** Waits between requests (Crawl-delay); resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Each request (page, robots.txt, sitemap) must end within this. */
  pageDeadlineMs?: number;
  /** The whole sync must end within this; past it the sync fails with a clear error. */
  syncDeadlineMs?: number;
}

interface Rules {
  allows(url: string): boolean;
  delayMs: number;
  sitemaps: string[];
  /** Why robots.txt could not be read; the origin is then not crawled (RFC 9309 §2.3.1.4). */
  error: DomainError | null;
}

const ALLOW_ALL: Rules = { allows: () => true, delayMs: 0, sitemaps: [], error: null };

const fetchFailure = (url: string, reason: string) =>
  new DomainError('bad_request', `Could not fetch ${url}: ${reason}`);

/** Why a fetched resource is not a page to read, or null when it is one. */
/**
 * A sitemap's XML, unpacked when it was served gzipped as a file (sitemap.xml.gz: the gzip is the
 * content, not a transfer encoding, so the fetcher leaves it packed). Null when it cannot be read.
 */
function sitemapText(body: Buffer): string | null {
  if (body[0] !== 0x1f || body[1] !== 0x8b) return body.toString('utf8');
  try {
    return zlib.gunzipSync(body, { maxOutputLength: SITEMAP_BYTES }).toString('utf8');
  } catch {
    return null;
  }
}

function notAPage(res: FetchedResource): string | null {
  if (res.status < 200 || res.status >= 300) return `the server answered ${res.status}`;
  if (!HTML_TYPES.has(res.contentType)) return `it is not a web page (${res.contentType || 'no type'})`;
  return null;
}

const formatDuration = (ms: number) =>
  ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${Math.round(ms / 100) / 10} s`;

/**
 * The crawl below, ended when it passes the sync deadline: the pages read by then are kept
 * (IncompleteSync), or the sync fails with a clear error when there are none.
 */
export function createWebsiteCrawler(deps: WebsiteCrawlerDeps): SourceSyncer {
  const syncDeadlineMs = deps.syncDeadlineMs ?? SYNC_DEADLINE_MS;
  return {
    kind: 'website',
    async sync(source, client, ctx) {
      const overall = new AbortController();
      const timer = setTimeout(() => overall.abort(), syncDeadlineMs);
      const read: DocumentInput[] = [];
      try {
        return await crawl(deps, read, source, client, {
          ...ctx,
          signal: AbortSignal.any([ctx.signal, overall.signal]),
        });
      } catch (err) {
        if (overall.signal.aborted && !ctx.signal.aborted) {
          const limit = formatDuration(syncDeadlineMs);
          if (read.length > 0)
            throw new IncompleteSync(
              read,
              `The crawl reached its time limit of ${limit} after ${read.length} ${read.length === 1 ? 'page' : 'pages'}; pages it did not reach keep their earlier text`,
            );
          throw new DomainError(
            'bad_request',
            `The sync did not finish within its limit of ${limit} and was ended`,
          );
        }
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** One crawl; each page read is also pushed to `docs`, so a crawl ended early still has them. */
async function crawl(
  deps: WebsiteCrawlerDeps,
  docs: DocumentInput[],
  ...[source, client, ctx]: Parameters<SourceSyncer['sync']>
): Promise<DocumentInput[]> {
  const sleep = deps.sleep ?? abortableSleep;
  const pageDeadlineMs = deps.pageDeadlineMs ?? PAGE_DEADLINE_MS;
  const { signal } = ctx;
  const cap = featuresOf(client).crawlPages;
  const startHref =
    typeof source.settings.startUrl === 'string' ? source.settings.startUrl : `https://${client.domain}/`;
  const start = normalisePageUrl(startHref, startHref);
  if (!start) throw new DomainError('bad_request', `${startHref} is not the address of a web page`);
  const site = siteOf(start);
  const stopped = () => {
    if (signal.aborted) throw new DomainError('conflict', 'The sync was stopped');
  };

  const loadRules = async (origin: string): Promise<Rules> => {
    const robotsUrl = `${origin}/robots.txt`;
    let res: FetchedResource;
    try {
      res = await deps.fetcher.get(robotsUrl, {
        signal,
        maxBytes: ROBOTS_BYTES,
        deadlineMs: pageDeadlineMs,
      });
    } catch (err) {
      if (signal.aborted || !(err instanceof DomainError)) throw err;
      return { ...ALLOW_ALL, allows: () => false, error: err };
    }
    // No robots.txt (any 4xx) allows everything; a server error means "not now" for the whole site.
    if (res.status >= 400 && res.status < 500) return ALLOW_ALL;
    if (res.status < 200 || res.status >= 300)
      return {
        ...ALLOW_ALL,
        allows: () => false,
        error: fetchFailure(
          robotsUrl,
          `the server answered ${res.status}, so the site's crawling rules are unknown; try again later`,
        ),
      };
    const robots = robotsParser(robotsUrl, res.body.toString('utf8'));
    const delay = robots.getCrawlDelay(ROBOTS_AGENT) ?? 0;
    return {
      allows: (url) => robots.isAllowed(url, ROBOTS_AGENT) !== false,
      delayMs: Math.min(Math.max(0, delay * 1000), MAX_CRAWL_DELAY_MS) || 0,
      sitemaps: robots.getSitemaps(),
      error: null,
    };
  };
  const rulesByOrigin = new Map<string, Promise<Rules>>();
  const rulesFor = (url: URL) => {
    let rules = rulesByOrigin.get(url.origin);
    if (!rules) {
      rules = loadRules(url.origin);
      rulesByOrigin.set(url.origin, rules);
    }
    return rules;
  };

  const startRules = await rulesFor(start);
  if (startRules.error) {
    // A site that is down says so about its start page, which is clearer than about robots.txt.
    await deps.fetcher.get(start.href, { signal, maxBytes: PAGE_BYTES, deadlineMs: pageDeadlineMs });
    throw startRules.error;
  }

  let requests = 0;
  const get = async (url: string, opts: FetchOptions) => {
    if (requests++ > 0 && startRules.delayMs > 0) await sleep(startRules.delayMs, signal);
    stopped();
    return deps.fetcher.get(url, { ...opts, signal, deadlineMs: pageDeadlineMs });
  };

  const queue: URL[] = [];
  /** Every URL met so far (queued, fetched, blocked), so each is considered once. */
  const known = new Set<string>();
  let blocked = 0;
  const discover = async (url: URL | null) => {
    if (!url || !site.contains(url) || known.has(url.href) || known.size >= MAX_KNOWN) return;
    known.add(url.href);
    if (!(await rulesFor(url)).allows(url.href)) blocked++;
    else queue.push(url);
  };

  const readSitemaps = async () => {
    const named = startRules.sitemaps.flatMap((href) => {
      try {
        const url = new URL(href);
        return site.contains(url) ? [url.href] : [];
      } catch {
        return [];
      }
    });
    const pending = named.length ? named : [`${start.origin}/sitemap.xml`];
    for (let read = 0; pending.length && read < MAX_SITEMAPS; read++) {
      const href = pending.shift()!;
      let res: FetchedResource;
      try {
        res = await get(href, { maxBytes: SITEMAP_BYTES, follow: (to) => site.contains(to) });
      } catch (err) {
        if (signal.aborted || !(err instanceof DomainError)) throw err;
        continue;
      }
      if (res.status < 200 || res.status >= 300) continue;
      const xml = sitemapText(res.body);
      if (xml === null) continue;
      const { pages, sitemaps } = sitemapLocations(xml);
      for (const page of pages) await discover(normalisePageUrl(page, href));
      for (const nested of sitemaps) {
        try {
          const url = new URL(nested, href);
          if (site.contains(url)) pending.push(url.href);
        } catch {
          // A malformed entry is one entry less.
        }
      }
    }
  };

  await discover(start);
  let sitemapsRead = false;
  if (queue.length === 0) {
    // robots.txt keeps the crawler off the start page; the sitemap may still name readable pages.
    sitemapsRead = true;
    await readSitemaps();
  }
  const indexed = new Set<string>();
  const fetched = new Set<string>();
  const texts = new Set<string>();
  let failed = 0;
  // Pages that fail, redirect elsewhere or are not HTML also cost a request; this bounds them.
  const maxAttempts = cap * 2 + 20;
  for (let attempt = 0; queue.length > 0 && docs.length < cap && attempt < maxAttempts; attempt++) {
    stopped();
    const url = queue.shift()!;
    const isStart = attempt === 0 && url.href === start.href;
    ctx.progress({
      done: docs.length,
      total: Math.min(cap, docs.length + queue.length + 1),
      current: url.href,
    });

    let res: FetchedResource;
    try {
      res = await get(url.href, {
        maxBytes: PAGE_BYTES,
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
        // Another host is never requested, not even to see where it leads.
        follow: (to) => site.contains(to),
      });
    } catch (err) {
      if (signal.aborted || !(err instanceof DomainError) || isStart) throw err;
      failed++;
      continue;
    }
    fetched.add(url.href);
    const final = normalisePageUrl(res.url, res.url);
    if (!final || !site.contains(final)) {
      if (isStart) throw fetchFailure(url.href, `it leads to ${res.url}, which is not on ${start.host}`);
      continue;
    }
    const problem = notAPage(res);
    if (problem) {
      if (isStart) throw fetchFailure(url.href, problem);
      failed++;
      continue;
    }
    if (final.href !== url.href) {
      // A redirect to a page already read (or to be read) is that page.
      if (fetched.has(final.href) || queue.some((q) => q.href === final.href)) continue;
      known.add(final.href);
      fetched.add(final.href);
      if (!(await rulesFor(final)).allows(final.href)) {
        blocked++;
        continue;
      }
    }

    const page = extractPageText(res.body.toString('utf8'), final.href);
    if (!page.nofollow) for (const href of page.links) await discover(normalisePageUrl(href, page.baseUrl));
    if (!sitemapsRead) {
      sitemapsRead = true;
      await readSitemaps();
    }
    if (page.noindex || !page.text) continue;

    let ref = final.href;
    const canonical = page.canonical ? normalisePageUrl(page.canonical, page.baseUrl) : null;
    if (canonical && site.contains(canonical) && canonical.href !== final.href) {
      // The page names another as the real one: read that one once, under its own address.
      if (indexed.has(canonical.href) || queue.some((q) => q.href === canonical.href)) continue;
      if (!known.has(canonical.href)) {
        known.add(canonical.href);
        ref = canonical.href;
      }
    }
    // The same text under two addresses (a query-string variant) is one page.
    const digest = createHash('sha256').update(page.text).digest('hex');
    if (texts.has(digest) || indexed.has(ref)) continue;
    texts.add(digest);
    indexed.add(ref);
    docs.push({
      ref,
      title: page.title || new URL(ref).pathname,
      url: ref,
      body: page.text.slice(0, MAX_PAGE_CHARS),
    });
  }
  stopped();

  const skippedOverCap = docs.length >= cap ? queue.length : 0;
  if (docs.length === 0) {
    if (blocked > 0)
      throw new DomainError(
        'bad_request',
        `robots.txt on ${start.host} does not allow ${ROBOTS_AGENT} to read any page that was found`,
      );
    throw new DomainError(
      'bad_request',
      `No readable pages were found on ${start.href}${failed ? ` (${failed} could not be fetched)` : ''}`,
    );
  }
  await deps.saveSettings(source, {
    startUrl: startHref,
    pageCap: cap,
    blockedByRobots: blocked,
    skippedOverCap,
  });
  ctx.progress({ done: docs.length, total: docs.length });
  return docs;
}
