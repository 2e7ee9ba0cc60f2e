import type { FeedSourceCreate, KnowledgeSource } from '../../contract/knowledge.ts';

/** Live-data feeds (Premium+): creates a feed source and starts its first fetch. */
export interface FeedsService {
  create(clientId: string, input: FeedSourceCreate): Promise<KnowledgeSource>;
}
