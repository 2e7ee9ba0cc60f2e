import type { EmbeddingProgress } from '../../../contract/knowledge.ts';
import type { KnowledgeService } from '../answering/retrieval.ts';
import type { KnowledgeIndexer } from './knowledge-sources.ts';
import type { EmbeddingStatus } from '../answering/vector-search.ts';

const wire = (s: EmbeddingStatus): EmbeddingProgress => ({
  state: s.state,
  model: s.model,
  done: s.done,
  total: s.total,
  error: s.error ?? null,
});

/** The knowledge index as knowledge sources see it: rebuilt and embedded after their documents change. */
export function embeddingIndexer(knowledge: KnowledgeService): KnowledgeIndexer {
  return {
    async reindex(client, onProgress) {
      const status = await knowledge.reindex(client, (s) => onProgress(wire(s)));
      return status && wire(status);
    },
    async status(clientId) {
      const status = await knowledge.embeddingStatus(clientId);
      return status && wire(status);
    },
  };
}
