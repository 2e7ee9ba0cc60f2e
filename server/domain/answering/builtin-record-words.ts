/**
 * A feed record's fields said in words: a price with its currency ("$649.00"), stock as "in stock" or
 * "out of stock", an order's status as a phrase ("has shipped"). Values still come only from the
 * record; what is not recognised is stated as "label value".
 */
import type { LiveField } from '../sources/live-data.ts';
import { capitalize } from './knowledge-text.ts';

const norm = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

const PRICE = /price|amount|cost|total|rent$|fee$/;
const STOCK = /stock|quantity|qty|inventory|onhand|available$|availability/;
const STATUS = /status|fulfil/;
const CURRENCY = /currency(?:code)?$/;
/** The ISO code of a currency field, US dollars when none is named. */
const currencyOf = (fields: LiveField[]) =>
  (fields.find((f) => CURRENCY.test(norm(f.key)))?.value ?? 'USD').trim().toUpperCase();

/** A number as written in a feed ("1,299.00", "649"), or null when the value is not one. */
function amount(value: string): number | null {
  const m = /^\s*[$€£]?\s*(-?\d[\d,]*(?:\.\d+)?)\s*$/.exec(value);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
}

/** A price in the record's currency. */
function money(value: string, currency: string): string {
  const n = amount(value);
  if (n === null || /[a-z]{3}/i.test(value)) return value;
  try {
    // Cents only when the feed gives them ("89.00"), not on "$450,000".
    const digits = /\.\d/.test(value) ? 2 : 0;
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n);
  } catch {
    return `${n} ${currency}`;
  }
}

/** Stock as a visitor reads it: a count or a yes/no flag. */
function stock(value: string): string {
  const v = value.trim().toLowerCase().replace(/[_-]+/g, ' ');
  const n = amount(v);
  if (n !== null) return n <= 0 ? 'out of stock' : `in stock (${n} available)`;
  if (/^(?:true|yes|y|in stock|instock|available)$/.test(v)) return 'in stock';
  if (/^(?:false|no|n|out of stock|outofstock|sold out|unavailable)$/.test(v)) return 'out of stock';
  return v;
}

/** Order statuses as the phrase after "Order 1234 …". */
const STATUS_WORDS: Record<string, string> = {
  pending: 'is pending',
  processing: 'is being processed',
  confirmed: 'is confirmed',
  paid: 'is paid',
  onhold: 'is on hold',
  packed: 'is packed',
  readyforpickup: 'is ready for pickup',
  shipped: 'has shipped',
  dispatched: 'has been dispatched',
  intransit: 'is in transit',
  outfordelivery: 'is out for delivery',
  delivered: 'has been delivered',
  completed: 'is complete',
  fulfilled: 'has been fulfilled',
  unfulfilled: 'has not shipped yet',
  cancelled: 'has been cancelled',
  canceled: 'has been cancelled',
  refunded: 'has been refunded',
  returned: 'has been returned',
};

export function statusWords(value: string): string {
  return STATUS_WORDS[norm(value)] ?? `has the status "${value.trim().replace(/[_-]+/g, ' ').toLowerCase()}"`;
}

/**
 * A record's fields as at most two sentences after its name: "Road bike (B-12) costs $649.00 and is
 * out of stock. Size 56 cm, colour red." `max` caps how many other fields are listed.
 */
export function recordSentences(name: string, fields: LiveField[], isOrder: boolean, max: number): string {
  const currency = currencyOf(fields);
  const lead: string[] = [];
  const rest: string[] = [];
  for (const f of fields) {
    const key = norm(f.key);
    const value = f.value.replace(/\s+/g, ' ').slice(0, 200);
    if (CURRENCY.test(key)) continue;
    // An order's lead is its first status; a product's, its price and stock.
    if (isOrder && STATUS.test(key) && lead.length === 0) lead.push(statusWords(value));
    else if (!isOrder && PRICE.test(key) && amount(value) !== null && lead.length < 2)
      lead.push(`costs ${money(value, currency)}`);
    else if (!isOrder && STOCK.test(key) && lead.length < 2) lead.push(`is ${stock(value)}`);
    else rest.push(`${f.label} ${value}`);
  }
  const first = lead.length > 0 ? `${name} ${lead.join(' and ')}.` : '';
  const more = rest.slice(0, max).join(', ');
  const second = more ? `${first ? capitalize(more) : `${name}: ${more}`}.` : '';
  return [first, second].filter(Boolean).join(' ');
}

/** A search result's short line: "Road bike: $649.00, out of stock". */
export function recordLine(fields: LiveField[]): string {
  const currency = currencyOf(fields);
  return fields
    .filter((f) => !CURRENCY.test(norm(f.key)))
    .map((f) => {
      const key = norm(f.key);
      if (PRICE.test(key) && amount(f.value) !== null) return money(f.value, currency);
      if (STOCK.test(key)) return stock(f.value);
      return `${f.label} ${f.value.replace(/\s+/g, ' ').slice(0, 200)}`;
    })
    .join(', ');
}
