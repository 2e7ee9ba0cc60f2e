import { z } from 'zod';

/**
 * Knowledge sources beyond aiContent and FAQs (PRODUCT.md "Knowledge sources per client"): a crawled
 * website, uploaded files, live-data feeds and connected Shopify stores (contract/shopify.ts). Each source holds documents that are chunked into the
 * client's retrieval index.
 */
export const KnowledgeSourceKind = z.enum(['website', 'files', 'feed', 'shopify']);
export type KnowledgeSourceKind = z.infer<typeof KnowledgeSourceKind>;

/** How often a website or feed is fetched again by itself; uploads never are. */
export const SyncSchedule = z.enum(['manual', 'daily', 'weekly']);
export type SyncSchedule = z.infer<typeof SyncSchedule>;

export const SourceStatus = z.enum(['pending', 'syncing', 'ready', 'failed']);
export type SourceStatus = z.infer<typeof SourceStatus>;

/** Where a running sync is: fetching pages or records, then embedding the client's chunks. */
export const SyncStage = z.enum(['fetching', 'embedding']);
export type SyncStage = z.infer<typeof SyncStage>;

export const SyncProgressState = z.object({
  stage: SyncStage,
  done: z.number().int(),
  /** Null while a crawl does not know how many pages it will find. */
  total: z.number().int().nullable(),
});
export type SyncProgressState = z.infer<typeof SyncProgressState>;

/**
 * A client's chunk embeddings (hybrid retrieval, when an embedding model is set): how many chunks have
 * a vector, and why the last run failed. Until every chunk has one, answers use keyword search.
 */
export const EmbeddingProgress = z.object({
  state: z.enum(['embedding', 'ready', 'failed', 'pending']),
  model: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});
export type EmbeddingProgress = z.infer<typeof EmbeddingProgress>;

export const KnowledgeSource = z.object({
  id: z.string(),
  clientId: z.string(),
  kind: KnowledgeSourceKind,
  name: z.string(),
  status: SourceStatus,
  schedule: SyncSchedule,
  /** Kind-specific, never secret (a feed's auth header is kept server-side only). */
  settings: z.record(z.string(), z.unknown()),
  documentCount: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  nextSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present while the source syncs, as the process running it (this one or another) last stored it. */
  progress: SyncProgressState.optional(),
});
export type KnowledgeSource = z.infer<typeof KnowledgeSource>;

export const KnowledgeSourceList = z.object({
  sources: z.array(KnowledgeSource),
  /** Null without an embedding model, or before the client has any knowledge. */
  embeddings: EmbeddingProgress.nullable().optional(),
});
export type KnowledgeSourceList = z.infer<typeof KnowledgeSourceList>;

export const KnowledgeDocument = z.object({
  id: z.string(),
  /** The source's own key: a page URL, a file name, a record id. */
  ref: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  characters: z.number().int(),
  /**
   * A private record (an order) that is never searched: it is found only by its exact id, and only its
   * status fields are told. Its searchable text is empty by design.
   */
  lookupOnly: z.boolean(),
  updatedAt: z.string(),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const KnowledgeSourceDetail = z.object({
  source: KnowledgeSource,
  documents: z.array(KnowledgeDocument),
});
export type KnowledgeSourceDetail = z.infer<typeof KnowledgeSourceDetail>;

export const SourceUpdate = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long').optional(),
    schedule: SyncSchedule.optional(),
  })
  .strict();
export type SourceUpdate = z.infer<typeof SourceUpdate>;

/** What one sync or upload changed, by comparing each document's content with what was stored. */
export const SyncCounts = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type SyncCounts = z.infer<typeof SyncCounts>;

export const SyncResult = SyncCounts.extend({ source: KnowledgeSource });
export type SyncResult = z.infer<typeof SyncResult>;

/** Start a website crawl: the client's domain by default; the start URL must be on that domain. */
export const WebsiteSourceCreate = z
  .object({
    url: z.string().trim().max(2000, 'URL is too long').optional(),
    schedule: SyncSchedule.default('weekly'),
  })
  .strict();
export type WebsiteSourceCreate = z.infer<typeof WebsiteSourceCreate>;

/** What a website source shows in `settings`. */
export interface WebsiteSettings {
  startUrl: string;
  /** The plan's page cap when the crawl ran. */
  pageCap: number;
  /** Pages robots.txt kept the crawler out of, in the last crawl. */
  blockedByRobots: number;
  /** Pages found beyond the cap, in the last crawl. */
  skippedOverCap: number;
}

export const FeedRecordType = z.enum(['products', 'listings', 'inventory', 'orders']);
export type FeedRecordType = z.infer<typeof FeedRecordType>;
export const FeedFormat = z.enum(['json', 'csv']);
export type FeedFormat = z.infer<typeof FeedFormat>;

/** Connect a live-data feed (Premium and Enterprise): an HTTPS JSON endpoint or a JSON/CSV file. */
export const FeedSourceCreate = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
    url: z.string().trim().min(1, 'Feed URL is required').max(2000, 'URL is too long'),
    format: FeedFormat,
    recordType: FeedRecordType,
    /** Sent as the Authorization header; stored server-side, never shown again. */
    authorization: z.string().max(2000).optional(),
    schedule: SyncSchedule.default('daily'),
  })
  .strict();
export type FeedSourceCreate = z.infer<typeof FeedSourceCreate>;

/** What a feed source shows in `settings`. */
export interface FeedSettings {
  url: string;
  format: FeedFormat;
  recordType: FeedRecordType;
  hasAuthorization: boolean;
  /** The record field used as its id (an order number, a SKU), found at the first sync. */
  idField: string | null;
}

/** Accepted upload types (Enterprise): PDF, DOCX, Markdown, plain text, CSV. */
export const UPLOAD_EXTENSIONS = ['.pdf', '.docx', '.md', '.markdown', '.txt', '.csv'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 20;
/** One upload request in all; a larger one is refused whole (413), a larger file alone per file. */
export const MAX_UPLOAD_REQUEST_BYTES = 4 * MAX_UPLOAD_BYTES;

export const UploadOutcome = z.object({
  name: z.string(),
  status: z.enum(['added', 'updated', 'unchanged', 'refused']),
  /** Why a file was refused (its type, size, or text that could not be read). */
  error: z.string().optional(),
  characters: z.number().int().optional(),
});
export type UploadOutcome = z.infer<typeof UploadOutcome>;

/** The answer to an upload: the client's one "Uploaded files" source and what happened to each file. */
export const UploadResult = z.object({ source: KnowledgeSource, files: z.array(UploadOutcome) });
export type UploadResult = z.infer<typeof UploadResult>;
