/**
 * The Shopify Admin API's GraphQL protocol over the egress Fetcher: POST
 * /admin/api/<version>/graphql.json with the X-Shopify-Access-Token header, `{ data, errors,
 * extensions.cost }` back. Shopify meters queries with a leaky bucket per app and store
 * (`throttleStatus`: maximumAvailable, currentlyAvailable, restoreRate points a second); this client
 * remembers each store's bucket and each query's requested cost, waits before a query the bucket
 * cannot pay for yet, and on a THROTTLED answer waits for the points and asks again (a few times).
 * The token goes into the header only: never into an error, a log line or a URL.
 */
import { DomainError } from '../domain/shared/index.ts';
import {
  graphqlEndpoint,
  ShopifyFailure,
  type ShopConnection,
  type ShopifyAdmin,
} from '../domain/shopify/index.ts';
import type { Fetcher } from '../domain/sources/index.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const DEADLINE_MS = 30_000;
/** THROTTLED answers tried again before the call fails. */
export const THROTTLE_RETRIES = 5;
/** The longest single wait for points (a bucket refills 50–1,000 points a second). */
const MAX_WAIT_MS = 30_000;

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface Bucket extends ThrottleStatus {
  /** When currentlyAvailable was reported (ms on the injected clock). */
  at: number;
}

interface GraphqlBody {
  data?: unknown;
  errors?: unknown;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
}

const isStatus = (t: unknown): t is ThrottleStatus =>
  typeof t === 'object' &&
  t !== null &&
  ['maximumAvailable', 'currentlyAvailable', 'restoreRate'].every(
    (k) => typeof (t as Record<string, unknown>)[k] === 'number',
  );

/** Shopify's errors: a string (REST-style 401 body) or a list of `{ message, extensions: { code } }`. */
function errorsOf(errors: unknown): { message: string; code: string | null }[] {
  if (typeof errors === 'string') return [{ message: errors, code: null }];
  if (!Array.isArray(errors)) return [];
  return errors.map((e: unknown) => {
    const o = (typeof e === 'object' && e !== null ? e : {}) as {
      message?: unknown;
      extensions?: { code?: unknown };
    };
    return {
      message: typeof o.message === 'string' ? o.message.slice(0, 300) : 'unknown error',
      code: typeof o.extensions?.code === 'string' ? o.extensions.code : null,
    };
  });
}

const STATUS_FAILURES: Record<number, [ShopifyFailure['reason'], string]> = {
  401: ['unauthorized', 'the access token was refused (HTTP 401)'],
  402: ['payment_required', 'the store is frozen (HTTP 402)'],
  403: ['forbidden', 'access denied (HTTP 403)'],
  404: ['not_found', 'no store at this address (HTTP 404)'],
  423: ['payment_required', 'the store is locked (HTTP 423)'],
};

export function createShopifyAdmin(deps: {
  fetcher: Fetcher;
  /** Milliseconds on the injected clock. */
  now: () => number;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}): ShopifyAdmin {
  const buckets = new Map<string, Bucket>();
  /** What each query text asked for last time, per store: the price of asking it again. */
  const costs = new Map<string, number>();

  /** Milliseconds until the store's bucket holds `points`, by its last report and restore rate. */
  const waitFor = (origin: string, points: number) => {
    const b = buckets.get(origin);
    if (!b || b.restoreRate <= 0 || points > b.maximumAvailable) return 0;
    const now = Math.min(
      b.maximumAvailable,
      b.currentlyAvailable + ((deps.now() - b.at) / 1000) * b.restoreRate,
    );
    if (now >= points) return 0;
    return Math.min(MAX_WAIT_MS, Math.ceil(((points - now) / b.restoreRate) * 1000));
  };

  const pause = async (ms: number, signal: AbortSignal | undefined) => {
    if (ms <= 0) return;
    await deps.wait(ms, signal ?? new AbortController().signal);
    if (signal?.aborted) throw new DomainError('conflict', 'The sync was stopped');
  };

  return {
    async query<T>(
      shop: ShopConnection,
      query: string,
      variables: Record<string, unknown>,
      signal?: AbortSignal,
      deadlineMs?: number,
    ): Promise<T> {
      const costKey = `${shop.origin} ${query}`;
      const endsAt = deadlineMs === undefined ? null : deps.now() + deadlineMs;
      /** Waits `ms` unless that would overrun the call's deadline, which fails it as throttled. */
      const waitWithin = async (ms: number) => {
        if (endsAt !== null && deps.now() + ms >= endsAt)
          throw new ShopifyFailure('throttled', 'the store is busy (its query budget is spent)');
        await pause(ms, signal);
      };
      for (let attempt = 0; ; attempt++) {
        await waitWithin(waitFor(shop.origin, costs.get(costKey) ?? 0));
        const res = await deps.fetcher.get(graphqlEndpoint(shop.origin, shop.apiVersion), {
          method: 'POST',
          body: JSON.stringify({ query, variables }),
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-shopify-access-token': shop.accessToken,
          },
          signal,
          maxBytes: MAX_BYTES,
          deadlineMs: endsAt === null ? DEADLINE_MS : Math.max(1, endsAt - deps.now()),
          // The Admin API answers where it is asked; a redirect means the address is not the store's.
          follow: () => false,
        });
        const known = STATUS_FAILURES[res.status];
        if (known) throw new ShopifyFailure(known[0], known[1]);
        if (res.status >= 300 && res.status < 400)
          throw new ShopifyFailure('not_found', `it redirects elsewhere (HTTP ${res.status})`);
        if (res.status === 429 && attempt < THROTTLE_RETRIES) {
          await waitWithin(Math.min(MAX_WAIT_MS, 1000 * 2 ** attempt));
          continue;
        }
        if (res.status === 429) throw new ShopifyFailure('throttled', 'too many requests (HTTP 429)');
        if (res.status < 200 || res.status >= 300)
          throw new ShopifyFailure('unavailable', `Shopify answered HTTP ${res.status}`);
        let body: GraphqlBody;
        try {
          body = JSON.parse(res.body.toString('utf8')) as GraphqlBody;
        } catch {
          throw new ShopifyFailure('unavailable', 'the answer was not JSON');
        }
        const cost = body.extensions?.cost;
        if (isStatus(cost?.throttleStatus))
          buckets.set(shop.origin, { ...cost.throttleStatus, at: deps.now() });
        if (typeof cost?.requestedQueryCost === 'number') costs.set(costKey, cost.requestedQueryCost);
        const errors = errorsOf(body.errors);
        if (errors.some((e) => e.code === 'THROTTLED')) {
          if (attempt >= THROTTLE_RETRIES) throw new ShopifyFailure('throttled', 'throttled by Shopify');
          // The next turn waits for the points the query asked, as just reported; unsaid, a second.
          if (typeof cost?.requestedQueryCost !== 'number') await waitWithin(1000);
          continue;
        }
        const denied = errors.find((e) => e.code === 'ACCESS_DENIED');
        if (denied) throw new ShopifyFailure('forbidden', denied.message);
        if (errors.length > 0) throw new ShopifyFailure('graphql', errors[0]!.message);
        if (typeof body.data !== 'object' || body.data === null)
          throw new ShopifyFailure('unavailable', 'the answer held no data');
        return body.data as T;
      }
    },
  };
}
