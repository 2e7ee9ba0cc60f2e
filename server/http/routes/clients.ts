import { z } from 'zod';
import { Client, ClientCreate, ClientList, ClientUpdate, ToggleTestMode } from '../../../contract/clients.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const ListQuery = z
  .object({
    plan: z.string().max(50).optional(),
    status: z.string().max(50).optional(),
    search: z.string().max(200).optional(),
  })
  .strict();
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** Client actions that take no body and answer the updated client. */
const actions: [string, string, (s: Services, id: string) => Promise<Client>][] = [
  ['reset-messages', 'Reset this month’s message count to 0', (s, id) => s.clients.resetUsage(id)],
  ['reset-usage', 'Reset this month’s usage to 0', (s, id) => s.clients.resetUsage(id)],
  [
    'generate-token',
    'Create or replace the production access token',
    (s, id) => s.clients.generateToken(id, 'live'),
  ],
  ['revoke-token', 'Remove the production access token', (s, id) => s.clients.revokeToken(id, 'live')],
  [
    'generate-test-token',
    'Create or replace the test access token',
    (s, id) => s.clients.generateToken(id, 'test'),
  ],
  ['revoke-test-token', 'Remove the test access token', (s, id) => s.clients.revokeToken(id, 'test')],
];

export const clientRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients',
    summary: 'List clients with this month’s usage',
    tag: 'clients',
    auth: 'admin',
    query: ListQuery,
    responses: { 200: ClientList, 401: ErrorBody },
    handler: async ({ query }) => ({ clients: await s.clients.list(query) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients',
    summary: 'Create a client (test mode on, with a test token)',
    tag: 'clients',
    auth: 'admin',
    body: ClientCreate,
    responses: { 201: Client, ...errors },
    handler: async ({ body, h }) => h.response(await s.clients.create(body)).code(201),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}',
    summary: 'One client',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 200: Client, ...errors },
    handler: ({ params }) => s.clients.get(params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/clients/{id}',
    summary: 'Update client fields or chatCustomizations',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    body: ClientUpdate,
    responses: { 200: Client, ...errors },
    handler: ({ params, body }) => s.clients.update(params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}',
    summary: 'Delete a client and all its data',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
    handler: async ({ params }) => {
      await s.clients.delete(params.id);
      return { ok: true };
    },
  }),
  ...actions.map(([name, summary, run]) =>
    defineRoute({
      method: 'POST',
      path: `/api/clients/{id}/${name}`,
      summary,
      tag: 'clients',
      auth: 'admin',
      params: IdParams,
      responses: { 200: Client, ...errors },
      handler: ({ params }) => run(s, params.id),
    }),
  ),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/toggle-test-mode',
    summary: 'Turn test mode on or off',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    body: ToggleTestMode,
    responses: { 200: Client, ...errors },
    handler: ({ params, body }) => s.clients.setTestMode(params.id, body.testMode),
  }),
];
