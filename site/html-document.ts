import type { ClientEntry } from './src/client/entries.ts';
import type { RenderedPage } from './src/page-def.ts';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Scripts, preloads and styles of the page's entries, resolved through Vite's manifest. */
export function assetsFor(
  manifest: Manifest,
  entryKeys: Record<ClientEntry, string>,
  entries: ClientEntry[],
) {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
    if (isEntry) scripts.push(`/${chunk.file}`);
    else preloads.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  for (const entry of ['shell', ...entries] as ClientEntry[]) visit(entryKeys[entry], true);
  return { scripts, preloads: [...preloads], styles: [...styles] };
}

export function htmlDocument(
  page: RenderedPage,
  assets: ReturnType<typeof assetsFor>,
  siteUrl: string,
): string {
  const canonical = `${siteUrl}${page.path === '/404' ? '/404' : page.path}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.unlisted
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="theme-color" content="#1d4ed8">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:type" content="${page.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    page.image ? `<meta property="og:image" content="${escapeHtml(siteUrl + page.image)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...page.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${page.body}\n</body>\n</html>\n`;
}

export function sitemapXml(pages: RenderedPage[], siteUrl: string): string {
  const urls = pages
    .filter((p) => !p.unlisted)
    .map((p) => `  <url><loc>${escapeHtml(siteUrl + p.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
