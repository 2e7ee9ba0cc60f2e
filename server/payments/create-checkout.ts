import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createBillingRepo } from '../db/repositories/billing-repo.ts';
import type { Mailer } from '../domain/accounts/index.ts';
import { createCheckoutService, createSignUpResult, type CheckoutService } from '../domain/billing/index.ts';
import type { ClientsService } from '../domain/clients/index.ts';
import type { CustomerAccountsService, CustomerUsersRepo } from '../domain/accounts/index.ts';
import type { ClientsRepo, Clock, DomainEvents, Ids } from '../domain/shared/index.ts';
import { createSubscriptions, type Subscriptions } from '../domain/subscriptions/index.ts';
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
  customerUsers: Pick<CustomerUsersRepo, 'list'>;
  mailer: Mailer;
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
    signUp: createSignUpResult({ clients: deps.clients, accounts: deps.accounts, publicUrl }),
    mailer: deps.mailer,
    ownerEmails: async (id) =>
      (await deps.customerUsers.list(id)).filter((u) => u.role === 'owner').map((u) => u.email),
    events: deps.events,
    clock: deps.clock,
    ids: deps.ids,
    graceDays: config.billingGraceDays,
    publicUrl,
    log: (line) => console.warn(`[frontdesk] billing: ${line}`),
  });
  return { checkout, subscriptions };
}
