/**
 * The GraphQL documents sent to a store's Admin API and the shapes of their answers (only the fields
 * asked for). Products are read a page at a time by cursor; an order by its name ("#1001").
 */

export const SHOP_QUERY = `query Shop {
  shop { name currencyCode primaryDomain { url } }
}`;

export interface ShopNode {
  shop: { name: string; currencyCode: string; primaryDomain: { url: string } | null };
}

/**
 * Products per page and variants per product: a connection costs about 2 + first points per parent,
 * so 25 × (2 + 25) ≈ 680 points keeps a page under Shopify's 1,000-point single-query cap.
 */
export const PRODUCTS_PER_PAGE = 25;
export const VARIANTS_PER_PRODUCT = 25;

export const PRODUCTS_QUERY = `query Products($first: Int!, $after: String, $variants: Int!) {
  products(first: $first, after: $after, query: "status:active", sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      handle
      description(truncateAt: 2000)
      vendor
      productType
      tags
      onlineStoreUrl
      totalInventory
      tracksInventory
      priceRangeV2 {
        minVariantPrice { amount currencyCode }
        maxVariantPrice { amount currencyCode }
      }
      variants(first: $variants) {
        nodes { title sku price availableForSale inventoryQuantity }
      }
    }
  }
}`;

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface VariantNode {
  title: string;
  sku: string | null;
  price: string;
  availableForSale: boolean;
  inventoryQuantity: number | null;
}

export interface ProductNode {
  id: string;
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
  onlineStoreUrl: string | null;
  totalInventory: number | null;
  tracksInventory: boolean;
  priceRangeV2: { minVariantPrice: Money; maxVariantPrice: Money };
  variants: { nodes: VariantNode[] };
}

export interface ProductsPage {
  products: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: ProductNode[];
  };
}

export const ORDER_QUERY = `query Order($query: String!) {
  orders(first: 5, query: $query) {
    nodes {
      name
      email
      createdAt
      cancelledAt
      displayFinancialStatus
      displayFulfillmentStatus
      fulfillments(first: 5) {
        displayStatus
        estimatedDeliveryAt
        deliveredAt
        trackingInfo(first: 3) { company number url }
      }
    }
  }
}`;

export interface FulfillmentNode {
  displayStatus: string | null;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
  trackingInfo: { company: string | null; number: string | null; url: string | null }[];
}

export interface OrderNode {
  name: string;
  email: string | null;
  createdAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  fulfillments: FulfillmentNode[];
}

export interface OrdersAnswer {
  orders: { nodes: OrderNode[] };
}
