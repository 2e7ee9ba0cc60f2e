/**
 * `npm run size`: builds the widget and prints the gzipped bytes of the loader and of all widget
 * JavaScript against their budgets; exits non-zero when one is exceeded (CI runs it, and a test in
 * `npm test` checks the same budgets).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWidget } from '../widget/build.ts';

// The chat UI grew by handoff, feedback and ratings, the pre-chat form, themes, page rules, the
// proactive bubble, the page API and the languages' texts (41.5 KB at its peak); 37 KB holds all of it
// again since the chat links Preact's core without preact/compat, socket.io without binary packets or
// WebTransport, and no bundle carries the console's endpoint table (widget/build.ts). The loader is
// 1.4 KB, as Intercom's: the page view (page-<hash>.js, imported once the launcher is drawn) and the
// floating panel's CSS (in the chat bundle) are not in it.
export const BUDGETS = { loader: 1400, total: 37 * 1024 } as const;

export interface WidgetSizes {
  loader: number;
  /** The page-view module every page imports after the loader (page-<hash>.js). */
  pageView: number;
  total: number;
  files: { file: string; gzip: number }[];
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function measureWidget(dir: string): WidgetSizes {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((file) => ({ file, gzip: gz(path.join(dir, file)) }));
  const loader = files.find((f) => f.file === 'widget.js');
  if (!loader) throw new Error(`no widget.js in ${dir}`);
  const pageView = files.find((f) => /^page-[\w-]+\.js$/.test(f.file))?.gzip ?? 0;
  return { loader: loader.gzip, pageView, total: files.reduce((n, f) => n + f.gzip, 0), files };
}

export function overBudget(s: WidgetSizes): string[] {
  const out: string[] = [];
  if (s.loader > BUDGETS.loader) out.push(`loader ${s.loader} B > ${BUDGETS.loader} B`);
  if (s.total > BUDGETS.total) out.push(`all widget JS ${s.total} B > ${BUDGETS.total} B`);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-size-'));
  try {
    await buildWidget(dir);
    const sizes = measureWidget(dir);
    for (const f of sizes.files) console.log(`${f.file.padEnd(28)} ${String(f.gzip).padStart(7)} B gzip`);
    console.log(`loader        ${sizes.loader} B / ${BUDGETS.loader} B`);
    console.log(`every page    ${sizes.loader + sizes.pageView} B (the loader, then the page-view module)`);
    console.log(`all widget JS ${sizes.total} B / ${BUDGETS.total} B`);
    const over = overBudget(sizes);
    if (over.length > 0) {
      console.error(`Over budget: ${over.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
