import { z } from 'zod';
import { defineRoute } from '../define-route.ts';

export const healthRoutes = () => [
  defineRoute({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: answers once the database is migrated',
    tag: 'system',
    auth: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    handler: () => ({ status: 'ok' }),
  }),
];
