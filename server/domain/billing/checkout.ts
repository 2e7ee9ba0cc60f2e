import type { CheckoutSuccessRequest, CheckoutSuccessResponse } from '../../../contract/checkout.ts';
import { ClientCreate } from '../../../contract/clients.ts';
import { planOffer, type PlanName } from '../../../contract/plans.ts';
import type { ClientsService } from '../clients/clients.ts';
import type { CustomerAccountsService } from '../accounts/customer-accounts.ts';
import { DomainError } from '../shared/errors.ts';
import { createPlanUpgrades, type PlanUpgrades } from './plan-upgrades.ts';
import { createSignUpResult } from './sign-up-result.ts';
import {
  PaymentGatewayError,
  type Clock,
  type PaymentGateway,
  type PaymentOrderState,
  type PaypalOrdersRepo,
} from '../shared/ports.ts';

export interface PaypalSetupResult {
  clientId: string;
  environment: 'sandbox' | 'production';
}

export interface CheckoutService extends PlanUpgrades {
  /** The public client id for PayPal's browser SDK. */
  setup(): PaypalSetupResult;
  /** Creates a PayPal order for the plan's price; the buyer's browser never sets the amount. */
  createOrder(plan: PlanName): Promise<{ id: string }>;
  captureOrder(orderId: string): Promise<{ id: string; status: string }>;
  /**
   * Turns a captured order into a client. Only a COMPLETED capture of the plan's amount in USD counts,
   * and one order makes at most one client however often this is called.
   */
  completeSignUp(input: CheckoutSuccessRequest): Promise<CheckoutSuccessResponse>;
}

export interface CheckoutDeps {
  /** Null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset. */
  paypal: { gateway: PaymentGateway; clientId: string; environment: 'sandbox' | 'production' } | null;
  orders: PaypalOrdersRepo;
  clients: Pick<ClientsService, 'create' | 'get' | 'generateToken' | 'update'>;
  accounts: Pick<CustomerAccountsService, 'addUser'>;
  clock: Clock;
  publicUrl: () => string;
}

const CURRENCY = 'USD';

const paymentFailed = (why: string) => new DomainError('payment_failed', `Payment not accepted: ${why}`);

/** A capture proves payment only if it completed for exactly the expected amount and currency. */
export function isPaidInFull(order: PaymentOrderState, amount: string): boolean {
  return (
    order.status === 'COMPLETED' &&
    order.captures.some(
      (c) =>
        c.status === 'COMPLETED' &&
        c.amount.currencyCode === CURRENCY &&
        Number(c.amount.value) === Number(amount),
    )
  );
}

/**
 * Why a capture is not payment in full, in words true to it: a completed capture of another amount is
 * named by its amount, never reported as if "COMPLETED" were the problem.
 */
export function unpaidReason(order: PaymentOrderState, amount: string): string {
  const completed = order.captures.find((c) => c.status === 'COMPLETED');
  if (completed)
    return `PayPal captured ${completed.amount.value} ${completed.amount.currencyCode}, not the plan's ${amount} ${CURRENCY}`;
  return `PayPal reports the capture as ${order.captures[0]?.status ?? order.status}`;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const { orders, clients, clock } = deps;

  const paypal = () => {
    if (!deps.paypal) {
      throw new DomainError(
        'payments_not_configured',
        'Payments are not available: PayPal is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).',
      );
    }
    return deps.paypal;
  };

  /** Gateway failures become provider_error; the message never carries PayPal's response body. */
  const viaGateway = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentGatewayError)
        throw new DomainError('provider_error', 'PayPal did not accept the request. Please try again.');
      throw error;
    }
  };

  const knownOrder = async (orderId: string) => {
    const order = await orders.get(orderId);
    // An upgrade order belongs to its client's workspace; it never becomes a new client.
    if (!order || order.kind === 'upgrade') throw new DomainError('not_found', 'Order not found');
    return order;
  };

  const { resultFor, ownerFor } = createSignUpResult(deps);

  return {
    ...createPlanUpgrades({
      gateway: () => paypal().gateway,
      viaGateway,
      orders,
      clients,
      clock,
      isPaidInFull,
      unpaidReason,
    }),
    setup() {
      const { clientId, environment } = paypal();
      return { clientId, environment };
    },

    async createOrder(plan) {
      const { gateway } = paypal();
      const offer = planOffer(plan);
      const amount = offer.price.toFixed(2);
      const created = await viaGateway(() =>
        gateway.createOrder({
          amount,
          currencyCode: CURRENCY,
          description: `Frontdesk ${offer.name} plan, first month`,
          referenceId: `frontdesk-${offer.name.toLowerCase()}-${clock.now().getTime()}`,
        }),
      );
      await orders.insert({
        orderId: created.id,
        plan: offer.name,
        amount,
        currency: CURRENCY,
        status: created.status || 'CREATED',
        createdAt: clock.now().toISOString(),
        claimedAt: null,
        clientId: null,
        buyerEmail: null,
        kind: 'signup',
      });
      return { id: created.id };
    },

    async captureOrder(orderId) {
      const { gateway } = paypal();
      const order = await knownOrder(orderId);
      let state: PaymentOrderState;
      try {
        state = await gateway.captureOrder(orderId);
      } catch (error) {
        // A repeated capture is refused by PayPal; the order's own state says whether it was paid.
        if (!(error instanceof PaymentGatewayError) || error.issue !== 'ORDER_ALREADY_CAPTURED') {
          throw error instanceof PaymentGatewayError
            ? new DomainError('provider_error', 'PayPal could not capture this payment.')
            : error;
        }
        state = await viaGateway(() => gateway.getOrder(orderId));
      }
      await orders.setStatus(orderId, state.status);
      if (!isPaidInFull(state, order.amount)) throw paymentFailed(unpaidReason(state, order.amount));
      return { id: orderId, status: state.status };
    },

    async completeSignUp(input) {
      const { gateway } = paypal();
      const orderId = input.paymentDetails.orderID;
      const order = await knownOrder(orderId);
      if (order.plan !== input.plan) throw paymentFailed('the order was made for another plan');
      if (order.clientId) {
        if (order.buyerEmail !== input.email)
          throw new DomainError('conflict', 'This order has already been used to create an account');
        // A repeated success never hands out another password link: that went to the buyer's email.
        return resultFor(order.clientId, input.email, null);
      }
      // PayPal's own record decides, never the browser's paymentDetails.
      const state = await viaGateway(() => gateway.getOrder(orderId));
      if (!isPaidInFull(state, order.amount))
        throw paymentFailed('the order is not captured for the plan amount');
      const account = ClientCreate.parse({
        clientName: input.fullName.trim(),
        businessName: input.businessName,
        domain: input.website,
        plan: order.plan,
        email: input.email,
        // Live at once on the website it named: the production token answers only on that origin, and
        // no test token exists that could reach it from anywhere else.
        testMode: false,
        notes: `Signed up on the website; PayPal order ${orderId}.`,
      });
      if (!(await orders.claim(orderId, clock.now().toISOString()))) {
        throw new DomainError('conflict', 'This order is already being turned into an account');
      }
      try {
        const client = await clients.create(account);
        await clients.generateToken(client.id, 'live');
        await orders.complete(orderId, client.id, input.email);
        const owner = await ownerFor(client.id, client.businessName, input.email);
        return await resultFor(client.id, input.email, owner);
      } catch (error) {
        await orders.release(orderId);
        throw error;
      }
    },
  };
}
