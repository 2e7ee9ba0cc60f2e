import { FeedSourceCreate, type FeedSettings, type KnowledgeSource } from '../../../contract/knowledge.ts';
import { DomainError } from '../shared/errors.ts';
import type { KnowledgeSourcesService } from './knowledge-sources.ts';
import type { ClientRecord } from '../shared/ports.ts';

export interface FeedsService {
  /** Connects a live-data feed (Premium and up) and starts its first sync in the background. */
  create(clientId: string, input: FeedSourceCreate): Promise<KnowledgeSource>;
}

const invalid = (field: string, message: string) =>
  new DomainError('validation_failed', message, { [field]: message });

/** The feed address: https, or http only where the deployment allows private-network fetches (tests, labs). */
export function feedUrl(raw: string, allowPlainHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url', 'Enter the full feed address, starting with https://');
  }
  if (url.protocol === 'http:' && !allowPlainHttp)
    throw invalid('url', 'The feed address must start with https://');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid('url', 'The feed address must start with https://');
  if (url.username || url.password)
    throw invalid('url', 'Put credentials in the Authorization field, not in the address');
  return url.href;
}

/**
 * Live-data feeds: validates the address, keeps the Authorization value as the source's secret (the
 * wire shows only `hasAuthorization`), and leaves plan checks and syncing to the knowledge sources.
 */
export function createFeedsService(deps: {
  clients: { record(id: string): Promise<ClientRecord> };
  sources: Pick<KnowledgeSourcesService, 'create' | 'startSync'>;
  /** config.allowPrivateNetwork: plain http is accepted only where private fetches are. */
  allowPlainHttp: boolean;
}): FeedsService {
  return {
    async create(clientId, raw) {
      const parsed = FeedSourceCreate.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'body');
        throw invalid(field, issue?.message ?? 'Invalid feed');
      }
      const input = parsed.data;
      const url = feedUrl(input.url, deps.allowPlainHttp);
      const client = await deps.clients.record(clientId);
      const authorization = input.authorization?.trim() || null;
      // It becomes an HTTP header: one line of header-safe characters.
      if (authorization && /[^\t\x20-\x7e\x80-\xff]/.test(authorization))
        throw invalid('authorization', 'The Authorization value must be one line of plain text');
      const settings: FeedSettings = {
        url,
        format: input.format,
        recordType: input.recordType,
        hasAuthorization: authorization !== null,
        idField: null,
      };
      const source = await deps.sources.create(client, {
        kind: 'feed',
        name: input.name,
        schedule: input.schedule,
        settings: { ...settings },
        secret: authorization,
      });
      return deps.sources.startSync(clientId, source.id);
    },
  };
}
