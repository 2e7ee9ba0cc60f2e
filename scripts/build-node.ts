/**
 * Builds the server and the CLI ahead of time into dist/node/ (server.js, cli.js and shared chunks):
 * one esbuild pass, ESM for Node 20, npm packages left as imports, so starting them compiles no
 * TypeScript. build-info.json records the inputs, which lets the launchers see when a bundle is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PACKAGE_ROOT } from '../server/package-root.ts';
import { BUILD_INFO } from './built-entry.js';

export async function buildNode(outDir: string): Promise<void> {
  const startedAt = Date.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: PACKAGE_ROOT,
    entryPoints: { server: 'server/main.ts', cli: 'cli/main.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(PACKAGE_ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  fs.writeFileSync(path.join(outDir, BUILD_INFO), `${JSON.stringify({ startedAt, inputs }, null, 2)}\n`);
}
