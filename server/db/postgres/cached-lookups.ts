import type { KnowledgeSourcesRepo } from '../../domain/sources/index.ts';
import type { ClientsRepo } from '../../domain/shared/index.ts';
import type { ChangeFeed } from './change-feed.ts';

const MAX_ENTRIES = 10_000;

/**
 * A read-through cache that is safe across machines: an entry is kept only when neither the change
 * feed nor this process's own writes moved while it was read, and only while the feed is live.
 */
export function guardedCache<K, V>(feed: ChangeFeed, maxEntries = MAX_ENTRIES) {
  const entries = new Map<K, V>();
  let epoch = 0;
  return {
    clear() {
      epoch++;
      entries.clear();
    },
    delete(key: K) {
      epoch++;
      entries.delete(key);
    },
    async read(key: K, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
      if (entries.has(key)) return entries.get(key) as V;
      const before = [epoch, feed.version];
      const value = await load();
      if (feed.live && epoch === before[0] && feed.version === before[1] && keep(value)) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, value);
      }
      return value;
    },
  };
}

/** Wraps every method of `repo` outside `reads` so the cache is dropped before and after it runs. */
function clearingOnWrites<T extends object>(repo: T, reads: readonly (keyof T)[], clear: () => void): T {
  const wrapped = { ...repo } as Record<string, unknown>;
  for (const [name, method] of Object.entries(repo)) {
    if (typeof method !== 'function' || reads.includes(name as keyof T)) continue;
    wrapped[name] = async (...args: unknown[]) => {
      clear();
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>).apply(repo, args);
      } finally {
        clear();
      }
    };
  }
  return wrapped as T;
}

/**
 * Client rows by widget token (every chat message and page view resolves its client that way),
 * dropped on any client change anywhere (migration 012's trigger through the change feed) and on this
 * process's own writes at once, without waiting for the notification. Another machine's change reaches
 * a widget within the notification's delay; reads by id (the console, the API) stay exact reads.
 * Unknown tokens are never cached, so a flood of bad tokens cannot fill memory.
 */
export function cacheClientLookupsOnPostgres(repo: ClientsRepo, feed: ChangeFeed): ClientsRepo {
  const byToken = guardedCache<string, Awaited<ReturnType<ClientsRepo['findByToken']>>>(feed);
  const clear = () => byToken.clear();
  feed.on('clients', clear);
  return {
    ...clearingOnWrites(
      repo,
      ['list', 'get', 'findByDomain', 'findByToken', 'count', 'countCreatedBetween'],
      clear,
    ),
    findByToken: (token) =>
      byToken.read(
        token,
        () => repo.findByToken(token),
        (found) => found !== null,
      ),
  };
}

/**
 * The knowledge revision read on every question, kept per client until the revision moves: a
 * notification for that client (any machine), a lost feed, or a document write in this process.
 */
export function cacheRevisions(repo: KnowledgeSourcesRepo, feed: ChangeFeed): KnowledgeSourcesRepo {
  const revisions = guardedCache<string, number>(feed);
  feed.on('knowledge_revisions', (clientId) => (clientId ? revisions.delete(clientId) : revisions.clear()));
  return {
    ...clearingOnWrites(
      repo,
      ['list', 'get', 'due', 'failedSince', 'documents', 'indexDocuments', 'records', 'revision'],
      () => revisions.clear(),
    ),
    revision: (clientId) => revisions.read(clientId, () => repo.revision(clientId)),
  };
}
