/**
 * Shopify: a client connects its store with the store's address and an Admin API access token (tested
 * against the store first, sealed at rest, never shown again). The store is a knowledge source of kind
 * `shopify`: its active products, with prices, variants and stock, are synced through the GraphQL Admin
 * API a page at a time and become searchable records like a feed's; its orders are never stored but
 * read live when a visitor names one, and given only to the visitor proven to be the buyer (the
 * personal-record gate of domain/identity, through the record lookup's live orders). The HTTP, the
 * query cost and its waits are the ShopifyAdmin port's (server/source-fetching/shopify-admin.ts).
 */
export * from './shopify-ports.ts';
export { createShopifyStores, type ShopifyStoresService } from './shopify-stores.ts';
export { createShopifySyncer, MAX_PRODUCTS } from './shopify-syncer.ts';
export { createShopifyOrders, orderName } from './shopify-orders.ts';
export { shopAddress, graphqlEndpoint, type ShopAddress } from './shop-address.ts';
export { SHOPIFY_TEXTS } from './shopify-texts.ts';
