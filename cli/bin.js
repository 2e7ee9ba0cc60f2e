#!/usr/bin/env node
// Launcher behind `npx frontdesk`: the CLI is TypeScript, so tsx is registered before loading it and no
// build step is needed after a fresh install.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// `npm run cli` starts in the package root; paths the user typed are relative to where they typed them.
if (process.env.npm_lifecycle_event === 'cli' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

// The project's tsconfig (JSX runtime, module settings) applies whatever directory the CLI runs from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./main.ts');
