/**
 * Turning a paid subscription into a workspace, once. The buyer's sign-up (business, email, plan;
 * never a password) is kept with the subscription before they approve at PayPal, so whichever of
 * PayPal's webhook, the browser's post-approval call or the reconciliation first sees the
 * subscription ACTIVE on the billing plan we chose makes the client, its live token and its owner,
 * and records the welcome mail (which carries the set-password link) in the outbox. The row's claim
 * makes it once however many paths race; a path that finds it claimed waits for the client.
 */
import type { SignUpForm } from '../../../contract/checkout.ts';
import { ClientCreate } from '../../../contract/clients.ts';
import { planOffer } from '../../../contract/plans.ts';
import type { CustomerAccountsService } from '../accounts/customer-accounts.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import { addBillingCycle } from './billing-periods.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import type {
  BillingRepo,
  PaypalSubscription,
  SignUpRecord,
  SubscriptionGateway,
  SubscriptionRecord,
} from './subscriptions-ports.ts';

/** A path that finds the subscription claimed by another waits this many times this long for it. */
const WAIT_TRIES = 50;
const WAIT_MS = 100;
/** A claim held this long without a workspace was left by a maker that stopped midway. */
const STALE_CLAIM_MS = 10 * 60_000;

export interface SubscriptionProvision {
  /** Keeps the buyer's sign-up with the subscription made for them (a second one is ignored). */
  keepSignUp(subscriptionId: string, form: SignUpForm): Promise<void>;
  /**
   * Makes the workspace of a subscription PayPal reports ACTIVE on its billing plan, once; `via`
   * names the path in the log line. Null when no sign-up is kept with it (a workspace's own
   * subscription, or one started before sign-ups were kept: the buyer's page completes those).
   */
  provision(
    local: SubscriptionRecord,
    /** PayPal's record; only a subscription whose workspace exists is passed without one. */
    remote: PaypalSubscription | null,
    via: string,
  ): Promise<{ clientId: string; created: boolean } | null>;
  /** Records the welcome of a workspace made without it recorded (a crash between the two). */
  welcomeIfMissing(sub: SubscriptionRecord): Promise<boolean>;
  /**
   * Reads the subscription from PayPal and applies it as every webhook does; when PayPal reports it
   * ACTIVE on its billing plan and it has no workspace yet, makes it. Null when it is not ours.
   */
  settle(id: string, via: string): Promise<Settled | null>;
}

export interface Settled {
  before: SubscriptionRecord;
  after: SubscriptionRecord;
  /** This call made the workspace. */
  created: boolean;
}

export const notAccepted = (why: string) =>
  new DomainError('payment_failed', `Subscription not accepted: ${why}`);

export const normalEmail = (email: string) => email.trim().toLowerCase();

export function createSubscriptionProvision(deps: {
  repo: BillingRepo;
  sync: SubscriptionSync;
  gateway: () => SubscriptionGateway;
  clients: Pick<ClientsService, 'create' | 'generateToken'>;
  accounts: Pick<CustomerAccountsService, 'addBuyer'>;
  notices: BillingNotices;
  clock: Clock;
  log: (line: string) => void;
  pause?: (ms: number) => Promise<void>;
}): SubscriptionProvision {
  const { repo, sync, clock, log } = deps;
  const nowIso = () => clock.now().toISOString();
  const pause = deps.pause ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  const welcome = async (
    sub: SubscriptionRecord,
    signUp: SignUpRecord,
    remote: PaypalSubscription | null,
  ) => {
    if (!sub.clientId) return;
    const [first] = await repo.paymentsOfSubscription(sub.id);
    const start = first?.periodStart ?? sub.periodStart ?? nowIso();
    const payment = first ?? {
      subscriptionId: sub.id,
      plan: sub.plan,
      amount: remote?.lastPayment?.amount ?? planOffer(sub.plan).price.toFixed(2),
      currency: remote?.lastPayment?.currency ?? 'USD',
      periodStart: start,
      periodEnd: sub.periodEnd ?? addBillingCycle(start),
    };
    const next = sub.nextBillingAt ?? remote?.nextBillingTime ?? payment.periodEnd;
    await deps.notices.welcome(sub.clientId, signUp.email, payment, next);
    await repo.markWelcomed(sub.id, nowIso());
  };

  /**
   * Waits for the path making the workspace to finish it (its welcome recorded, so its owner exists);
   * claims it instead when that path gave up. The client when another made it, null when claimed.
   */
  const claimOrWait = async (id: string, claim: boolean): Promise<string | null> => {
    for (let i = 0; ; i++) {
      if (claim && (await repo.claimSubscription(id, nowIso()))) return null;
      const seen = await repo.getSubscription(id);
      if (seen?.clientId && (await repo.getSignUp(id))?.welcomedAt) return seen.clientId;
      if (i >= WAIT_TRIES) {
        if (seen?.clientId) return seen.clientId;
        throw new DomainError(
          'conflict',
          'This subscription is being turned into an account; please try again in a moment',
        );
      }
      await pause(WAIT_MS);
    }
  };

  const service: SubscriptionProvision = {
    async keepSignUp(subscriptionId, form) {
      await repo.insertSignUp({
        subscriptionId,
        fullName: form.fullName.trim(),
        email: normalEmail(form.email),
        businessName: form.businessName.trim(),
        website: form.website.trim(),
        plan: form.plan,
        createdAt: nowIso(),
        completedAt: null,
        welcomedAt: null,
      });
    },

    async provision(local, remote, via) {
      const signUp = await repo.getSignUp(local.id);
      if (!signUp) return null;
      if (local.clientId)
        return { clientId: (await claimOrWait(local.id, false)) ?? local.clientId, created: false };
      // The plan the buyer chose, on the billing plan the subscription was made on.
      if (!remote) throw notAccepted('PayPal was not asked about it');
      if (remote.planId !== local.paypalPlanId || local.plan !== signUp.plan)
        throw notAccepted('PayPal reports it on another plan');
      if (remote.status !== 'ACTIVE') throw notAccepted(`PayPal reports it as ${remote.status}`);
      const account = ClientCreate.parse({
        clientName: signUp.fullName,
        businessName: signUp.businessName,
        domain: signUp.website,
        plan: local.plan,
        email: signUp.email,
        testMode: false,
        notes: `Signed up on the website; PayPal subscription ${local.id}.`,
      });
      const other = await claimOrWait(local.id, true);
      if (other) return { clientId: other, created: false };
      let clientId: string;
      try {
        const client = await deps.clients.create(account);
        clientId = client.id;
        await deps.clients.generateToken(client.id, 'live');
        await repo.updateSubscription(local.id, { clientId, buyerEmail: signUp.email });
        await repo.attachPayments(local.id, clientId);
      } catch (error) {
        await repo.releaseSubscription(local.id);
        log(`subscription ${local.id}: making its workspace failed (${(error as Error).message})`);
        throw error;
      }
      const linked = await sync.apply({ ...local, clientId, buyerEmail: signUp.email }, remote);
      await deps.accounts.addBuyer(clientId, signUp.email, account.businessName, { links: false });
      await welcome(linked, signUp, remote);
      log(`subscription ${local.id}: workspace ${clientId} made for ${account.businessName} (${via})`);
      return { clientId, created: true };
    },

    async welcomeIfMissing(sub) {
      const signUp = await repo.getSignUp(sub.id);
      if (!sub.clientId || !signUp || signUp.welcomedAt) return false;
      // The maker stopped after linking the workspace: its owner may be missing too.
      try {
        await deps.accounts.addBuyer(sub.clientId, signUp.email, signUp.businessName, { links: false });
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'conflict') throw error;
      }
      await welcome(sub, signUp, null);
      return true;
    },

    async settle(id, via) {
      const before = await repo.getSubscription(id);
      if (!before) return null;
      const remote = await deps.gateway().getSubscription(id);
      const applied = await sync.apply(before, remote);
      let created = false;
      // A claim long held without a workspace is a maker that died midway: an operator's case.
      const stale =
        applied.claimedAt !== null &&
        clock.now().getTime() - new Date(applied.claimedAt).getTime() > STALE_CLAIM_MS;
      if (remote.status === 'ACTIVE' && !applied.clientId && stale)
        log(
          `subscription ${id} was claimed at ${applied.claimedAt} but has no workspace; left to an operator`,
        );
      else if (remote.status === 'ACTIVE' && !applied.clientId) {
        try {
          const made = await service.provision(applied, remote, via);
          if (!made)
            log(
              `subscription ${id} is ACTIVE at PayPal, but no sign-up is kept with it to make its workspace`,
            );
          created = made?.created ?? false;
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== 'payment_failed') throw error;
          log(`subscription ${id}: no workspace made (${error.message})`);
        }
      }
      return { before, after: (await repo.getSubscription(id)) ?? applied, created };
    },
  };
  return service;
}
