import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial-load budget of the console (issue 5): entry script plus what index.html preloads. */
export const INITIAL_JS_BUDGET_GZIP = 120 * 1024;

/** Gzipped bytes of every script the built index.html loads before any route chunk. */
export function initialJsGzipBytes(outDir: string): {
  total: number;
  files: { file: string; gzip: number }[];
} {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(urls)].map((url) => {
    const file = path.join(outDir, url.replace(/^\/admin\//, ''));
    return { file: path.basename(file), gzip: gzipSync(fs.readFileSync(file), { level: 9 }).length };
  });
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}
