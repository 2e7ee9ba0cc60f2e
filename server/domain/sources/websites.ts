import type { KnowledgeSource, WebsiteSettings, WebsiteSourceCreate } from '../../../contract/knowledge.ts';
import { DomainError } from '../shared/errors.ts';
import { featuresOf, type KnowledgeSourcesService } from './knowledge-sources.ts';
import type { ClientRecord } from '../shared/ports.ts';

export interface WebsitesService {
  /** Adds the client's website as a knowledge source and starts its first crawl in the background. */
  create(clientId: string, input: WebsiteSourceCreate): Promise<KnowledgeSource>;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };
const bareHost = (host: string) => host.replace(/^www\./, '');

/**
 * The start URL of a crawl: the client's domain by default, else an http(s) address on that domain or
 * its www. twin (on the domain's port when it names one). Crawling someone else's site for a client is
 * refused here; which addresses the server may reach at all is the Fetcher's rule.
 */
export function websiteStartUrl(domain: string, given: string | undefined): string {
  const wrong = () =>
    new DomainError('validation_failed', `The start URL must be on ${domain}`, {
      url: `The start URL must be on ${domain}`,
    });
  if (!given) return `https://${domain}/`;
  let url: URL;
  let home: URL;
  try {
    url = new URL(given);
    home = new URL(`http://${domain}`);
  } catch {
    throw new DomainError('validation_failed', 'Enter a full address such as https://example.com/', {
      url: 'Enter a full address such as https://example.com/',
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw wrong();
  if (url.username || url.password) throw wrong();
  if (bareHost(url.hostname) !== bareHost(home.hostname)) throw wrong();
  const port = url.port || DEFAULT_PORT[url.protocol];
  if (home.port ? port !== home.port : url.port !== '') throw wrong();
  url.hash = '';
  return url.href;
}

/** Website sources: one per client, on the client's own domain. */
export function createWebsitesService(deps: {
  clients: { record(id: string): Promise<ClientRecord> };
  sources: Pick<KnowledgeSourcesService, 'list' | 'create' | 'startSync'>;
}): WebsitesService {
  return {
    async create(clientId, input) {
      const client = await deps.clients.record(clientId);
      const startUrl = websiteStartUrl(client.domain, input.url);
      const existing = await deps.sources.list(clientId);
      if (existing.some((s) => s.kind === 'website'))
        throw new DomainError('conflict', "This client's website is already added; sync it again instead");
      const settings: WebsiteSettings = {
        startUrl,
        pageCap: featuresOf(client).crawlPages,
        blockedByRobots: 0,
        skippedOverCap: 0,
      };
      const source = await deps.sources.create(client, {
        kind: 'website',
        name: new URL(startUrl).host,
        schedule: input.schedule,
        settings: { ...settings },
      });
      return deps.sources.startSync(clientId, source.id);
    },
  };
}
