/**
 * Live data from a client's feeds (products, listings, inventory, orders): finding the exact record a
 * question names ("order #10234", "SKU BM-204") and searching records by words, always among the asking
 * client's own feed records.
 *
 * The record fields a visitor may be told are decided in live-data-fields.ts (orders: status-type
 * fields only, found by exact number), what a question asks in live-data-question.ts; this file keeps
 * each client's records analysed per knowledge revision and answers lookups and searches over them.
 * An order is a person's: it is given only to a viewer verified as its owner (its email or customer id);
 * anyone else gets `locked`, which carries nothing of the record (row 49).
 */
import type { FeedRecordType } from '../../../contract/knowledge.ts';
import type { KnowledgeSourcesRepo, StoredRecord } from './knowledge-sources-ports.ts';
import { contentStems } from '../answering/knowledge-text.ts';
import {
  ID_FIELDS,
  labelOf,
  normalKey,
  OWNER_EMAIL_KEY,
  OWNER_ID_KEY,
  visibleField,
  type LiveField,
} from './live-data-fields.ts';
import { asksForOwnOrders, collectionTypesOf } from './live-data-overview.ts';
import {
  hasLimits,
  KIND_WORDS,
  limitsOf,
  needOf,
  ORDER_NUMBER,
  orderLike,
  referenceAlone,
  referencesIn,
  SEARCH_CUE,
  type Limits,
} from './live-data-question.ts';

export {
  ID_FIELDS,
  labelOf,
  normalKey,
  ownerFields,
  OWNER_EMAIL_KEY,
  OWNER_ID_KEY,
  singularOf,
  visibleField,
  type LiveField,
} from './live-data-fields.ts';

import type {
  LiveDataMatch,
  LiveRecord,
  LockedRecord,
  RecordLookup,
  RecordOwner,
  RecordViewer,
} from './live-data-types.ts';

export type {
  LiveDataAccess,
  LiveDataMatch,
  LiveRecord,
  LockedRecord,
  RecordLookup,
  RecordOwner,
  RecordViewer,
} from './live-data-types.ts';

interface Entry {
  record: StoredRecord;
  recordType: FeedRecordType;
  idField: string | null;
  /** Lower-cased values of the record's id-like fields. */
  ids: string[];
  /** Stems of the title and short field values (colour, category), not long descriptions. */
  stems: Set<string>;
  visible: LiveField[];
  /** A person's record (orders) and who that is; null for public catalogue records. */
  owner: RecordOwner | null;
}

const NOBODY: RecordViewer = { userId: null, emails: [] };

/** A personal record is the viewer's when a verified id or a proven email is the record's owner's. */
const ownedBy = (owner: RecordOwner, viewer: RecordViewer) =>
  (owner.id !== null && viewer.userId !== null && owner.id === viewer.userId) ||
  (owner.email !== null && viewer.emails.some((e) => e.toLowerCase() === owner.email));

interface ClientRecords {
  revision: number;
  entries: Entry[];
  byId: Map<string, Entry>;
  /** Some feed holds orders: then an order number is answered the same whether or not it exists. */
  hasOrders: boolean;
}

const RECORD_TYPES = new Set<string>(['products', 'listings', 'inventory', 'orders']);
const SHORT_VALUE = 60;
const MAX_SHOWN_FIELDS = 8;

const text = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

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
      (await repo.list(clientId))
        .filter((s) => s.kind === 'feed' || s.kind === 'shopify')
        .map((s) => [s.id, s.settings] as const),
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
        owner:
          recordType === 'orders'
            ? {
                email: typeof record.data[OWNER_EMAIL_KEY] === 'string' ? record.data[OWNER_EMAIL_KEY] : null,
                id: record.data[OWNER_ID_KEY] === undefined ? null : text(record.data[OWNER_ID_KEY]),
              }
            : null,
      };
      entries.push(entry);
      for (const id of ids) if (!byId.has(id)) byId.set(id, entry);
    }
    return { revision, entries, byId, hasOrders: entries.some((e) => e.recordType === 'orders') };
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

  /** The record as this viewer may have it: a person's record only for that person. */
  const shown = (e: Entry, reference: string, viewer: RecordViewer): LiveRecord | LockedRecord =>
    e.owner && !ownedBy(e.owner, viewer)
      ? { locked: true, reference: reference.replace(/^#/, ''), recordType: e.recordType }
      : toLive(e);

  const matchIn = (all: ClientRecords, question: string, viewer: RecordViewer): LiveDataMatch | null => {
    const refs = referencesIn(question);
    // An order number ("order 10234", "#10234", the number alone) is answered alike whether or not it
    // exists; a number inside other words finds only the viewer's own orders: neither way tells.
    const alone = referenceAlone(question, refs);
    const named = (ref: (typeof refs)[number]) => ref.explicit || alone;
    for (const ref of refs) {
      const e = find(all, ref.value);
      if (!e || (e.owner && !named(ref) && !ownedBy(e.owner, viewer))) continue;
      const r = shown(e, ref.value, viewer);
      return 'locked' in r
        ? { kind: 'locked', reference: r.reference, recordType: r.recordType }
        : { kind: 'record', record: r };
    }
    const order = all.hasOrders ? refs.find((r) => named(r) && orderLike(r)) : undefined;
    if (order) return { kind: 'locked', reference: order.value, recordType: 'orders' };
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
  };

  const api: RecordLookup = {
    match: async (clientId, question, viewer = NOBODY) =>
      matchIn(await recordsOf(clientId), question, viewer),
    async lookup(clientId, id, viewer = NOBODY) {
      const e = find(await recordsOf(clientId), id);
      return e ? shown(e, id, viewer) : null;
    },
    async ownerOf(clientId, id) {
      return find(await recordsOf(clientId), id)?.owner ?? null;
    },
    async search(clientId, query, opts = {}) {
      const { matches } = searchIn(await recordsOf(clientId), query, opts);
      return matches.slice(0, opts.limit ?? 5).map(toLive);
    },
    async hasRecords(clientId) {
      return (await recordsOf(clientId)).entries.length > 0;
    },
    async access(clientId, question, viewerOf) {
      // One read of the client's records (and of its knowledge revision) for both answers, every question.
      const all = await recordsOf(clientId);
      let viewer: Promise<RecordViewer> | null = null;
      const reader = () => (viewer ??= viewerOf ? viewerOf() : Promise.resolve(NOBODY));
      // Nobody owns a personal record: a locked match is read again for the viewer, once known.
      let match = matchIn(all, question, NOBODY);
      // A number inside other words finds an order only for its owner: read the viewer for that too.
      const bare = () => referencesIn(question).some((r) => !r.explicit && find(all, r.value)?.owner);
      if ((match?.kind === 'locked' || bare()) && viewerOf) match = matchIn(all, question, await reader());
      return {
        match,
        available: all.entries.length > 0,
        async lookup(id) {
          const e = find(all, id);
          // An unknown order number is locked as a real one is: the model cannot tell them apart.
          if (!e)
            return all.hasOrders && ORDER_NUMBER.test(id.trim())
              ? { locked: true, reference: id.trim().replace(/^#/, ''), recordType: 'orders' }
              : null;
          return shown(e, id, e.owner ? await reader() : NOBODY);
        },
        search: (query, recordType) => api.search(clientId, query, { recordType }),
      };
    },
  };
  return api;
}
