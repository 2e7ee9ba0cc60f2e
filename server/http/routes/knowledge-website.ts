import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { KnowledgeSource, WebsiteSourceCreate } from '../../../contract/knowledge.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const knowledgeWebsiteRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/knowledge/website',
    summary:
      "Add the client's website as a knowledge source and start crawling it (in the background; poll the source)",
    tag: 'knowledge',
    auth: 'admin',
    params: IdParams,
    body: WebsiteSourceCreate,
    responses: { 201: KnowledgeSource, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    handler: async ({ params, body, h }) => h.response(await s.websites.create(params.id, body)).code(201),
  }),
];
