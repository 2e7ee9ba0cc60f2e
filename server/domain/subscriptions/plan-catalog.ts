/**
 * Our plan table mirrored in PayPal's catalog: each plan gets a product and a monthly billing plan at
 * the table's price, made when missing (at the first checkout, or `frontdesk billing sync-plans`) and
 * their ids kept. A price change in the table makes a new billing plan; older ids keep naming their
 * plan, so subscriptions made on them are still understood. PayPal-Request-Id makes a creation that
 * two processes race on, or a retried one, create once.
 */
import { PLAN_CATALOGUE, PlanName, planOffer } from '../../../contract/plans.ts';
import type { Clock } from '../shared/ports.ts';
import type { BillingRepo, PaypalPlanRecord, SubscriptionGateway } from './subscriptions-ports.ts';

export interface PlanCatalog {
  /** Every plan's PayPal ids, made where missing. */
  sync(): Promise<PaypalPlanRecord[]>;
  /** The PayPal billing plan selling `plan` at today's price (made when missing). */
  paypalPlanFor(plan: PlanName): Promise<PaypalPlanRecord>;
  /** Which of our plans a PayPal billing plan sells; null for one we did not make. */
  planOf(paypalPlanId: string): Promise<PaypalPlanRecord | null>;
}

const priceOf = (plan: PlanName) => planOffer(plan).price.toFixed(2);

export function createPlanCatalog(deps: {
  repo: Pick<BillingRepo, 'listPlans' | 'insertPlan'>;
  gateway: () => SubscriptionGateway;
  /** The PayPal API base in use (PAYPAL_API_BASE). */
  environment: string;
  clock: Clock;
}): PlanCatalog {
  const { repo, clock, environment } = deps;
  let known: PaypalPlanRecord[] | null = null;
  const all = async () => (known ??= (await repo.listPlans()).filter((p) => p.environment === environment));
  const current = async (plan: PlanName) =>
    (await all()).find((p) => p.plan === plan && p.price === priceOf(plan) && p.currency === 'USD') ?? null;

  const make = async (plan: PlanName): Promise<PaypalPlanRecord> => {
    const gateway = deps.gateway();
    const offer = planOffer(plan);
    const price = priceOf(plan);
    // A product already made for the plan (at an older price) is reused.
    const productId =
      (await all()).find((p) => p.plan === plan)?.productId ??
      (
        await gateway.createProduct({
          name: `Frontdesk ${offer.name}`,
          description: `Frontdesk AI customer support, ${offer.name} plan`,
          requestId: `frontdesk-product-${offer.name.toLowerCase()}`,
        })
      ).id;
    const created = await gateway.createPlan({
      productId,
      name: `Frontdesk ${offer.name} monthly`,
      description: `${offer.features.join('; ')}. Billed monthly until cancelled.`,
      price,
      currency: 'USD',
      requestId: `frontdesk-plan-${offer.name.toLowerCase()}-${price}`,
    });
    const record: PaypalPlanRecord = {
      planId: created.id,
      environment,
      plan,
      price,
      currency: 'USD',
      productId,
      createdAt: clock.now().toISOString(),
    };
    await repo.insertPlan(record);
    known = null;
    return record;
  };

  return {
    async sync() {
      // Asked for on purpose: without PayPal there is nothing to be in step with.
      deps.gateway();
      const out: PaypalPlanRecord[] = [];
      for (const { name } of PLAN_CATALOGUE) out.push((await current(name)) ?? (await make(name)));
      return out;
    },
    async paypalPlanFor(plan) {
      return (await current(plan)) ?? make(plan);
    },
    async planOf(paypalPlanId) {
      const found = (await all()).find((p) => p.planId === paypalPlanId);
      if (found) return found;
      // Another process may have made it since this one read the table.
      known = null;
      const fresh = (await all()).find((p) => p.planId === paypalPlanId);
      return fresh && PlanName.safeParse(fresh.plan).success ? fresh : null;
    },
  };
}
