import crypto from 'node:crypto';
import type pg from 'pg';
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
import { inTransaction, isUniqueViolation } from './connect.ts';

const BUMP = `INSERT INTO knowledge_revisions (client_id, revision) VALUES ($1, 1)
  ON CONFLICT (client_id) DO UPDATE SET revision = knowledge_revisions.revision + 1`;
const SET_COUNT = `UPDATE knowledge_sources SET document_count =
  (SELECT count(*) FROM knowledge_documents WHERE source_id = $1) WHERE id = $1`;

/**
 * Sources and their documents on PostgreSQL, with the SQLite repo's semantics: which documents to write
 * is the domain's diff (document-diff.ts: a re-crawl finding the same page rewrites nothing), the
 * client's revision bumped in the same transaction as any change, and the one-website/one-uploads rule settled by migration 006's
 * partial unique indexes (the losing insert answers false). A document write locks its source row
 * first, so two syncs of one source never interleave their diffs.
 */
export function createPostgresKnowledgeSourcesRepo(pool: pg.Pool): KnowledgeSourcesRepo {
  const write = (
    clientId: string,
    sourceId: string,
    docs: DocumentInput[],
    at: string,
    removeMissing: boolean,
  ): Promise<SyncCounts> =>
    inTransaction(pool, async (tx) => {
      await tx.query('SELECT 1 FROM knowledge_sources WHERE id = $1 FOR UPDATE', [sourceId]);
      const stored = (
        await tx.query<{ id: string; ref: string; content_hash: string }>(
          'SELECT id, ref, content_hash FROM knowledge_documents WHERE client_id = $1 AND source_id = $2',
          [clientId, sourceId],
        )
      ).rows.map((r) => ({ id: r.id, ref: r.ref, contentHash: r.content_hash }));
      const diff = diffDocuments(stored, docs, { removeMissing, hashOf: hashContent });
      const added = diff.added.map(({ doc: d, contentHash }) => [
        crypto.randomUUID(),
        d.ref,
        d.title,
        d.url,
        d.body,
        dataColumn(d),
        contentHash,
      ]);
      const changed = diff.changed.map(({ id, doc: d, contentHash }) => [
        id,
        d.title,
        d.url,
        d.body,
        dataColumn(d),
        contentHash,
      ]);
      const gone = diff.removed;
      // One statement per kind of change, each row's columns passed as parallel arrays.
      const column = (rows: (string | null)[][], i: number) => rows.map((r) => r[i] ?? null);
      if (added.length > 0)
        await tx.query(
          `INSERT INTO knowledge_documents (id, source_id, client_id, ref, title, url, body, data, content_hash, updated_at)
           SELECT id, $1, $2, ref, title, url, body, data, content_hash, $3
           FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
             AS d (id, ref, title, url, body, data, content_hash)`,
          [sourceId, clientId, at, ...[0, 1, 2, 3, 4, 5, 6].map((i) => column(added, i))],
        );
      if (changed.length > 0)
        await tx.query(
          `UPDATE knowledge_documents SET title = d.title, url = d.url, body = d.body, data = d.data,
             content_hash = d.content_hash, updated_at = $1
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
             AS d (id, title, url, body, data, content_hash)
           WHERE knowledge_documents.id = d.id`,
          [at, ...[0, 1, 2, 3, 4, 5].map((i) => column(changed, i))],
        );
      if (gone.length > 0)
        await tx.query('DELETE FROM knowledge_documents WHERE id = ANY($1::text[])', [gone]);
      await tx.query(SET_COUNT, [sourceId]);
      if (changesKnowledge(diff.counts)) await tx.query(BUMP, [clientId]);
      return diff.counts;
    });

  const one = async (clientId: string, id: string) => {
    const r = await pool.query<KnowledgeSourcesTable>(
      'SELECT * FROM knowledge_sources WHERE client_id = $1 AND id = $2',
      [clientId, id],
    );
    return r.rows[0] ? toSource(r.rows[0]) : null;
  };

  return {
    async list(clientId) {
      const r = await pool.query<KnowledgeSourcesTable>(
        'SELECT * FROM knowledge_sources WHERE client_id = $1 ORDER BY created_at, id',
        [clientId],
      );
      return r.rows.map(toSource);
    },
    get: one,
    async insert(s) {
      try {
        await pool.query(
          `INSERT INTO knowledge_sources (id, client_id, kind, name, status, schedule, settings, secret,
             document_count, last_synced_at, next_sync_at, last_error, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            s.id,
            s.clientId,
            s.kind,
            s.name,
            s.status,
            s.schedule,
            JSON.stringify(s.settings),
            s.secret,
            s.documentCount,
            s.lastSyncedAt,
            s.nextSyncAt,
            s.lastError,
            s.createdAt,
            s.updatedAt,
          ],
        );
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
      return true;
    },
    async update(clientId, id, patch) {
      const sets: string[] = [];
      const values: unknown[] = [clientId, id];
      for (const [key, value] of Object.entries(patch)) {
        const column = SOURCE_COLUMNS[key];
        if (!column || value === undefined) continue;
        values.push(sourceColumnValue(key, value));
        sets.push(`${column} = $${values.length}`);
      }
      if (sets.length === 0) return one(clientId, id);
      const r = await pool.query<KnowledgeSourcesTable>(
        `UPDATE knowledge_sources SET ${sets.join(', ')} WHERE client_id = $1 AND id = $2 RETURNING *`,
        values,
      );
      return r.rows[0] ? toSource(r.rows[0]) : null;
    },
    delete: (clientId, id) =>
      inTransaction(pool, async (tx) => {
        const r = await tx.query('DELETE FROM knowledge_sources WHERE client_id = $1 AND id = $2', [
          clientId,
          id,
        ]);
        const removed = (r.rowCount ?? 0) > 0;
        if (removed) await tx.query(BUMP, [clientId]);
        return removed;
      }),
    async due(now, limit) {
      const r = await pool.query<KnowledgeSourcesTable>(
        `SELECT * FROM knowledge_sources WHERE schedule != 'manual' AND status != 'syncing'
         AND next_sync_at IS NOT NULL AND next_sync_at <= $1 ORDER BY next_sync_at LIMIT $2`,
        [now, limit],
      );
      return r.rows.map(toSource);
    },
    async failedSince(since) {
      const r = await pool.query<KnowledgeSourcesTable>(
        "SELECT * FROM knowledge_sources WHERE status = 'failed' AND updated_at >= $1 ORDER BY updated_at, id",
        [since],
      );
      return r.rows.map(toSource);
    },
    async markInterrupted(message, at, running) {
      const r = await pool.query(
        "UPDATE knowledge_sources SET status = 'failed', last_error = $1, updated_at = $2, sync_progress = NULL WHERE status IN ('syncing', 'pending') AND NOT (id = ANY($3::text[]))",
        [message, at, running],
      );
      return r.rowCount ?? 0;
    },
    async documents(clientId, sourceId): Promise<KnowledgeDocument[]> {
      const r = await pool.query<KnowledgeDocumentsTable>(
        'SELECT * FROM knowledge_documents WHERE client_id = $1 AND source_id = $2 ORDER BY ref',
        [clientId, sourceId],
      );
      return r.rows.map(toDocument);
    },
    replaceDocuments: (clientId, sourceId, docs, at) => write(clientId, sourceId, docs, at, true),
    upsertDocuments: (clientId, sourceId, docs, at) => write(clientId, sourceId, docs, at, false),
    deleteDocument: (clientId, sourceId, documentId) =>
      inTransaction(pool, async (tx) => {
        const r = await tx.query(
          'DELETE FROM knowledge_documents WHERE client_id = $1 AND source_id = $2 AND id = $3',
          [clientId, sourceId, documentId],
        );
        const removed = (r.rowCount ?? 0) > 0;
        if (removed) {
          await tx.query(SET_COUNT, [sourceId]);
          await tx.query(BUMP, [clientId]);
        }
        return removed;
      }),
    async indexDocuments(clientId): Promise<IndexedDocument[]> {
      const r = await pool.query<{ kind: string; title: string; url: string | null; body: string }>(
        `SELECT s.kind, d.title, d.url, d.body FROM knowledge_documents d
         JOIN knowledge_sources s ON s.id = d.source_id WHERE d.client_id = $1 ORDER BY d.source_id, d.ref`,
        [clientId],
      );
      return r.rows.map((d) => ({
        kind: indexKindOf(d.kind),
        title: d.title,
        url: d.url,
        body: d.body,
      }));
    },
    async records(clientId, opts = {}): Promise<StoredRecord[]> {
      const r = await pool.query<{
        source_id: string;
        ref: string;
        title: string;
        url: string | null;
        data: string;
      }>(
        `SELECT source_id, ref, title, url, data FROM knowledge_documents
         WHERE client_id = $1 AND data IS NOT NULL AND ($2::text IS NULL OR source_id = $2) ORDER BY source_id, ref`,
        [clientId, opts.sourceId ?? null],
      );
      return r.rows.map(toStoredRecord);
    },
    async revision(clientId) {
      const r = await pool.query<{ revision: number }>(
        'SELECT revision FROM knowledge_revisions WHERE client_id = $1',
        [clientId],
      );
      return r.rows[0]?.revision ?? 0;
    },
  };
}
