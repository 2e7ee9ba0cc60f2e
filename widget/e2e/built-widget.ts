/**
 * Builds dist/widget once per test run: test files run in several worker processes, which share
 * the vitest parent process; a marker with its pid and a lock directory make the first worker build
 * and the others wait for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidget } from '../build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WIDGET_DIST = path.join(root, 'dist/widget');
const marker = path.join(root, 'dist/.widget-build-run');
const lock = path.join(root, 'dist/.widget-build-lock');

const runId = () => String(process.ppid);
const done = () => {
  try {
    return fs.readFileSync(marker, 'utf8') === runId() && fs.existsSync(path.join(WIDGET_DIST, 'widget.js'));
  } catch {
    return false;
  }
};

export async function ensureWidgetBuilt(): Promise<string> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; !done(); waited += 200) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker builds; a lock older than two minutes belongs to a dead run.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (done()) break;
      // Build beside the old output and swap, so a server reading dist/widget never sees it half-written.
      const next = `${WIDGET_DIST}.next`;
      await buildWidget(next);
      fs.rmSync(`${WIDGET_DIST}.old`, { recursive: true, force: true });
      if (fs.existsSync(WIDGET_DIST)) fs.renameSync(WIDGET_DIST, `${WIDGET_DIST}.old`);
      fs.renameSync(next, WIDGET_DIST);
      fs.rmSync(`${WIDGET_DIST}.old`, { recursive: true, force: true });
      fs.writeFileSync(marker, runId());
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return WIDGET_DIST;
}
