/**
 * PayPal's Catalog Products, Billing Plans, Subscriptions and webhook-verification APIs for the
 * subscriptions capability (its SubscriptionGateway port), over the one PayPal client (paypal-rest.ts).
 */
import type { PaypalSale, PaypalSubscription, SubscriptionGateway } from '../domain/subscriptions/index.ts';
import { PaymentGatewayError } from '../domain/shared/index.ts';
import type { PaypalRest } from './paypal-rest.ts';

interface SubscriptionBody {
  id?: string;
  status?: string;
  plan_id?: string;
  custom_id?: string;
  start_time?: string;
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    last_payment?: { amount?: { value?: string; currency_code?: string }; time?: string };
  };
  links?: { href?: string; rel?: string }[];
}

interface TransactionsBody {
  transactions?: {
    id?: string;
    status?: string;
    time?: string;
    amount_with_breakdown?: { gross_amount?: { value?: string; currency_code?: string } };
  }[];
}

const sub = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`;
const approveLink = (body: SubscriptionBody) => body.links?.find((l) => l.rel === 'approve')?.href ?? null;

function toSubscription(b: SubscriptionBody): PaypalSubscription {
  const last = b.billing_info?.last_payment;
  return {
    id: String(b.id ?? ''),
    status: String(b.status ?? ''),
    planId: String(b.plan_id ?? ''),
    customId: b.custom_id ?? null,
    startTime: b.start_time ?? null,
    nextBillingTime: b.billing_info?.next_billing_time ?? null,
    lastPayment:
      last?.amount?.value && last.time
        ? { amount: last.amount.value, currency: String(last.amount.currency_code ?? ''), time: last.time }
        : null,
    failedPaymentsCount: Number(b.billing_info?.failed_payments_count ?? 0),
  };
}

export function createPaypalBillingClient(rest: PaypalRest): SubscriptionGateway {
  const idOf = (body: { id?: string }, what: string) => {
    if (!body.id) throw new PaymentGatewayError(`PayPal returned a ${what} without an id`, 200, null);
    return body.id;
  };
  return {
    async createProduct({ name, description, requestId }) {
      const body = await rest.call<{ id?: string }>({
        method: 'POST',
        path: '/v1/catalogs/products',
        what: 'product creation',
        body: { name, description, type: 'SERVICE', category: 'SOFTWARE' },
        requestId,
      });
      return { id: idOf(body, 'product') };
    },
    async createPlan({ productId, name, description, price, currency, requestId }) {
      const body = await rest.call<{ id?: string }>({
        method: 'POST',
        path: '/v1/billing/plans',
        what: 'plan creation',
        body: {
          product_id: productId,
          name,
          description: description.slice(0, 127),
          status: 'ACTIVE',
          billing_cycles: [
            {
              frequency: { interval_unit: 'MONTH', interval_count: 1 },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: price, currency_code: currency } },
            },
          ],
          payment_preferences: {
            auto_bill_outstanding: true,
            setup_fee_failure_action: 'CANCEL',
            payment_failure_threshold: 3,
          },
        },
        requestId,
      });
      return { id: idOf(body, 'plan') };
    },
    async createSubscription({ planId, customId, returnUrl, cancelUrl, requestId }) {
      const body = await rest.call<SubscriptionBody>({
        method: 'POST',
        path: '/v1/billing/subscriptions',
        what: 'subscription creation',
        body: {
          plan_id: planId,
          custom_id: customId,
          application_context: {
            brand_name: 'Frontdesk',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'SUBSCRIBE_NOW',
            return_url: returnUrl,
            cancel_url: cancelUrl,
          },
        },
        requestId,
      });
      return { id: idOf(body, 'subscription'), status: String(body.status ?? '') };
    },
    async getSubscription(id) {
      return toSubscription(
        await rest.call<SubscriptionBody>({ method: 'GET', path: sub(id), what: 'subscription lookup' }),
      );
    },
    async listTransactions(id, from, to) {
      const query = `?start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}`;
      const body = await rest.call<TransactionsBody>({
        method: 'GET',
        path: `${sub(id)}/transactions${query}`,
        what: 'transaction list',
      });
      return (body.transactions ?? []).map((t): PaypalSale => ({
        id: String(t.id ?? ''),
        status: String(t.status ?? ''),
        amount: String(t.amount_with_breakdown?.gross_amount?.value ?? ''),
        currency: String(t.amount_with_breakdown?.gross_amount?.currency_code ?? ''),
        time: String(t.time ?? ''),
      }));
    },
    async reviseSubscription(id, { planId, returnUrl, cancelUrl }) {
      const body = await rest.call<SubscriptionBody>({
        method: 'POST',
        path: `${sub(id)}/revise`,
        what: 'plan change',
        body: { plan_id: planId, application_context: { return_url: returnUrl, cancel_url: cancelUrl } },
      });
      return { approveUrl: approveLink(body) };
    },
    async cancelSubscription(id, reason) {
      try {
        await rest.call({
          method: 'POST',
          path: `${sub(id)}/cancel`,
          what: 'cancellation',
          body: { reason },
        });
      } catch (error) {
        // Cancelled already (a repeated click, another operator): the state asked for holds.
        if (error instanceof PaymentGatewayError && error.issue === 'SUBSCRIPTION_STATUS_INVALID') return;
        throw error;
      }
    },
    async verifyWebhook({ webhookId, transmission, rawEvent }) {
      // The event goes in as received, byte for byte: PayPal checks the signature over those bytes.
      const head = JSON.stringify({
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: webhookId,
      });
      const body = await rest.call<{ verification_status?: string }>({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        what: 'webhook verification',
        rawBody: `${head.slice(0, -1)},"webhook_event":${rawEvent}}`,
      });
      return body.verification_status === 'SUCCESS';
    },
  };
}
