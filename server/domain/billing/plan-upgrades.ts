/**
 * Plan upgrades from the workspace: the same server-priced PayPal flow as a sign-up, for a client that
 * exists. The server sets the amount from the plan table, PayPal's own record of the capture decides,
 * and one order changes the plan at most once however often its capture is repeated.
 */
import { planOffer, PLANS, type PlanName } from '../../../contract/plans.ts';
import type { Client } from '../../../contract/clients.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';
import {
  PaymentGatewayError,
  type Clock,
  type PaymentGateway,
  type PaymentOrderState,
  type PaypalOrdersRepo,
} from '../shared/ports.ts';

export interface PlanUpgrades {
  /** A PayPal order for a bigger plan than the client's, priced by the server. */
  createUpgradeOrder(clientId: string, plan: PlanName): Promise<{ id: string }>;
  /**
   * Captures the client's upgrade order and moves the client to its plan (the plan's monthly limit
   * follows unless an operator set a custom one). Repeating it returns the client unchanged.
   */
  captureUpgrade(clientId: string, orderId: string): Promise<{ plan: PlanName; client: Client }>;
}

export interface PlanUpgradeDeps {
  gateway: () => PaymentGateway;
  viaGateway: <T>(run: () => Promise<T>) => Promise<T>;
  orders: PaypalOrdersRepo;
  clients: Pick<ClientsService, 'get' | 'update'>;
  clock: Clock;
  isPaidInFull: (order: PaymentOrderState, amount: string) => boolean;
  unpaidReason: (order: PaymentOrderState, amount: string) => string;
}

export function createPlanUpgrades(deps: PlanUpgradeDeps): PlanUpgrades {
  const { orders, clients, clock } = deps;

  const upgradeOrder = async (clientId: string, orderId: string) => {
    const order = await orders.get(orderId);
    // Another client's order, or a sign-up's, is as unknown here as one that does not exist.
    if (!order || order.kind !== 'upgrade' || order.clientId !== clientId)
      throw new DomainError('not_found', 'Order not found');
    return order;
  };

  /** An upgrade only ever moves up from the plan the client is on now. */
  const refuseUnlessBigger = async (clientId: string, plan: PlanName) => {
    const current = (await clients.get(clientId)).plan;
    if (PLANS[plan].price <= PLANS[current].price)
      throw new DomainError(
        'conflict',
        `This workspace is on ${current} now: an order for ${plan} is not an upgrade, and it is not charged`,
      );
  };

  return {
    async createUpgradeOrder(clientId, plan) {
      const gateway = deps.gateway();
      const client = await clients.get(clientId);
      if (client.plan === plan) throw new DomainError('conflict', `This workspace is already on ${plan}`);
      if (PLANS[plan].price < PLANS[client.plan].price)
        throw new DomainError(
          'conflict',
          `A move from ${client.plan} to a smaller plan is made by Frontdesk support, not by a payment`,
        );
      const offer = planOffer(plan);
      const amount = offer.price.toFixed(2);
      const created = await deps.viaGateway(() =>
        gateway.createOrder({
          amount,
          currencyCode: 'USD',
          description: `Frontdesk ${offer.name} plan for ${client.businessName}, first month`,
          referenceId: `frontdesk-upgrade-${offer.name.toLowerCase()}-${clock.now().getTime()}`,
        }),
      );
      await orders.insert({
        orderId: created.id,
        plan: offer.name,
        amount,
        currency: 'USD',
        status: created.status || 'CREATED',
        createdAt: clock.now().toISOString(),
        claimedAt: null,
        clientId,
        buyerEmail: null,
        kind: 'upgrade',
      });
      return { id: created.id };
    },

    async captureUpgrade(clientId, orderId) {
      const order = await upgradeOrder(clientId, orderId);
      const plan = planOffer(order.plan as PlanName).name;
      // Applied already (an earlier call, or a racing one): the same answer, nothing charged or changed.
      if (order.claimedAt) return { plan, client: await clients.get(clientId) };
      // Re-checked against the plan as it is now, before any money moves (attack row 47): an order made
      // before a bigger upgrade was captured would otherwise charge again and lower the plan.
      await refuseUnlessBigger(clientId, plan);
      const gateway = deps.gateway();
      let state: PaymentOrderState;
      try {
        state = await gateway.captureOrder(orderId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError) || error.issue !== 'ORDER_ALREADY_CAPTURED')
          throw error instanceof PaymentGatewayError
            ? new DomainError('provider_error', 'PayPal could not capture this payment.')
            : error;
        state = await deps.viaGateway(() => gateway.getOrder(orderId));
      }
      await orders.setStatus(orderId, state.status);
      if (!deps.isPaidInFull(state, order.amount))
        throw new DomainError(
          'payment_failed',
          `Payment not accepted: ${deps.unpaidReason(state, order.amount)}`,
        );
      // The conditional claim is the once-only step: of two racing captures one changes the plan.
      if (!(await orders.claim(orderId, clock.now().toISOString())))
        return { plan, client: await clients.get(clientId) };
      try {
        // A bigger upgrade captured meanwhile (a race): the plan is never lowered; support refunds.
        await refuseUnlessBigger(clientId, plan);
        const client = await clients.update(clientId, { plan });
        return { plan, client };
      } catch (error) {
        await orders.release(orderId);
        throw error;
      }
    },
  };
}
