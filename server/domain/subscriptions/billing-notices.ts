/**
 * The billing mails to a client's owners, recorded in the outbox (channel `billing_mail`) after the
 * change they tell of: the welcome (the first payment, the next billing date and the next steps), the
 * first receipt of a workspace that subscribes again, a receipt for each renewal, a failed renewal with the grace period's end, the grace period ending and
 * a plan's end. Each has a dedupe key, so reporting the same thing twice (a webhook and the
 * reconciliation) records one mail; a mail server that is down only delays it (the outbox retries),
 * and what is recorded survives a crash. billing-mail-deliverer.ts sends them.
 */
import type { EventType } from '../../../contract/events.ts';
import type { OutboxDraft } from '../outbox/index.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import { printedDay, type BillingMailKey } from './billing-texts.ts';
import type { PaymentRecord, SubscriptionRecord } from './subscriptions-ports.ts';

/** A billing mail's row in the outbox: which mail, to whom (the welcome), and its filled-in values. */
export interface BillingMailData {
  key: BillingMailKey;
  /** The welcome goes to the buyer alone, with a set-password link made when it is sent. */
  ownerEmail?: string;
  slots: Record<string, string>;
}

export interface BillingNotices {
  welcome(
    clientId: string,
    ownerEmail: string,
    payment: Pick<
      PaymentRecord,
      'subscriptionId' | 'plan' | 'amount' | 'currency' | 'periodStart' | 'periodEnd'
    >,
    nextBillingAt: string,
  ): Promise<void>;
  /** The first payment of a workspace's own new subscription. */
  subscribed(clientId: string, payment: PaymentRecord): Promise<void>;
  renewal(clientId: string, payment: PaymentRecord): Promise<void>;
  paymentFailed(clientId: string, sub: SubscriptionRecord, graceEnd: string): Promise<void>;
  graceEnding(clientId: string, sub: SubscriptionRecord, graceEnd: string): Promise<void>;
  planEnds(clientId: string, sub: SubscriptionRecord, until: string, reason: string): Promise<void>;
}

/** Where the billing mails are written: the outbox's rows, and a poke for its claim loop. */
export interface BillingOutbox {
  insert(drafts: OutboxDraft[]): Promise<void>;
  announce(): void;
}

const TYPE: Record<BillingMailKey, EventType> = {
  welcome: 'billing.welcome',
  subscribed: 'billing.receipt',
  renewal: 'billing.receipt',
  paymentFailed: 'billing.payment_failed',
  graceEnding: 'billing.grace_ending',
  planEnds: 'billing.plan_ended',
};

export function createBillingNotices(deps: {
  outbox: BillingOutbox;
  clock: Clock;
  ids: Ids;
}): BillingNotices {
  const { clock, ids } = deps;
  const record = async (clientId: string, data: BillingMailData, dedupeKey: string) => {
    const now = clock.now().toISOString();
    await deps.outbox.insert([
      {
        id: ids.sortable(),
        eventId: `evt_${ids.sortable()}`,
        clientId,
        type: TYPE[data.key],
        channel: 'billing_mail',
        target: null,
        payload: JSON.stringify(data),
        createdAt: now,
        nextAttemptAt: now,
        dedupeKey: `billing:${dedupeKey}`,
      },
    ]);
    deps.outbox.announce();
  };
  const paid = (p: Pick<PaymentRecord, 'plan' | 'amount' | 'currency' | 'periodStart' | 'periodEnd'>) => ({
    plan: p.plan,
    amount: p.amount,
    currency: p.currency,
    periodStart: printedDay(p.periodStart),
    periodEnd: printedDay(p.periodEnd),
  });
  return {
    welcome: (clientId, ownerEmail, p, nextBillingAt) =>
      record(
        clientId,
        { key: 'welcome', ownerEmail, slots: { ...paid(p), nextBilling: printedDay(nextBillingAt) } },
        `welcome:${p.subscriptionId}`,
      ),
    subscribed: (clientId, p) => record(clientId, { key: 'subscribed', slots: paid(p) }, `receipt:${p.id}`),
    renewal: (clientId, p) => record(clientId, { key: 'renewal', slots: paid(p) }, `receipt:${p.id}`),
    paymentFailed: (clientId, sub, graceEnd) =>
      record(
        clientId,
        { key: 'paymentFailed', slots: { plan: sub.plan, graceEnd: printedDay(graceEnd) } },
        `failed:${sub.id}:${sub.pastDueSince ?? graceEnd}`,
      ),
    graceEnding: (clientId, sub, graceEnd) =>
      record(
        clientId,
        { key: 'graceEnding', slots: { plan: sub.plan, graceEnd: printedDay(graceEnd) } },
        `grace:${sub.id}:${sub.pastDueSince ?? graceEnd}`,
      ),
    planEnds: (clientId, sub, until, reason) =>
      record(
        clientId,
        { key: 'planEnds', slots: { plan: sub.plan, until: printedDay(until), reason } },
        `ended:${sub.id}:${sub.status}`,
      ),
  };
}
