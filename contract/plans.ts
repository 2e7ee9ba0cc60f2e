import { z } from 'zod';

/** The three plans a client can be on. */
export const PlanName = z.enum(['Starter', 'Premium', 'Enterprise']);
export type PlanName = z.infer<typeof PlanName>;

export interface PlanOffer {
  name: PlanName;
  /** USD per month. */
  price: number;
  currency: 'USD';
  features: string[];
  popular?: boolean;
}

/** The purchase catalogue shown on the site and charged through PayPal (SPEC §9). */
export const PLAN_CATALOGUE: readonly PlanOffer[] = [
  {
    name: 'Starter',
    price: 29,
    currency: 'USD',
    features: [
      '200 AI messages a month',
      'Website scraping of 25 pages',
      'Standard chat widget',
      'Email support',
    ],
  },
  {
    name: 'Premium',
    price: 49,
    currency: 'USD',
    popular: true,
    features: [
      '500 AI messages a month',
      'Real-time API integration',
      'Custom branding',
      'Priority email support',
    ],
  },
  {
    name: 'Enterprise',
    price: 149,
    currency: 'USD',
    features: [
      '1,000 AI messages a month',
      'All Premium features',
      'File uploads',
      'Dedicated account manager',
    ],
  },
];

export function planOffer(name: PlanName): PlanOffer {
  const offer = PLAN_CATALOGUE.find((p) => p.name === name);
  if (!offer) throw new Error(`unknown plan ${name}`);
  return offer;
}

/** Monthly AI-reply limits used for enforcement and in the clients list, detail and usage dialog. */
const ENFORCED_LIMITS: Record<string, number> = { Starter: 500, Premium: 1000, Enterprise: 50000 };
/** The edit dialog's own usage reading (SPEC §9: both readings stand). */
const EDIT_DIALOG_LIMITS: Record<string, number> = { Starter: 1000, Premium: 5000, Enterprise: 50000 };

export function planLimit(plan: string): number {
  return ENFORCED_LIMITS[plan] ?? 500;
}

export function editDialogPlanLimit(plan: string): number {
  return EDIT_DIALOG_LIMITS[plan] ?? 1000;
}

/** Share of the limit at which the console warns ('Approaching limit'). */
export const USAGE_WARNING_RATIO = 0.8;

export type UsageLevel = 'ok' | 'warning' | 'exceeded';
export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit > 0 && used >= limit) return 'exceeded';
  if (limit > 0 && used / limit > USAGE_WARNING_RATIO) return 'warning';
  return 'ok';
}

/** Plan features that the server enforces. */
export const PLAN_FEATURES: Record<
  PlanName,
  { crawlPages: number; connectors: boolean; fileUploads: boolean; branding: boolean }
> = {
  Starter: { crawlPages: 25, connectors: false, fileUploads: false, branding: false },
  Premium: { crawlPages: 100, connectors: true, fileUploads: false, branding: true },
  Enterprise: { crawlPages: 500, connectors: true, fileUploads: true, branding: true },
};
