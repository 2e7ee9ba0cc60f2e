/**
 * Readable text of one HTML page for the retrieval index: its title, its main content without
 * navigation, chrome, scripts and forms, and what a crawler needs (links, canonical, robots meta).
 */
import { Parser } from 'htmlparser2';

export interface PageText {
  title: string;
  /** Paragraphs separated by blank lines (headings are paragraphs of their own). */
  text: string;
  /** Every href of the page, as written (resolve against `baseUrl`). */
  links: string[];
  /** The <base href> or the page URL. */
  baseUrl: string;
  canonical: string | null;
  noindex: boolean;
  nofollow: boolean;
}

/** Elements whose text is never content: page chrome, code, forms, embedded media. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'select',
  'button',
  'dialog',
  'head',
]);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements that end a paragraph, so chunks split where the page does. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'hr',
]);
const MAIN_MIN_CHARS = 80;

const isMain = (name: string, attribs: Record<string, string>) => name === 'main' || attribs.role === 'main';

const paragraphs = (raw: string) =>
  raw
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');

export function extractPageText(html: string, pageUrl: string): PageText {
  const links: string[] = [];
  let baseUrl = pageUrl;
  let canonical: string | null = null;
  let noindex = false;
  let nofollow = false;
  let ogTitle = '';
  let titleText = '';
  let h1Text = '';

  // One entry per open element: whether it hides its text, starts main content, or is a heading.
  const stack: { name: string; skip: boolean; main: boolean }[] = [];
  let skipDepth = 0;
  let mainDepth = 0;
  let inTitle = false;
  let inH1 = false;
  let all = '';
  let main = '';

  const write = (s: string) => {
    all += s;
    if (mainDepth > 0) main += s;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const role = (attribs.role ?? '').toLowerCase();
        const skip =
          SKIPPED.has(name) ||
          CHROME_ROLES.has(role) ||
          'hidden' in attribs ||
          attribs['aria-hidden'] === 'true';
        const startsMain = isMain(name, attribs);
        stack.push({ name, skip, main: startsMain });
        if (skip) skipDepth++;
        if (startsMain) mainDepth++;

        if (name === 'title') inTitle = true;
        if (name === 'h1' && !h1Text) inH1 = true;
        if (name === 'base' && attribs.href) {
          try {
            baseUrl = new URL(attribs.href, pageUrl).href;
          } catch {
            // An unusable <base> leaves links relative to the page itself.
          }
        }
        if (name === 'a' && attribs.href) links.push(attribs.href);
        if (name === 'link' && attribs.href && /(^|\s)canonical(\s|$)/i.test(attribs.rel ?? ''))
          canonical = attribs.href;
        if (name === 'meta') {
          const key = (attribs.name ?? '').toLowerCase();
          const content = (attribs.content ?? '').toLowerCase();
          if (key === 'robots' || key === 'frontdeskbot') {
            if (/\b(noindex|none)\b/.test(content)) noindex = true;
            if (/\b(nofollow|none)\b/.test(content)) nofollow = true;
          }
          if ((attribs.property ?? '').toLowerCase() === 'og:title' && attribs.content)
            ogTitle = attribs.content;
        }

        if (skipDepth === 0) {
          if (HEADINGS.has(name) || BLOCKS.has(name)) write('\n\n');
          else if (name === 'br') write('\n');
          else if (name === 'td' || name === 'th') write(' ');
        }
      },
      ontext(data) {
        if (inTitle) titleText += data;
        if (inH1) h1Text += data;
        if (skipDepth === 0) write(data);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'h1') inH1 = false;
        // htmlparser2 closes implied and void elements itself, so the stack stays balanced.
        const open = stack.pop();
        if (!open) return;
        if (skipDepth === 0 && (HEADINGS.has(name) || BLOCKS.has(name))) write('\n\n');
        if (open.skip) skipDepth--;
        if (open.main) mainDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const mainText = paragraphs(main);
  const text = mainText.length >= MAIN_MIN_CHARS ? mainText : paragraphs(all);
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const title = clean(ogTitle) || clean(titleText) || clean(h1Text);
  return { title, text, links, baseUrl, canonical, noindex, nofollow };
}

/** The <loc> entries of a sitemap, split into pages and nested sitemaps (a sitemap index). */
export function sitemapLocations(xml: string): { pages: string[]; sitemaps: string[] } {
  const pages: string[] = [];
  const sitemaps: string[] = [];
  let inLoc = false;
  let inSitemap = false;
  let loc = '';
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.replace(/^.*:/, '');
        if (local === 'sitemap') inSitemap = true;
        if (local === 'loc') {
          inLoc = true;
          loc = '';
        }
      },
      ontext(data) {
        if (inLoc) loc += data;
      },
      onclosetag(name) {
        const local = name.replace(/^.*:/, '');
        if (local === 'loc') {
          inLoc = false;
          const href = loc.trim();
          if (href) (inSitemap ? sitemaps : pages).push(href);
        }
        if (local === 'sitemap') inSitemap = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { pages, sitemaps };
}
