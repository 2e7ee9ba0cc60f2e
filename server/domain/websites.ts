import type { KnowledgeSource, WebsiteSourceCreate } from '../../contract/knowledge.ts';

/** Website crawls: creates a client's website source and starts its first crawl. */
export interface WebsitesService {
  create(clientId: string, input: WebsiteSourceCreate): Promise<KnowledgeSource>;
}
