import type { KnowledgeService } from '../answering/retrieval.ts';
import type { ClientsRepo, DomainEvents } from '../shared/ports.ts';

export interface EmbeddingScheduler {
  /** Resolves once every run started by an edit so far has ended (a closing process waits for it). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Embeds a client's knowledge as soon as it is edited (console, API, CLI), not at the next visitor
 * question: the index is rebuilt and the same background embedding run a sync uses is started (a run
 * already under way is joined, never doubled). The edit's response does not wait for it.
 */
export function embedOnKnowledgeChange(deps: {
  events: DomainEvents;
  clients: Pick<ClientsRepo, 'get'>;
  knowledge: Pick<KnowledgeService, 'reindex'>;
  /** Where a failed rebuild is reported (a failed embedding run reports through the knowledge service). */
  onError: (clientId: string, error: string) => void;
}): EmbeddingScheduler {
  const pending = new Set<Promise<void>>();
  const stop = deps.events.on('client.knowledge-changed', ({ clientId }) => {
    const run = (async () => {
      const client = await deps.clients.get(clientId);
      if (client) await deps.knowledge.reindex(client);
    })()
      .catch((err: unknown) => deps.onError(clientId, String(err)))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  return {
    settled: async () => void (await Promise.all(pending)),
    stop,
  };
}
