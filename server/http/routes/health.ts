import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const Readiness = z.object({ ready: z.boolean(), checks: z.record(z.string(), z.string()) });

export const healthRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers (it says nothing of the database or Redis)',
    tag: 'system',
    auth: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    handler: () => ({ status: 'ok' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/readyz',
    summary:
      'Readiness: 200 while the database (migrated) and Redis answer and the process is not shutting down, else 503',
    tag: 'system',
    auth: 'public',
    responses: { 200: Readiness, 503: Readiness },
    handler: async ({ h }) => {
      const state = await s.health.readiness();
      return h
        .response(state)
        .code(state.ready ? 200 : 503)
        .header('cache-control', 'no-store');
    },
  }),
];
