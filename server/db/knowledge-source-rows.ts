/**
 * Knowledge-source rows to records and back, shared by the SQLite and PostgreSQL repositories: both
 * stores hold the same columns (ISO text times, JSON text settings and data), so only their SQL differs.
 */
import crypto from 'node:crypto';
import type { KnowledgeDocument } from '../../contract/knowledge.ts';
import type { DocumentInput, KnowledgeSourceRecord, StoredRecord } from '../domain/sources/index.ts';
import type { KnowledgeDocumentsTable, KnowledgeSourcesTable } from './schema.ts';

/** The passage kind a source's documents are indexed as. */
export const INDEX_KIND = { website: 'page', files: 'file', feed: 'data' } as const;

export const indexKindOf = (sourceKind: string) =>
  INDEX_KIND[sourceKind as keyof typeof INDEX_KIND] ?? 'page';

export const toSource = (r: KnowledgeSourcesTable): KnowledgeSourceRecord => ({
  id: r.id,
  clientId: r.client_id,
  kind: r.kind as KnowledgeSourceRecord['kind'],
  name: r.name,
  status: r.status as KnowledgeSourceRecord['status'],
  schedule: r.schedule as KnowledgeSourceRecord['schedule'],
  settings: JSON.parse(r.settings) as Record<string, unknown>,
  secret: r.secret,
  documentCount: r.document_count,
  lastSyncedAt: r.last_synced_at,
  nextSyncAt: r.next_sync_at,
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  progress: r.sync_progress ? (JSON.parse(r.sync_progress) as KnowledgeSourceRecord['progress']) : null,
});

/** Patchable fields of a source and their columns. */
export const SOURCE_COLUMNS: Record<string, keyof KnowledgeSourcesTable> = {
  name: 'name',
  status: 'status',
  schedule: 'schedule',
  settings: 'settings',
  secret: 'secret',
  documentCount: 'document_count',
  lastSyncedAt: 'last_synced_at',
  nextSyncAt: 'next_sync_at',
  lastError: 'last_error',
  updatedAt: 'updated_at',
  progress: 'sync_progress',
};

/** A patched field as its column holds it: settings and progress as JSON text. */
export const sourceColumnValue = (key: string, value: unknown): unknown =>
  key === 'settings' || (key === 'progress' && value !== null) ? JSON.stringify(value) : value;

/** The stored hash of a document's content (domain/sources/document-diff.ts says what the content is). */
export const hashContent = (content: string): string =>
  crypto.createHash('sha256').update(content).digest('hex');

/** A document's `data` column: a feed record's fields as JSON, null for text documents. */
export const dataColumn = (d: DocumentInput): string | null => (d.data ? JSON.stringify(d.data) : null);

export const toDocument = (r: KnowledgeDocumentsTable): KnowledgeDocument => ({
  id: r.id,
  ref: r.ref,
  title: r.title,
  url: r.url,
  characters: r.body.length,
  lookupOnly: r.body.length === 0 && r.data !== null,
  updatedAt: r.updated_at,
});

export const toStoredRecord = (r: {
  source_id: string;
  ref: string;
  title: string;
  url: string | null;
  data: string;
}): StoredRecord => ({
  sourceId: r.source_id,
  ref: r.ref,
  title: r.title,
  url: r.url,
  data: JSON.parse(r.data) as Record<string, unknown>,
});
