import { z } from 'zod';
import { PlanName } from './plans.ts';

/** PayPal's id of a subscription, as it travels in paths ("I-BW452GLLEP1G"). */
export const PaypalSubscriptionId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid subscription id');

/**
 * A workspace names our plan; the server makes the PayPal subscription on that plan's billing plan.
 * (The site's checkout sends the whole sign-up form, contract/checkout.ts, with the plan in it.)
 */
export const StartSubscriptionRequest = z.object({ plan: PlanName }).strict();
export type StartSubscriptionRequest = z.infer<typeof StartSubscriptionRequest>;
/**
 * PayPal's billing plan, and the subscription the server made on it for the buyer to approve: the
 * SDK's `createSubscription` must resolve to a subscription id, and the server makes the subscription
 * itself (so the sign-up is kept with it and no plan or price comes from the browser).
 */
export const StartSubscriptionResponse = z.object({ planId: z.string(), subscriptionId: z.string() });
export type StartSubscriptionResponse = z.infer<typeof StartSubscriptionResponse>;

/** A client's subscription as its owners and the operators see it. */
export const BillingSubscription = z.object({
  id: z.string(),
  /** PayPal's status: ACTIVE, SUSPENDED, CANCELLED or EXPIRED. */
  status: z.string(),
  plan: PlanName,
  /** A plan change asked of PayPal that the buyer has not approved yet. */
  pendingPlan: PlanName.nullable(),
  currentPeriod: z.object({ start: z.string(), end: z.string() }).nullable(),
  nextBillingTime: z.string().nullable(),
  /** Cancelled: it renews no more, and the plan runs to the end of the paid period. */
  cancelAtPeriodEnd: z.boolean(),
  /** A renewal failed at this time; the assistant answers through the grace period. */
  pastDueSince: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

/** One payment PayPal took: a receipt. */
export const BillingPayment = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  plan: PlanName,
  amount: z.string(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidAt: z.string(),
});
export type BillingPayment = z.infer<typeof BillingPayment>;

export const BillingState = z.object({
  clientId: z.string(),
  businessName: z.string(),
  plan: PlanName,
  /** 'subscription': paid through PayPal; 'operator': billed by hand (or comped), calendar months. */
  managedBy: z.enum(['subscription', 'operator']),
  subscription: BillingSubscription.nullable(),
  /** When the assistant stops answering; null: it does not. */
  serviceUntil: z.string().nullable(),
  /** Whether the assistant answers now. */
  answering: z.boolean(),
  payments: z.array(BillingPayment),
});
export type BillingState = z.infer<typeof BillingState>;

export const ChangePlanRequest = z.object({ plan: PlanName }).strict();
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;
/** The buyer approves the change at PayPal (approveUrl); the plan changes when PayPal confirms it. */
export const ChangePlanResponse = z.object({ pendingPlan: PlanName, approveUrl: z.string().nullable() });
export type ChangePlanResponse = z.infer<typeof ChangePlanResponse>;

/** An operator gives the client a plan without payment (billed by hand from then on). */
export const CompPlanRequest = z.object({ plan: PlanName }).strict();
export type CompPlanRequest = z.infer<typeof CompPlanRequest>;

/** The operator dashboard's billing figures, from the stored subscriptions. */
export const BillingSummary = z.object({
  /** Monthly recurring revenue of the renewing subscriptions (USD). */
  mrr: z.number(),
  currency: z.literal('USD'),
  active: z.number().int(),
  pastDue: z.number().int(),
  cancelled: z.number().int(),
});
export type BillingSummary = z.infer<typeof BillingSummary>;
