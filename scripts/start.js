// `npm start`: builds whatever is missing or stale (the widget, console and site bundles, and the
// ahead-of-time server in dist/node/), then serves everything from one process. Plain JavaScript, so a
// built tree starts without loading a TypeScript compiler.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_BUNDLES, currentBuiltEntry } from './built-entry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundlesThere = Object.values(APP_BUNDLES).every((file) => fs.existsSync(path.join(root, 'dist', file)));

let server = bundlesThere ? currentBuiltEntry(root, 'server') : null;
if (!server) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(root, 'tsconfig.json') });
  const { buildAll } = await import('./build.ts');
  await buildAll({ ifMissing: true });
  // A source saved during the build leaves the bundle stale: run the sources this once.
  server = currentBuiltEntry(root, 'server') ?? pathToFileURL(path.join(root, 'server/main.ts')).href;
}
const { runServer } = await import(server);
await runServer();
