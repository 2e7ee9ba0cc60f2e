import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { KnowledgeDocument, SyncCounts } from '../../../contract/knowledge.ts';
import {
  changesKnowledge,
  diffDocuments,
  type DocumentInput,
  type IndexedDocument,
  type KnowledgeSourcesRepo,
  type StoredRecord,
} from '../../domain/sources/index.ts';
import {
  dataColumn,
  hashContent,
  indexKindOf,
  SOURCE_COLUMNS,
  sourceColumnValue,
  toDocument,
  toSource,
  toStoredRecord,
} from '../knowledge-source-rows.ts';
import type { KnowledgeDocumentsTable, KnowledgeSourcesTable } from '../schema.ts';
import { writeBatchOf } from '../write-batch.ts';
import { cachedRevisions } from './revision-cache.ts';

/**
 * Sources and their documents on the raw SQLite handle. Writes go through the chat write batch, so a
 * large sync never joins (or rolls back with) a transaction of the chat hot path. Which documents to
 * write is the domain's diff (document-diff.ts); this only reads the stored hashes and writes the result.
 */
export function createKnowledgeSourcesRepo(sqlite: SQLite.Database): KnowledgeSourcesRepo {
  const batch = writeBatchOf(sqlite);
  const selectAll = sqlite.prepare<[string], KnowledgeSourcesTable>(
    'SELECT * FROM knowledge_sources WHERE client_id = ? ORDER BY created_at, id',
  );
  const selectOne = sqlite.prepare<[string, string], KnowledgeSourcesTable>(
    'SELECT * FROM knowledge_sources WHERE client_id = ? AND id = ?',
  );
  const selectDue = sqlite.prepare<[string, number], KnowledgeSourcesTable>(
    `SELECT * FROM knowledge_sources WHERE schedule != 'manual' AND status != 'syncing'
     AND next_sync_at IS NOT NULL AND next_sync_at <= ? ORDER BY next_sync_at LIMIT ?`,
  );
  const selectFailed = sqlite.prepare<[string], KnowledgeSourcesTable>(
    "SELECT * FROM knowledge_sources WHERE status = 'failed' AND updated_at >= ? ORDER BY updated_at, id",
  );
  const insertSource = sqlite.prepare(
    `INSERT INTO knowledge_sources (id, client_id, kind, name, status, schedule, settings, secret,
       document_count, last_synced_at, next_sync_at, last_error, created_at, updated_at)
     VALUES (@id, @client_id, @kind, @name, @status, @schedule, @settings, @secret,
       @document_count, @last_synced_at, @next_sync_at, @last_error, @created_at, @updated_at)`,
  );
  const deleteSource = sqlite.prepare<[string, string]>(
    'DELETE FROM knowledge_sources WHERE client_id = ? AND id = ?',
  );
  const interrupt = sqlite.prepare<[string, string, string]>(
    "UPDATE knowledge_sources SET status = 'failed', last_error = ?, updated_at = ?, sync_progress = NULL WHERE status IN ('syncing', 'pending') AND id NOT IN (SELECT value FROM json_each(?))",
  );
  const listDocs = sqlite.prepare<[string, string], KnowledgeDocumentsTable>(
    'SELECT * FROM knowledge_documents WHERE client_id = ? AND source_id = ? ORDER BY ref',
  );
  const docHashes = sqlite.prepare<[string, string], { id: string; ref: string; content_hash: string }>(
    'SELECT id, ref, content_hash FROM knowledge_documents WHERE client_id = ? AND source_id = ?',
  );
  const insertDoc = sqlite.prepare(
    `INSERT INTO knowledge_documents (id, source_id, client_id, ref, title, url, body, data, content_hash, updated_at)
     VALUES (@id, @source_id, @client_id, @ref, @title, @url, @body, @data, @content_hash, @updated_at)`,
  );
  const updateDoc = sqlite.prepare(
    `UPDATE knowledge_documents SET title = @title, url = @url, body = @body, data = @data,
       content_hash = @content_hash, updated_at = @updated_at WHERE id = @id`,
  );
  const deleteDoc = sqlite.prepare<[string]>('DELETE FROM knowledge_documents WHERE id = ?');
  const deleteOwnDoc = sqlite.prepare<[string, string, string]>(
    'DELETE FROM knowledge_documents WHERE client_id = ? AND source_id = ? AND id = ?',
  );
  const countDocs = sqlite
    .prepare<[string], number>('SELECT count(*) FROM knowledge_documents WHERE source_id = ?')
    .pluck();
  const setCount = sqlite.prepare<[number, string]>(
    'UPDATE knowledge_sources SET document_count = ? WHERE id = ?',
  );
  const bump = sqlite.prepare<[string]>(
    `INSERT INTO knowledge_revisions (client_id, revision) VALUES (?, 1)
     ON CONFLICT (client_id) DO UPDATE SET revision = revision + 1`,
  );
  const revisionOf = cachedRevisions(sqlite);
  const indexDocs = sqlite.prepare<
    [string],
    { kind: string; title: string; url: string | null; body: string }
  >(
    `SELECT s.kind, d.title, d.url, d.body FROM knowledge_documents d
     JOIN knowledge_sources s ON s.id = d.source_id WHERE d.client_id = ? ORDER BY d.source_id, d.ref`,
  );
  const recordRows = sqlite.prepare<
    [string, string | null, string | null],
    { source_id: string; ref: string; title: string; url: string | null; data: string }
  >(
    `SELECT source_id, ref, title, url, data FROM knowledge_documents
     WHERE client_id = ? AND data IS NOT NULL AND (? IS NULL OR source_id = ?) ORDER BY source_id, ref`,
  );

  const write = (
    clientId: string,
    sourceId: string,
    docs: DocumentInput[],
    at: string,
    removeMissing: boolean,
  ): SyncCounts => {
    const stored = docHashes
      .all(clientId, sourceId)
      .map((r) => ({ id: r.id, ref: r.ref, contentHash: r.content_hash }));
    const diff = diffDocuments(stored, docs, { removeMissing, hashOf: hashContent });
    const row = (d: DocumentInput, contentHash: string) => ({
      title: d.title,
      url: d.url,
      body: d.body,
      data: dataColumn(d),
      content_hash: contentHash,
      updated_at: at,
    });
    for (const { doc, contentHash } of diff.added) {
      insertDoc.run({
        ...row(doc, contentHash),
        id: crypto.randomUUID(),
        source_id: sourceId,
        client_id: clientId,
        ref: doc.ref,
      });
    }
    for (const { id, doc, contentHash } of diff.changed) updateDoc.run({ ...row(doc, contentHash), id });
    for (const id of diff.removed) deleteDoc.run(id);
    setCount.run(countDocs.get(sourceId) ?? 0, sourceId);
    if (changesKnowledge(diff.counts)) bump.run(clientId);
    return diff.counts;
  };

  return {
    list: async (clientId) => selectAll.all(clientId).map(toSource),
    get: async (clientId, id) => {
      const row = selectOne.get(clientId, id);
      return row ? toSource(row) : null;
    },
    insert: (s) =>
      batch.run(() => {
        try {
          insertSource.run({
            id: s.id,
            client_id: s.clientId,
            kind: s.kind,
            name: s.name,
            status: s.status,
            schedule: s.schedule,
            settings: JSON.stringify(s.settings),
            secret: s.secret,
            document_count: s.documentCount,
            last_synced_at: s.lastSyncedAt,
            next_sync_at: s.nextSyncAt,
            last_error: s.lastError,
            created_at: s.createdAt,
            updated_at: s.updatedAt,
          });
        } catch (err) {
          if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
          throw err;
        }
        return true;
      }),
    update: (clientId, id, patch) =>
      batch.run(() => {
        const sets: string[] = [];
        const values: Record<string, unknown> = { client_id: clientId, id };
        for (const [key, value] of Object.entries(patch)) {
          const column = SOURCE_COLUMNS[key];
          if (!column || value === undefined) continue;
          sets.push(`${column} = @${column}`);
          values[column] = sourceColumnValue(key, value);
        }
        if (sets.length > 0)
          sqlite
            .prepare(
              `UPDATE knowledge_sources SET ${sets.join(', ')} WHERE client_id = @client_id AND id = @id`,
            )
            .run(values);
        const row = selectOne.get(clientId, id);
        return row ? toSource(row) : null;
      }),
    delete: (clientId, id) =>
      batch.run(() => {
        const removed = deleteSource.run(clientId, id).changes > 0;
        if (removed) bump.run(clientId);
        return removed;
      }),
    due: async (now, limit) => selectDue.all(now, limit).map(toSource),
    failedSince: async (since) => selectFailed.all(since).map(toSource),
    markInterrupted: (message, at, running) =>
      batch.run(() => interrupt.run(message, at, JSON.stringify(running)).changes),
    documents: async (clientId, sourceId): Promise<KnowledgeDocument[]> =>
      listDocs.all(clientId, sourceId).map(toDocument),
    replaceDocuments: (clientId, sourceId, docs, at) =>
      batch.run(() => write(clientId, sourceId, docs, at, true)),
    upsertDocuments: (clientId, sourceId, docs, at) =>
      batch.run(() => write(clientId, sourceId, docs, at, false)),
    deleteDocument: (clientId, sourceId, documentId) =>
      batch.run(() => {
        const removed = deleteOwnDoc.run(clientId, sourceId, documentId).changes > 0;
        if (removed) {
          setCount.run(countDocs.get(sourceId) ?? 0, sourceId);
          bump.run(clientId);
        }
        return removed;
      }),
    indexDocuments: async (clientId): Promise<IndexedDocument[]> =>
      indexDocs.all(clientId).map((r) => ({
        kind: indexKindOf(r.kind),
        title: r.title,
        url: r.url,
        body: r.body,
      })),
    records: async (clientId, opts = {}): Promise<StoredRecord[]> =>
      recordRows.all(clientId, opts.sourceId ?? null, opts.sourceId ?? null).map(toStoredRecord),
    revision: async (clientId) => revisionOf(clientId),
  };
}
