/**
 * Subscriptions: plans that renew through PayPal's Subscriptions API. The plan table mirrored in
 * PayPal's catalog (plan-catalog.ts); buying a plan as a subscription, the buyer's sign-up kept with
 * it (subscription-checkout.ts), and its workspace made once by whichever path first sees it ACTIVE
 * (subscription-provision.ts); PayPal's webhooks, verified by PayPal and applied once each
 * (paypal-webhooks.ts), and the periodic reconciliation that reads PayPal for what a webhook missed
 * (billing-reconciler.ts); our record kept true to PayPal's and the client to its subscription: plan,
 * usage period, end of service (subscription-sync.ts, billing-periods.ts); the owners' and operators'
 * billing: cancel, change of plan, comped plans, receipts and the dashboard's figures
 * (billing-account.ts); the billing mails, recorded in the outbox and sent by its `billing_mail`
 * channel (billing-notices.ts, billing-mail-deliverer.ts, billing-texts.ts). PayPal and the tables
 * come in through subscriptions-ports.ts.
 */
import type { CustomerAccountsService } from '../accounts/customer-accounts.ts';
import type { SignUpResult } from '../billing/sign-up-result.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';
import {
  PaymentGatewayError,
  type ClientsRepo,
  type Clock,
  type DomainEvents,
  type Ids,
  type Leases,
} from '../shared/ports.ts';
import { createBillingAccount, type BillingAccount } from './billing-account.ts';
import { createBillingNotices, type BillingOutbox } from './billing-notices.ts';
import { createBillingReconciler, type BillingReconciler } from './billing-reconciler.ts';
import { createPaypalWebhooks, type PaypalWebhooks } from './paypal-webhooks.ts';
import { createPlanCatalog, type PlanCatalog } from './plan-catalog.ts';
import { createSubscriptionCheckout, type SubscriptionCheckout } from './subscription-checkout.ts';
import { createSubscriptionProvision } from './subscription-provision.ts';
import { createSubscriptionSync } from './subscription-sync.ts';
import type { BillingRepo, SubscriptionGateway } from './subscriptions-ports.ts';

export * from './subscriptions-ports.ts';
export * from './billing-periods.ts';
export * from './billing-texts.ts';
export * from './billing-mail.ts';
export * from './billing-mail-deliverer.ts';
export { RECONCILE_EVERY_MS, type ReconcileRun } from './billing-reconciler.ts';
export type { BillingMailData, BillingOutbox } from './billing-notices.ts';
export type { BillingAccount, BillingReconciler, PaypalWebhooks, PlanCatalog, SubscriptionCheckout };

/**
 * PayPal refusing, down or slow: one log line with PayPal's issue, and a provider_error (502) whose
 * message never carries PayPal's answer.
 */
function guardGateway(gateway: SubscriptionGateway, log: (line: string) => void): SubscriptionGateway {
  const guarded = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(gateway) as [
    string,
    (...args: unknown[]) => Promise<unknown>,
  ][]) {
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        log(`PayPal ${name} failed: ${error.message}`);
        throw new DomainError('provider_error', 'PayPal did not accept the request. Please try again.');
      }
    };
  }
  return guarded as unknown as SubscriptionGateway;
}

export interface Subscriptions {
  catalog: PlanCatalog;
  checkout: SubscriptionCheckout;
  webhooks: PaypalWebhooks;
  account: BillingAccount;
  reconciler: BillingReconciler;
}

export function createSubscriptions(deps: {
  /** Null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset. */
  gateway: SubscriptionGateway | null;
  webhookId: string | null;
  /** PAYPAL_API_BASE: the catalog's ids are kept per PayPal environment. */
  environment: string;
  repo: BillingRepo;
  clientsRepo: Pick<ClientsRepo, 'get' | 'update'>;
  clients: Pick<ClientsService, 'create' | 'generateToken' | 'record'>;
  accounts: Pick<CustomerAccountsService, 'addBuyer' | 'pageLink'>;
  signUp: SignUpResult;
  /** Where the billing mails are recorded (the outbox's `billing_mail` rows). */
  outbox: BillingOutbox;
  leases: Leases;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
  graceDays: number;
  publicUrl: () => string;
  log: (line: string) => void;
}): Subscriptions {
  const guarded = deps.gateway && guardGateway(deps.gateway, deps.log);
  const gateway = () => {
    if (!guarded)
      throw new DomainError(
        'payments_not_configured',
        'Payments are not available: PayPal is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).',
      );
    return guarded;
  };
  const { repo, clock, events, graceDays, publicUrl, log } = deps;
  const catalog = createPlanCatalog({ repo, gateway, environment: deps.environment, clock });
  const notices = createBillingNotices({ outbox: deps.outbox, clock, ids: deps.ids });
  const sync = createSubscriptionSync({
    repo,
    catalog,
    gateway,
    clients: deps.clientsRepo,
    events,
    clock,
    graceDays,
    notices,
    log,
  });
  const provision = createSubscriptionProvision({
    repo,
    sync,
    gateway,
    clients: deps.clients,
    accounts: deps.accounts,
    notices,
    clock,
    log,
  });
  return {
    catalog,
    checkout: createSubscriptionCheckout({
      repo,
      catalog,
      sync,
      gateway,
      clients: deps.clients,
      accounts: deps.accounts,
      provision,
      signUp: deps.signUp,
      notices,
      clock,
      ids: deps.ids,
      graceDays,
      publicUrl,
    }),
    webhooks: createPaypalWebhooks({
      webhookId: deps.webhookId,
      gateway,
      repo,
      sync,
      provision,
      notices,
      events,
      clock,
      graceDays,
      log,
    }),
    account: createBillingAccount({
      repo,
      catalog,
      sync,
      gateway,
      clients: deps.clientsRepo,
      events,
      clock,
      graceDays,
      publicUrl,
    }),
    reconciler: createBillingReconciler({
      repo,
      provision,
      notices,
      events,
      leases: deps.leases,
      clock,
      graceDays,
      configured: guarded !== null,
      log,
    }),
  };
}
