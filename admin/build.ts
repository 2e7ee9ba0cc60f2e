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
  await build({
    root,
    base: '/admin/',
    configFile: false,
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
