import { z } from 'zod';
import { PaypalSetup } from '../../../contract/checkout.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

/** The PayPal SDK's setup for the site and /app; plans are bought as subscriptions (subscriptions.ts). */
export const checkoutRoutes = (s: Services) => {
  // The same budget as the subscription checkout (subscriptions.ts): a buyer needs a handful of calls.
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
  ];
};
