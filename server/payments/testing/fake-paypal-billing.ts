/**
 * The billing half of the fake PayPal (fake-paypal.ts routes to it after checking the bearer token):
 * Catalog products, billing plans, subscriptions (create, get, transactions, revise, cancel) and
 * webhook verification, in PayPal's shapes. The buyer's steps at PayPal and PayPal's own doings
 * (approval, a renewal, a failed payment, approving a plan change) are methods tests call; each
 * returns the webhook event PayPal would send, which `deliver` signs like PayPal and the fake's
 * verify-webhook-signature checks (over the event's bytes as received, and our webhook id).
 */
import crypto from 'node:crypto';

export const FAKE_WEBHOOK_ID = 'WH-FAKE-1234567890';
const SIGNING_KEY = 'fake-paypal-webhook-signing-key';
const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77';

export interface FakePlan {
  id: string;
  product_id: string;
  name: string;
  price: string;
  currency: string;
}

export interface FakeSubscription {
  id: string;
  plan_id: string;
  custom_id: string | null;
  status: string;
  start_time: string;
  next_billing_time: string | null;
  failed_payments_count: number;
  last_payment: { amount: { value: string; currency_code: string }; time: string } | null;
  /** A plan change asked through revise, waiting for the buyer's approval. */
  revision: string | null;
  transactions: { id: string; status: string; time: string; value: string; currency: string }[];
}

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
  create_time: string;
  resource_type: string;
  event_version: string;
  summary: string;
}

type Send = (status: number, body: unknown) => void;

const nextMonth = (iso: string) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

export function signatureOf(transmissionId: string, time: string, webhookId: string, raw: string): string {
  const digest = crypto.createHash('sha256').update(raw).digest('hex');
  return crypto
    .createHmac('sha256', SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${digest}`)
    .digest('base64');
}

export function createFakeBilling(baseUrl: () => string) {
  let seq = 0;
  const id = (prefix: string, n = 12) => `${prefix}${String(++seq).padStart(n, '0')}`;
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  /** Request ids already answered: PayPal answers a repeated POST with the first result. */
  const byRequestId = new Map<string, unknown>();
  const state = {
    now: () => new Date(),
    /** When set, the next verification answers this (PayPal down: a status; or a verdict). */
    nextVerify: null as null | { status: number } | 'FAILURE',
    /** When set, the next subscription creation is refused with this status and issue. */
    nextSubscription: null as null | { status: number; issue: string },
    verifications: 0,
  };

  const event = (type: string, resource: Record<string, unknown>, resourceType: string): WebhookEvent => ({
    id: id('WH-', 17),
    event_type: type,
    resource,
    create_time: state.now().toISOString(),
    resource_type: resourceType,
    event_version: '1.0',
    summary: type,
  });

  const subscriptionBody = (s: FakeSubscription) => ({
    id: s.id,
    plan_id: s.plan_id,
    custom_id: s.custom_id ?? undefined,
    status: s.status,
    start_time: s.start_time,
    billing_info: {
      next_billing_time: s.next_billing_time ?? undefined,
      failed_payments_count: s.failed_payments_count,
      last_payment: s.last_payment ?? undefined,
      outstanding_balance: { value: '0.00', currency_code: 'USD' },
    },
    links: [
      {
        href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${s.id}`,
        rel: 'approve',
        method: 'GET',
      },
      { href: `${baseUrl()}/v1/billing/subscriptions/${s.id}`, rel: 'self', method: 'GET' },
    ],
  });

  const saleEvent = (s: FakeSubscription, sale: FakeSubscription['transactions'][number]) =>
    event(
      'PAYMENT.SALE.COMPLETED',
      {
        id: sale.id,
        state: 'completed',
        amount: { total: sale.value, currency: sale.currency, details: { subtotal: sale.value } },
        billing_agreement_id: s.id,
        create_time: sale.time,
        update_time: sale.time,
      },
      'sale',
    );

  /** PayPal takes a payment on the subscription at its plan's price (or `value`). */
  const charge = (s: FakeSubscription, value?: string) => {
    const plan = plans.get(s.plan_id);
    const time = state.now().toISOString();
    const sale = {
      id: id('SALE', 13),
      status: 'COMPLETED',
      time,
      value: value ?? plan?.price ?? '0.00',
      currency: plan?.currency ?? 'USD',
    };
    s.transactions.push(sale);
    s.last_payment = { amount: { value: sale.value, currency_code: sale.currency }, time };
    s.next_billing_time = nextMonth(time);
    s.failed_payments_count = 0;
    return saleEvent(s, sale);
  };

  const get = (subscriptionId: string) => {
    const s = subscriptions.get(subscriptionId);
    if (!s) throw new Error(`the fake PayPal has no subscription ${subscriptionId}`);
    return s;
  };

  return {
    products,
    plans,
    subscriptions,
    state,
    /** The buyer approves: the subscription turns ACTIVE and its first payment is taken. */
    approve(subscriptionId: string) {
      const s = get(subscriptionId);
      s.status = 'ACTIVE';
      s.start_time = state.now().toISOString();
      const sale = charge(s);
      return {
        activated: event('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionBody(s), 'subscription'),
        sale,
      };
    },
    /** A monthly renewal is collected. */
    renew(subscriptionId: string, value?: string) {
      return charge(get(subscriptionId), value);
    },
    /** A renewal fails. */
    failPayment(subscriptionId: string) {
      const s = get(subscriptionId);
      s.failed_payments_count++;
      return event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subscriptionBody(s), 'subscription');
    },
    /** PayPal suspends after too many failures. */
    suspend(subscriptionId: string) {
      const s = get(subscriptionId);
      s.status = 'SUSPENDED';
      s.next_billing_time = null;
      return event('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionBody(s), 'subscription');
    },
    /** The buyer approves a plan change asked through revise. */
    approveRevision(subscriptionId: string) {
      const s = get(subscriptionId);
      if (!s.revision) throw new Error('no revision to approve');
      s.plan_id = s.revision;
      s.revision = null;
      return event('BILLING.SUBSCRIPTION.UPDATED', subscriptionBody(s), 'subscription');
    },
    /** An event PayPal would send about this subscription as it is now. */
    eventFor(type: string, subscriptionId: string) {
      return event(type, subscriptionBody(get(subscriptionId)), 'subscription');
    },
    /** The headers and body of a delivery, signed as PayPal signs it (or with `webhookId`'s key). */
    deliver(e: WebhookEvent, webhookId = FAKE_WEBHOOK_ID) {
      const body = JSON.stringify(e);
      const transmissionId = crypto.randomUUID();
      const time = state.now().toISOString();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': CERT_URL,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signatureOf(transmissionId, time, webhookId, body),
          'paypal-transmission-time': time,
        },
      };
    },

    /** Answers a billing call; false when the path is not a billing one. */
    handle(
      method: string,
      path: string,
      query: URLSearchParams,
      raw: string,
      requestId: string | undefined,
      send: Send,
    ): boolean {
      const json = () => JSON.parse(raw || '{}') as Record<string, unknown>;
      const once = (status: number, make: () => unknown) => {
        if (requestId && byRequestId.has(requestId)) return send(status, byRequestId.get(requestId));
        const body = make();
        if (requestId) byRequestId.set(requestId, body);
        send(status, body);
      };
      const invalid = (issue: string) => send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
      if (method === 'POST' && path === '/v1/catalogs/products') {
        const b = json();
        if (typeof b.name !== 'string') return (invalid('MISSING_REQUIRED_PARAMETER'), true);
        once(201, () => {
          const p = { id: id('PROD-', 10), name: b.name as string };
          products.set(p.id, p);
          return { ...p, type: b.type, create_time: state.now().toISOString() };
        });
        return true;
      }
      if (method === 'POST' && path === '/v1/billing/plans') {
        const b = json() as {
          product_id?: string;
          name?: string;
          billing_cycles?: {
            frequency?: { interval_unit?: string };
            pricing_scheme?: { fixed_price?: { value?: string; currency_code?: string } };
          }[];
        };
        const cycle = b.billing_cycles?.[0];
        const price = cycle?.pricing_scheme?.fixed_price;
        if (!b.product_id || !products.has(b.product_id)) return (invalid('INVALID_PARAMETER_VALUE'), true);
        if (!price?.value || !price.currency_code || cycle?.frequency?.interval_unit !== 'MONTH')
          return (invalid('MISSING_REQUIRED_PARAMETER'), true);
        once(201, () => {
          const p: FakePlan = {
            id: id('P-', 22),
            product_id: b.product_id as string,
            name: String(b.name),
            price: price.value as string,
            currency: price.currency_code as string,
          };
          plans.set(p.id, p);
          return { id: p.id, product_id: p.product_id, name: p.name, status: 'ACTIVE' };
        });
        return true;
      }
      if (method === 'POST' && path === '/v1/billing/subscriptions') {
        const b = json();
        if (typeof b.plan_id !== 'string' || !plans.has(b.plan_id))
          return (invalid('INVALID_PARAMETER_VALUE'), true);
        const refused = state.nextSubscription;
        state.nextSubscription = null;
        if (refused)
          return (send(refused.status, { name: refused.issue, details: [{ issue: refused.issue }] }), true);
        once(201, () => {
          const s: FakeSubscription = {
            id: id('I-', 12),
            plan_id: b.plan_id as string,
            custom_id: typeof b.custom_id === 'string' ? b.custom_id : null,
            status: 'APPROVAL_PENDING',
            start_time: state.now().toISOString(),
            next_billing_time: null,
            failed_payments_count: 0,
            last_payment: null,
            revision: null,
            transactions: [],
          };
          subscriptions.set(s.id, s);
          return subscriptionBody(s);
        });
        return true;
      }
      if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        state.verifications++;
        const outcome = state.nextVerify;
        state.nextVerify = null;
        if (outcome && outcome !== 'FAILURE')
          return (send(outcome.status, { name: 'INTERNAL_SERVICE_ERROR' }), true);
        const b = json() as Record<string, string>;
        // The event's bytes as sent: the last member of the body, up to its closing brace.
        const marker = raw.indexOf('"webhook_event":');
        const rawEvent = marker < 0 ? '' : raw.slice(marker + '"webhook_event":'.length, -1);
        const expected = signatureOf(
          b.transmission_id ?? '',
          b.transmission_time ?? '',
          b.webhook_id ?? '',
          rawEvent,
        );
        const ok =
          outcome !== 'FAILURE' &&
          b.webhook_id === FAKE_WEBHOOK_ID &&
          b.auth_algo === 'SHA256withRSA' &&
          b.cert_url === CERT_URL &&
          typeof b.transmission_sig === 'string' &&
          b.transmission_sig.length === expected.length &&
          crypto.timingSafeEqual(Buffer.from(b.transmission_sig), Buffer.from(expected));
        send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
        return true;
      }
      const m = /^\/v1\/billing\/subscriptions\/([^/]+)(\/(transactions|revise|cancel))?$/.exec(path);
      if (!m) return false;
      const s = subscriptions.get(decodeURIComponent(m[1] ?? ''));
      if (!s)
        return (send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }), true);
      const action = m[3];
      if (method === 'GET' && !action) return (send(200, subscriptionBody(s)), true);
      if (method === 'GET' && action === 'transactions') {
        const from = query.get('start_time') ?? '';
        const to = query.get('end_time') ?? '';
        if (!from || !to) return (invalid('MISSING_REQUIRED_PARAMETER'), true);
        const transactions = s.transactions
          .filter((t) => t.time >= from && t.time <= to)
          .map((t) => ({
            id: t.id,
            status: t.status,
            time: t.time,
            amount_with_breakdown: { gross_amount: { value: t.value, currency_code: t.currency } },
          }));
        return (send(200, { transactions, total_items: transactions.length, total_pages: 1 }), true);
      }
      if (method === 'POST' && action === 'revise') {
        const b = json();
        if (s.status !== 'ACTIVE') return (invalid('SUBSCRIPTION_STATUS_INVALID'), true);
        if (typeof b.plan_id !== 'string' || !plans.has(b.plan_id))
          return (invalid('INVALID_PARAMETER_VALUE'), true);
        s.revision = b.plan_id;
        send(200, {
          plan_id: b.plan_id,
          plan_overridden: false,
          links: [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-R-${s.id}`,
              rel: 'approve',
              method: 'GET',
            },
          ],
        });
        return true;
      }
      if (method === 'POST' && action === 'cancel') {
        if (s.status !== 'ACTIVE' && s.status !== 'SUSPENDED')
          return (invalid('SUBSCRIPTION_STATUS_INVALID'), true);
        s.status = 'CANCELLED';
        s.next_billing_time = null;
        res204(send);
        return true;
      }
      send(405, { name: 'METHOD_NOT_SUPPORTED' });
      return true;
    },
  };
}

const res204 = (send: Send) => send(204, null);

export type FakeBilling = ReturnType<typeof createFakeBilling>;
