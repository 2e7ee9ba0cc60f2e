import { z } from 'zod';

/**
 * Knowledge sources beyond aiContent and FAQs (PRODUCT.md "Knowledge sources per client"): a crawled
 * website, uploaded files, and live-data feeds. Each source holds documents that are chunked into the
 * client's retrieval index.
 */
export const KnowledgeSourceKind = z.enum(['website', 'files', 'feed']);
export type KnowledgeSourceKind = z.infer<typeof KnowledgeSourceKind>;

/** How often a website or feed is fetched again by itself; uploads never are. */
export const SyncSchedule = z.enum(['manual', 'daily', 'weekly']);
export type SyncSchedule = z.infer<typeof SyncSchedule>;

export const SourceStatus = z.enum(['pending', 'syncing', 'ready', 'failed']);
export type SourceStatus = z.infer<typeof SourceStatus>;

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
});
export type KnowledgeSource = z.infer<typeof KnowledgeSource>;

export const KnowledgeSourceList = z.object({ sources: z.array(KnowledgeSource) });
export type KnowledgeSourceList = z.infer<typeof KnowledgeSourceList>;

export const KnowledgeDocument = z.object({
  id: z.string(),
  /** The source's own key: a page URL, a file name, a record id. */
  ref: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  characters: z.number().int(),
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
