/**
 * What the Shopify capability needs from outside: one GraphQL call to a store's Admin API (the HTTP,
 * the query cost and its waits live in server/source-fetching/shopify-admin.ts), the sources' storage
 * and the SecretBox that seals the access token.
 */

/** Where a store's Admin API answers and the token it takes (opened from its seal only for the call). */
export interface ShopConnection {
  /** The store's origin: https://acme.myshopify.com (or a loopback stand-in where allowed). */
  origin: string;
  apiVersion: string;
  accessToken: string;
}

/** Why a call to a store failed, as the domain decides what to tell (a wrong token, no such store). */
export type ShopifyFailureReason =
  'unauthorized' | 'forbidden' | 'not_found' | 'payment_required' | 'throttled' | 'unavailable' | 'graphql';

export class ShopifyFailure extends Error {
  override name = 'ShopifyFailure';
  constructor(
    readonly reason: ShopifyFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One GraphQL query to the Admin API: `data` on success. The adapter honours the store's query cost
 * (waits before a query the bucket cannot pay for, retries THROTTLED a few times) and throws
 * ShopifyFailure for anything else; it never puts the token in an error or a log line.
 */
export interface ShopifyAdmin {
  query<T>(
    shop: ShopConnection,
    query: string,
    variables: Record<string, unknown>,
    signal?: AbortSignal,
    /**
     * The whole call, waits for points included, ends within this (default 30 s a request): a lookup
     * while a visitor waits fails as throttled rather than waiting for a drained bucket.
     */
    deadlineMs?: number,
  ): Promise<T>;
}
