/**
 * Which fields of a feed record a visitor may be told, and how they are named.
 *
 * Privacy policy: knowing an order number is the only key a visitor has, so orders are never searched
 * or indexed for retrieval, only looked up by their exact number, and an order answer states only
 * status-type fields (ORDER_FIELDS): status, fulfilment, carrier, tracking number, shipping method and
 * the order/ship/delivery dates. Customer names, emails, phones, addresses, totals and line items are
 * never told (the feed syncer does not even store them). Other record types are public catalogue data;
 * only contact and secret-looking fields (CATALOGUE_PRIVATE) are left out.
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
