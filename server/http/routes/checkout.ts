import { z } from 'zod';
import {
  CheckoutSuccessRequest,
  CheckoutSuccessResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  PaypalSetup,
} from '../../../contract/checkout.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const OrderParams = z.object({ orderID: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid order id') });
const errors = {
  400: ErrorBody,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

/** Plan purchase through PayPal: the browser names the plan, the server sets and checks the amount. */
export const checkoutRoutes = (s: Services) => {
  // A buyer needs a handful of calls; a script hammering PayPal through us gets 429s.
  const rateLimit = s.rateLimits('checkout', { limit: 30, windowMs: 60_000 });
  return [
    defineRoute({
      method: 'GET',
      path: '/api/paypal/setup',
      summary: 'PayPal client id for the browser SDK (503 when payments are not configured)',
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      responses: {
        200: PaypalSetup.extend({ environment: z.enum(['sandbox', 'production']) }),
        503: ErrorBody,
      },
      handler: () => s.checkout.setup(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/paypal/order',
      summary: 'Create a PayPal order for a plan; the amount comes from the plan table',
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      body: CreateOrderRequest,
      responses: { 200: CreateOrderResponse, ...errors },
      handler: ({ body }) => s.checkout.createOrder(body.plan),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/paypal/order/{orderID}/capture',
      summary: 'Capture an approved PayPal order',
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      params: OrderParams,
      responses: { 200: z.object({ id: z.string(), status: z.string() }), ...errors },
      handler: ({ params }) => s.checkout.captureOrder(params.orderID),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/checkout/paypal-success',
      summary: 'Create the client for a captured order (idempotent per order)',
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      body: CheckoutSuccessRequest,
      responses: { 200: CheckoutSuccessResponse, ...errors },
      handler: ({ body }) => s.checkout.completeSignUp(body),
    }),
  ];
};
