import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createBillingRepo } from '../db/repositories/billing-repo.ts';
import { createCheckoutService, createSignUpResult, type CheckoutService } from '../domain/billing/index.ts';
import type { ClientsService } from '../domain/clients/index.ts';
import type { CustomerAccountsService } from '../domain/accounts/index.ts';
import type { ClientsRepo, Clock, DomainEvents, Ids, Leases } from '../domain/shared/index.ts';
import {
  createSubscriptions,
  type BillingOutbox,
  type Subscriptions,
} from '../domain/subscriptions/index.ts';
import { createPaypalBillingClient } from './paypal-billing-client.ts';
import { createPaypalRest } from './paypal-rest.ts';

/**
 * Wires the payment services to PayPal (when configured; one REST client for every call) and their
 * ledgers, for core.ts: the SDK setup and the subscriptions.
 */
export function createCheckout(deps: {
  config: Config;
  db: Db;
  clients: ClientsService;
  clientsRepo: ClientsRepo;
  accounts: CustomerAccountsService;
  /** The billing mails' way out: rows in the outbox. */
  outbox: BillingOutbox;
  leases: Leases;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
}): { checkout: CheckoutService; subscriptions: Subscriptions } {
  const { config } = deps;
  const { clientId, clientSecret, apiBase } = config.paypal;
  const rest = clientId && clientSecret ? createPaypalRest({ apiBase, clientId, clientSecret }) : null;
  // Read late: tests learn the listening address only after start.
  const publicUrl = () => config.publicUrl;
  const checkout = createCheckoutService({
    paypal:
      rest && clientId
        ? {
            clientId,
            environment: /^https:\/\/api(-m)?\.paypal\.com$/.test(apiBase) ? 'production' : 'sandbox',
          }
        : null,
  });
  const subscriptions = createSubscriptions({
    gateway: rest ? createPaypalBillingClient(rest) : null,
    webhookId: config.paypal.webhookId,
    environment: apiBase,
    repo: createBillingRepo(deps.db),
    clientsRepo: deps.clientsRepo,
    clients: deps.clients,
    accounts: deps.accounts,
    signUp: createSignUpResult({ clients: deps.clients, accounts: deps.accounts, publicUrl }),
    outbox: deps.outbox,
    leases: deps.leases,
    events: deps.events,
    clock: deps.clock,
    ids: deps.ids,
    graceDays: config.billingGraceDays,
    publicUrl,
    log: (line) => console.warn(`[frontdesk] billing: ${line}`),
  });
  return { checkout, subscriptions };
}
