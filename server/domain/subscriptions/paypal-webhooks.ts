/**
 * PayPal's webhook deliveries (POST /api/paypal/webhook). Nothing changes before PayPal itself has
 * verified the delivery (verify-webhook-signature with our webhook id, the transmission headers and
 * the event as received). Each event applies once, by its id: a replay is acknowledged and changes
 * nothing, and an event whose handling failed is forgotten so PayPal's retry applies it. Subscription
 * events are applied by reading the subscription again from PayPal, so their order does not matter.
 * Every refusal and every event left alone leaves one log line.
 */
import { DomainError } from '../shared/errors.ts';
import { PaymentGatewayError, type Clock, type DomainEvents } from '../shared/ports.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { SubscriptionProvision } from './subscription-provision.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import type { BillingRepo, SubscriptionGateway, WebhookTransmission } from './subscriptions-ports.ts';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

export interface PaypalWebhooks {
  receive(delivery: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): Promise<{ outcome: WebhookOutcome; eventId: string }>;
}

/** The subscription events handled by reading the subscription again. */
const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
]);

interface PaypalEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function createPaypalWebhooks(deps: {
  webhookId: string | null;
  gateway: () => SubscriptionGateway;
  repo: BillingRepo;
  sync: SubscriptionSync;
  provision: SubscriptionProvision;
  notices: BillingNotices;
  events: DomainEvents;
  clock: Clock;
  graceDays: number;
  log: (line: string) => void;
}): PaypalWebhooks {
  const { repo, sync, log } = deps;

  const refuse = (code: 'bad_request' | 'unauthorized', message: string, line: string): never => {
    log(line);
    throw new DomainError(code, message);
  };

  const parse = (rawBody: string): PaypalEvent => {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return refuse(
        'bad_request',
        'The webhook body is not JSON',
        'paypal webhook refused: the body is not JSON',
      );
    }
    const e = body as Partial<PaypalEvent> | null;
    if (
      !e ||
      typeof e.id !== 'string' ||
      typeof e.event_type !== 'string' ||
      !e.resource ||
      typeof e.resource !== 'object'
    )
      return refuse(
        'bad_request',
        'The webhook body is not a PayPal event',
        'paypal webhook refused: not a PayPal event',
      );
    return e as PaypalEvent;
  };

  const transmissionOf = (headers: Record<string, string | string[] | undefined>): WebhookTransmission => {
    const t = {
      authAlgo: header(headers, 'paypal-auth-algo'),
      certUrl: header(headers, 'paypal-cert-url'),
      transmissionId: header(headers, 'paypal-transmission-id'),
      transmissionSig: header(headers, 'paypal-transmission-sig'),
      transmissionTime: header(headers, 'paypal-transmission-time'),
    };
    if (Object.values(t).some((v) => !v))
      refuse(
        'unauthorized',
        'The webhook is not signed',
        'paypal webhook refused: transmission headers missing',
      );
    return t as WebhookTransmission;
  };

  const paymentFailed = async (subscriptionId: string) => {
    const sub = await sync.refresh(subscriptionId);
    if (!sub?.clientId || !sub.pastDueSince) return;
    const graceEnd = new Date(
      new Date(sub.pastDueSince).getTime() + deps.graceDays * 86_400_000,
    ).toISOString();
    deps.events.emit('billing.payment-failed', { clientId: sub.clientId, subscriptionId, graceEnd });
    await deps.notices.paymentFailed(sub.clientId, sub, graceEnd);
  };

  const apply = async (e: PaypalEvent): Promise<WebhookOutcome> => {
    if (e.event_type === 'PAYMENT.SALE.COMPLETED') {
      const subscriptionId = str(e.resource.billing_agreement_id);
      const amount = e.resource.amount as { total?: unknown; currency?: unknown } | undefined;
      const id = str(e.resource.id);
      if (!subscriptionId || !id) {
        log(`paypal webhook ${e.id}: a sale outside any subscription, left alone`);
        return 'ignored';
      }
      const result = await sync.recordSale(subscriptionId, {
        id,
        status: String(e.resource.state ?? '').toUpperCase(),
        amount: String(amount?.total ?? ''),
        currency: String(amount?.currency ?? ''),
        time: str(e.resource.create_time) ?? deps.clock.now().toISOString(),
      });
      // A payment may be the first news of a paid subscription whose workspace is not made yet.
      if (result === 'kept' && !(await repo.getSubscription(subscriptionId))?.clientId)
        await deps.provision.settle(subscriptionId, `webhook ${e.event_type}`);
      if (result === 'unknown' || result === 'not-completed') {
        log(
          `paypal webhook ${e.id}: sale ${id} of ${result === 'unknown' ? 'unknown subscription' : 'subscription'} ${subscriptionId} left alone (${result})`,
        );
        return 'ignored';
      }
      return 'applied';
    }
    if (SUBSCRIPTION_EVENTS.has(e.event_type)) {
      const subscriptionId = str(e.resource.id);
      if (!subscriptionId || !(await repo.getSubscription(subscriptionId))) {
        log(
          `paypal webhook ${e.id}: ${e.event_type} for unknown subscription ${subscriptionId ?? '(none)'}, left alone`,
        );
        return 'ignored';
      }
      if (e.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') await paymentFailed(subscriptionId);
      else await deps.provision.settle(subscriptionId, `webhook ${e.event_type}`);
      return 'applied';
    }
    log(`paypal webhook ${e.id}: ${e.event_type} is not an event Frontdesk acts on`);
    return 'ignored';
  };

  return {
    async receive({ headers, rawBody }) {
      if (!deps.webhookId)
        throw new DomainError(
          'payments_not_configured',
          'PayPal webhooks are not configured on this server (PAYPAL_WEBHOOK_ID).',
        );
      const event = parse(rawBody);
      const transmission = transmissionOf(headers);
      let verified: boolean;
      try {
        verified = await deps
          .gateway()
          .verifyWebhook({ webhookId: deps.webhookId, transmission, rawEvent: rawBody });
      } catch (error) {
        log(
          `paypal webhook ${event.id}: PayPal could not verify it now (${(error as Error).message}); PayPal retries`,
        );
        if (error instanceof PaymentGatewayError)
          throw new DomainError('provider_error', 'PayPal could not verify this webhook now; it is retried.');
        throw error;
      }
      if (!verified)
        refuse(
          'unauthorized',
          'The webhook signature is not valid',
          `paypal webhook ${event.id} refused: PayPal says the signature is not valid`,
        );
      const first = await repo.recordEvent({
        id: event.id,
        eventType: event.event_type,
        resourceId: str(event.resource.id) ?? '',
        receivedAt: deps.clock.now().toISOString(),
      });
      if (!first) {
        log(`paypal webhook ${event.id}: ${event.event_type} applied before, acknowledged again`);
        return { outcome: 'replayed', eventId: event.id };
      }
      try {
        return { outcome: await apply(event), eventId: event.id };
      } catch (error) {
        await repo.forgetEvent(event.id);
        log(
          `paypal webhook ${event.id}: ${event.event_type} failed (${(error as Error).message}); PayPal retries`,
        );
        if (
          error instanceof PaymentGatewayError ||
          (error instanceof DomainError && error.code === 'provider_error')
        )
          throw new DomainError('provider_error', 'PayPal could not be read now; the webhook is retried.');
        throw error;
      }
    },
  };
}
