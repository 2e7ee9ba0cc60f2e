/**
 * site/ is the statically generated marketing site: React pages pre-rendered to HTML at build time from
 * the MDX in content/, with small interactive islands hydrated in the browser. `buildSite` is the one
 * entry point; scripts/build.ts calls it with `<repo>/dist/site`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadContent } from '../content/load-content.ts';
import { PLAN_CATALOGUE } from '../contract/plans.ts';
import { assetsFor, htmlDocument, robotsTxt, sitemapXml, type Manifest } from './html-document.ts';
import { CLIENT_ENTRIES, type ClientEntry } from './src/client/entries.ts';
import type { RenderedPage } from './src/page-def.ts';
import { siteUrl } from './src/site-config.ts';
import { clientConfig, REPO_DIR, ssrConfig } from './vite-config.ts';

export async function buildSite(outDir: string): Promise<void> {
  // Content is checked first: a bad front-matter field stops the build before any bundling.
  const content = loadContent();
  // The server bundle must sit inside the repository so its bare imports (react) resolve.
  const ssrDir = await fs.mkdtemp(path.join(REPO_DIR, 'node_modules', '.site-ssr-'));
  // Vite and plugin-react pick development JSX and React builds from NODE_ENV, which test runners set.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(ssrConfig(ssrDir));
    await build(clientConfig(outDir));
    const { renderSite } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
      renderSite: (c: typeof content, plans: typeof PLAN_CATALOGUE) => RenderedPage[];
    };
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest;
    await fs.rm(path.join(outDir, '.vite'), { recursive: true, force: true });

    const url = siteUrl();
    const pages = renderSite(content, PLAN_CATALOGUE);
    for (const page of pages) {
      const file = path.join(outDir, page.file);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(
        file,
        htmlDocument(
          page,
          assetsFor(manifest, CLIENT_ENTRIES as Record<ClientEntry, string>, page.entries),
          url,
        ),
      );
    }
    await fs.writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, url));
    await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    await fs.rm(ssrDir, { recursive: true, force: true });
  }
}
