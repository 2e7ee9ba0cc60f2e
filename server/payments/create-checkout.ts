import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createCheckoutService, type CheckoutService } from '../domain/billing/index.ts';
import type { ClientsService } from '../domain/clients/index.ts';
import type { CustomerAccountsService } from '../domain/accounts/index.ts';
import type { Clock } from '../domain/shared/index.ts';
import { createPaypalClient } from './paypal-client.ts';
import { createPaypalOrdersRepo } from './paypal-orders-repo.ts';

/** Wires the checkout service to PayPal (when configured) and the orders ledger, for app.ts. */
export function createCheckout(deps: {
  config: Config;
  db: Db;
  clients: ClientsService;
  accounts: CustomerAccountsService;
  clock: Clock;
}): CheckoutService {
  const { config } = deps;
  const { clientId, clientSecret, apiBase } = config.paypal;
  return createCheckoutService({
    paypal:
      clientId && clientSecret
        ? {
            gateway: createPaypalClient({ apiBase, clientId, clientSecret }),
            clientId,
            environment: /^https:\/\/api(-m)?\.paypal\.com$/.test(apiBase) ? 'production' : 'sandbox',
          }
        : null,
    orders: createPaypalOrdersRepo(deps.db),
    clients: deps.clients,
    accounts: deps.accounts,
    clock: deps.clock,
    // Read late: tests learn the listening address only after start.
    publicUrl: () => config.publicUrl,
  });
}
