// Plain JavaScript, loaded by the launchers (cli/bin.js, scripts/start.js) before any TypeScript
// loader exists. It answers one question: is the ahead-of-time bundle in dist/node/ current with the
// sources it was built from? A bundle older than any of its inputs would run yesterday's code, so the
// launchers then fall back to running the sources under tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The browser bundles in dist/, each by a file that exists once it is built. */
export const APP_BUNDLES = { widget: 'widget/widget.js', admin: 'admin/index.html', site: 'site/index.html' };

/** Written by scripts/build-node.ts beside the bundles. */
export const BUILD_INFO = 'build-info.json';

/**
 * The file URL of dist/node/<name>.js under `root` when it exists and none of the inputs recorded in
 * its build-info.json changed (or vanished) since the build started; null otherwise.
 */
export function currentBuiltEntry(root, name) {
  const dir = path.join(root, 'dist', 'node');
  const entry = path.join(dir, `${name}.js`);
  let info;
  try {
    info = JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO), 'utf8'));
  } catch {
    return null;
  }
  if (typeof info.startedAt !== 'number' || !Array.isArray(info.inputs) || !fs.existsSync(entry)) return null;
  for (const input of info.inputs) {
    const stat = fs.statSync(path.join(root, input), { throwIfNoEntry: false });
    // startedAt is whole milliseconds while mtimes carry fractions: a file written in the build's
    // first millisecond, before it read anything, must not count as newer.
    if (!stat || Math.floor(stat.mtimeMs) > info.startedAt) return null;
  }
  return pathToFileURL(entry).href;
}
