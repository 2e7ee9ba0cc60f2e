import { describe, expect, it } from 'vitest';
import { productDocument } from './product-documents.ts';
import type { ProductNode } from './shopify-queries.ts';
import { orderFields, orderName } from './shopify-orders.ts';

const product = (over: Partial<ProductNode> = {}): ProductNode => ({
  id: 'gid://shopify/Product/1',
  title: 'Summit Fleece',
  handle: 'summit-fleece',
  description: 'Warm fleece for cold trails.',
  vendor: 'Ridge',
  productType: 'Jackets',
  tags: ['winter', 'fleece'],
  onlineStoreUrl: 'https://ridge.example/products/summit-fleece',
  totalInventory: 3,
  tracksInventory: true,
  priceRangeV2: {
    minVariantPrice: { amount: '89.0', currencyCode: 'EUR' },
    maxVariantPrice: { amount: '95.0', currencyCode: 'EUR' },
  },
  variants: {
    nodes: [
      { title: 'S', sku: 'FLC-S', price: '89.00', availableForSale: true, inventoryQuantity: 3 },
      { title: 'M', sku: 'FLC-M', price: '95.00', availableForSale: false, inventoryQuantity: 0 },
    ],
  },
  ...over,
});

describe('a Shopify product as knowledge', () => {
  it('keeps price range, currency, stock and variants as the record and the searchable text', () => {
    const doc = productDocument(product());
    expect(doc).toMatchObject({
      ref: 'gid://shopify/Product/1',
      title: 'Summit Fleece',
      url: 'https://ridge.example/products/summit-fleece',
    });
    expect(doc.data).toMatchObject({
      price: '89.00 to 95.00 EUR',
      currency: 'EUR',
      inventory: 3,
      variants: 'S (SKU FLC-S): 89.00 EUR, 3 in stock; M (SKU FLC-M): 95.00 EUR, sold out',
      tags: 'winter, fleece',
    });
    expect(doc.data).not.toHaveProperty('sku');
    expect(doc.body).toContain('Warm fleece for cold trails.');
    expect(doc.body).toContain('Product type: Jackets');
  });

  it('says a product sold out, or sold past zero, in words; a single variant gives its SKU', () => {
    const one = {
      nodes: [
        {
          title: 'Default Title',
          sku: 'MUG-1',
          price: '12.00',
          availableForSale: true,
          inventoryQuantity: -2,
        },
      ],
    };
    const oversold = productDocument(
      product({
        totalInventory: -2,
        variants: one,
        priceRangeV2: {
          minVariantPrice: { amount: '12.0', currencyCode: 'USD' },
          maxVariantPrice: { amount: '12.0', currencyCode: 'USD' },
        },
      }),
    );
    expect(oversold.data).toMatchObject({ price: '12.0', availability: 'in stock', sku: 'MUG-1' });
    expect(oversold.data).not.toHaveProperty('variants');
    const gone = productDocument(
      product({ variants: { nodes: [{ ...one.nodes[0]!, availableForSale: false }] }, onlineStoreUrl: null }),
    );
    expect(gone.data).toMatchObject({ availability: 'sold out' });
    expect(gone.url).toBeNull();
  });
});

describe('a Shopify order as a visitor may read it', () => {
  it('names orders as Shopify does and states status-type fields only', () => {
    expect(orderName('1001')).toBe('#1001');
    expect(orderName('#1001')).toBe('#1001');
    expect(orderName('EU1001')).toBe('EU1001');
    expect(orderName('1001" OR name:*')).toBeNull();
    const fields = orderFields({
      name: '#1001',
      email: 'jane@example.com',
      createdAt: '2026-12-01T10:00:00Z',
      cancelledAt: '2026-12-02T10:00:00Z',
      displayFinancialStatus: 'REFUNDED',
      displayFulfillmentStatus: 'UNFULFILLED',
      fulfillments: [],
    });
    expect(fields.map((f) => [f.key, f.value])).toEqual([
      ['status', 'cancelled'],
      ['paymentStatus', 'refunded'],
      ['orderDate', '2026-12-01'],
    ]);
    expect(JSON.stringify(fields)).not.toContain('jane@');
  });
});
