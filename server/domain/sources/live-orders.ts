/**
 * Orders a client's connected store answers live (Shopify: server/domain/shopify), on top of the
 * record lookup over stored feed records. An order is a person's record and more: whether it exists
 * is itself told to nobody unproven. So an order reference that no feed holds is, for a viewer with no
 * verified identity or proven email, `locked` without asking the store at all; for a proven viewer the
 * store is asked and the order given only when its email is theirs, else `locked` just the same; and
 * the confirmation code is offered in words that hold whether or not the order exists
 * (`concealedOwner`, used by domain/identity's personal records).
 */
import { asksForOwnOrders } from './live-data-overview.ts';
import type { KnowledgeSourcesRepo } from './knowledge-sources-ports.ts';
import type {
  LiveDataMatch,
  LiveRecord,
  LockedRecord,
  RecordLookup,
  RecordOwner,
  RecordViewer,
} from './live-data.ts';

/** Orders found in a business's own system at question time (a connected store). */
export interface LiveOrders {
  /** The order named `reference` and its owner, or null; throws when the store cannot be asked. */
  find(
    clientId: string,
    reference: string,
    signal?: AbortSignal,
  ): Promise<{ record: LiveRecord; owner: RecordOwner } | null>;
}

/** Source kinds whose orders are read live. */
const LIVE_ORDER_KINDS = new Set(['shopify']);
const NOBODY: RecordViewer = { userId: null, emails: [] };

const proven = (v: RecordViewer) => v.userId !== null || v.emails.length > 0;
const owns = (owner: RecordOwner, v: RecordViewer) =>
  (owner.id !== null && owner.id === v.userId) ||
  (owner.email !== null && v.emails.some((e) => e.toLowerCase() === owner.email));

/** An id a model's record lookup may mean as an order: "#1001", "1001", "#EU1001". */
const ORDER_LIKE = /^(?:#[A-Za-z0-9-]{1,40}|\d{3,20})$/;

const lockedMatch = (r: LockedRecord): LiveDataMatch => ({
  kind: 'locked',
  reference: r.reference,
  recordType: 'orders',
});

/** The order reference of a match that no feed record answered, or null. */
const unansweredOrder = (match: LiveDataMatch | null) =>
  match?.kind === 'not_found' && (match.recordType === 'orders' || match.recordType === null)
    ? match.reference
    : null;

/** How long "this client has a store" is trusted for the questions that merely might need it. */
const STORE_CHECK_MS = 5_000;

export function withLiveOrders(
  base: RecordLookup,
  deps: { orders: LiveOrders; repo: Pick<KnowledgeSourcesRepo, 'list'>; now: () => number },
): RecordLookup {
  const checked = new Map<string, { at: number; has: boolean }>();
  /** Read afresh for an order reference; within a few seconds' memory for the model's tool offer. */
  const hasStore = async (clientId: string, fresh = true) => {
    const known = checked.get(clientId);
    if (!fresh && known && deps.now() - known.at < STORE_CHECK_MS) return known.has;
    const has = (await deps.repo.list(clientId)).some((s) => LIVE_ORDER_KINDS.has(s.kind));
    if (checked.size > 10_000) checked.clear();
    checked.set(clientId, { at: deps.now(), has });
    return has;
  };
  const locked = (reference: string): LockedRecord => ({
    locked: true,
    reference: reference.replace(/^#/, ''),
    recordType: 'orders',
  });

  /** The order as this viewer may have it; an unproven viewer costs no call to the store. */
  const shown = async (clientId: string, reference: string, viewer: RecordViewer) => {
    if (!proven(viewer)) return locked(reference);
    let found: Awaited<ReturnType<LiveOrders['find']>>;
    try {
      found = await deps.orders.find(clientId, reference);
    } catch {
      // The store did not answer: locked, and the code step says the store cannot be reached.
      return locked(reference);
    }
    return found && owns(found.owner, viewer) ? found.record : locked(reference);
  };

  const api: RecordLookup = {
    ...base,
    async match(clientId, question, viewer = NOBODY) {
      const match = await base.match(clientId, question, viewer);
      const reference = unansweredOrder(match);
      if (reference === null || !(await hasStore(clientId))) return match;
      const r = await shown(clientId, reference, viewer);
      return 'locked' in r ? lockedMatch(r) : { kind: 'record', record: r };
    },
    async lookup(clientId, id, viewer = NOBODY) {
      const stored = await base.lookup(clientId, id, viewer);
      if (stored || !ORDER_LIKE.test(id.trim()) || !(await hasStore(clientId))) return stored;
      return shown(clientId, id, viewer);
    },
    async concealedOwner(clientId, reference) {
      if ((await base.ownerOf(clientId, reference)) || !(await hasStore(clientId))) return null;
      return async () => (await deps.orders.find(clientId, reference))?.owner ?? null;
    },
    async access(clientId, question, viewerOf) {
      let viewer: Promise<RecordViewer> | null = null;
      const reader = () => (viewer ??= viewerOf ? viewerOf() : Promise.resolve(NOBODY));
      const access = await base.access(clientId, question, viewerOf && reader);
      const reference = unansweredOrder(access.match);
      const ownOrders = access.match === null && asksForOwnOrders(question);
      // An order question reads the sources afresh; the tool offer may trust a few seconds' memory.
      const store =
        reference !== null || ownOrders || !access.available
          ? await hasStore(clientId, reference !== null)
          : null;
      if (store === false) return access;
      let match = access.match;
      if (store && reference !== null) {
        const r = await shown(clientId, reference, await reader());
        match = 'locked' in r ? lockedMatch(r) : { kind: 'record', record: r };
      } else if (store && ownOrders) match = { kind: 'order_number_needed' };
      return {
        ...access,
        match,
        available: access.available || store === true,
        async lookup(id) {
          const stored = await access.lookup(id);
          if (stored || !ORDER_LIKE.test(id.trim()) || !(await hasStore(clientId))) return stored;
          return shown(clientId, id, await reader());
        },
      };
    },
  };
  return api;
}
