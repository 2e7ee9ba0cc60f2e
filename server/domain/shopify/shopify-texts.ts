/**
 * What people read about a Shopify store, keyed, with {placeholders}: product stock words, an order's
 * statuses as visitors read them, the source an order answer cites, and what an owner is told when the
 * store refuses or cannot be reached. One table, so the words are reviewed and translated in one place.
 */
export const SHOPIFY_TEXTS = {
  inStock: 'in stock',
  inStockCount: '{count} in stock',
  soldOut: 'sold out',
  priceRange: '{min} to {max} {currency}',
  orderTitle: 'Order {name}',
  orderSource: 'Order lookup: {shop}',
  cancelled: 'cancelled',
  badToken:
    'Shopify refused this access token (HTTP 401). Copy the Admin API access token of the store’s custom app again (it starts with shpat_) and connect the store with it.',
  missingScopes:
    'The access token may not read this store’s {what}. Give the custom app the read_products, read_inventory and read_orders scopes, then install it again.',
  noStore: 'No Shopify store answers at {domain}. Check the store’s myshopify.com address.',
  frozen: 'The store {domain} is frozen or paused in Shopify (HTTP 402), so its data cannot be read.',
  unreachable: 'The store {domain} could not be reached: {reason}',
  busy: 'Shopify kept asking to slow down (throttled); the sync stopped and will run again.',
  tokenUnreadable: 'The store’s access token could not be opened; connect the store again.',
} as const;

export type ShopifyTextKey = keyof typeof SHOPIFY_TEXTS;

export function shopifyText(key: ShopifyTextKey, values: Record<string, string | number> = {}): string {
  return SHOPIFY_TEXTS[key].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}

/** Shopify's status enums (PARTIALLY_FULFILLED, IN_TRANSIT) as the words an order answer uses. */
export const statusWord = (value: string) => value.trim().replace(/_+/g, ' ').toLowerCase();
