/**
 * Keeping our record of a subscription true to PayPal's, and the client true to its subscription.
 * PayPal's own record decides: every subscription event is applied by reading the subscription again
 * (so events may arrive in any order, and a replay reads the same state), and payments are kept once
 * by PayPal's sale id. What a client gets follows from the stored subscription (billing-periods.ts):
 * its plan, its usage period (the paid period: a renewal starts a new one at zero) and when its
 * assistant stops answering.
 */
import { planOffer } from '../../../contract/plans.ts';
import type { ClientsRepo, Clock, DomainEvents } from '../shared/ports.ts';
import { addBillingCycle, periodKey, serviceUntil } from './billing-periods.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import type {
  BillingRepo,
  PaymentRecord,
  PaypalSale,
  PaypalSubscription,
  SubscriptionGateway,
  SubscriptionRecord,
} from './subscriptions-ports.ts';

export interface SubscriptionSync {
  /** Reads the subscription from PayPal and applies it; null when it is not one of ours. */
  refresh(id: string): Promise<SubscriptionRecord | null>;
  apply(local: SubscriptionRecord, remote: PaypalSubscription): Promise<SubscriptionRecord>;
  /** Keeps a payment once; 'unknown' when the subscription is not ours. */
  recordSale(
    subscriptionId: string,
    sale: PaypalSale,
  ): Promise<'kept' | 'replayed' | 'unknown' | 'not-completed'>;
  /** Brings the client in line with its current subscription (plan, usage period, end of service). */
  applyToClient(sub: SubscriptionRecord): Promise<void>;
}

export interface SubscriptionSyncDeps {
  repo: BillingRepo;
  catalog: PlanCatalog;
  gateway: () => SubscriptionGateway;
  clients: Pick<ClientsRepo, 'get' | 'update'>;
  events: DomainEvents;
  clock: Clock;
  graceDays: number;
  notices: BillingNotices;
  log: (line: string) => void;
}

/** Statuses of a subscription that has not been approved yet: it gives nothing and takes nothing away. */
export const isPending = (s: Pick<SubscriptionRecord, 'status'>) =>
  s.status === 'APPROVAL_PENDING' || s.status === 'APPROVED';

const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

export function createSubscriptionSync(deps: SubscriptionSyncDeps): SubscriptionSync {
  const { repo, catalog, clients, events, clock, graceDays, notices, log } = deps;
  const now = () => clock.now();

  const applyToClient = async (sub: SubscriptionRecord) => {
    if (!sub.clientId) return;
    // The client follows its newest approved subscription; an older one's news changes nothing.
    const current = (await repo.subscriptionsOf(sub.clientId)).find((s) => !isPending(s));
    if (current?.id !== sub.id) return;
    const client = await clients.get(sub.clientId);
    if (!client) return;
    const patch = {
      plan: sub.plan,
      usagePeriod: sub.periodStart ? periodKey(sub.periodStart) : null,
      serviceUntil: serviceUntil(sub, graceDays, now()),
    };
    if (
      client.plan === patch.plan &&
      (client.usagePeriod ?? null) === patch.usagePeriod &&
      (client.serviceUntil ?? null) === patch.serviceUntil
    )
      return;
    await clients.update(sub.clientId, { ...patch, updatedAt: now().toISOString() });
    events.emit('client.changed', { clientId: sub.clientId });
  };

  const write = async (before: SubscriptionRecord, next: SubscriptionRecord) => {
    // Who owns it and its claim are written by the claim alone: a copy read before a concurrent
    // claim must not undo it (two paths would then each make a workspace).
    const { clientId: _owner, claimedAt: _claim, buyerEmail: _buyer, ...state } = next;
    await repo.updateSubscription(next.id, { ...state, updatedAt: now().toISOString() });
    await applyToClient(next);
    if (!next.clientId || before.status === next.status) return;
    events.emit('billing.subscription-changed', {
      clientId: next.clientId,
      subscriptionId: next.id,
      status: next.status,
    });
    if (before.status === 'ACTIVE' && ['CANCELLED', 'SUSPENDED', 'EXPIRED'].includes(next.status)) {
      const until = serviceUntil(next, graceDays, now()) ?? now().toISOString();
      await notices.planEnds(next.clientId, next, until, next.status.toLowerCase());
    }
  };

  const recordSale: SubscriptionSync['recordSale'] = async (subscriptionId, sale) => {
    const sub = await repo.getSubscription(subscriptionId);
    if (!sub) return 'unknown';
    if (sale.status !== 'COMPLETED') return 'not-completed';
    if (sale.currency !== 'USD' || Number(sale.amount) !== planOffer(sub.plan).price)
      log(
        `payment ${sale.id} of subscription ${subscriptionId} is ${sale.amount} ${sale.currency}, not the ${sub.plan} plan's price; kept as PayPal took it`,
      );
    const payment: PaymentRecord = {
      id: sale.id,
      subscriptionId,
      clientId: sub.clientId,
      plan: sub.plan,
      amount: sale.amount,
      currency: sale.currency,
      periodStart: sale.time,
      periodEnd: addBillingCycle(sale.time),
      paidAt: sale.time,
    };
    const kept = await repo.insertPayment(payment);
    // A newer payment starts a new paid period (an older one reported late moves nothing back).
    if (!sub.periodStart || sale.time > sub.periodStart) {
      const next: SubscriptionRecord = {
        ...sub,
        periodStart: sale.time,
        periodEnd: later(sub.periodEnd, payment.periodEnd),
        pastDueSince: null,
      };
      await write(sub, next);
    }
    if (kept && sub.clientId) {
      events.emit('billing.payment-received', {
        clientId: sub.clientId,
        paymentId: sale.id,
        amount: sale.amount,
        currency: sale.currency,
      });
      // The first payment's mail is the welcome the workspace's making sends.
      if ((await repo.paymentsOfSubscription(subscriptionId)).length > 1)
        await notices.renewal(sub.clientId, payment);
    }
    return kept ? 'kept' : 'replayed';
  };

  /** Payments PayPal reports that we have not kept (a missed webhook, a sign-up's first payment). */
  const catchUpPayments = async (local: SubscriptionRecord, remote: PaypalSubscription) => {
    const paid = remote.lastPayment?.time;
    if (!paid || (local.periodStart && paid <= local.periodStart)) return;
    const from = new Date(new Date(local.periodStart ?? remote.startTime ?? paid).getTime() - 86_400_000);
    for (const sale of await deps
      .gateway()
      .listTransactions(local.id, from.toISOString(), now().toISOString()))
      await recordSale(local.id, sale);
  };

  const apply: SubscriptionSync['apply'] = async (local, remote) => {
    await catchUpPayments(local, remote);
    const fresh = (await repo.getSubscription(local.id)) ?? local;
    const known = await catalog.planOf(remote.planId);
    if (!known)
      log(
        `subscription ${local.id}: PayPal names billing plan ${remote.planId}, not one of ours; its plan stays ${fresh.plan}`,
      );
    const plan = known?.plan ?? fresh.plan;
    const renewing = remote.status === 'ACTIVE';
    const periodStart =
      fresh.periodStart ?? (renewing ? (remote.lastPayment?.time ?? remote.startTime) : null);
    const next: SubscriptionRecord = {
      ...fresh,
      plan,
      paypalPlanId: known ? remote.planId : fresh.paypalPlanId,
      status: remote.status,
      pendingPlan: fresh.pendingPlan === plan ? null : fresh.pendingPlan,
      periodStart,
      periodEnd: renewing
        ? (remote.nextBillingTime ?? fresh.periodEnd ?? (periodStart ? addBillingCycle(periodStart) : null))
        : fresh.periodEnd,
      nextBillingAt: renewing ? remote.nextBillingTime : null,
      pastDueSince: remote.failedPaymentsCount > 0 ? (fresh.pastDueSince ?? now().toISOString()) : null,
    };
    await write(fresh, next);
    return next;
  };

  return {
    apply,
    recordSale,
    applyToClient,
    async refresh(id) {
      const local = await repo.getSubscription(id);
      if (!local) return null;
      return apply(local, await deps.gateway().getSubscription(id));
    },
  };
}
