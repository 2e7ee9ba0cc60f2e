/** URL rules of a website crawl: what counts as the same site, and one spelling per page. */

/** Query parameters that only track a visit; a page with or without them is the same page. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|igshid|ref_src|phpsessid|jsessionid|sid)$/i;

/** Links to these are never pages, so they are not even requested. */
const NON_PAGE_EXTENSION =
  /\.(pdf|docx?|xlsx?|pptx?|zip|gz|tgz|rar|7z|png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|mp[34]|m4a|mov|avi|webm|wav|ogg|css|js|mjs|json|xml|rss|atom|txt|csv|woff2?|ttf|eot|exe|dmg|apk|ics)$/i;

/** The crawl's site: the start URL's host and its www. twin, on the same port, over http or https. */
export interface Site {
  hosts: Set<string>;
  port: string;
  contains(url: URL): boolean;
}

export function siteOf(start: URL): Site {
  const bare = start.hostname.replace(/^www\./, '');
  const hosts = new Set([bare, `www.${bare}`]);
  const port = start.port;
  return {
    hosts,
    port,
    contains: (url) =>
      (url.protocol === 'http:' || url.protocol === 'https:') && hosts.has(url.hostname) && url.port === port,
  };
}

/**
 * One spelling per page: no fragment, no credentials, no tracking parameters, the rest sorted. Null
 * for what is not an http(s) page (mailto:, tel:, javascript:, files by extension).
 */
export function normalisePageUrl(href: string, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (NON_PAGE_EXTENSION.test(url.pathname)) return null;
  url.hash = '';
  const params = [...url.searchParams].filter(([k]) => !TRACKING.test(k));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  url.search = params.length ? new URLSearchParams(params).toString() : '';
  if (!url.pathname) url.pathname = '/';
  return url;
}
