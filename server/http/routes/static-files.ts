import fs from 'node:fs';
import path from 'node:path';
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';

const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|jpg|webp)$/;

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path inside root, refusing anything that escapes it. */
function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function serve(h: ResponseToolkit, file: string, status = 200) {
  const res = h.file(file, { confine: false, etagMethod: 'simple' }).code(status);
  // Hashed assets never change under their name; HTML always revalidates.
  res.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  return res;
}

/**
 * Serves the built apps when present: dist/site (static pages), dist/admin (an SPA under /admin, and
 * the customers' workspace under /app)
 * and dist/widget (/widget.js and its chunks under /widget/).
 */
export function staticRoutes(distDir: string): ServerRoute[] {
  const site = path.join(distDir, 'site');
  const admin = path.join(distDir, 'admin');
  const widget = path.join(distDir, 'widget');

  const notFound = (h: ResponseToolkit) => {
    const page = path.join(site, '404.html');
    if (isFile(page)) return serve(h, page, 404);
    return h.response('404 Page Not Found').code(404).type('text/plain');
  };

  return [
    {
      method: 'GET',
      path: '/widget.js',
      options: { auth: false, cors: { origin: ['*'] } },
      handler: (_r: Request, h: ResponseToolkit) => {
        const file = path.join(widget, 'widget.js');
        if (!isFile(file)) return notFound(h);
        // Unhashed name (the embed line never changes), so a short cache.
        return h
          .file(file, { confine: false })
          .header('Cache-Control', 'public, max-age=300')
          .type('application/javascript; charset=utf-8');
      },
    },
    {
      method: 'GET',
      path: '/widget/{file*}',
      options: { auth: false, cors: { origin: ['*'] } },
      handler: (r: Request, h: ResponseToolkit) => {
        const file = inside(widget, String(r.params.file ?? ''));
        return file && isFile(file) ? serve(h, file) : notFound(h);
      },
    },
    {
      method: 'GET',
      path: '/admin/{path*}',
      options: { auth: false },
      handler: (r: Request, h: ResponseToolkit) => {
        const rest = String(r.params.path ?? '');
        if (rest.startsWith('assets/')) {
          const file = inside(admin, rest);
          return file && isFile(file) ? serve(h, file) : notFound(h);
        }
        const index = path.join(admin, 'index.html');
        return isFile(index) ? serve(h, index) : notFound(h);
      },
    },
    {
      // A customer's workspace is the same single-page app (its assets stay under /admin/assets).
      method: 'GET',
      path: '/app/{path*}',
      options: { auth: false },
      handler: (_r: Request, h: ResponseToolkit) => {
        const index = path.join(admin, 'index.html');
        return isFile(index) ? serve(h, index) : notFound(h);
      },
    },
    {
      method: 'GET',
      path: '/{path*}',
      options: { auth: false },
      handler: (r: Request, h: ResponseToolkit) => {
        const rest = String(r.params.path ?? '').replace(/\/+$/, '');
        const direct = inside(site, rest);
        if (direct && rest && isFile(direct)) return serve(h, direct);
        const page = inside(site, path.posix.join(rest, 'index.html'));
        if (page && isFile(page)) return serve(h, page);
        // /demo/{domain} is rendered in the browser from one page.
        if (rest === 'demo' || rest.startsWith('demo/')) {
          const demo = path.join(site, 'demo', 'index.html');
          if (isFile(demo)) return serve(h, demo);
        }
        return notFound(h);
      },
    },
  ];
}
