/**
 * Which fields of a feed record a visitor may be told, and how they are named.
 *
 * Privacy policy: knowing an order number is the only key a visitor has, so orders are never searched
 * or indexed for retrieval, only looked up by their exact number, and an order answer states only
 * status-type fields (ORDER_FIELDS): status, fulfilment, carrier, tracking number, shipping method and
 * the order/ship/delivery dates. Customer names, emails, phones, addresses, totals and line items are
 * never told. The feed syncer stores of them only the order's owner (its email and customer id, under
 * the OWNER_* keys), which no answer shows: an order is told only to a visitor verified as that owner
 * (row 49; server/domain/identity). Other record types are public catalogue data; only contact and
 * secret-looking fields (CATALOGUE_PRIVATE) are left out.
 */
import type { FeedRecordType } from '../../../contract/knowledge.ts';

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

/** Where an order keeps its owner: reserved keys ('@' starts no field name a feed flattens to). */
export const OWNER_EMAIL_KEY = '@owner.email';
export const OWNER_ID_KEY = '@owner.id';

/** Fields naming an order's buyer: their email, and their id in the business's own systems. */
const OWNER_EMAIL = /email$/;
const OWNER_ID = /^(customerid|userid|buyerid|accountid|clientid|customernumber|customerno)$/;

/** An order's owner fields as the feed gives them, under the reserved keys (empty when it names none). */
export function ownerFields(record: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    const k = normalKey(key);
    const v = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (!v) continue;
    if (!out[OWNER_EMAIL_KEY] && OWNER_EMAIL.test(k) && v.includes('@'))
      out[OWNER_EMAIL_KEY] = v.toLowerCase();
    else if (!out[OWNER_ID_KEY] && OWNER_ID.test(k)) out[OWNER_ID_KEY] = v;
  }
  return out;
}

/** Whether a visitor may be told this field of a record of this type. */
export function visibleField(recordType: FeedRecordType, key: string): boolean {
  if (key.startsWith('@')) return false;
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
