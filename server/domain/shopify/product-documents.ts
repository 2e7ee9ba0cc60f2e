/**
 * A Shopify product as the client's knowledge: one document per active product, with its title,
 * description, prices, stock and variants as lines for retrieval and as a flat record (the feeds'
 * shape) for exact SKU lookups and catalogue searches. Values come verbatim from the store.
 */
import type { DocumentInput } from '../sources/knowledge-sources-ports.ts';
import { labelOf } from '../sources/live-data-fields.ts';
import type { ProductNode, VariantNode } from './shopify-queries.ts';
import { shopifyText } from './shopify-texts.ts';

const MAX_VALUE = 1000;

/** Shopify's decimal amounts ("89.0") as prices are written ("89.00"). */
const cents = (amount: string) => {
  const n = Number(amount);
  return Number.isFinite(n) ? n.toFixed(2) : amount;
};

const variantLine = (v: VariantNode, currency: string, tracked: boolean) => {
  const stock = !v.availableForSale
    ? shopifyText('soldOut')
    : tracked && v.inventoryQuantity !== null
      ? shopifyText('inStockCount', { count: Math.max(0, v.inventoryQuantity) })
      : shopifyText('inStock');
  const sku = v.sku ? ` (SKU ${v.sku})` : '';
  return `${v.title}${sku}: ${v.price} ${currency}, ${stock}`;
};

/** The product's flat record: price (or its range), stock, variants, then the rest; empty values left out. */
export function productRecord(p: ProductNode): Record<string, string | number> {
  const { minVariantPrice: min, maxVariantPrice: max } = p.priceRangeV2;
  const variants = p.variants.nodes;
  const tracked = p.tracksInventory;
  const available = variants.some((v) => v.availableForSale);
  const single = variants.length === 1 ? variants[0] : undefined;
  const record: Record<string, string | number> = {
    price:
      min.amount === max.amount
        ? min.amount
        : shopifyText('priceRange', {
            min: cents(min.amount),
            max: cents(max.amount),
            currency: min.currencyCode,
          }),
    currency: min.currencyCode,
  };
  // A count only when it is what a buyer meets: a product sold past zero (or not for sale) says so in words.
  if (tracked && available && p.totalInventory !== null && p.totalInventory > 0)
    record.inventory = p.totalInventory;
  else record.availability = available ? shopifyText('inStock') : shopifyText('soldOut');
  // "Default Title" is Shopify's name for a product without options: nothing to list.
  if (variants.length > 1 || (single && single.title !== 'Default Title'))
    record.variants = variants
      .map((v) => variantLine(v, min.currencyCode, tracked))
      .join('; ')
      .slice(0, MAX_VALUE);
  if (single?.sku) record.sku = single.sku;
  if (p.vendor) record.vendor = p.vendor;
  if (p.productType) record.productType = p.productType;
  if (p.tags.length > 0) record.tags = p.tags.join(', ').slice(0, MAX_VALUE);
  if (p.description.trim()) record.description = p.description.trim().slice(0, MAX_VALUE);
  return record;
}

export function productDocument(p: ProductNode): DocumentInput {
  const data = productRecord(p);
  const lines = Object.entries(data)
    .filter(([key]) => key !== 'description')
    .map(([key, value]) => `${labelOf(key).replace(/^./, (c) => c.toUpperCase())}: ${String(value)}`);
  // The record keeps a shortened description; the searchable text keeps all Shopify gave (2,000 chars).
  const description = p.description.trim();
  return {
    ref: p.id,
    title: p.title.slice(0, 200),
    url: p.onlineStoreUrl && /^https?:\/\//i.test(p.onlineStoreUrl) ? p.onlineStoreUrl.slice(0, 2000) : null,
    body: [p.title, ...lines, ...(description ? [description] : [])].join('\n'),
    data,
  };
}
