/**
 * Builds the admin console (the React SPA served at /admin) with Vite's JavaScript API, so the repo's
 * build script and the browser tests produce the same bundle without a separate config file lookup.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export async function buildAdmin(outDir: string): Promise<void> {
  // Vite and the React plugin read NODE_ENV itself; under a test runner it is 'test', which would ship
  // React's development build, so the build runs with 'production' and the caller's value comes back.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await runBuild(outDir);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

async function runBuild(outDir: string): Promise<void> {
  await build({
    root,
    base: '/admin/',
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: {
      outDir: path.resolve(outDir),
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      target: 'es2022',
    },
  });
}
