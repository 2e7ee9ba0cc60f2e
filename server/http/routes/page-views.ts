import type { Request } from '@hapi/hapi';
import { PageView, PageViewAnswer } from '../../../contract/analytics.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { DemoClientLookup, DemoClientQuery, DemoProfileList } from '../../../contract/widget.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

/** Customer pages on any origin call these; the token and Origin rule guard them, not CORS. */
const cors = { origin: ['*'], additionalHeaders: ['authorization'] };

const header = (request: Request, name: string): string | undefined => {
  const v: unknown = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

function bearer(request: Request): string {
  const value = header(request, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (!match?.[1]) throw new DomainError('unauthorized', 'Missing access token');
  return match[1];
}

export const pageViewRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/widget/page-view',
    summary: 'Record a page view from the embed loader (publishable token, Origin rule)',
    tag: 'widget',
    auth: 'public',
    body: PageView,
    responses: { 200: PageViewAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
    options: { cors, payload: { maxBytes: 8 * 1024 } },
    handler: async ({ body, request }) => {
      const caller = await s.clients.resolveWidgetCaller(bearer(request), header(request, 'origin'));
      return s.analytics.recordPageView(caller.client, body, {
        ip: request.info.remoteAddress || null,
        userAgent: header(request, 'user-agent') ?? null,
        test: caller.kind === 'test',
        acceptLanguage: header(request, 'accept-language'),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/widget/demo-client',
    summary: 'The test-mode client behind /demo/{domain} (public, rate-limited)',
    tag: 'widget',
    auth: 'public',
    query: DemoClientQuery,
    responses: { 200: DemoClientLookup, 400: ErrorBody, 429: ErrorBody },
    handler: ({ query, request }) =>
      s.demoClients.findByDomain(query.domain, request.info.remoteAddress || null),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/widget/demo-profiles',
    summary: 'The preset businesses of the /widget-demo page',
    tag: 'widget',
    auth: 'public',
    responses: { 200: DemoProfileList },
    options: { cache: { expiresIn: 5 * 60_000, privacy: 'public' } },
    handler: () => s.demoClients.profiles(),
  }),
];
