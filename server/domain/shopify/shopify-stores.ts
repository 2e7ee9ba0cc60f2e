import type { KnowledgeSource } from '../../../contract/knowledge.ts';
import { ShopifySourceCreate, type ShopifySettings } from '../../../contract/shopify.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientRecord, Clock, SecretBox } from '../shared/ports.ts';
import type { KnowledgeSourcesRepo } from '../sources/knowledge-sources-ports.ts';
import type { KnowledgeSourcesService } from '../sources/knowledge-sources.ts';
import { KIND_FEATURE } from '../sources/source-rules.ts';
import { failureText, settingsOf } from './shop-connection.ts';
import { accessToken, shopAddress } from './shop-address.ts';
import { ShopifyFailure, type ShopifyAdmin } from './shopify-ports.ts';

export interface ShopifyStoresService {
  /**
   * Connects a store: checks the address and token, asks the store with them (a wrong token or missing
   * scope is a 400 naming the field, nothing saved), seals the token and starts the first sync. A store
   * already connected gets the new token instead (its name and schedule kept), and syncs again:
   * `created` says which.
   */
  connect(clientId: string, input: unknown): Promise<{ source: KnowledgeSource; created: boolean }>;
}

/** One query that needs every scope the source uses, so a token missing one is refused at connect time. */
const CONNECT_QUERY = `query Connect {
  shop { name primaryDomain { url } }
  products(first: 1) { nodes { id } }
  orders(first: 1) { nodes { id } }
}`;

interface ConnectAnswer {
  shop: { name: string; primaryDomain: { url: string } | null };
}

const invalid = (field: string, message: string) =>
  new DomainError('validation_failed', message, { [field]: message });

export function createShopifyStores(deps: {
  clients: { record(id: string): Promise<ClientRecord> };
  sources: Pick<KnowledgeSourcesService, 'create' | 'startSync' | 'list'>;
  /** Where a reconnected store's new token and settings are written. */
  repo: Pick<KnowledgeSourcesRepo, 'update'>;
  clock: Clock;
  admin: ShopifyAdmin;
  box: SecretBox;
  apiVersion: string;
  /** config.allowPrivateNetwork: any http(s) address is taken (a loopback stand-in), else myshopify.com. */
  allowAnyAddress: boolean;
}): ShopifyStoresService {
  return {
    async connect(clientId, raw) {
      const parsed = ShopifySourceCreate.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(String(issue?.path[0] ?? 'body'), issue?.message ?? 'Invalid store');
      }
      const input = parsed.data;
      const address = shopAddress(input.shopDomain, deps.allowAnyAddress);
      const token = accessToken(input.accessToken);
      const client = await deps.clients.record(clientId);
      // A plan without connectors is refused before the store is asked.
      const feature = KIND_FEATURE.shopify;
      if (!feature.allowed(client.plan)) throw new DomainError('plan_feature_unavailable', feature.message);
      const existing = (await deps.sources.list(clientId)).find(
        (s) => s.kind === 'shopify' && settingsOf(s).shopDomain === address.domain,
      );
      let answer: ConnectAnswer;
      try {
        answer = await deps.admin.query<ConnectAnswer>(
          { origin: address.origin, apiVersion: deps.apiVersion, accessToken: token },
          CONNECT_QUERY,
          {},
        );
      } catch (err) {
        if (!(err instanceof ShopifyFailure)) throw err;
        const text = failureText(err, address.domain, 'products or orders');
        if (err.reason === 'unauthorized' || err.reason === 'forbidden') throw invalid('accessToken', text);
        if (err.reason === 'not_found') throw invalid('shopDomain', text);
        throw new DomainError('provider_error', text);
      }
      const settings: ShopifySettings = {
        shopDomain: address.domain,
        shopUrl: address.origin,
        shopName: answer.shop.name,
        storefrontUrl: answer.shop.primaryDomain?.url ?? null,
        apiVersion: deps.apiVersion,
        recordType: 'products',
        idField: 'sku',
      };
      if (existing) {
        // Reconnected (a token rotated or revoked in Shopify): the new token replaces the old one.
        await deps.repo.update(clientId, existing.id, {
          settings: { ...existing.settings, ...settings },
          secret: deps.box.seal(token),
          lastError: null,
          updatedAt: deps.clock.now().toISOString(),
        });
        return { source: await deps.sources.startSync(clientId, existing.id), created: false };
      }
      const source = await deps.sources.create(client, {
        kind: 'shopify',
        name: input.name ?? answer.shop.name,
        schedule: input.schedule,
        settings: { ...settings },
        secret: deps.box.seal(token),
      });
      return { source: await deps.sources.startSync(clientId, source.id), created: true };
    },
  };
}
