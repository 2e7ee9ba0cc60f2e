/**
 * What the subscriptions capability needs from outside: PayPal's Catalog, Subscriptions and webhook
 * check (payments/paypal-billing-client.ts) and the tables of migration 032 (db/…/billing-repo.ts).
 */
import type { PlanName } from '../../../contract/plans.ts';

/** A subscription as PayPal reports it (GET /v1/billing/subscriptions/{id}). */
export interface PaypalSubscription {
  id: string;
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED or EXPIRED. */
  status: string;
  planId: string;
  customId: string | null;
  startTime: string | null;
  nextBillingTime: string | null;
  lastPayment: { amount: string; currency: string; time: string } | null;
  failedPaymentsCount: number;
}

/** A payment on a subscription (GET …/transactions, or a PAYMENT.SALE.COMPLETED event's sale). */
export interface PaypalSale {
  id: string;
  status: string;
  amount: string;
  currency: string;
  time: string;
}

/** The transmission headers PayPal signs a webhook delivery with. */
export interface WebhookTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** PayPal's billing APIs; every failure is thrown as PaymentGatewayError (shared/ports.ts). */
export interface SubscriptionGateway {
  createProduct(input: { name: string; description: string; requestId: string }): Promise<{ id: string }>;
  createPlan(input: {
    productId: string;
    name: string;
    description: string;
    price: string;
    currency: 'USD';
    requestId: string;
  }): Promise<{ id: string }>;
  createSubscription(input: {
    planId: string;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }): Promise<{ id: string; status: string }>;
  getSubscription(id: string): Promise<PaypalSubscription>;
  /** Completed and other payments between two ISO times. */
  listTransactions(id: string, from: string, to: string): Promise<PaypalSale[]>;
  /** Asks to move the subscription to another plan; the buyer approves it at `approveUrl`. */
  reviseSubscription(
    id: string,
    input: { planId: string; returnUrl: string; cancelUrl: string },
  ): Promise<{ approveUrl: string | null }>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  /** PayPal's verdict on a delivery (verify-webhook-signature): true only for SUCCESS. */
  verifyWebhook(input: {
    webhookId: string;
    transmission: WebhookTransmission;
    rawEvent: string;
  }): Promise<boolean>;
}

export interface PaypalPlanRecord {
  planId: string;
  /** The PayPal API base it was made on: a sandbox plan is never offered on the live API. */
  environment: string;
  plan: PlanName;
  price: string;
  currency: string;
  productId: string;
  createdAt: string;
}

export interface SubscriptionRecord {
  id: string;
  clientId: string | null;
  plan: PlanName;
  paypalPlanId: string;
  status: string;
  /** A plan change asked of PayPal (a revision) that PayPal has not confirmed yet. */
  pendingPlan: PlanName | null;
  periodStart: string | null;
  periodEnd: string | null;
  nextBillingAt: string | null;
  /** The first failed renewal not yet made good; the grace period runs from here. */
  pastDueSince: string | null;
  claimedAt: string | null;
  buyerEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentRecord {
  id: string;
  subscriptionId: string;
  clientId: string | null;
  plan: PlanName;
  amount: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  paidAt: string;
}

/**
 * What the buyer typed on the site before approving at PayPal, kept with the subscription made for
 * them (never a password): enough to make the workspace and its owner when PayPal reports it ACTIVE.
 */
export interface SignUpRecord {
  subscriptionId: string;
  fullName: string;
  email: string;
  businessName: string;
  website: string;
  plan: PlanName;
  createdAt: string;
  /** The browser's first post-approval call was answered (its one-time page link is given once). */
  completedAt: string | null;
  /** The welcome mail is in the outbox. */
  welcomedAt: string | null;
}

export interface BillingRepo {
  listPlans(): Promise<PaypalPlanRecord[]>;
  insertPlan(plan: PaypalPlanRecord): Promise<void>;
  insertSubscription(s: SubscriptionRecord): Promise<void>;
  getSubscription(id: string): Promise<SubscriptionRecord | null>;
  updateSubscription(id: string, patch: Partial<Omit<SubscriptionRecord, 'id' | 'createdAt'>>): Promise<void>;
  /** Atomically claims an unclaimed subscription for turning into a client; false when already held. */
  claimSubscription(id: string, at: string): Promise<boolean>;
  releaseSubscription(id: string): Promise<void>;
  /** The client's subscriptions, newest first. */
  subscriptionsOf(clientId: string): Promise<SubscriptionRecord[]>;
  /** Every subscription linked to a client (the operator's dashboard). */
  linkedSubscriptions(): Promise<SubscriptionRecord[]>;
  /** Keeps a payment once (by PayPal's id); false when it was kept already. */
  insertPayment(p: PaymentRecord): Promise<boolean>;
  /** Gives the subscription's payments kept before its client existed to that client. */
  attachPayments(subscriptionId: string, clientId: string): Promise<void>;
  paymentsOf(clientId: string): Promise<PaymentRecord[]>;
  paymentsOfSubscription(subscriptionId: string): Promise<PaymentRecord[]>;
  /** Records a webhook event's id; false when it was recorded before (a replay). */
  recordEvent(e: { id: string; eventType: string; resourceId: string; receivedAt: string }): Promise<boolean>;
  /** Forgets an event whose handling failed, so PayPal's retry applies it. */
  forgetEvent(id: string): Promise<void>;
  /** Keeps a buyer's sign-up with their subscription (once: a second one for it is ignored). */
  insertSignUp(s: SignUpRecord): Promise<void>;
  getSignUp(subscriptionId: string): Promise<SignUpRecord | null>;
  /** Marks the browser's first post-approval answer; false when one was given before. */
  markSignUpCompleted(subscriptionId: string, at: string): Promise<boolean>;
  markWelcomed(subscriptionId: string, at: string): Promise<void>;
  /**
   * The subscriptions PayPal may still change (approval pending since `pendingSince`, active,
   * suspended), and those whose workspace exists without its welcome mail recorded: what the
   * reconciliation reads from PayPal.
   */
  openSubscriptions(pendingSince: string): Promise<SubscriptionRecord[]>;
}
