/**
 * A tiny static server for the built site, used by the browser tests and the Lighthouse script. It
 * follows the production server's rules for the site: `/x` serves `x/index.html`, `/demo/*` serves the
 * demo shell, unknown paths get 404.html with status 404.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const candidates = [path.join(root, safe), path.join(root, safe, 'index.html')];
    if (pathname.startsWith('/demo/')) candidates.push(path.join(root, 'demo', 'index.html'));
    let status = 200;
    let file = '';
    let body: Buffer | null = null;
    for (const candidate of candidates) {
      if (!candidate.startsWith(root)) continue;
      body = await readIfFile(candidate);
      if (body) {
        file = candidate;
        break;
      }
    }
    if (!body) {
      status = 404;
      file = path.join(root, '404.html');
      body = pathname.startsWith('/api/')
        ? Buffer.from('{"error":"Not found","code":"not_found"}')
        : await fs.readFile(file);
      if (pathname.startsWith('/api/')) file = 'x.json';
    }
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(gzip ? zlib.gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
