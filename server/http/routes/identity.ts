import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  IdentifyRequest,
  IdentifyResult,
  IdentitySecretCreated,
  IdentitySecretStatus,
} from '../../../contract/identity.ts';
import type { Services } from '../../services.ts';
import { chatAccessOf, WIDGET_CORS } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const identityRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/identity-secret',
    summary: 'Whether the client has an identity secret (never the secret itself)',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 200: IdentitySecretStatus, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    handler: ({ params }) => s.identity.secretStatus(params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/identity-secret',
    summary: 'Create or rotate the identity secret; the secret is shown in this answer only',
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 201: IdentitySecretCreated, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    handler: async ({ params, h }) => h.response(await s.identity.rotateSecret(params.id)).code(201),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/identify',
    summary:
      "Tell who the session's visitor is: userHash or a signed token verifies, anything else is a hint",
    tag: 'chat',
    auth: 'public',
    body: IdentifyRequest,
    options: { cors: WIDGET_CORS },
    responses: {
      200: IdentifyResult,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      429: ErrorBody,
    },
    handler: async ({ body, request }) => {
      const caller = await s.chat.resolveSession(await chatAccessOf(s, request), body.sessionId);
      return s.identity.identify(caller.client.id, body);
    },
  }),
];
