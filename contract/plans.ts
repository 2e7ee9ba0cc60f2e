import { z } from 'zod';

/** The three plans a client can be on; anything else is refused at every edge. */
export const PlanName = z.enum(['Starter', 'Premium', 'Enterprise']);
export type PlanName = z.infer<typeof PlanName>;

export interface Plan {
  name: PlanName;
  /** USD per month. */
  price: number;
  currency: 'USD';
  popular?: boolean;
  /** AI replies a month sold with the plan: every client's limit unless an operator sets a custom one. */
  monthlyMessages: number;
  /** Pages one website crawl reads. */
  crawlPages: number;
  /** Live-data feeds and endpoints. */
  connectors: boolean;
  fileUploads: boolean;
  /** Theme colour, header and avatar. */
  branding: boolean;
  /** The feature list the site shows, written from the numbers above. */
  features: string[];
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The one plans table: what the site sells, what PayPal charges, what the console and CLI show and
 * what the server enforces all read it.
 */
export const PLANS: Readonly<Record<PlanName, Plan>> = {
  Starter: {
    name: 'Starter',
    price: 29,
    currency: 'USD',
    monthlyMessages: 200,
    crawlPages: 25,
    connectors: false,
    fileUploads: false,
    branding: false,
    features: [
      `${count(200)} AI messages a month`,
      `Website scraping of ${count(25)} pages`,
      'Standard chat widget',
      'Email support',
    ],
  },
  Premium: {
    name: 'Premium',
    price: 49,
    currency: 'USD',
    popular: true,
    monthlyMessages: 500,
    crawlPages: 100,
    connectors: true,
    fileUploads: false,
    branding: true,
    features: [
      `${count(500)} AI messages a month`,
      'Real-time API integration',
      'Custom branding',
      'Priority email support',
    ],
  },
  Enterprise: {
    name: 'Enterprise',
    price: 149,
    currency: 'USD',
    monthlyMessages: 1000,
    crawlPages: 500,
    connectors: true,
    fileUploads: true,
    branding: true,
    features: [
      `${count(1000)} AI messages a month`,
      'All Premium features',
      'File uploads',
      'Dedicated account manager',
    ],
  },
};

export type PlanOffer = Plan;

/** The purchase catalogue shown on the site and charged through PayPal, in price order. */
export const PLAN_CATALOGUE: readonly Plan[] = PlanName.options.map((name) => PLANS[name]);

export function planOffer(name: PlanName): Plan {
  return PLANS[name];
}

/** A stored plan name read back ("premium" → "Premium"); anything unknown reads as Starter. */
export function planOf(value: string): PlanName {
  const found = PlanName.options.find((p) => p.toLowerCase() === value.trim().toLowerCase());
  return found ?? 'Starter';
}

/** The plan's default monthly limit of AI replies (the allowance sold on the site). */
export function planLimit(plan: PlanName): number {
  return PLANS[plan].monthlyMessages;
}

/** Highest custom monthly limit an operator can set. */
export const MAX_CUSTOM_MESSAGE_LIMIT = 10_000_000;

/** The one limit every screen shows and enforcement applies: the custom limit when set, else the plan's. */
export function effectiveMessageLimit(client: { plan: PlanName; customMessageLimit: number | null }): number {
  return client.customMessageLimit ?? planLimit(client.plan);
}

/** Share of the limit at which the console warns ('Approaching limit'). */
export const USAGE_WARNING_RATIO = 0.8;

export type UsageLevel = 'ok' | 'warning' | 'exceeded';
export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit > 0 && used >= limit) return 'exceeded';
  if (limit > 0 && used / limit > USAGE_WARNING_RATIO) return 'warning';
  return 'ok';
}

export type PlanFeatures = Pick<Plan, 'crawlPages' | 'connectors' | 'fileUploads' | 'branding'>;

/** The plan's enforced features, read from PLANS. */
export function planFeatures(plan: PlanName): PlanFeatures {
  const { crawlPages, connectors, fileUploads, branding } = PLANS[plan];
  return { crawlPages, connectors, fileUploads, branding };
}

/** Every plan's enforced features, a view of PLANS keyed by plan name. */
export const PLAN_FEATURES: Readonly<Record<PlanName, PlanFeatures>> = {
  Starter: planFeatures('Starter'),
  Premium: planFeatures('Premium'),
  Enterprise: planFeatures('Enterprise'),
};
