import crypto from 'node:crypto';
import type pg from 'pg';
import type { KnowledgeChunk, KnowledgeStore, Passage } from '../../domain/chat/index.ts';
import { indexTermsIn, searchStem } from '../../domain/answering/index.ts';
import { guardedCache } from './cached-lookups.ts';
import { CHANGES_CHANNEL, type ChangeFeed } from './change-feed.ts';
import { inTransaction, writeOrder } from './connect.ts';

/** The change feed's table name for an index's rows: its key follows in the notification. */
const INDEX_CHANGES = 'knowledge_indexes';
/** Search results kept per process (as the SQLite repo keeps): a few MB at most. */
const RESULTS_KEPT = 1024;

/** ts_rank weights {D, C, B, A}: body (A) 1.0 and title (B) 0.4, as the SQLite repo's bm25 weights. */
const WEIGHTS = '{0, 0, 0.4, 1}';

/**
 * Best chunks under one index token matching any term, ranked BM25-style: each matched term adds its
 * ts_rank in the chunk (frequency, normalised by length) times its inverse document frequency in this
 * index, so a rare word outweighs a word every chunk has, as FTS5's bm25 does. The document
 * frequencies are counted over the matched rows, which hold every chunk containing any of the terms;
 * the index's chunk count comes from knowledge_indexes. The rank is negated: lower is better, as the
 * Passage contract (FTS5's convention) says. Ties go to the chunk inserted first.
 */
const SEARCH = `
  WITH terms AS (
    SELECT t, to_tsquery('simple', t) AS q FROM unnest($2::text[]) AS t
  ), matched AS MATERIALIZED (
    SELECT id, kind, title, url, body, search FROM knowledge_fts
    WHERE index_token = $1 AND search @@ to_tsquery('simple', $3)
  ), total AS (
    SELECT greatest(coalesce((SELECT chunk_count FROM knowledge_indexes WHERE index_key = $5), 0),
                    (SELECT count(*) FROM matched)) AS n
  ), weights AS (
    SELECT terms.t, terms.q,
           ln(1 + (total.n - count(matched.id) + 0.5) / (count(matched.id) + 0.5))::float8 AS idf
    FROM terms CROSS JOIN total LEFT JOIN matched ON matched.search @@ terms.q
    GROUP BY terms.t, terms.q, total.n
  )
  SELECT m.kind, m.title, m.url, m.body,
         -sum(w.idf * ts_rank('${WEIGHTS}', m.search, w.q, 1)::float8) AS rank
  FROM matched m JOIN weights w ON m.search @@ w.q
  GROUP BY m.id, m.kind, m.title, m.url, m.body
  ORDER BY rank, m.id
  LIMIT $4`;

/**
 * The knowledge index on PostgreSQL: chunks with a generated tsvector under a GIN index (migration
 * 002), each tagged with its key's token as in the SQLite repo. The tsvector is built with the `simple`
 * configuration from each chunk's stems (indexTerms, migration 016) and query words are stemmed by the
 * same `stem`, so both stores and the answerer's word check agree on what matches. Search keeps the SQLite contract: any
 * of the terms (OR), best first, never another key's chunks. A replace locks the key's row in
 * knowledge_indexes first, so two processes rebuilding one key take turns instead of doubling chunks.
 * A deleted client's index is dropped from an event without being awaited, so reads wait for the
 * writes begun before them (writeOrder), as they would on SQLite's one connection.
 *
 * With a change feed, search results are kept per process (visitors of one business keep asking the
 * same few questions, and each search was a round trip ranking every matched chunk): a result is a
 * function of its key's rows alone, and every write to them (replace, remove, here or on another
 * machine) notifies the feed in its own transaction, so the notification comes with the commit. Any
 * notification, a lost feed, or a write in this process drops what was kept, and a search that
 * overlapped one is not kept (guardedCache).
 */
export function createPostgresKnowledgeRepo(
  pool: pg.Pool,
  clock: { now(): Date },
  feed?: ChangeFeed,
): KnowledgeStore {
  const order = writeOrder();
  const tokenOf = (key: string) => `k${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}x`;
  const results = feed ? guardedCache<string, readonly Passage[]>(feed, RESULTS_KEPT) : null;
  feed?.on(INDEX_CHANGES, () => results?.clear());
  const notify = (tx: pg.PoolClient, key: string) =>
    tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${INDEX_CHANGES} ${key}`]);
  /** A write to a key's rows: what was kept is dropped before it starts and after it committed. */
  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    results?.clear();
    try {
      return await order.write(work);
    } finally {
      results?.clear();
    }
  };

  const remove = (key: string) =>
    inTransaction(pool, async (tx) => {
      await tx.query('DELETE FROM knowledge_indexes WHERE index_key = $1', [key]);
      await tx.query('DELETE FROM knowledge_fts WHERE index_token = $1', [tokenOf(key)]);
      await notify(tx, key);
    });
  const searchNow = async (key: string, words: string[], limit: number): Promise<Passage[]> => {
    await order.settled();
    // Named: run on every question, so each pooled connection plans it once.
    const r = await pool.query<Passage>({
      name: 'fd_search',
      text: SEARCH,
      values: [tokenOf(key), words, words.join(' | '), limit, key],
    });
    return r.rows;
  };

  return {
    async version(key) {
      await order.settled();
      const r = await pool.query<{ version: string }>(
        'SELECT version FROM knowledge_indexes WHERE index_key = $1',
        [key],
      );
      return r.rows[0]?.version ?? null;
    },
    async replace(key, version, chunks: KnowledgeChunk[], language) {
      const token = tokenOf(key);
      await writing(() =>
        inTransaction(pool, async (tx) => {
          await notify(tx, key);
          await tx.query(
            `INSERT INTO knowledge_indexes (index_key, index_token, version, chunk_count, updated_at)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (index_key) DO UPDATE SET version = excluded.version, chunk_count = excluded.chunk_count,
             updated_at = excluded.updated_at`,
            [key, token, version, chunks.length, clock.now().toISOString()],
          );
          await tx.query('DELETE FROM knowledge_fts WHERE index_token = $1', [token]);
          if (chunks.length === 0) return;
          await tx.query(
            `INSERT INTO knowledge_fts (index_token, kind, title, url, body, title_terms, body_terms)
           SELECT $1, kind, title, url, body, title_terms, body_terms
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
             WITH ORDINALITY AS c (kind, title, url, body, title_terms, body_terms, n)
           ORDER BY n`,
            [
              token,
              chunks.map((c) => c.kind),
              chunks.map((c) => c.title),
              chunks.map((c) => c.url),
              chunks.map((c) => c.body),
              chunks.map((c) => indexTermsIn(c.title, language)),
              chunks.map((c) => indexTermsIn(c.body, language)),
            ],
          );
        }),
      );
    },
    async chunks(key) {
      await order.settled();
      const r = await pool.query<KnowledgeChunk>(
        'SELECT kind, title, url, body FROM knowledge_fts WHERE index_token = $1 ORDER BY id',
        [tokenOf(key)],
      );
      return r.rows;
    },
    async search(key, terms, limit, language): Promise<Passage[]> {
      // Terms are [a-z0-9]+ words, matched by their stems ([a-z0-9]+ too, so none can carry tsquery
      // syntax: &, |, !, :*).
      const words = [
        ...new Set(terms.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => searchStem(t, language))),
      ];
      if (words.length === 0) return [];
      if (!results) return searchNow(key, words, limit);
      // Passages are frozen and the list copied: callers share what is kept.
      const kept = await results.read(`${key}\n${limit}\n${words.join(' ')}`, async () =>
        (await searchNow(key, words, limit)).map((p) => Object.freeze(p)),
      );
      return [...kept];
    },
    async remove(key) {
      await writing(() => remove(key));
    },
    async prunePreviews(keep) {
      await writing(async () => {
        const r = await pool.query<{ index_key: string }>(
          `SELECT index_key FROM knowledge_indexes WHERE index_key LIKE 'preview:%'
           ORDER BY updated_at DESC OFFSET $1`,
          [keep],
        );
        for (const row of r.rows) await remove(row.index_key);
      });
    },
  };
}
