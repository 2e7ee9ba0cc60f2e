/**
 * Two kinds of live-data question that name no record and search for none: a question about a whole
 * collection ("What are your current inventory levels?", "Show me all your products"), answered with
 * the collection's first records and its size, and a visitor asking after their own orders ("Can you
 * show me my recent orders?"), answered by asking for the order number: orders are only ever found by
 * their exact number (live-data.ts), so nobody is shown anyone else's orders.
 */
import type { FeedRecordType } from '../../../contract/knowledge.ts';
import { isStop, stem, words } from '../answering/knowledge-text.ts';

/** Words naming a collection of records, with the record types they name, best first. */
const COLLECTIONS = new Map<string, FeedRecordType[]>(
  (
    [
      ['inventory inventories stock', ['inventory', 'products']],
      ['product products catalog catalogue item items range', ['products', 'inventory']],
      ['listing listings property properties home homes house houses', ['listings']],
    ] as const
  ).flatMap(([names, types]) => names.split(' ').map((n) => [stem(n), [...types]] as const)),
);

/** Words asking about a collection as a whole, rather than for records with some property. */
const WHOLE = new Set(
  (
    'current currently level levels all list full entire whole overview summary everything now today right ' +
    'available availability have carry sell offer count number many much total left'
  )
    .split(' ')
    .map(stem),
);

/**
 * The record types a question asks about as a whole, best first, or null when it names no collection
 * or also asks for something particular ("red dresses" is a search, not an overview).
 */
export function collectionTypesOf(question: string): FeedRecordType[] | null {
  let types: FeedRecordType[] | null = null;
  for (const w of words(question)) {
    if (isStop(w)) continue;
    const s = stem(w);
    const named = COLLECTIONS.get(s);
    if (named) types ??= named;
    else if (!WHOLE.has(s)) return null;
  }
  return types;
}

const OWN_ORDERS =
  /\b(?:my|our|recent|latest|last|past|previous)\s+(?:\w+\s+)?orders?\b|\b(?:track|tracking|status of|where(?:'s| is| are))\s+(?:my\s+|our\s+|an?\s+|the\s+)?orders?\b/i;

/** Whether the visitor asks after their own orders without naming one. */
export const asksForOwnOrders = (question: string) => OWN_ORDERS.test(question);
