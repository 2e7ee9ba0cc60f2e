/**
 * The HTTP edge: a hapi server with the admin session scheme, every API route from routes/, the
 * OpenAPI document, the built apps as static files, one error mapping and the security headers.
 */
import path from 'node:path';
import Hapi, { type Request, type ResponseObject } from '@hapi/hapi';
import Inert from '@hapi/inert';
import type { Boom } from '@hapi/boom';
import type { Services } from '../services.ts';
import { adminCookieName, appCookieName, registerAdminSession } from './admin-session.ts';
import { registerAuditTrail } from './audit-trail.ts';
import { registerBodyGuard } from './body-guard.ts';
import { issuedSessionKey, SESSION_KEY_HEADER } from './chat-request.ts';
import { toHapiRoute, type AnyRouteSpec } from './define-route.ts';
import { registerDotSegmentGuard } from './dot-segments.ts';
import { registerClientAddress } from './client-address.ts';
import { toErrorResponse } from './error-mapping.ts';
import { buildOpenApi } from './openapi.ts';
import { log } from '../ops/log.ts';
import { logStorageFull, storageFullCode } from '../ops/storage-full.ts';
import { apiRoutes } from './routes/index.ts';
import { staticRoutes } from './routes/static-files.ts';
import { applySecurityHeaders } from './security.ts';

export interface HttpServerOptions {
  port: number;
  host: string;
  distDir: string;
  /** Extra route specs (tests, later plugins) added after the built-in ones. */
  extraRoutes?: AnyRouteSpec[];
}

export async function createHttpServer(s: Services, opts: HttpServerOptions): Promise<Hapi.Server> {
  const server = Hapi.server({
    port: opts.port,
    host: opts.host,
    router: { stripTrailingSlash: true },
    routes: {
      payload: { maxBytes: 1024 * 1024, protoAction: 'error', timeout: s.config.requestBodyTimeoutMs },
      state: { parse: true, failAction: 'ignore' },
      security: false,
      response: { emptyStatusCode: 204 },
    },
    // Streamed answers must not be buffered by compression.
    compression: { minBytes: 1024 },
  });
  registerDotSegmentGuard(server);
  registerClientAddress(server, s.config.trustProxyHops);
  registerBodyGuard(server, s.config.requestBodyTimeoutMs);
  await server.register(Inert);
  registerAdminSession(
    server,
    s.adminAuth,
    { secure: s.config.secureCookies, publicUrl: s.config.publicUrl },
    s.customerAccounts,
  );

  registerAuditTrail(server, s);

  const specs = [...apiRoutes(s), ...(opts.extraRoutes ?? [])];
  // Built on the first request rather than at start (about 50 ms of JSON Schema), then kept.
  let openApi: Record<string, unknown> | null = null;
  server.route(specs.map(toHapiRoute));
  server.route({
    method: 'GET',
    path: '/api/openapi.json',
    options: { auth: false },
    handler: () => (openApi ??= buildOpenApi(specs, s.config.publicUrl)),
  });
  server.route({
    // Listed methods, not '*': hapi prefers a method-specific route, and GET /{path*} serves the site.
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/api/{path*}',
    options: { auth: false },
    handler: (_r, h) => h.response({ error: 'Not found', code: 'not_found' }).code(404),
  });
  server.route(staticRoutes(path.resolve(opts.distDir)));

  server.ext('onPreResponse', (request: Request, h) => {
    const response = request.response as ResponseObject | Boom;
    if ('isBoom' in response && response.isBoom) {
      const { status, body } = toErrorResponse(response);
      const full = storageFullCode(response);
      if (full)
        logStorageFull(full, {
          requestId: (request.app as { requestId?: string }).requestId,
          route: request.route.path,
        });
      else if (status >= 500) request.log(['error'], response);
      const res = h.response(body).code(status);
      if (status === 401 && request.path === '/api/admin/me')
        res.unstate(adminCookieName(s.config.secureCookies));
      if (status === 401 && request.path === '/api/app/me')
        res.unstate(appCookieName(s.config.secureCookies));
      const retryAfter = (response as Boom & { retryAfterMs?: number }).retryAfterMs;
      if (status === 429 && retryAfter) res.header('Retry-After', String(Math.ceil(retryAfter / 1000)));
      const issued = issuedSessionKey(request);
      // A session created before the call failed (a first message over the limit) still gets its secret.
      if (issued) res.header(SESSION_KEY_HEADER, issued);
      applySecurityHeaders(request, res);
      return res;
    }
    const issued = issuedSessionKey(request);
    if (issued) (response as ResponseObject).header(SESSION_KEY_HEADER, issued);
    applySecurityHeaders(request, response as ResponseObject);
    return h.continue;
  });
  server.events.on({ name: 'request', channels: 'error' }, (request, event) => {
    // A full disk has its own line (onPreResponse), without the stack.
    if (storageFullCode(event.error)) return;
    const requestId = (request.app as { requestId?: string }).requestId;
    log().error({ err: event.error, requestId, route: request.route.path }, 'request failed');
  });
  return server;
}
