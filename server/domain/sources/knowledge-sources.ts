import type {
  EmbeddingProgress,
  KnowledgeSource,
  KnowledgeSourceDetail,
  KnowledgeSourceList,
  KnowledgeSourceKind,
  SourceUpdate,
  SyncCounts,
  SyncResult,
  SyncSchedule,
} from '../../../contract/knowledge.ts';
import { planFeatures, type PlanName } from '../../../contract/plans.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type {
  DocumentInput,
  KnowledgeSourceRecord,
  KnowledgeSourcesRepo,
  SourceSyncer,
  SyncProgress,
} from './knowledge-sources-ports.ts';
import type { ClientRecord, Clock, DomainEvents, Ids, Leases } from '../shared/ports.ts';

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS: Record<SyncSchedule, number | null> = { manual: null, daily: DAY_MS, weekly: 7 * DAY_MS };
/** Scheduled syncs started per tick, so a backlog never floods the process. */
const DUE_PER_TICK = 2;
const MAX_ERROR = 500;

const KIND_FEATURE: Record<KnowledgeSourceKind, { allowed(plan: PlanName): boolean; message: string }> = {
  website: { allowed: () => true, message: '' },
  feed: {
    allowed: (plan) => planFeatures(plan).connectors,
    message: 'Live-data feeds are available on the Premium and Enterprise plans',
  },
  files: {
    allowed: (plan) => planFeatures(plan).fileUploads,
    message: 'File uploads are available on the Enterprise plan',
  },
};

/** The client's plan features, from the one plans table. */
export function featuresOf(client: ClientRecord) {
  return planFeatures(client.plan);
}

export interface NewSource {
  kind: KnowledgeSourceKind;
  name: string;
  schedule: SyncSchedule;
  settings: Record<string, unknown>;
  secret?: string | null;
}

export interface KnowledgeSourcesService {
  list(clientId: string): Promise<KnowledgeSource[]>;
  /** The sources and the client's chunk embeddings (the console's knowledge list). */
  overview(clientId: string): Promise<KnowledgeSourceList>;
  detail(clientId: string, sourceId: string): Promise<KnowledgeSourceDetail>;
  /** The stored record (with its secret), for the kind-specific services. */
  record(clientId: string, sourceId: string): Promise<KnowledgeSourceRecord>;
  /** Creates a source after the plan check; kind-specific services validate settings first. */
  create(client: ClientRecord, input: NewSource): Promise<KnowledgeSourceRecord>;
  update(clientId: string, sourceId: string, patch: SourceUpdate): Promise<KnowledgeSource>;
  remove(clientId: string, sourceId: string): Promise<void>;
  /** Fetches the source again (website, feed) and replaces its documents; one sync per source at a time. */
  sync(clientId: string, sourceId: string, onProgress?: (p: SyncProgress) => void): Promise<SyncResult>;
  /**
   * Waits for the source's sync with progress: joins the one this process is already running (a sync
   * that creating the source started), or runs one.
   */
  follow(clientId: string, sourceId: string, onProgress?: (p: SyncProgress) => void): Promise<SyncResult>;
  /** Starts a sync in the background (HTTP); the answer shows the source as syncing. */
  startSync(clientId: string, sourceId: string): Promise<KnowledgeSource>;
  /** Adds or replaces documents of a source (uploads). */
  addDocuments(clientId: string, sourceId: string, docs: DocumentInput[]): Promise<SyncResult>;
  removeDocument(clientId: string, sourceId: string, documentId: string): Promise<KnowledgeSource>;
  /** Starts the scheduled syncs that are due; returns how many started. The server calls it each minute. */
  runDue(): Promise<number>;
  /**
   * Marks syncs that a stopped process left running as failed, so they can be started again. A sync
   * whose lease a live process holds is left alone.
   */
  recoverInterrupted(): Promise<number>;
  /** Aborts running syncs (process stop). */
  stop(): void;
  toWire(record: KnowledgeSourceRecord): KnowledgeSource;
}

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

/** The line a source shows when its documents are stored but their embeddings failed. */
export const embeddingFailure = (error: string) =>
  `Stored, but embedding failed (${error.replace(/\.$/, '')}). Answers use keyword search until the next sync.`;

/** Lease names of running syncs: this prefix and the source id. */
const SYNC_LEASE = 'sync:';
/** A sync's lease outlives a stopped process by this much; it is renewed while the sync runs. */
const SYNC_LEASE_MS = 60_000;

/**
 * Knowledge sources of a client: plan checks, sync state (pending → syncing → ready | failed), one sync
 * per source at a time, schedules, and documents. Each document change bumps the client's knowledge
 * revision, which the retrieval index watches.
 */
export function createKnowledgeSourcesService(deps: {
  repo: KnowledgeSourcesRepo;
  clients: { record(id: string): Promise<ClientRecord> };
  syncers: SourceSyncer[];
  clock: Clock;
  ids: Ids;
  events: DomainEvents;
  /** One sync of a source at a time across the server processes (and the mark of which are running). */
  leases: Leases;
  onError?: (err: unknown) => void;
  /** Rebuilds and embeds a client's index after a sync or upload (absent: the index follows lazily). */
  indexer?: () => KnowledgeIndexer | null;
}): KnowledgeSourcesService {
  const { repo, clients, clock, ids, events, leases } = deps;
  const running = new Map<
    string,
    {
      controller: AbortController;
      done: Promise<SyncResult>;
      listeners: Set<(p: SyncProgress) => void>;
      progress: SyncProgress;
    }
  >();
  const nowIso = () => clock.now().toISOString();
  const nextAt = (schedule: SyncSchedule, from: Date) => {
    const ms = INTERVAL_MS[schedule];
    return ms === null ? null : new Date(from.getTime() + ms).toISOString();
  };

  const toWire = (r: KnowledgeSourceRecord): KnowledgeSource => ({
    id: r.id,
    clientId: r.clientId,
    kind: r.kind,
    name: r.name,
    status: r.status,
    schedule: r.schedule,
    settings: r.settings,
    documentCount: r.documentCount,
    lastSyncedAt: r.lastSyncedAt,
    nextSyncAt: r.nextSyncAt,
    lastError: r.lastError,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...progressOf(r),
  });
  const progressOf = (r: KnowledgeSourceRecord) => {
    const p = r.status === 'syncing' ? running.get(r.id)?.progress : undefined;
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

  const record = async (clientId: string, sourceId: string) => {
    await clients.record(clientId);
    const source = await repo.get(clientId, sourceId);
    if (!source) throw notFound('Knowledge source');
    return source;
  };

  const changed = (clientId: string, sourceId: string) =>
    events.emit('knowledge.changed', { clientId, sourceId });

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
    try {
      const client = await clients.record(source.clientId);
      const docs = await syncer.sync(source, client, {
        signal: controller.signal,
        progress: (p) => {
          for (const listen of listeners) listen(p);
        },
      });
      const stored = nowIso();
      const counts = await repo.replaceDocuments(source.clientId, source.id, docs, stored);
      const embeddingError = await embedAfterChange(source.clientId, (p) => {
        for (const listen of listeners) listen(p);
      });
      const at = nowIso();
      const updated = await repo.update(source.clientId, source.id, {
        status: 'ready',
        lastSyncedAt: stored,
        nextSyncAt: nextAt(source.schedule, clock.now()),
        lastError: embeddingError,
        updatedAt: at,
      });
      changed(source.clientId, source.id);
      return { ...counts, source: toWire(updated ?? source) };
    } catch (err) {
      const message = err instanceof DomainError ? err.message : 'The source could not be fetched';
      if (!(err instanceof DomainError)) deps.onError?.(err);
      const at = nowIso();
      // A failed scheduled sync is tried again at the next interval, not in a tight loop.
      await repo
        .update(source.clientId, source.id, {
          status: 'failed',
          lastError: message.slice(0, MAX_ERROR),
          nextSyncAt: nextAt(source.schedule, clock.now()),
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
    toWire,
    record,
    async list(clientId) {
      await clients.record(clientId);
      return (await repo.list(clientId)).map(toWire);
    },
    async overview(clientId) {
      const sources = await this.list(clientId);
      return { sources, embeddings: (await deps.indexer?.()?.status(clientId)) ?? null };
    },
    async detail(clientId, sourceId) {
      const source = await record(clientId, sourceId);
      return { source: toWire(source), documents: await repo.documents(clientId, sourceId) };
    },
    async create(client, input) {
      const feature = KIND_FEATURE[input.kind];
      if (!feature.allowed(client.plan)) throw new DomainError('plan_feature_unavailable', feature.message);
      const at = nowIso();
      const source: KnowledgeSourceRecord = {
        id: ids.uuid(),
        clientId: client.id,
        kind: input.kind,
        name: input.name,
        status: input.kind === 'files' ? 'ready' : 'pending',
        schedule: input.kind === 'files' ? 'manual' : input.schedule,
        settings: input.settings,
        secret: input.secret ?? null,
        documentCount: 0,
        lastSyncedAt: null,
        nextSyncAt: null,
        lastError: null,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await repo.insert(source)))
        throw new DomainError(
          'conflict',
          input.kind === 'website'
            ? "This client's website is already added; sync it again instead"
            : 'This client already has this kind of source',
        );
      changed(client.id, source.id);
      return source;
    },
    async update(clientId, sourceId, patch) {
      const source = await record(clientId, sourceId);
      if (patch.schedule && patch.schedule !== 'manual' && source.kind === 'files')
        throw new DomainError('validation_failed', 'Uploaded files are not fetched on a schedule', {
          schedule: 'Uploaded files are not fetched on a schedule',
        });
      const schedule = patch.schedule ?? source.schedule;
      const updated = await repo.update(clientId, sourceId, {
        name: patch.name,
        schedule,
        nextSyncAt:
          patch.schedule === undefined
            ? undefined
            : nextAt(schedule, source.lastSyncedAt ? new Date(source.lastSyncedAt) : clock.now()),
        updatedAt: nowIso(),
      });
      if (!updated) throw notFound('Knowledge source');
      changed(clientId, sourceId);
      return toWire(updated);
    },
    async remove(clientId, sourceId) {
      await record(clientId, sourceId);
      running.get(sourceId)?.controller.abort();
      await repo.delete(clientId, sourceId);
      changed(clientId, sourceId);
    },
    async sync(clientId, sourceId, onProgress) {
      return start(await record(clientId, sourceId), onProgress);
    },
    async follow(clientId, sourceId, onProgress) {
      const source = await record(clientId, sourceId);
      const current = running.get(source.id);
      if (!current) return start(source, onProgress);
      if (onProgress) current.listeners.add(onProgress);
      return current.done;
    },
    async startSync(clientId, sourceId) {
      const source = await record(clientId, sourceId);
      start(source).catch(() => undefined);
      return toWire({ ...source, status: 'syncing', lastError: null });
    },
    async addDocuments(clientId, sourceId, docs) {
      const source = await record(clientId, sourceId);
      const at = nowIso();
      const counts: SyncCounts = await repo.upsertDocuments(clientId, sourceId, docs, at);
      const updated = await repo.update(clientId, sourceId, {
        status: 'ready',
        lastSyncedAt: at,
        lastError: null,
        updatedAt: at,
      });
      changed(clientId, sourceId);
      // Uploads answer at once; their embeddings follow in the background, a failure on the source.
      void embedAfterChange(clientId, () => undefined)
        .then(async (error) => {
          if (!error) return;
          await repo.update(clientId, sourceId, { lastError: error, updatedAt: nowIso() });
          changed(clientId, sourceId);
        })
        .catch((err: unknown) => deps.onError?.(err));
      return { ...counts, source: toWire(updated ?? source) };
    },
    async removeDocument(clientId, sourceId, documentId) {
      const source = await record(clientId, sourceId);
      if (!(await repo.deleteDocument(clientId, sourceId, documentId))) throw notFound('Document');
      const updated = await repo.update(clientId, sourceId, { updatedAt: nowIso() });
      changed(clientId, sourceId);
      return toWire(updated ?? source);
    },
    async runDue() {
      const due = await repo.due(nowIso(), DUE_PER_TICK + running.size);
      let started = 0;
      for (const source of due) {
        if (running.has(source.id) || started >= DUE_PER_TICK) continue;
        try {
          start(source).catch(() => undefined);
          started++;
        } catch (err) {
          deps.onError?.(err);
        }
      }
      return started;
    },
    recoverInterrupted: async () =>
      // A source some live process holds the lease of is still being synced there.
      repo.markInterrupted(
        'The sync was interrupted when the server stopped; sync again',
        nowIso(),
        await leases.held(SYNC_LEASE),
      ),
    stop() {
      for (const { controller } of running.values()) controller.abort();
    },
  };
}
