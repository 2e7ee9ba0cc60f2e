/**
 * Buying a plan as a subscription. The browser sends the sign-up form with our plan; the server makes
 * the PayPal subscription on the plan's PayPal billing plan (the browser never names a PayPal plan or
 * a price), keeps the sign-up with it, and the buyer approves it at PayPal. The workspace is made by
 * whichever path first sees PayPal report it ACTIVE (subscription-provision.ts): the browser's
 * post-approval call here, PayPal's webhook or the reconciliation; this call answers with the same
 * workspace however often it comes, and gives the buyer's page its one-time link once. A workspace
 * without a running plan (cancelled, lapsed, or managed by hand) subscribes the same way, for itself.
 */
import type { CheckoutSuccessResponse, SignUpForm } from '../../../contract/checkout.ts';
import { planOffer, type PlanName } from '../../../contract/plans.ts';
import type { SignUpResult } from '../billing/sign-up-result.ts';
import type { ClientsService } from '../clients/clients.ts';
import type { CustomerAccountsService } from '../accounts/customer-accounts.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import { addBillingCycle, isRunning } from './billing-periods.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { normalEmail, notAccepted, type SubscriptionProvision } from './subscription-provision.ts';
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
  /** A buyer's subscription on the site, with their sign-up kept for making the workspace. */
  start(form: SignUpForm): Promise<StartedSubscription>;
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
  clients: Pick<ClientsService, 'record'>;
  accounts: Pick<CustomerAccountsService, 'pageLink'>;
  provision: SubscriptionProvision;
  signUp: SignUpResult;
  notices: BillingNotices;
  clock: Clock;
  ids: Ids;
  graceDays: number;
  publicUrl: () => string;
}

export function createSubscriptionCheckout(deps: SubscriptionCheckoutDeps): SubscriptionCheckout {
  const { repo, catalog, sync, clients, signUp, clock, provision } = deps;
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

  /** The first receipt of a workspace's own new subscription (its owners know their way already). */
  const firstReceipt = async (clientId: string, sub: SubscriptionRecord, remote: PaypalSubscription) => {
    const [first] = await repo.paymentsOfSubscription(sub.id);
    const start = sub.periodStart ?? nowIso();
    await deps.notices.subscribed(
      clientId,
      first ?? {
        id: sub.id,
        subscriptionId: sub.id,
        clientId,
        plan: sub.plan,
        amount: remote.lastPayment?.amount ?? planOffer(sub.plan).price.toFixed(2),
        currency: remote.lastPayment?.currency ?? 'USD',
        periodStart: start,
        periodEnd: sub.periodEnd ?? addBillingCycle(start),
        paidAt: start,
      },
    );
  };

  return {
    async start(form) {
      const started = await open(form.plan, null, '/#pricing');
      await provision.keepSignUp(started.subscriptionId, form);
      return started;
    },

    async complete(subscriptionId, form) {
      const local = await repo.getSubscription(subscriptionId);
      if (!local) throw new DomainError('not_found', 'Subscription not found');
      let kept = await repo.getSignUp(subscriptionId);
      // A workspace's own subscription never becomes a new client.
      if (!kept && local.clientId) throw new DomainError('not_found', 'Subscription not found');
      if (!kept) {
        // Started before sign-ups were kept with subscriptions: the form is the sign-up.
        await provision.keepSignUp(subscriptionId, form);
        kept = await repo.getSignUp(subscriptionId);
      }
      if (!kept || kept.plan !== form.plan) throw notAccepted('it was made for another plan');
      if (kept.email !== normalEmail(form.email))
        throw new DomainError('conflict', 'This subscription has already been used to create an account');
      // Made already (by a webhook, the reconciliation or an earlier answer): that workspace, once ready.
      const made = await provision.provision(
        local,
        local.clientId ? null : await activeAtPaypal(local),
        "the buyer's page",
      );
      if (!made) throw new DomainError('not_found', 'Subscription not found');
      // The buyer's page gets its one-time link on the first answer only; the mailbox has its own.
      const pageLink = (await repo.markSignUpCompleted(subscriptionId, nowIso()))
        ? await deps.accounts.pageLink(made.clientId, kept.email)
        : null;
      return signUp.resultFor(made.clientId, form.email, pageLink);
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
      if (first) await firstReceipt(clientId, applied, remote);
      return applied;
    },
  };
}
