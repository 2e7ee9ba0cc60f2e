/**
 * Live data from a client's feeds (products, listings, inventory, orders): finding the exact record a
 * question names ("order #10234", "SKU BM-204") and searching records by words, always among the asking
 * client's own feed records.
 *
 * Privacy policy: knowing an order number is the only key a visitor has, so orders are never searched
 * or indexed for retrieval, only looked up by their exact number, and an order answer states only
 * status-type fields (ORDER_FIELDS): status, fulfilment, carrier, tracking number, shipping method and
 * the order/ship/delivery dates. Customer names, emails, phones, addresses, totals and line items are
 * never told (the feed syncer does not even store them). Other record types are public catalogue data;
 * only contact and secret-looking fields (PRIVATE_FIELD) are left out.
 */
import type { Source } from '../../../contract/chat.ts';
import type { FeedRecordType } from '../../../contract/knowledge.ts';
import type { KnowledgeSourcesRepo, StoredRecord } from './knowledge-sources-ports.ts';
import { contentStems, isStop, stem, words } from '../answering/knowledge-text.ts';
import { asksForOwnOrders, collectionTypesOf } from './live-data-overview.ts';

/** A field name compared case- and separator-insensitively: "order_number", "orderNumber" → "ordernumber". */
export const normalKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Candidate id fields per record type, best first (normalised names). */
export const ID_FIELDS: Record<FeedRecordType, readonly string[]> = {
  orders: ['ordernumber', 'orderno', 'ordernum', 'orderid', 'number', 'reference', 'id'],
  products: ['sku', 'productid', 'itemid', 'code', 'id'],
  inventory: ['sku', 'itemid', 'productid', 'code', 'id'],
  listings: ['mls', 'mlsnumber', 'mlsid', 'listingid', 'reference', 'id'],
};

/** Status-type order fields a visitor may be told (matched on the normalised name). */
const ORDER_FIELDS =
  /status|fulfil|carrier|tracking(?:number|no|code|id)?$|shippingmethod|deliverymethod|estimateddelivery|deliverydate|deliveryestimate|expecteddelivery|eta$|shippedat|shippeddate|shipdate|deliveredat|delivereddate|dispatch|orderdate|placedat|createdat/;
/** Personal fields that never go with an order, even when their name looks like a status field. */
const ORDER_PERSONAL =
  /name|email|phone|mobile|address|street|city|zip|postal|customer|billing|buyer|recipient|url$|link$/;
/** Contact, internal and secret-looking fields of catalogue records (a listing's address is public). */
const CATALOGUE_PRIVATE =
  /email|phone|mobile|password|secret|token|apikey|^ip$|ipaddress|customer|buyer|owner|internal|note|wholesale|supplier|costprice|url$|link$/;

/** Whether a visitor may be told this field of a record of this type. */
export function visibleField(recordType: FeedRecordType, key: string): boolean {
  const k = normalKey(key);
  if (recordType === 'orders') return ORDER_FIELDS.test(k) && !ORDER_PERSONAL.test(k);
  return !CATALOGUE_PRIVATE.test(k);
}

const SINGULAR: Record<FeedRecordType, string> = {
  products: 'Product',
  listings: 'Listing',
  inventory: 'Item',
  orders: 'Order',
};
export const singularOf = (t: FeedRecordType) => SINGULAR[t];

/** "estimated_delivery" → "estimated delivery", "price.amount" → "price amount". */
export const labelOf = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._\-\s]+/g, ' ')
    .trim()
    .toLowerCase();

export interface LiveField {
  key: string;
  label: string;
  value: string;
}

/** A feed record as a visitor may see it: its visible fields only. */
export interface LiveRecord {
  recordType: FeedRecordType;
  id: string | null;
  title: string;
  fields: LiveField[];
  source: Source;
}

export type LiveDataMatch =
  /** The question names a record's id and it exists. */
  | { kind: 'record'; record: LiveRecord }
  /** The question names an order number (or SKU, listing id) that no feed of the client has. */
  | { kind: 'not_found'; reference: string; recordType: FeedRecordType | null }
  /** A product or listing search that found records; `total` counts all matches. */
  | { kind: 'search'; recordType: FeedRecordType; records: LiveRecord[]; total: number }
  /** A question about a whole collection ("your inventory levels"): its first records and its size. */
  | { kind: 'overview'; recordType: FeedRecordType; records: LiveRecord[]; total: number }
  /** The visitor asks after their own orders without a number: only the number finds one. */
  | { kind: 'order_number_needed' };

/** What a provider gets for one question: the match found up front and the client-bound record tools. */
export interface LiveDataAccess {
  match: LiveDataMatch | null;
  /** The client has feed records (the model is offered the record tools only then). */
  available: boolean;
  lookup(id: string): Promise<LiveRecord | null>;
  search(query: string, recordType?: FeedRecordType): Promise<LiveRecord[]>;
}

export interface RecordLookup {
  /** What the question asks of live data, or null when it names no record and searches none. */
  match(clientId: string, question: string): Promise<LiveDataMatch | null>;
  /** The record with exactly this id (an order number, SKU, listing id) among the client's feeds. */
  lookup(clientId: string, id: string): Promise<LiveRecord | null>;
  /** Catalogue records (never orders) matching the words and price/bedroom limits of the query. */
  search(
    clientId: string,
    query: string,
    opts?: { recordType?: FeedRecordType; limit?: number },
  ): Promise<LiveRecord[]>;
  hasRecords(clientId: string): Promise<boolean>;
  /** The client-bound access handed to an answer provider. */
  access(clientId: string, question: string): Promise<LiveDataAccess>;
}

interface Entry {
  record: StoredRecord;
  recordType: FeedRecordType;
  idField: string | null;
  /** Lower-cased values of the record's id-like fields. */
  ids: string[];
  /** Stems of the title and short field values (colour, category), not long descriptions. */
  stems: Set<string>;
  visible: LiveField[];
}

interface ClientRecords {
  revision: number;
  entries: Entry[];
  byId: Map<string, Entry>;
}

const RECORD_TYPES = new Set<string>(['products', 'listings', 'inventory', 'orders']);
const SHORT_VALUE = 60;
const MAX_SHOWN_FIELDS = 8;

const text = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Words of a reference to a record ("order number", "SKU") and the type each points to. */
const REFERENCE_WORDS: Record<string, FeedRecordType | null> = {
  order: 'orders',
  orders: 'orders',
  sku: 'products',
  item: 'products',
  product: 'products',
  listing: 'listings',
  mls: 'listings',
  reference: null,
  ref: null,
  confirmation: 'orders',
  invoice: 'orders',
};
const REFERENCE_FILLER = new Set(['number', 'no', 'num', 'nr', 'id', 'code', 'is', 'was', 'my', 'of', 'the']);

/** Words that ask for a catalogue search, or name what is searched, rather than its properties. */
const SEARCH_CUE =
  /\b(do you (?:have|sell|carry|stock)|have you got|got any|any\b|looking for|show me|in stock|available|for sale|listings?|products?|homes?|houses?|apartments?|condos?|propert(?:y|ies)|items?|inventory|sell|carry|under \$|below \$|how much (?:is|are|does|do))\b/i;
const SEARCH_WORDS = new Set(
  (
    'have sell carry stock stocked available availability sale find show ' +
    'under below over above less more than cheaper cheap cost costs price prices priced budget dollar dollars usd ' +
    'bedroom bedrooms bed beds br bd bathroom bathrooms bath baths ba between around about least max maximum min minimum much many'
  )
    .split(' ')
    .map(stem),
);

/** Names of what is searched: required only when some record has them ("condo"), else dropped ("listings"). */
const KIND_WORDS = new Set(
  'listing product item inventory home house property properties apartment condo'.split(' ').map(stem),
);

interface Limits {
  maxPrice: number | null;
  minPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
}

const amount = (digits: string, k?: string) => {
  const n = Number(digits.replace(/,/g, ''));
  return k ? n * 1000 : n;
};

function limitsOf(q: string): Limits {
  const max =
    /(?:under|below|less than|cheaper than|at most|up to|max(?:imum)?|<)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/i.exec(
      q,
    );
  const min = /(?:over|above|more than|at least|min(?:imum)?|>)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/i.exec(
    q,
  );
  const beds = /\b(\d{1,2})[\s-]*(?:bed(?:room)?s?|br|bd)\b/i.exec(q);
  const baths = /\b(\d{1,2}(?:\.5)?)[\s-]*(?:bath(?:room)?s?|ba)\b/i.exec(q);
  return {
    maxPrice: max ? amount(max[1]!, max[2]) : null,
    minPrice: min ? amount(min[1]!, min[2]) : null,
    bedrooms: beds ? Number(beds[1]) : null,
    bathrooms: baths ? Number(baths[1]) : null,
  };
}

/** The first number in a value ("$89.00", "1,250,000", "3") or null. */
const numberIn = (value: string) => {
  const m = /-?\d[\d,]*(?:\.\d+)?/.exec(value);
  return m ? Number(m[0].replace(/,/g, '')) : null;
};

const fieldNumber = (e: Entry, test: RegExp) => {
  for (const [key, value] of Object.entries(e.record.data)) {
    const k = normalKey(key);
    if (test.test(k)) {
      const n = numberIn(text(value));
      if (n !== null) return n;
    }
  }
  return null;
};
const PRICE_FIELD =
  /^(price|saleprice|listprice|askingprice|amount|priceamount|pricevalue|currentprice)$|price$/;

function withinLimits(e: Entry, l: Limits): boolean {
  if (l.maxPrice !== null || l.minPrice !== null) {
    const price = fieldNumber(e, PRICE_FIELD);
    if (price === null) return false;
    if (l.maxPrice !== null && price > l.maxPrice) return false;
    if (l.minPrice !== null && price < l.minPrice) return false;
  }
  if (l.bedrooms !== null && fieldNumber(e, /bed/) !== l.bedrooms) return false;
  if (l.bathrooms !== null && fieldNumber(e, /bath/) !== l.bathrooms) return false;
  return true;
}

const hasLimits = (l: Limits) =>
  l.maxPrice !== null || l.minPrice !== null || l.bedrooms !== null || l.bathrooms !== null;

/**
 * The words a record must have, each with its spellings ("scarves" is a "scarf"); search words, numbers
 * and stop words are left out.
 */
function needOf(query: string): string[][] {
  const out = new Map<string, string[]>();
  for (const w of words(query)) {
    if (isStop(w) || w.length < 2 || /^\d/.test(w)) continue;
    const s = stem(w);
    if (SEARCH_WORDS.has(s) || out.has(s)) continue;
    const alternatives = [s];
    if (w.endsWith('ves')) alternatives.push(stem(`${w.slice(0, -3)}f`), stem(`${w.slice(0, -3)}fe`));
    out.set(s, alternatives);
  }
  return [...out.values()];
}

/** Tokens of the question that may be record ids: they carry a digit; "$100" and "3" are not ids. */
function referencesIn(question: string) {
  const tokens = [...question.matchAll(/[#$]?[A-Za-z0-9](?:[A-Za-z0-9_./-]*[A-Za-z0-9])?/g)].map((m) => m[0]);
  const out: { value: string; explicit: boolean; recordType: FeedRecordType | null }[] = [];
  tokens.forEach((token, i) => {
    if (token.startsWith('$') || !/\d/.test(token)) return;
    const hash = token.startsWith('#');
    const value = hash ? token.slice(1) : token;
    if (value.length < 3 && !hash) return;
    let keyword: string | null = null;
    for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
      const w = tokens[j]!.toLowerCase().replace(/^#/, '');
      if (w in REFERENCE_WORDS) {
        keyword = w;
        break;
      }
      if (!REFERENCE_FILLER.has(w)) break;
    }
    // A bare short number after "listing" ("listing 3 bedrooms") is a count, not an id.
    const explicit = hash || (keyword !== null && (value.length >= 3 || /[a-z]/i.test(value)));
    out.push({ value, explicit, recordType: keyword ? (REFERENCE_WORDS[keyword] ?? null) : null });
  });
  return out;
}

/**
 * The domain's record lookup over KnowledgeSourcesRepo.records(clientId): one client's feed records,
 * analysed once per knowledge revision and kept in memory (feeds are capped at a few thousand records).
 */
export function createRecordLookup(deps: {
  repo: Pick<KnowledgeSourcesRepo, 'list' | 'records' | 'revision'>;
}): RecordLookup {
  const { repo } = deps;
  const cache = new Map<string, ClientRecords>();
  const loading = new Map<string, Promise<ClientRecords>>();

  const load = async (clientId: string, revision: number): Promise<ClientRecords> => {
    const sources = new Map(
      (await repo.list(clientId)).filter((s) => s.kind === 'feed').map((s) => [s.id, s.settings] as const),
    );
    const entries: Entry[] = [];
    const byId = new Map<string, Entry>();
    for (const record of await repo.records(clientId)) {
      const settings = sources.get(record.sourceId);
      if (!settings) continue;
      const recordType = RECORD_TYPES.has(String(settings.recordType))
        ? (settings.recordType as FeedRecordType)
        : 'products';
      const idField = typeof settings.idField === 'string' ? settings.idField : null;
      const idKeys = new Set(ID_FIELDS[recordType]);
      const ids = Object.entries(record.data)
        .filter(([k]) => k === idField || idKeys.has(normalKey(k)))
        .map(([, v]) => text(v).trim().toLowerCase().replace(/^#/, ''))
        .filter((v) => v.length > 0);
      const visible: LiveField[] = [];
      const short: string[] = [record.title];
      for (const [key, value] of Object.entries(record.data)) {
        const v = text(value).trim();
        if (!v || !visibleField(recordType, key)) continue;
        visible.push({ key, label: labelOf(key), value: v });
        if (v.length <= SHORT_VALUE) short.push(v);
      }
      const entry: Entry = {
        record,
        recordType,
        idField,
        ids,
        stems: new Set(recordType === 'orders' ? [] : contentStems(short.join(' '))),
        visible,
      };
      entries.push(entry);
      for (const id of ids) if (!byId.has(id)) byId.set(id, entry);
    }
    return { revision, entries, byId };
  };

  const recordsOf = async (clientId: string): Promise<ClientRecords> => {
    const revision = await repo.revision(clientId);
    const cached = cache.get(clientId);
    if (cached && cached.revision === revision) return cached;
    const running = loading.get(clientId);
    if (running) return running;
    const p = load(clientId, revision).finally(() => loading.delete(clientId));
    loading.set(clientId, p);
    const loaded = await p;
    cache.set(clientId, loaded);
    return loaded;
  };

  const toLive = (e: Entry): LiveRecord => ({
    recordType: e.recordType,
    id: e.idField ? text(e.record.data[e.idField]) || null : null,
    title: e.record.title,
    // The id and name fields repeat what the title already says.
    fields: e.visible
      .filter((f) => f.key !== e.idField && f.value !== e.record.title)
      .slice(0, MAX_SHOWN_FIELDS * 2),
    source: { kind: 'data', title: e.record.title, url: e.record.url },
  });

  const find = (all: ClientRecords, id: string) => all.byId.get(id.trim().toLowerCase().replace(/^#/, ''));

  const searchIn = (
    all: ClientRecords,
    query: string,
    opts: { recordType?: FeedRecordType; limit?: number; needCue?: boolean },
  ) => {
    if (opts.recordType === 'orders') return { matches: [] as Entry[] };
    const limits = limitsOf(query);
    const eligible = all.entries.filter(
      (e) => e.recordType !== 'orders' && (!opts.recordType || e.recordType === opts.recordType),
    );
    const need = needOf(query).filter(
      (alternatives) =>
        !KIND_WORDS.has(alternatives[0]!) || eligible.some((e) => alternatives.some((s) => e.stems.has(s))),
    );
    if (opts.needCue && !SEARCH_CUE.test(query) && !hasLimits(limits)) return { matches: [] as Entry[] };
    if (need.length === 0 && !hasLimits(limits)) return { matches: [] as Entry[] };
    const matches = eligible.filter(
      (e) =>
        need.every((alternatives) => alternatives.some((s) => e.stems.has(s))) && withinLimits(e, limits),
    );
    return { matches };
  };

  const overviewIn = (all: ClientRecords, question: string): LiveDataMatch | null => {
    for (const recordType of collectionTypesOf(question) ?? []) {
      const records = all.entries.filter((e) => e.recordType === recordType);
      if (records.length > 0)
        return {
          kind: 'overview',
          recordType,
          records: records.slice(0, 5).map(toLive),
          total: records.length,
        };
    }
    return null;
  };

  const api: RecordLookup = {
    async match(clientId, question) {
      const all = await recordsOf(clientId);
      const refs = referencesIn(question);
      for (const ref of refs) {
        const e = find(all, ref.value);
        if (e) return { kind: 'record', record: toLive(e) };
      }
      const explicit = refs.find((r) => r.explicit);
      if (explicit) return { kind: 'not_found', reference: explicit.value, recordType: explicit.recordType };
      if (all.entries.length === 0) return null;
      if (asksForOwnOrders(question) && all.entries.some((e) => e.recordType === 'orders'))
        return { kind: 'order_number_needed' };
      const { matches } = searchIn(all, question, { needCue: true });
      if (matches.length === 0) return overviewIn(all, question);
      const first = matches[0]!;
      const sameType = matches.filter((e) => e.recordType === first.recordType);
      return {
        kind: 'search',
        recordType: first.recordType,
        records: sameType.slice(0, 3).map(toLive),
        total: sameType.length,
      };
    },
    async lookup(clientId, id) {
      const e = find(await recordsOf(clientId), id);
      return e ? toLive(e) : null;
    },
    async search(clientId, query, opts = {}) {
      const { matches } = searchIn(await recordsOf(clientId), query, opts);
      return matches.slice(0, opts.limit ?? 5).map(toLive);
    },
    async hasRecords(clientId) {
      return (await recordsOf(clientId)).entries.length > 0;
    },
    async access(clientId, question) {
      const [match, available] = await Promise.all([api.match(clientId, question), api.hasRecords(clientId)]);
      return {
        match,
        available,
        lookup: (id) => api.lookup(clientId, id),
        search: (query, recordType) => api.search(clientId, query, { recordType }),
      };
    },
  };
  return api;
}
