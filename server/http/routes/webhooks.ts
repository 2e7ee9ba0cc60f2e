import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '../../../contract/webhooks.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const EndpointParams = IdParams.extend({ endpointId: z.string().min(1).max(64) });
const DeliveryParams = EndpointParams.extend({ deliveryId: z.string().min(1).max(64) });
const Ok = z.object({ ok: z.literal(true) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A client's webhook endpoints (operators and the client's owners; tenant-access.ts). */
export const webhookRoutes = (s: Services) => {
  const w = s.outbox.webhooks;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/webhooks',
      summary: 'Webhook endpoints of a client (never their secrets)',
      tag: 'webhooks',
      auth: 'admin',
      params: IdParams,
      responses: { 200: WebhookEndpointList, ...errors },
      handler: async ({ params }) => ({ endpoints: await w.list(params.id) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/webhooks',
      summary: 'Create a webhook endpoint; its signing secret is shown in this answer only',
      tag: 'webhooks',
      auth: 'admin',
      params: IdParams,
      body: WebhookEndpointCreate,
      responses: { 201: WebhookEndpointWithSecret, 409: ErrorBody, ...errors },
      handler: async ({ params, body, h }) => h.response(await w.create(params.id, body)).code(201),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/webhooks/{endpointId}',
      summary: 'One webhook endpoint',
      tag: 'webhooks',
      auth: 'admin',
      params: EndpointParams,
      responses: { 200: WebhookEndpoint, ...errors },
      handler: async ({ params }) => w.get(params.id, params.endpointId),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/clients/{id}/webhooks/{endpointId}',
      summary: 'Change a webhook endpoint (URL, events, description, on or off)',
      tag: 'webhooks',
      auth: 'admin',
      params: EndpointParams,
      body: WebhookEndpointUpdate,
      responses: { 200: WebhookEndpoint, ...errors },
      handler: async ({ params, body }) => w.update(params.id, params.endpointId, body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/clients/{id}/webhooks/{endpointId}',
      summary: 'Delete a webhook endpoint (its pending deliveries are cancelled)',
      tag: 'webhooks',
      auth: 'admin',
      params: EndpointParams,
      responses: { 200: Ok, ...errors },
      handler: async ({ params }) => {
        await w.remove(params.id, params.endpointId);
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/webhooks/{endpointId}/rotate-secret',
      summary: 'Replace the signing secret; the new one is shown in this answer only',
      tag: 'webhooks',
      auth: 'admin',
      params: EndpointParams,
      responses: { 200: WebhookEndpointWithSecret, ...errors },
      handler: async ({ params }) => w.rotateSecret(params.id, params.endpointId),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/webhooks/{endpointId}/deliveries',
      summary: 'The delivery log of an endpoint, newest first (status, attempts, response, duration)',
      tag: 'webhooks',
      auth: 'admin',
      params: EndpointParams,
      query: WebhookDeliveryQuery,
      responses: { 200: WebhookDeliveryList, ...errors },
      handler: async ({ params, query }) => w.deliveries(params.id, params.endpointId, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver',
      summary: 'Send a delivery again (same event id)',
      tag: 'webhooks',
      auth: 'admin',
      params: DeliveryParams,
      responses: { 200: Ok, 409: ErrorBody, ...errors },
      handler: async ({ params }) => {
        await w.redeliver(params.id, params.endpointId, params.deliveryId);
        return { ok: true };
      },
    }),
  ];
};
