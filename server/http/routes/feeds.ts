import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { FeedSourceCreate, KnowledgeSource } from '../../../contract/knowledge.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Live-data feeds (Premium and up): connecting one; the shared knowledge-source routes do the rest. */
export const feedRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/knowledge/feeds',
    summary:
      'Connect a live-data feed (JSON or CSV of products, listings, inventory or orders); the first sync starts at once',
    tag: 'knowledge',
    auth: 'admin',
    params: IdParams,
    body: FeedSourceCreate,
    responses: { 201: KnowledgeSource, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    handler: async ({ params, body, h }) => h.response(await s.feeds.create(params.id, body)).code(201),
  }),
];
