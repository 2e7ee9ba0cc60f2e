/**
 * A customer's website for tests: a real node:http server on loopback serving what the test puts in
 * it, which records every request so tests can see what a crawler asked for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SitePage {
  body: string | Buffer;
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  /** The answer waits for this (a slow page, so a test can act while a crawl is under way). */
  wait?: Promise<unknown>;
}

export interface TestSite {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** 127.0.0.1:PORT (a client domain) */
  host: string;
  /** Paths requested, in order (with their query strings). */
  requests: string[];
  /** User-Agent headers seen. */
  agents: Set<string>;
  set(path: string, page: SitePage | string): void;
  remove(path: string): void;
  close(): Promise<void>;
}

export const html = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

export async function startTestSite(pages: Record<string, SitePage | string> = {}): Promise<TestSite> {
  const content = new Map<string, SitePage>();
  const asPage = (p: SitePage | string): SitePage => (typeof p === 'string' ? { body: p } : p);
  for (const [path, page] of Object.entries(pages)) content.set(path, asPage(page));
  const requests: string[] = [];
  const agents = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    agents.add(String(req.headers['user-agent'] ?? ''));
    const page = content.get(url) ?? content.get(url.split('?')[0] ?? url);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    void Promise.resolve(page.wait).then(() =>
      res
        .writeHead(page.status ?? 200, {
          'content-type': page.type ?? 'text/html; charset=utf-8',
          ...page.headers,
        })
        .end(page.body),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    agents,
    set: (path, page) => content.set(path, asPage(page)),
    remove: (path) => content.delete(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
