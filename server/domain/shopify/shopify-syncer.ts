import type { DocumentInput, SourceSyncer } from '../sources/knowledge-sources-ports.ts';
import type { SecretBox } from '../shared/ports.ts';
import { productDocument } from './product-documents.ts';
import { asDomainError, connectionOf, settingsOf } from './shop-connection.ts';
import type { ShopifyAdmin } from './shopify-ports.ts';
import {
  PRODUCTS_PER_PAGE,
  PRODUCTS_QUERY,
  SHOP_QUERY,
  VARIANTS_PER_PRODUCT,
  type ProductsPage,
  type ShopNode,
} from './shopify-queries.ts';

/** Products kept per store, as a feed's records are capped. */
export const MAX_PRODUCTS = 5000;

/**
 * The Shopify source's sync: the shop's name and address first (they may have changed), then every
 * active product a page at a time by cursor. What the sync returns becomes the source's documents
 * exactly, so a product deleted or archived in Shopify disappears at the next sync.
 */
export function createShopifySyncer(deps: {
  admin: ShopifyAdmin;
  box: SecretBox;
  apiVersion: string;
  saveSettings(
    source: { clientId: string; id: string; settings: Record<string, unknown> },
    settings: object,
  ): Promise<void>;
}): SourceSyncer {
  return {
    kind: 'shopify',
    async sync(source, _client, ctx) {
      const settings = settingsOf(source);
      const shop = connectionOf(source, deps.box, deps.apiVersion);
      try {
        const { shop: about } = await deps.admin.query<ShopNode>(shop, SHOP_QUERY, {}, ctx.signal);
        const storefrontUrl = about.primaryDomain?.url ?? null;
        if (about.name !== settings.shopName || storefrontUrl !== settings.storefrontUrl)
          await deps.saveSettings(source, { shopName: about.name, storefrontUrl });
        const docs: DocumentInput[] = [];
        let after: string | null = null;
        do {
          ctx.progress({ done: docs.length, total: null, current: settings.shopDomain });
          const page: ProductsPage = await deps.admin.query<ProductsPage>(
            shop,
            PRODUCTS_QUERY,
            { first: PRODUCTS_PER_PAGE, after, variants: VARIANTS_PER_PRODUCT },
            ctx.signal,
          );
          docs.push(...page.products.nodes.map(productDocument));
          const { hasNextPage, endCursor } = page.products.pageInfo;
          after = hasNextPage && endCursor ? endCursor : null;
        } while (after !== null && docs.length < MAX_PRODUCTS);
        ctx.progress({ done: docs.length, total: docs.length });
        return docs.slice(0, MAX_PRODUCTS);
      } catch (err) {
        throw asDomainError(err, settings.shopDomain);
      }
    },
  };
}
