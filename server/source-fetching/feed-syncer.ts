/**
 * The live-data feed syncer: downloads a client's JSON or CSV feed (products, listings, inventory or
 * orders) through the Fetcher port and turns each record into a document: "Field: value" lines for
 * retrieval and the flat record for exact lookups. Orders keep only their id, status-type fields and
 * their owner (email, customer id: never shown, only compared with a verified visitor) and get no body,
 * so they are found by their exact number only (see server/domain/sources/live-data.ts).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { FeedFormat, FeedRecordType } from '../../contract/knowledge.ts';
import { DomainError } from '../domain/shared/index.ts';
import {
  type DocumentInput,
  type Fetcher,
  type KnowledgeSourceRecord,
  type SourceSyncer,
  ID_FIELDS,
  labelOf,
  normalKey,
  ownerFields,
  singularOf,
  visibleField,
} from '../domain/sources/index.ts';

export const MAX_RECORDS = 5000;
export const MAX_FIELDS = 50;
const MAX_VALUE = 1000;
const MAX_KEY = 100;
const MAX_FEED_BYTES = 20 * 1024 * 1024;

type Flat = Record<string, string | number | boolean>;

const fail = (message: string) => new DomainError('bad_request', message);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const primitive = (v: unknown): string | number | boolean | null => {
  if (typeof v === 'string') return v.trim().slice(0, MAX_VALUE);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  // A list of plain values ("sizes": ["S", "M"]) reads as one value.
  if (Array.isArray(v) && v.length > 0 && v.every((x) => ['string', 'number', 'boolean'].includes(typeof x)))
    return v.join(', ').slice(0, MAX_VALUE);
  return null;
};

/** Nested objects are flattened one level ("price.amount"); deeper structure is left out. */
export function flatten(record: Record<string, unknown>): Flat {
  const out: Flat = {};
  const put = (key: string, value: unknown) => {
    if (Object.keys(out).length >= MAX_FIELDS || key === '__proto__') return;
    const p = primitive(value);
    if (p === null || p === '') return;
    out[key.slice(0, MAX_KEY)] = p;
  };
  for (const [key, value] of Object.entries(record)) {
    if (isObject(value)) for (const [sub, v] of Object.entries(value)) put(`${key}.${sub}`, v);
    else put(key, value);
  }
  return out;
}

/** The records of a JSON feed: an array of objects, or the first array property of an object. */
export function jsonRecords(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw fail('The feed is not valid JSON');
  }
  const list = Array.isArray(parsed)
    ? parsed
    : isObject(parsed)
      ? Object.values(parsed).find((v): v is unknown[] => Array.isArray(v) && v.some(isObject))
      : undefined;
  const records = (list ?? []).filter(isObject);
  if (records.length === 0)
    throw fail('The feed has no list of records (expected an array of objects, or { "items": [...] })');
  return records;
}

export function csvRecords(text: string): Record<string, unknown>[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv<Record<string, string>>(text, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to_line: MAX_RECORDS + 1,
    });
  } catch {
    throw fail('The feed is not valid CSV (a header row and one record per line)');
  }
  if (rows.length === 0) throw fail('The CSV feed has no records below its header row');
  return rows;
}

/** The record field used as its id: the first candidate every record has, with no value repeated. */
export function detectIdField(recordType: FeedRecordType, records: Flat[]): string | null {
  const keys = new Map<string, string>();
  for (const r of records.slice(0, 50)) for (const k of Object.keys(r)) keys.set(normalKey(k), k);
  for (const candidate of ID_FIELDS[recordType]) {
    const key = keys.get(candidate);
    if (!key) continue;
    const values = records.map((r) => String(r[key] ?? '').trim());
    if (values.every((v) => v !== '') && new Set(values).size === values.length) return key;
  }
  return null;
}

const TITLE_FIELDS = [
  'name',
  'title',
  'productname',
  'product',
  'itemname',
  'headline',
  'address',
  'streetaddress',
];
const URL_FIELDS = ['url', 'link', 'producturl', 'listingurl', 'permalink', 'href'];

const fieldBy = (record: Flat, names: readonly string[]) => {
  const byKey = new Map(Object.entries(record).map(([k, v]) => [normalKey(k), v]));
  for (const n of names) {
    const v = byKey.get(n);
    if (v !== undefined && String(v).trim()) return String(v).trim();
  }
  return null;
};

/** One document per record: ref = its id (or row number), a title, "Field: value" lines, the flat data. */
export function recordDocuments(
  recordType: FeedRecordType,
  raw: Record<string, unknown>[],
): { docs: DocumentInput[]; idField: string | null } {
  const orders = recordType === 'orders';
  const flat = raw.slice(0, MAX_RECORDS).map(flatten);
  const idField = detectIdField(recordType, flat);
  const docs = flat.map((full, i): DocumentInput => {
    const id = idField ? String(full[idField]).trim() : null;
    // Orders keep their id, status-type fields and owner only: other customer details are never stored.
    const record: Flat = orders
      ? {
          ...Object.fromEntries(
            Object.entries(full).filter(([k]) => k === idField || visibleField('orders', k)),
          ),
          ...ownerFields(full),
        }
      : full;
    const name = orders ? null : fieldBy(full, TITLE_FIELDS);
    const title = (name ?? `${singularOf(recordType)} ${id ?? i + 1}`).slice(0, 200);
    const link = orders ? null : fieldBy(full, URL_FIELDS);
    const body = orders
      ? ''
      : [
          title,
          ...Object.entries(full)
            .filter(([k]) => visibleField(recordType, k))
            .map(([k, v]) => `${labelOf(k).replace(/^./, (c) => c.toUpperCase())}: ${String(v)}`),
        ].join('\n');
    return {
      ref: id ?? `row-${i + 1}`,
      title,
      url: link && /^https?:\/\//i.test(link) ? link.slice(0, 2000) : null,
      body,
      data: record,
    };
  });
  return { docs, idField };
}

/**
 * Fetches the feed with the source's secret as the Authorization header and saves the id field it
 * found in the source's settings (the console shows it; lookups match on it).
 */
export function createFeedSyncer(deps: {
  fetcher: Fetcher;
  saveSettings(source: KnowledgeSourceRecord, settings: Record<string, unknown>): Promise<void>;
}): SourceSyncer {
  return {
    kind: 'feed',
    async sync(source, _client, ctx) {
      const url = String(source.settings.url ?? '');
      const format = FeedFormat.safeParse(source.settings.format);
      const recordType = FeedRecordType.safeParse(source.settings.recordType);
      if (!url || !format.success || !recordType.success) throw fail('The feed settings are incomplete');
      ctx.progress({ done: 0, total: 1, current: url });
      const res = await deps.fetcher.get(url, {
        signal: ctx.signal,
        maxBytes: MAX_FEED_BYTES,
        headers: {
          accept: format.data === 'csv' ? 'text/csv, */*;q=0.5' : 'application/json, */*;q=0.5',
          ...(source.secret ? { authorization: source.secret } : {}),
        },
      });
      if (res.status === 401 || res.status === 403)
        throw fail(`The feed refused the credentials (HTTP ${res.status}); check the Authorization value`);
      if (res.status === 404) throw fail(`The feed was not found (HTTP 404) at ${res.url}`);
      if (res.status < 200 || res.status >= 300) throw fail(`The feed answered HTTP ${res.status}`);
      const text = res.body.toString('utf8');
      const raw = format.data === 'csv' ? csvRecords(text) : jsonRecords(text);
      const { docs, idField } = recordDocuments(recordType.data, raw);
      if (idField !== source.settings.idField)
        await deps.saveSettings(source, { ...source.settings, idField });
      ctx.progress({ done: 1, total: 1 });
      return docs;
    },
  };
}
