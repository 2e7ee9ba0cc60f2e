import { z } from 'zod';
import { SyncSchedule } from './knowledge.ts';

/**
 * Connect a Shopify store (Premium and Enterprise): its myshopify.com address and an Admin API access
 * token of a custom app with read_products, read_inventory and read_orders. The token is tested against
 * the store before anything is saved, sealed at rest and never shown again.
 */
export const ShopifySourceCreate = z
  .object({
    shopDomain: z
      .string()
      .trim()
      .min(1, 'Enter the store address, e.g. acme.myshopify.com')
      .max(255, 'The store address is too long'),
    accessToken: z
      .string()
      .trim()
      .min(1, 'Enter the Admin API access token')
      .max(255, 'The access token is too long'),
    /** Shown in the knowledge list; the store's own name when left out. */
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long').optional(),
    schedule: SyncSchedule.default('daily'),
  })
  .strict();
export type ShopifySourceCreate = z.infer<typeof ShopifySourceCreate>;

/** What a Shopify source shows in `settings` (never the token). */
export interface ShopifySettings {
  /** The store's myshopify.com host (or, in tests, the stand-in's address). */
  shopDomain: string;
  /** Where its Admin API answers: https://<shopDomain>. */
  shopUrl: string;
  /** The store's name as Shopify gives it. */
  shopName: string;
  /** The storefront's primary address, where product links point. */
  storefrontUrl: string | null;
  apiVersion: string;
  /** Products are catalogue records for lookups and search; orders are read live, never stored. */
  recordType: 'products';
  idField: 'sku';
}
