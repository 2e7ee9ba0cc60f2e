/**
 * Buying a plan as a subscription. The browser names our plan; the server makes the PayPal
 * subscription on the plan's PayPal billing plan (the browser never names a PayPal plan or a price)
 * and the buyer approves it at PayPal. Then the sign-up form comes with the subscription's id: the
 * client and its owner are made only when PayPal says ACTIVE on the billing plan we chose, and one
 * subscription makes one client however often it is reported. A workspace without a running plan
 * (cancelled, lapsed, or managed by hand) subscribes the same way, for itself.
 */
import type { CheckoutSuccessResponse, SignUpForm } from '../../../contract/checkout.ts';
import { ClientCreate } from '../../../contract/clients.ts';
import { planOffer, type PlanName } from '../../../contract/plans.ts';
import type { SignUpResult } from '../billing/sign-up-result.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import { addBillingCycle, isRunning } from './billing-periods.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import type {
  BillingRepo,
  PaypalSubscription,
  SubscriptionGateway,
  SubscriptionRecord,
} from './subscriptions-ports.ts';

export interface StartedSubscription {
  /** PayPal's billing plan the subscription is on. */
  planId: string;
  /** PayPal's subscription, for the buyer to approve (the SDK's createSubscription answer). */
  subscriptionId: string;
}

export interface SubscriptionCheckout {
  start(plan: PlanName): Promise<StartedSubscription>;
  complete(subscriptionId: string, form: SignUpForm): Promise<CheckoutSuccessResponse>;
  /** A workspace's own new subscription (after a cancellation, a lapse, or hand-managed billing). */
  startFor(clientId: string, plan: PlanName): Promise<StartedSubscription>;
  confirmFor(clientId: string, subscriptionId: string): Promise<SubscriptionRecord>;
}

export interface SubscriptionCheckoutDeps {
  repo: BillingRepo;
  catalog: PlanCatalog;
  sync: SubscriptionSync;
  gateway: () => SubscriptionGateway;
  clients: Pick<ClientsService, 'create' | 'generateToken' | 'record'>;
  signUp: SignUpResult;
  notices: BillingNotices;
  clock: Clock;
  ids: Ids;
  graceDays: number;
  publicUrl: () => string;
}

const notAccepted = (why: string) => new DomainError('payment_failed', `Subscription not accepted: ${why}`);

export function createSubscriptionCheckout(deps: SubscriptionCheckoutDeps): SubscriptionCheckout {
  const { repo, catalog, sync, clients, signUp, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  const open = async (plan: PlanName, clientId: string | null, returnPath: string) => {
    const paypalPlan = await catalog.paypalPlanFor(plan);
    const ref = deps.ids.uuid();
    const created = await deps.gateway().createSubscription({
      planId: paypalPlan.planId,
      customId: ref,
      returnUrl: `${deps.publicUrl()}${returnPath}`,
      cancelUrl: `${deps.publicUrl()}${returnPath}`,
      requestId: `frontdesk-subscription-${ref}`,
    });
    await repo.insertSubscription({
      id: created.id,
      clientId,
      plan,
      paypalPlanId: paypalPlan.planId,
      status: created.status || 'APPROVAL_PENDING',
      pendingPlan: null,
      periodStart: null,
      periodEnd: null,
      nextBillingAt: null,
      pastDueSince: null,
      claimedAt: null,
      buyerEmail: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    });
    return { planId: paypalPlan.planId, subscriptionId: created.id };
  };

  /** PayPal's record, which must say ACTIVE on the billing plan this subscription was made on. */
  const activeAtPaypal = async (local: SubscriptionRecord) => {
    const remote = await deps.gateway().getSubscription(local.id);
    if (remote.planId !== local.paypalPlanId) throw notAccepted('PayPal reports it on another plan');
    if (remote.status !== 'ACTIVE') throw notAccepted(`PayPal reports it as ${remote.status}`);
    return remote;
  };

  /** The welcome receipt: the first payment when PayPal reported it already, else what PayPal charged. */
  const welcome = async (clientId: string, sub: SubscriptionRecord, remote: PaypalSubscription) => {
    const [first] = await repo.paymentsOfSubscription(sub.id);
    const start = sub.periodStart ?? nowIso();
    await deps.notices.receipt(
      clientId,
      first ?? {
        id: '',
        subscriptionId: sub.id,
        clientId,
        plan: sub.plan,
        amount: remote.lastPayment?.amount ?? planOffer(sub.plan).price.toFixed(2),
        currency: remote.lastPayment?.currency ?? 'USD',
        periodStart: start,
        periodEnd: sub.periodEnd ?? addBillingCycle(start),
        paidAt: start,
      },
      'welcome',
    );
  };

  return {
    start: (plan) => open(plan, null, '/#pricing'),

    async complete(subscriptionId, form) {
      const local = await repo.getSubscription(subscriptionId);
      // A workspace's own subscription never becomes a new client.
      if (!local || (local.clientId && !local.buyerEmail))
        throw new DomainError('not_found', 'Subscription not found');
      if (local.plan !== form.plan) throw notAccepted('it was made for another plan');
      if (local.clientId) {
        if (local.buyerEmail !== form.email)
          throw new DomainError('conflict', 'This subscription has already been used to create an account');
        // A repeated success never hands out another password link: that went to the buyer's email.
        return signUp.resultFor(local.clientId, form.email, null);
      }
      const remote = await activeAtPaypal(local);
      const account = ClientCreate.parse({
        clientName: form.fullName.trim(),
        businessName: form.businessName,
        domain: form.website,
        plan: local.plan,
        email: form.email,
        testMode: false,
        notes: `Signed up on the website; PayPal subscription ${subscriptionId}.`,
      });
      if (!(await repo.claimSubscription(subscriptionId, nowIso())))
        throw new DomainError('conflict', 'This subscription is already being turned into an account');
      let clientId: string;
      try {
        const client = await clients.create(account);
        clientId = client.id;
        await clients.generateToken(client.id, 'live');
        await repo.updateSubscription(subscriptionId, { clientId, buyerEmail: form.email });
        await repo.attachPayments(subscriptionId, clientId);
      } catch (error) {
        await repo.releaseSubscription(subscriptionId);
        throw error;
      }
      const linked = await sync.apply({ ...local, clientId, buyerEmail: form.email }, remote);
      const owner = await signUp.ownerFor(clientId, account.businessName, form.email);
      await welcome(clientId, linked, remote);
      return signUp.resultFor(clientId, form.email, owner);
    },

    async startFor(clientId, plan) {
      await clients.record(clientId);
      const running = (await repo.subscriptionsOf(clientId)).find(
        (s) =>
          s.status === 'ACTIVE' || (s.status === 'SUSPENDED' && isRunning(s, deps.graceDays, clock.now())),
      );
      if (running?.status === 'ACTIVE')
        throw new DomainError(
          'conflict',
          'This workspace already has a renewing subscription; change its plan instead',
        );
      return open(plan, clientId, '/app/billing');
    },

    async confirmFor(clientId, subscriptionId) {
      const local = await repo.getSubscription(subscriptionId);
      if (!local || local.clientId !== clientId) throw new DomainError('not_found', 'Subscription not found');
      if (local.status === 'ACTIVE' && local.claimedAt) return local;
      const remote = await activeAtPaypal(local);
      const first = !(await repo.claimSubscription(subscriptionId, nowIso())) ? null : local;
      const applied = await sync.apply(local, remote);
      if (first) await welcome(clientId, applied, remote);
      return applied;
    },
  };
}
