/**
 * A client's billing as its owners and the operators work with it: the state (subscription, period,
 * payments), cancelling (the plan runs to the end of the paid period), changing plan by revising the
 * subscription at PayPal (the plan changes when PayPal confirms it), an operator's comped plan, and
 * the dashboard's figures from the stored subscriptions.
 */
import type { BillingState, BillingSummary, ChangePlanResponse } from '../../../contract/billing.ts';
import { planOffer, type PlanName } from '../../../contract/plans.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientsRepo, Clock, DomainEvents } from '../shared/ports.ts';
import { serviceUntil } from './billing-periods.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import { isPending, type SubscriptionSync } from './subscription-sync.ts';
import type { BillingRepo, SubscriptionGateway, SubscriptionRecord } from './subscriptions-ports.ts';

export interface BillingAccount {
  view(clientId: string): Promise<BillingState>;
  cancel(clientId: string): Promise<BillingState>;
  changePlan(clientId: string, plan: PlanName): Promise<ChangePlanResponse>;
  /** Reads the subscription again from PayPal (after the buyer approved a change there). */
  refresh(clientId: string): Promise<BillingState>;
  comp(clientId: string, plan: PlanName): Promise<BillingState>;
  summary(): Promise<BillingSummary>;
}

export function createBillingAccount(deps: {
  repo: BillingRepo;
  catalog: PlanCatalog;
  sync: SubscriptionSync;
  gateway: () => SubscriptionGateway;
  clients: Pick<ClientsRepo, 'get' | 'update'>;
  events: DomainEvents;
  clock: Clock;
  graceDays: number;
  publicUrl: () => string;
}): BillingAccount {
  const { repo, sync, clients, clock, graceDays } = deps;

  const clientOf = async (clientId: string) => {
    const client = await clients.get(clientId);
    if (!client) throw new DomainError('not_found', 'Client not found');
    return client;
  };
  const currentOf = async (clientId: string) =>
    (await repo.subscriptionsOf(clientId)).find((s) => !isPending(s)) ?? null;
  const renewing = async (clientId: string) => {
    const current = await currentOf(clientId);
    if (!current || current.status !== 'ACTIVE')
      throw new DomainError('conflict', 'This workspace has no renewing subscription');
    return current;
  };

  const view = async (clientId: string): Promise<BillingState> => {
    const client = await clientOf(clientId);
    const current = await currentOf(clientId);
    const now = clock.now().toISOString();
    const until = client.serviceUntil ?? null;
    return {
      clientId,
      businessName: client.businessName,
      plan: client.plan,
      managedBy: current ? 'subscription' : 'operator',
      subscription: current && {
        id: current.id,
        status: current.status,
        plan: current.plan,
        pendingPlan: current.pendingPlan,
        currentPeriod:
          current.periodStart && current.periodEnd
            ? { start: current.periodStart, end: current.periodEnd }
            : null,
        nextBillingTime: current.nextBillingAt,
        cancelAtPeriodEnd: current.status !== 'ACTIVE' && (current.periodEnd ?? '') > now,
        pastDueSince: current.pastDueSince,
      },
      serviceUntil: until,
      answering: until === null || until > now,
      payments: (await repo.paymentsOf(clientId)).map((p) => ({
        id: p.id,
        subscriptionId: p.subscriptionId,
        plan: p.plan,
        amount: p.amount,
        currency: p.currency,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        paidAt: p.paidAt,
      })),
    };
  };

  /** Cancels at PayPal, then applies what PayPal then reports (CANCELLED: paid to the period's end). */
  const cancelAtPaypal = async (sub: SubscriptionRecord, reason: string) => {
    await deps.gateway().cancelSubscription(sub.id, reason);
    await sync.refresh(sub.id);
  };

  return {
    view,
    async cancel(clientId) {
      await cancelAtPaypal(await renewing(clientId), 'Cancelled from the Frontdesk workspace');
      return view(clientId);
    },
    async changePlan(clientId, plan) {
      const current = await renewing(clientId);
      if (current.plan === plan) throw new DomainError('conflict', `This workspace is already on ${plan}`);
      const target = await deps.catalog.paypalPlanFor(plan);
      const back = `${deps.publicUrl()}/app/billing`;
      const { approveUrl } = await deps.gateway().reviseSubscription(current.id, {
        planId: target.planId,
        returnUrl: `${back}?revised=1`,
        cancelUrl: back,
      });
      await repo.updateSubscription(current.id, { pendingPlan: plan, updatedAt: clock.now().toISOString() });
      return { pendingPlan: plan, approveUrl };
    },
    async refresh(clientId) {
      await clientOf(clientId);
      const current = await currentOf(clientId);
      if (current) await sync.refresh(current.id);
      return view(clientId);
    },
    async comp(clientId, plan) {
      const client = await clientOf(clientId);
      for (const sub of await repo.subscriptionsOf(clientId)) {
        if (sub.status === 'ACTIVE' || sub.status === 'SUSPENDED')
          await deps.gateway().cancelSubscription(sub.id, 'Plan comped by Frontdesk');
        // Detached: its later news changes nothing here; its receipts stay the client's.
        await repo.updateSubscription(sub.id, { clientId: null, updatedAt: clock.now().toISOString() });
      }
      await clients.update(clientId, {
        plan,
        usagePeriod: null,
        serviceUntil: null,
        updatedAt: clock.now().toISOString(),
      });
      deps.events.emit('client.changed', { clientId: client.id });
      return view(clientId);
    },
    async summary() {
      const now = clock.now();
      const byClient = new Map<string, SubscriptionRecord>();
      // Newest approved subscription per client (the list is newest first).
      for (const s of await repo.linkedSubscriptions())
        if (s.clientId && !isPending(s) && !byClient.has(s.clientId)) byClient.set(s.clientId, s);
      let mrr = 0;
      let active = 0;
      let pastDue = 0;
      let cancelled = 0;
      for (const s of byClient.values()) {
        const until = serviceUntil(s, graceDays, now);
        if (s.status === 'ACTIVE') {
          mrr += planOffer(s.plan).price;
          if (s.pastDueSince) pastDue++;
          else active++;
        } else if (s.status === 'SUSPENDED' && s.pastDueSince && until && until > now.toISOString())
          pastDue++;
        else cancelled++;
      }
      return { mrr, currency: 'USD', active, pastDue, cancelled };
    },
  };
}
