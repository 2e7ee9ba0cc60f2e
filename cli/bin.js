#!/usr/bin/env node
// Launcher behind `npx frontdesk`. It runs the ahead-of-time bundle (dist/node/cli.js, made by
// `npm run build` or `npm start`) when that is current with the sources: no TypeScript is compiled, so
// `frontdesk --version` takes tens of milliseconds. Otherwise (a fresh clone, or sources edited since
// the build) it registers tsx and loads cli/main.ts, so nothing has to be built first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuiltEntry } from '../scripts/built-entry.js';

// `npm run cli` starts in the package root; paths the user typed are relative to where they typed them.
if (process.env.npm_lifecycle_event === 'cli' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = currentBuiltEntry(root, 'cli');
if (built) await import(built);
else {
  const { register } = await import('tsx/esm/api');
  // The project's tsconfig (JSX runtime, module settings) applies whatever directory the CLI runs from.
  register({ tsconfig: path.join(root, 'tsconfig.json') });
  await import('./main.ts');
}
