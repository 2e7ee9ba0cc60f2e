import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import type { InlineConfig } from 'vite';
import { CLIENT_ENTRIES } from './src/client/entries.ts';

export const SITE_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.dirname(SITE_DIR);

function base(): InlineConfig {
  return {
    configFile: false,
    root: SITE_DIR,
    base: '/',
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }) },
      react(),
      tailwindcss(),
    ],
    // Content lives beside the site, outside Vite's root.
    server: { fs: { allow: [REPO_DIR] } },
  };
}

/** The Node build of entry-server.tsx, which renders every page to HTML. */
export function ssrConfig(outDir: string): InlineConfig {
  return {
    ...base(),
    publicDir: false,
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
  };
}

/** The browser build: one entry per kind of page, hashed files under /assets, and a manifest. */
export function clientConfig(outDir: string): InlineConfig {
  return {
    ...base(),
    publicDir: path.join(SITE_DIR, 'public'),
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(CLIENT_ENTRIES).map(([k, v]) => [k, path.join(SITE_DIR, v)]),
        ),
      },
    },
  };
}
