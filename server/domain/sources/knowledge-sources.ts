import type {
  KnowledgeSource,
  KnowledgeSourceDetail,
  KnowledgeSourceList,
  KnowledgeSourceKind,
  SourceUpdate,
  SyncCounts,
  SyncResult,
  SyncSchedule,
} from '../../../contract/knowledge.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type {
  DocumentInput,
  KnowledgeSourceRecord,
  KnowledgeSourcesRepo,
  SourceSyncer,
  SyncProgress,
} from './knowledge-sources-ports.ts';
import type { ClientRecord, Clock, DomainEvents, Ids, Leases } from '../shared/ports.ts';
import { createSourceSyncs, type KnowledgeIndexer } from './source-syncs.ts';
import { KIND_FEATURE, nextSyncAt } from './source-rules.ts';

// Importers read the sources' rules and the indexer port from here.
export { embeddingFailure, featuresOf } from './source-rules.ts';
export type { KnowledgeIndexer } from './source-syncs.ts';

/** Scheduled syncs started per tick, so a backlog never floods the process. */
const DUE_PER_TICK = 2;

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
  /** Syncs this process runs now (a queue depth for metrics). */
  runningSyncs(): number;
  toWire(record: KnowledgeSourceRecord): KnowledgeSource;
}

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
  const { repo, clients, clock, ids, events } = deps;
  const nowIso = () => clock.now().toISOString();
  const changed = (clientId: string, sourceId: string) =>
    events.emit('knowledge.changed', { clientId, sourceId });
  const syncs = createSourceSyncs({ ...deps, toWire: (r) => toWire(r), changed });
  const { start, running, embedAfterChange } = syncs;
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
    ...syncs.progressOf(r),
  });
  const record = async (clientId: string, sourceId: string) => {
    await clients.record(clientId);
    const source = await repo.get(clientId, sourceId);
    if (!source) throw notFound('Knowledge source');
    return source;
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
            : nextSyncAt(schedule, source.lastSyncedAt ? new Date(source.lastSyncedAt) : clock.now()),
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
        await syncs.held(),
      ),
    stop() {
      for (const { controller } of running.values()) controller.abort();
    },
    runningSyncs: () => running.size,
  };
}
