/**
 * Composition of the Shopify capability (server/domain/shopify): one GraphQL Admin client over the
 * egress Fetcher, shared by the products syncer, the live order lookups of the chat and the connect
 * service, so one store's query-cost bucket is remembered across all three in this process.
 */
import type { Config } from './config.ts';
import { type Clock, type SecretBox, sleep } from './domain/shared/index.ts';
import {
  createShopifyOrders,
  createShopifyStores,
  createShopifySyncer,
  type ShopifyStoresService,
} from './domain/shopify/index.ts';
import type {
  Fetcher,
  KnowledgeSourcesRepo,
  KnowledgeSourcesService,
  LiveOrders,
  SourceSyncer,
} from './domain/sources/index.ts';
import type { ClientRecord } from './domain/shared/index.ts';
import { createShopifyAdmin } from './source-fetching/shopify-admin.ts';

export interface ShopifyWiring {
  syncer: SourceSyncer;
  orders: LiveOrders;
  /** The connect service, once the knowledge sources it creates through exist. */
  stores(deps: {
    clients: { record(id: string): Promise<ClientRecord> };
    sources: Pick<KnowledgeSourcesService, 'create' | 'startSync' | 'list'>;
  }): ShopifyStoresService;
}

export function createShopifyServices(deps: {
  config: Pick<Config, 'shopifyApiVersion' | 'allowPrivateNetwork'>;
  fetcher: Fetcher;
  secretBox: SecretBox;
  clock: Clock;
  repo: KnowledgeSourcesRepo;
}): ShopifyWiring {
  const box = deps.secretBox;
  // What a sync learns of the shop (its name, its storefront) is merged into the source's settings.
  const saveSettings = async (
    source: { clientId: string; id: string; settings: Record<string, unknown> },
    settings: object,
  ) => {
    await deps.repo.update(source.clientId, source.id, { settings: { ...source.settings, ...settings } });
  };
  const apiVersion = deps.config.shopifyApiVersion;
  const admin = createShopifyAdmin({
    fetcher: deps.fetcher,
    now: () => deps.clock.now().getTime(),
    wait: sleep,
  });
  return {
    syncer: createShopifySyncer({ admin, box, apiVersion, saveSettings }),
    orders: createShopifyOrders({ sources: deps.repo, admin, box, apiVersion }),
    stores: (more) =>
      createShopifyStores({
        ...more,
        repo: deps.repo,
        clock: deps.clock,
        admin,
        box,
        apiVersion,
        allowAnyAddress: deps.config.allowPrivateNetwork,
      }),
  };
}
