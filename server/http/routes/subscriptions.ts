import { z } from 'zod';
import {
  BillingState,
  BillingSummary,
  ChangePlanRequest,
  ChangePlanResponse,
  CompPlanRequest,
  PaypalSubscriptionId,
  StartSubscriptionRequest,
  StartSubscriptionResponse,
} from '../../../contract/billing.ts';
import { CheckoutSuccessResponse, SignUpForm } from '../../../contract/checkout.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const SubscriptionParams = z.object({ subscriptionID: PaypalSubscriptionId });
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

/**
 * Plans that renew: the site's subscription checkout, PayPal's webhooks, and a client's billing for
 * its owners (tenant-access.ts) and the operators.
 */
export const subscriptionRoutes = (s: Services) => {
  const rateLimit = s.rateLimits('checkout', { limit: 30, windowMs: 60_000 });
  // PayPal delivers in bursts and retries; a flood from elsewhere is refused before PayPal is asked.
  const webhookLimit = s.rateLimits('paypal-webhook', { limit: 300, windowMs: 60_000 });
  const { checkout, webhooks, account } = s.subscriptions;
  return [
    defineRoute({
      method: 'POST',
      path: '/api/checkout/subscriptions',
      summary:
        "Start a PayPal subscription on a plan's billing plan, keeping the sign-up form with it (never a password)",
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      body: SignUpForm,
      responses: { 200: StartSubscriptionResponse, ...errors },
      handler: ({ body }) => checkout.start(body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/checkout/subscriptions/{subscriptionID}',
      summary: 'Create the client for a subscription PayPal reports ACTIVE (idempotent per subscription)',
      tag: 'checkout',
      auth: 'public',
      rateLimit,
      params: SubscriptionParams,
      body: SignUpForm,
      responses: { 200: CheckoutSuccessResponse, ...errors },
      handler: ({ params, body }) => checkout.complete(params.subscriptionID, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/paypal/webhook',
      summary: 'PayPal webhook deliveries, verified with PayPal, each event applied once',
      tag: 'checkout',
      auth: 'public',
      rateLimit: webhookLimit,
      // The event is verified as received, byte for byte: hapi hands it over unparsed.
      options: { payload: { parse: false, output: 'data', maxBytes: 256 * 1024 } },
      responses: { 200: z.object({ received: z.literal(true), outcome: z.string() }), ...errors },
      handler: async ({ request }) => {
        const raw = Buffer.isBuffer(request.payload) ? request.payload.toString('utf8') : '';
        const headers = request.headers as Record<string, string | undefined>;
        const { outcome } = await webhooks.receive({ headers, rawBody: raw });
        return { received: true as const, outcome };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/billing',
      summary:
        "A client's subscription (status, plan, period, next billing, cancel at period end) and payments",
      tag: 'billing',
      auth: 'admin',
      params: IdParams,
      responses: { 200: BillingState, ...errors },
      handler: ({ params }) => account.view(params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/subscription',
      summary: 'Start a new subscription for this workspace (after a cancellation, a lapse, or hand billing)',
      tag: 'billing',
      auth: 'admin',
      rateLimit,
      params: IdParams,
      body: StartSubscriptionRequest,
      responses: { 200: StartSubscriptionResponse, ...errors },
      handler: ({ params, body }) => checkout.startFor(params.id, body.plan),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/subscription/{subscriptionID}',
      summary: "Take on the workspace's approved subscription once PayPal reports it ACTIVE",
      tag: 'billing',
      auth: 'admin',
      rateLimit,
      params: IdParams.extend(SubscriptionParams.shape),
      responses: { 200: BillingState, ...errors },
      handler: async ({ params }) => {
        await checkout.confirmFor(params.id, params.subscriptionID);
        return account.view(params.id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/cancel',
      summary: 'Cancel the subscription: no more renewals, the plan runs to the end of the paid period',
      tag: 'billing',
      auth: 'admin',
      params: IdParams,
      responses: { 200: BillingState, ...errors },
      handler: ({ params }) => account.cancel(params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/plan',
      summary: 'Ask PayPal to move the subscription to another plan; it changes once PayPal confirms',
      tag: 'billing',
      auth: 'admin',
      rateLimit,
      params: IdParams,
      body: ChangePlanRequest,
      responses: { 200: ChangePlanResponse, ...errors },
      handler: ({ params, body }) => account.changePlan(params.id, body.plan),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/refresh',
      summary: 'Read the subscription again from PayPal (after approving a plan change there)',
      tag: 'billing',
      auth: 'admin',
      rateLimit,
      params: IdParams,
      responses: { 200: BillingState, ...errors },
      handler: ({ params }) => account.refresh(params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/clients/{id}/billing/comp',
      summary: 'Give the client a plan without payment (operators; any subscription is cancelled)',
      tag: 'billing',
      auth: 'admin',
      params: IdParams,
      body: CompPlanRequest,
      responses: { 200: BillingState, ...errors },
      handler: ({ params, body }) => account.comp(params.id, body.plan),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/summary',
      summary: 'Monthly recurring revenue and active, past-due and cancelled subscriptions',
      tag: 'admin',
      auth: 'admin',
      responses: { 200: BillingSummary, 401: ErrorBody },
      handler: () => account.summary(),
    }),
  ];
};
