import { z } from 'zod';
import { ApiKeyCreate, ApiKeyCreated, ApiKeyList } from '../../../contract/clients.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const KeyParams = IdParams.extend({ keyId: z.string().min(1).max(100) });

export const apiKeyRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/api-keys',
    summary: 'Secret API keys of a client (prefix only)',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 200: ApiKeyList, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) => ({ apiKeys: await s.apiKeys.list(params.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/api-keys',
    summary: 'Create a secret API key; the key is shown in this answer only',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    body: ApiKeyCreate,
    responses: { 201: ApiKeyCreated, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params, body, h }) =>
      h.response(await s.apiKeys.create(params.id, body.name)).code(201),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/api-keys/{keyId}',
    summary: 'Revoke a secret API key by id or prefix',
    tag: 'clients',
    auth: 'admin',
    params: KeyParams,
    responses: { 200: z.object({ ok: z.literal(true) }), 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) => {
      await s.apiKeys.revoke(params.id, params.keyId);
      return { ok: true };
    },
  }),
];
