/**
 * Ports of the knowledge sources (crawled websites, uploaded files, live-data feeds): their storage,
 * and the syncers that fetch a source's documents. db/ and the source kinds implement them.
 */
import type {
  KnowledgeDocument,
  KnowledgeSourceKind,
  SourceStatus,
  SyncCounts,
  SyncProgressState,
  SyncSchedule,
} from '../../../contract/knowledge.ts';
import type { Source } from '../../../contract/chat.ts';
import type { ClientRecord } from '../shared/ports.ts';

export interface KnowledgeSourceRecord {
  id: string;
  clientId: string;
  kind: KnowledgeSourceKind;
  name: string;
  status: SourceStatus;
  schedule: SyncSchedule;
  settings: Record<string, unknown>;
  secret: string | null;
  documentCount: number;
  lastSyncedAt: string | null;
  nextSyncAt: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * How far the running sync is, as the process running it last wrote it (about once a second);
   * null or absent when none runs.
   */
  progress?: SyncProgressState | null;
}

/** A document as a source produces it; `ref` identifies it within the source (URL, file name, record id). */
export interface DocumentInput {
  ref: string;
  title: string;
  url: string | null;
  body: string;
  /** A feed record's fields, kept for exact lookups. */
  data?: Record<string, unknown> | null;
}

/** A document as the retrieval index reads it. */
export interface IndexedDocument {
  kind: Extract<Source['kind'], 'page' | 'file' | 'data'>;
  title: string;
  url: string | null;
  body: string;
}

export interface StoredRecord {
  sourceId: string;
  ref: string;
  title: string;
  url: string | null;
  data: Record<string, unknown>;
}

export interface KnowledgeSourcesRepo {
  list(clientId: string): Promise<KnowledgeSourceRecord[]>;
  get(clientId: string, id: string): Promise<KnowledgeSourceRecord | null>;
  /** False when the client already has its one source of this kind (website, files). */
  insert(source: KnowledgeSourceRecord): Promise<boolean>;
  update(
    clientId: string,
    id: string,
    patch: Partial<Omit<KnowledgeSourceRecord, 'id' | 'clientId' | 'kind' | 'createdAt'>>,
  ): Promise<KnowledgeSourceRecord | null>;
  /** Deletes the source and its documents, and marks the client's index stale. */
  delete(clientId: string, id: string): Promise<boolean>;
  /** Scheduled sources whose next sync time has come, oldest first. */
  due(now: string, limit: number): Promise<KnowledgeSourceRecord[]>;
  /** Every client's sources whose last sync failed at or after `since` (their `updatedAt`), oldest first. */
  failedSince(since: string): Promise<KnowledgeSourceRecord[]>;
  /** Marks sources left 'syncing' (or never started, 'pending') as failed, except those in `running`. */
  markInterrupted(message: string, at: string, running: string[]): Promise<number>;
  documents(clientId: string, sourceId: string): Promise<KnowledgeDocument[]>;
  /** Makes the source's documents exactly `docs` (a sync): unchanged ones are kept as they are. */
  replaceDocuments(
    clientId: string,
    sourceId: string,
    docs: DocumentInput[],
    at: string,
  ): Promise<SyncCounts>;
  /** Adds or replaces these documents by ref (an upload), leaving the others. */
  upsertDocuments(clientId: string, sourceId: string, docs: DocumentInput[], at: string): Promise<SyncCounts>;
  deleteDocument(clientId: string, sourceId: string, documentId: string): Promise<boolean>;
  /** Every document of the client, for its retrieval index. */
  indexDocuments(clientId: string): Promise<IndexedDocument[]>;
  /** Feed records of the client (optionally of one source), for exact lookups. */
  records(clientId: string, opts?: { sourceId?: string }): Promise<StoredRecord[]>;
  /**
   * Bumped on every document change of the client; read on every question, so it is one cheap lookup.
   * Async because on PostgreSQL it is a query (another machine may have changed the documents).
   */
  revision(clientId: string): Promise<number>;
}

export interface SyncProgress {
  /** Fetching (absent: fetching) or embedding the client's chunks once the documents are stored. */
  stage?: 'fetching' | 'embedding';
  done: number;
  /** Null while the total is not known yet (a crawl discovers pages as it goes). */
  total: number | null;
  /** What is being fetched now (a URL). */
  current?: string;
}

export interface SyncContext {
  signal: AbortSignal;
  progress(p: SyncProgress): void;
}

/**
 * Fetches every document of one kind of source (a website crawl, a feed download). Errors thrown are
 * shown to the operator as the source's last error, so they must read well (DomainError messages do).
 */
export interface SourceSyncer {
  readonly kind: KnowledgeSourceKind;
  sync(source: KnowledgeSourceRecord, client: ClientRecord, ctx: SyncContext): Promise<DocumentInput[]>;
}

export interface FetchedResource {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  /** Lower-cased media type without parameters ("text/html"). */
  contentType: string;
  body: Buffer;
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** Larger bodies fail with a clear error instead of filling memory. */
  maxBytes?: number;
  headers?: Record<string, string>;
  /** GET unless set (actions call their API with any method); a 303, or a 301/302 after a POST, turns into a GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The request body (an action's JSON arguments). */
  body?: string;
  /** The whole fetch, redirects included, must end within this (a slowly dripping server is cut). */
  deadlineMs?: number;
  /**
   * Whether to follow a redirect to this address. A redirect it refuses is not requested: the 3xx
   * answer comes back with the refused address as its `url`, so the caller can say where it led.
   */
  follow?: (to: URL) => boolean;
}

/**
 * Outbound HTTP(S) GET for crawls and feeds. Implementations refuse private-network addresses unless the
 * deployment allows them, re-check every redirect, cap body size and time, and throw DomainErrors whose
 * messages can be shown to the operator.
 */
export interface Fetcher {
  get(url: string, opts?: FetchOptions): Promise<FetchedResource>;
}
