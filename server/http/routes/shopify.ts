import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { KnowledgeSource } from '../../../contract/knowledge.ts';
import { ShopifySourceCreate } from '../../../contract/shopify.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Shopify stores (Premium and up): connecting one; the shared knowledge-source routes do the rest. */
export const shopifyRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/knowledge/shopify',
    summary:
      'Connect a Shopify store (its myshopify.com address and an Admin API access token, tested first and never shown again); the first product sync starts at once. Connecting a store already connected replaces its token (200) and syncs it again',
    tag: 'knowledge',
    auth: 'admin',
    params: IdParams,
    body: ShopifySourceCreate,
    responses: {
      200: KnowledgeSource,
      201: KnowledgeSource,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      502: ErrorBody,
    },
    handler: async ({ params, body, h }) => {
      const { source, created } = await s.shopify.connect(params.id, body);
      return h.response(source).code(created ? 201 : 200);
    },
  }),
];
