/**
 * What a visitor's question asks of live data, read from its words: the record ids it names ("order
 * #10234", "SKU BM-204") and of which type, whether it asks for a catalogue search, the words a found
 * record must have, and its price and bedroom limits ("under $500k", "3 bed").
 */
import type { FeedRecordType } from '../../../contract/knowledge.ts';
import { isStop, stem, words } from '../answering/knowledge-text.ts';

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
export const SEARCH_CUE =
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
export const KIND_WORDS = new Set(
  'listing product item inventory home house property properties apartment condo'.split(' ').map(stem),
);

export interface Limits {
  maxPrice: number | null;
  minPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
}

const amount = (digits: string, k?: string) => {
  const n = Number(digits.replace(/,/g, ''));
  return k ? n * 1000 : n;
};

export function limitsOf(q: string): Limits {
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

export const hasLimits = (l: Limits) =>
  l.maxPrice !== null || l.minPrice !== null || l.bedrooms !== null || l.bathrooms !== null;

/**
 * The words a record must have, each with its spellings ("scarves" is a "scarf"); search words, numbers
 * and stop words are left out.
 */
export function needOf(query: string): string[][] {
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
export function referencesIn(question: string) {
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

/** An id that reads as an order number when nothing names its kind: digits alone. */
export const ORDER_NUMBER = /^#?\d{3,}$/;
/** "it's 10234", "#10234 please": a reply that is a reference, give or take a few words. */
const MAX_WORDS_BESIDE = 3;

export const orderLike = (ref: { value: string; recordType: FeedRecordType | null }) =>
  ref.recordType === 'orders' || (ref.recordType === null && ORDER_NUMBER.test(ref.value));

/**
 * The question is one reference and at most a few words beside it. Six digits alone are the shape of a
 * mailed code (typed late, or after its tries), so they are not read as a reference.
 */
export function referenceAlone(question: string, refs: { value: string }[]): boolean {
  if (refs.length !== 1 || /^\d{6}$/.test(refs[0]!.value)) return false;
  const beside = question
    .replace(refs[0]!.value, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return beside.length <= MAX_WORDS_BESIDE;
}
