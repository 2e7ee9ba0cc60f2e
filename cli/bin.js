#!/usr/bin/env node
// Launcher behind `npx frontdesk`: the CLI is TypeScript, so tsx is registered before loading it and no
// build step is needed after a fresh install.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
