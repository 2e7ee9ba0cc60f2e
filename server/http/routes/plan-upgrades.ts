import { z } from 'zod';
import { CreateOrderResponse, UpgradeOrderRequest, UpgradeResult } from '../../../contract/checkout.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const OrderParams = IdParams.extend({
  orderID: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid order id'),
});
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

/** Plan upgrades from the workspace (owners) or the console, through the sign-up's PayPal flow. */
export const planUpgradeRoutes = (s: Services) => {
  const rateLimit = s.rateLimits('checkout', { limit: 30, windowMs: 60_000 });
  return [
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/upgrade/order',
      summary: 'Create a PayPal order for a bigger plan; the amount comes from the plan table',
      tag: 'checkout',
      auth: 'admin',
      rateLimit,
      params: IdParams,
      body: UpgradeOrderRequest,
      responses: { 200: CreateOrderResponse, ...errors },
      handler: ({ params, body }) => s.checkout.createUpgradeOrder(params.id, body.plan),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/upgrade/order/{orderID}/capture',
      summary: "Capture the client's upgrade order and move it to the plan (idempotent per order)",
      tag: 'checkout',
      auth: 'admin',
      rateLimit,
      params: OrderParams,
      responses: { 200: UpgradeResult, ...errors },
      handler: ({ params }) => s.checkout.captureUpgrade(params.id, params.orderID),
    }),
  ];
};
