/**
 * `npm run build`: builds the widget, the console, the site and the ahead-of-time server and CLI
 * (dist/node/) into dist/. With --if-missing (used by `npm start` and `frontdesk serve`) only bundles
 * whose output is missing are built, and dist/node/ when it is missing or older than its sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../server/package-root.ts';
import { APP_BUNDLES, currentBuiltEntry } from './built-entry.js';

const dist = path.join(PACKAGE_ROOT, 'dist');

interface Target {
  name: string;
  /** Whether this target's output is there (and current) in dist/. */
  built: () => boolean;
  /** The builder's source, from the package root. */
  module: string;
  exportName: string;
}

const marker = (file: string) => () => fs.existsSync(path.join(dist, file));

const TARGETS: Target[] = [
  { name: 'widget', built: marker(APP_BUNDLES.widget), module: 'widget/build.ts', exportName: 'buildWidget' },
  { name: 'admin', built: marker(APP_BUNDLES.admin), module: 'admin/build.ts', exportName: 'buildAdmin' },
  { name: 'site', built: marker(APP_BUNDLES.site), module: 'site/build.ts', exportName: 'buildSite' },
  {
    name: 'node',
    built: () => currentBuiltEntry(PACKAGE_ROOT, 'cli') !== null,
    module: 'scripts/build-node.ts',
    exportName: 'buildNode',
  },
];

/** Whether every bundle `npm start` needs is built and current. */
export const everythingBuilt = () => TARGETS.every((t) => t.built());

export async function buildAll(opts: { ifMissing?: boolean; only?: string[] } = {}): Promise<void> {
  const todo = TARGETS.filter(
    (t) => (!opts.only || opts.only.includes(t.name)) && !(opts.ifMissing && t.built()),
  );
  if (todo.length === 0) return;
  // From the built CLI (`frontdesk serve`) this file is JavaScript; the builders are TypeScript.
  if (import.meta.url.endsWith('.js')) {
    const { register } = await import('tsx/esm/api');
    register({ tsconfig: path.join(PACKAGE_ROOT, 'tsconfig.json') });
  }
  for (const t of todo) {
    const mod = (await import(pathToFileURL(path.join(PACKAGE_ROOT, t.module)).href)) as Record<
      string,
      (outDir: string) => Promise<void>
    >;
    const build = mod[t.exportName];
    if (!build) throw new Error(`${t.module} does not export ${t.exportName}`);
    const started = Date.now();
    await build(path.join(dist, t.name));
    console.log(`built ${t.name} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith('--'));
  await buildAll({ ifMissing: args.includes('--if-missing'), only: only.length > 0 ? only : undefined });
}
