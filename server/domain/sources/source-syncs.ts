/**
 * Running syncs of knowledge sources: one per source at a time, in this process (the running map, whose
 * progress the console reads) and across processes (a lease, renewed while the sync runs). A sync
 * fetches through the kind's SourceSyncer, replaces the documents, has the index rebuilt and embedded,
 * and leaves the source ready or failed with the next scheduled time.
 */
import type {
  EmbeddingProgress,
  KnowledgeSource,
  SyncProgressState,
  SyncResult,
} from '../../../contract/knowledge.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientRecord, Clock, Leases } from '../shared/ports.ts';
import { IncompleteSync } from './incomplete-sync.ts';
import type {
  DocumentInput,
  KnowledgeSourceRecord,
  KnowledgeSourcesRepo,
  SourceSyncer,
  SyncProgress,
} from './knowledge-sources-ports.ts';
import { embeddingFailure, MAX_ERROR, nextSyncAt } from './source-rules.ts';

/**
 * The client's retrieval index after its documents changed: rebuilt, then its chunks embedded (when an
 * embedding model is set). The knowledge service implements it; it is bound after both exist.
 */
export interface KnowledgeIndexer {
  reindex(
    client: ClientRecord,
    onProgress: (p: EmbeddingProgress) => void,
  ): Promise<EmbeddingProgress | null>;
  status(clientId: string): Promise<EmbeddingProgress | null>;
}

/** Lease names of running syncs: this prefix and the source id. */
const SYNC_LEASE = 'sync:';
/** A sync's lease outlives a stopped process by this much; it is renewed while the sync runs. */
const SYNC_LEASE_MS = 60_000;

export interface RunningSync {
  controller: AbortController;
  done: Promise<SyncResult>;
  listeners: Set<(p: SyncProgress) => void>;
  progress: SyncProgress;
}

export interface SourceSyncs {
  /** Starts a sync of `source`; refused when the kind is not fetched or a sync of it runs anywhere. */
  start(source: KnowledgeSourceRecord, onProgress?: (p: SyncProgress) => void): Promise<SyncResult>;
  running: ReadonlyMap<string, RunningSync>;
  /** The progress a syncing source shows, from the sync this process runs. */
  progressOf(r: KnowledgeSourceRecord): { progress?: KnowledgeSource['progress'] };
  embedAfterChange(clientId: string, progress: (p: SyncProgress) => void): Promise<string | null>;
  /** Source ids whose sync some live process holds the lease of. */
  held(): Promise<string[]>;
}

export function createSourceSyncs(deps: {
  repo: KnowledgeSourcesRepo;
  clients: { record(id: string): Promise<ClientRecord> };
  syncers: SourceSyncer[];
  clock: Clock;
  leases: Leases;
  onError?: (err: unknown) => void;
  indexer?: () => KnowledgeIndexer | null;
  toWire: (r: KnowledgeSourceRecord) => KnowledgeSource;
  changed: (clientId: string, sourceId: string) => void;
}): SourceSyncs {
  const { repo, clients, clock, leases, toWire, changed } = deps;
  const running = new Map<string, RunningSync>();
  const nowIso = () => clock.now().toISOString();
  // The sync this process runs, else what the process running it last stored on the source.
  const progressOf = (r: KnowledgeSourceRecord) => {
    if (r.status !== 'syncing') return {};
    const p = running.get(r.id)?.progress ?? r.progress;
    return p ? { progress: { stage: p.stage ?? 'fetching', done: p.done, total: p.total } } : {};
  };

  /**
   * Embeds the client's knowledge after its documents changed; the error to show on the source when
   * the embedder failed (the documents stay stored and keyword search serves), else null.
   */
  const embedAfterChange = async (
    clientId: string,
    progress: (p: SyncProgress) => void,
  ): Promise<string | null> => {
    const indexer = deps.indexer?.();
    if (!indexer) return null;
    try {
      const client = await clients.record(clientId);
      const status = await indexer.reindex(client, (s) =>
        progress({
          stage: 'embedding',
          done: s.done,
          total: s.total,
          current: `Embedding chunks (${s.model})`,
        }),
      );
      return status?.state === 'failed' ? embeddingFailure(status.error ?? 'unknown error') : null;
    } catch (err) {
      deps.onError?.(err);
      return embeddingFailure('the index could not be rebuilt');
    }
  };

  const runSync = async (
    source: KnowledgeSourceRecord,
    syncer: SourceSyncer,
    controller: AbortController,
    listeners: Set<(p: SyncProgress) => void>,
  ): Promise<SyncResult> => {
    const started = clock.now();
    await repo.update(source.clientId, source.id, {
      status: 'syncing',
      lastError: null,
      updatedAt: started.toISOString(),
    });
    changed(source.clientId, source.id);
    const stored = storedProgress((progress) => repo.update(source.clientId, source.id, { progress }));
    listeners.add(stored.push);
    try {
      const client = await clients.record(source.clientId);
      let docs: DocumentInput[];
      let cutShort: string | null = null;
      try {
        docs = await syncer.sync(source, client, {
          signal: controller.signal,
          progress: (p) => {
            for (const listen of listeners) listen(p);
          },
        });
      } catch (err) {
        if (!(err instanceof IncompleteSync)) throw err;
        docs = err.docs;
        cutShort = err.message;
      }
      const storedAt = nowIso();
      // A sync cut short updates what it fetched and leaves the rest as it was.
      const counts = cutShort
        ? await repo.upsertDocuments(source.clientId, source.id, docs, storedAt)
        : await repo.replaceDocuments(source.clientId, source.id, docs, storedAt);
      const embeddingError = await embedAfterChange(source.clientId, (p) => {
        for (const listen of listeners) listen(p);
      });
      const at = nowIso();
      await stored.end();
      const updated = await repo.update(source.clientId, source.id, {
        status: 'ready',
        progress: null,
        lastSyncedAt: storedAt,
        nextSyncAt: nextSyncAt(source.schedule, clock.now()),
        lastError: [cutShort, embeddingError].filter(Boolean).join(' ').slice(0, MAX_ERROR) || null,
        updatedAt: at,
      });
      changed(source.clientId, source.id);
      return { ...counts, source: toWire(updated ?? source) };
    } catch (err) {
      const message = err instanceof DomainError ? err.message : 'The source could not be fetched';
      if (!(err instanceof DomainError)) deps.onError?.(err);
      const at = nowIso();
      await stored.end();
      // A failed scheduled sync is tried again at the next interval, not in a tight loop.
      await repo
        .update(source.clientId, source.id, {
          status: 'failed',
          progress: null,
          lastError: message.slice(0, MAX_ERROR),
          nextSyncAt: nextSyncAt(source.schedule, clock.now()),
          updatedAt: at,
        })
        .catch(() => undefined);
      changed(source.clientId, source.id);
      throw err;
    }
  };

  const start = (source: KnowledgeSourceRecord, onProgress?: (p: SyncProgress) => void) => {
    const syncer = deps.syncers.find((s) => s.kind === source.kind);
    if (!syncer)
      throw new DomainError(
        'bad_request',
        'Uploaded files are not fetched again; upload a new version instead',
      );
    if (running.has(source.id))
      throw new DomainError('sync_in_progress', 'This source is already being synced');
    const controller = new AbortController();
    const entry = { progress: { stage: 'fetching', done: 0, total: null } as SyncProgress };
    const listeners = new Set<(p: SyncProgress) => void>([
      (p) => void (entry.progress = p),
      ...(onProgress ? [onProgress] : []),
    ]);
    const done = (async () => {
      // Another process (a scheduled run there, an operator's click routed there) may be syncing it.
      const lease = await leases.acquire(`${SYNC_LEASE}${source.id}`, SYNC_LEASE_MS);
      if (!lease) throw new DomainError('sync_in_progress', 'This source is already being synced');
      const renewal = setInterval(() => void lease.renew().catch(() => false), SYNC_LEASE_MS / 3);
      renewal.unref();
      try {
        return await runSync(source, syncer, controller, listeners);
      } finally {
        clearInterval(renewal);
        await lease.release().catch(() => undefined);
      }
    })().finally(() => running.delete(source.id));
    running.set(source.id, {
      controller,
      done,
      listeners,
      get progress() {
        return entry.progress;
      },
    });
    return done;
  };

  return {
    start,
    running,
    progressOf,
    embedAfterChange,
    held: () => leases.held(SYNC_LEASE),
  };
}

/**
 * Stores a sync's progress on its source for other processes to show: one write at a time, the latest
 * progress written when the one before finishes (the ones between are skipped), none after end().
 */
function storedProgress(write: (p: SyncProgressState) => Promise<unknown>) {
  let latest: SyncProgressState | null = null;
  let writing: Promise<void> | null = null;
  let ended = false;
  const next = (): Promise<void> | null => {
    if (ended || !latest) return null;
    const p = latest;
    latest = null;
    return write(p).then(
      () => void (writing = next()),
      () => void (writing = next()),
    );
  };
  return {
    push: (p: SyncProgress) => {
      latest = { stage: p.stage ?? 'fetching', done: p.done, total: p.total };
      writing ??= next();
    },
    /** Waits for the write under way; nothing is written after. */
    async end() {
      ended = true;
      while (writing) await writing;
    },
  };
}
