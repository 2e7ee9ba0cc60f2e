import { z } from 'zod';
import { AnalyticsResponse, Timeframe } from '../../../contract/analytics.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

export const analyticsRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/v1/analytics/dashboard/{clientId}',
    summary: 'Visitors, page views, chat engagement and top pages of one client',
    tag: 'analytics',
    auth: 'admin',
    params: z.object({ clientId: z.string().min(1).max(64) }),
    query: z.object({ timeframe: Timeframe.default('7d') }).strict(),
    responses: { 200: AnalyticsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    handler: ({ params, query }) => s.analytics.dashboard(params.clientId, query.timeframe),
  }),
];
