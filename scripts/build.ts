/**
 * `npm run build`: builds the widget, the console and the site into dist/. With --if-missing (used by
 * `npm start` and `npm test`) only bundles whose output is missing are built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

interface Target {
  name: string;
  /** A file that exists once this target is built. */
  marker: string;
  module: string;
  exportName: string;
}

const TARGETS: Target[] = [
  { name: 'widget', marker: 'widget/widget.js', module: '../widget/build.ts', exportName: 'buildWidget' },
  { name: 'admin', marker: 'admin/index.html', module: '../admin/build.ts', exportName: 'buildAdmin' },
  { name: 'site', marker: 'site/index.html', module: '../site/build.ts', exportName: 'buildSite' },
];

export async function buildAll(opts: { ifMissing?: boolean; only?: string[] } = {}): Promise<void> {
  for (const t of TARGETS) {
    if (opts.only && !opts.only.includes(t.name)) continue;
    if (opts.ifMissing && fs.existsSync(path.join(dist, t.marker))) continue;
    const modulePath = path.join(path.dirname(fileURLToPath(import.meta.url)), t.module);
    const mod = (await import(modulePath)) as Record<string, (outDir: string) => Promise<void>>;
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
