import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { KnowledgeChunk, KnowledgeStore, Passage } from '../../domain/chat-ports.ts';

/**
 * The FTS5 knowledge index. Each index key (client id or preview key) becomes one opaque token in the
 * indexed `index_token` column, so every search is "this key AND any of these words": the client
 * filter is part of the full-text match itself. Prepared statements on the raw handle keep a lookup
 * well under a millisecond.
 */
export function createKnowledgeRepo(sqlite: SQLite.Database, clock: { now(): Date }): KnowledgeStore {
  // Hex with a fixed non-stemmable tail, so the porter tokenizer leaves the token whole.
  const tokenOf = (key: string) => `k${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}x`;

  const versionOf = sqlite.prepare<[string], { version: string }>('SELECT version FROM knowledge_indexes WHERE index_key = ?');
  const deleteChunks = sqlite.prepare<[string]>('DELETE FROM knowledge_fts WHERE rowid IN (SELECT rowid FROM knowledge_fts WHERE knowledge_fts MATCH ?)');
  const insertChunk = sqlite.prepare<[string, string, string, string, string | null]>(
    'INSERT INTO knowledge_fts (body, title, index_token, kind, url) VALUES (?, ?, ?, ?, ?)',
  );
  const upsertIndex = sqlite.prepare<[string, string, string, number, string]>(
    `INSERT INTO knowledge_indexes (index_key, index_token, version, chunk_count, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (index_key) DO UPDATE SET version = excluded.version, chunk_count = excluded.chunk_count, updated_at = excluded.updated_at`,
  );
  const deleteIndex = sqlite.prepare<[string]>('DELETE FROM knowledge_indexes WHERE index_key = ?');
  const search = sqlite.prepare<[string, number], Passage>(
    `SELECT kind, title, url, body, bm25(knowledge_fts, 1.0, 0.4, 0.0) AS rank
     FROM knowledge_fts WHERE knowledge_fts MATCH ? ORDER BY rank LIMIT ?`,
  );
  const stalePreviews = sqlite.prepare<[number], { index_key: string }>(
    `SELECT index_key FROM knowledge_indexes WHERE index_key LIKE 'preview:%' ORDER BY updated_at DESC LIMIT -1 OFFSET ?`,
  );

  const keyMatch = (key: string) => `index_token:${tokenOf(key)}`;
  const remove = sqlite.transaction((key: string) => {
    deleteChunks.run(keyMatch(key));
    deleteIndex.run(key);
  });
  const replace = sqlite.transaction((key: string, version: string, chunks: KnowledgeChunk[]) => {
    const token = tokenOf(key);
    deleteChunks.run(keyMatch(key));
    for (const c of chunks) insertChunk.run(c.body, c.title, token, c.kind, c.url);
    upsertIndex.run(key, token, version, chunks.length, clock.now().toISOString());
  });

  return {
    async version(key) {
      return versionOf.get(key)?.version ?? null;
    },
    async replace(key, version, chunks) {
      replace(key, version, chunks);
    },
    async search(key, terms, limit) {
      // Terms are [a-z0-9]+ words; quoting keeps FTS5 operators (AND, NEAR, …) literal.
      const words = terms.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => `"${t}"`);
      if (words.length === 0) return [];
      return search.all(`${keyMatch(key)} AND {body title} : (${words.join(' OR ')})`, limit);
    },
    async remove(key) {
      remove(key);
    },
    async prunePreviews(keep) {
      for (const row of stalePreviews.all(keep)) remove(row.index_key);
    },
  };
}
