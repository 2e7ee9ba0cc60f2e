import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { KnowledgeChunk, KnowledgeStore, Passage } from '../../domain/chat/index.ts';
import { indexTermsIn, searchStem } from '../../domain/answering/index.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import { dataVersionOf } from './data-version.ts';
import { rankWithinIndex, type MatchedTerms } from './index-bm25.ts';

/** Below this many chunks every query is cheap: all its words are matched, as they always were. */
const LARGE_INDEX = 1000;
/**
 * Below this many chunks (most businesses' knowledge) a search is ranked by the index's own word
 * statistics (index-bm25.ts), so another client's knowledge never moves it; larger indexes keep FTS5's
 * table-wide bm25, which costs a third as much there (about 0.2 against 0.7 ms uncached at 150 chunks).
 */
const OWN_STATISTICS_BELOW = 150;
/** Rows a large index's query may match by its rarest words (each matched row is ranked by bm25). */
const MATCH_BUDGET = 1000;
/** Large indexes whose word statistics are kept in memory. */
const STATS_KEPT = 16;
/** Search results kept: visitors of one business keep asking the same few questions. */
const RESULTS_KEPT = 1024;

interface IndexStats {
  version: string;
  /** Chunks containing each word stem (title or body). */
  df: Map<string, number>;
}

/** Word statistics from each chunk's indexed stems (title and body terms). */
function statsOf(version: string, chunks: Iterable<{ terms: string }>): IndexStats {
  const df = new Map<string, number>();
  for (const c of chunks) {
    for (const s of new Set(c.terms.split(' '))) if (s) df.set(s, (df.get(s) ?? 0) + 1);
  }
  return { version, df };
}

/**
 * Splits a large index's query words into the ones that select rows (the rarest, up to MATCH_BUDGET
 * matched rows, at least one) and the common rest, the way Lucene's CommonTermsQuery does: a word in a
 * large share of the chunks says little about which chunk answers, yet costs a bm25 evaluation for
 * every chunk it matches.
 */
export function splitByFrequency(
  words: string[],
  df: (word: string) => number,
): { select: string[]; common: string[] } {
  const sorted = [...words].sort((a, b) => df(a) - df(b));
  const select: string[] = [];
  let matched = 0;
  for (const w of sorted) {
    if (select.length > 0 && matched + df(w) > MATCH_BUDGET) break;
    select.push(w);
    matched += df(w);
  }
  return { select, common: sorted.slice(select.length) };
}

/**
 * The FTS5 knowledge index. Each index key (client id or preview key) becomes one opaque token in the
 * indexed `index_token` column, so every search is "this key AND any of these words": the client
 * filter is part of the full-text match itself. The indexed text is each chunk's stems (indexTerms,
 * migration 016) under FTS5's non-stemming unicode61 tokenizer, and query words are stemmed by the
 * same `stem`, so the index matches exactly the words the answerer reads as covered. Prepared
 * statements on the raw handle keep a lookup well under a millisecond.
 */
export function createKnowledgeRepo(sqlite: SQLite.Database, clock: { now(): Date }): KnowledgeStore {
  // Hex with a fixed tail (kept from when the tokenizer stemmed: existing indexes hold these tokens).
  const tokens = new Map<string, string>();
  const tokenOf = (key: string) => {
    let token = tokens.get(key);
    if (!token) {
      if (tokens.size > 10_000) tokens.clear();
      token = `k${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}x`;
      tokens.set(key, token);
    }
    return token;
  };

  const versionOf = sqlite.prepare<[string], { version: string }>(
    'SELECT version FROM knowledge_indexes WHERE index_key = ?',
  );
  const deleteChunks = sqlite.prepare<[string]>(
    'DELETE FROM knowledge_fts WHERE rowid IN (SELECT rowid FROM knowledge_fts WHERE knowledge_fts MATCH ?)',
  );
  const insertChunk = sqlite.prepare<[string, string, string, string, string, string, string | null]>(
    'INSERT INTO knowledge_fts (body_terms, title_terms, body, title, index_token, kind, url) VALUES (?, ?, ?, ?, ?, ?, ?)',
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
  const indexRow = sqlite.prepare<[string], { version: string; chunk_count: number }>(
    'SELECT version, chunk_count FROM knowledge_indexes WHERE index_key = ?',
  );
  // A small index's matched chunks, ranked in rankWithinIndex by the index's own word statistics.
  const matchedTerms = sqlite.prepare<[string], MatchedTerms>(
    'SELECT rowid AS id, title_terms, body_terms FROM knowledge_fts WHERE knowledge_fts MATCH ?',
  );
  const chunkAt = sqlite.prepare<[number], KnowledgeChunk>(
    'SELECT kind, title, url, body FROM knowledge_fts WHERE rowid = ?',
  );
  const rankedWithin = (match: string, stems: string[], chunkCount: number, limit: number) =>
    rankWithinIndex(matchedTerms.all(match), stems, chunkCount, limit).flatMap(({ id, rank }) => {
      const c = chunkAt.get(id);
      return c ? [{ ...c, rank }] : [];
    });
  const termsOf = sqlite.prepare<[string], { terms: string }>(
    "SELECT title_terms || ' ' || body_terms AS terms FROM knowledge_fts WHERE knowledge_fts MATCH ?",
  );
  const allChunks = sqlite.prepare<[string], KnowledgeChunk>(
    'SELECT kind, title, url, body FROM knowledge_fts WHERE knowledge_fts MATCH ? ORDER BY rowid',
  );
  const stalePreviews = sqlite.prepare<[number], { index_key: string }>(
    `SELECT index_key FROM knowledge_indexes WHERE index_key LIKE 'preview:%' ORDER BY updated_at DESC LIMIT -1 OFFSET ?`,
  );

  const keyMatch = (key: string) => `index_token:${tokenOf(key)}`;

  // Results of recent searches. An FTS5 query costs more than the rest of an answer, and its result is
  // a function of the table alone (bm25 also reads the statistics of other keys' chunks), so every
  // result is dropped when the table may have changed: a replace or remove here, or a commit by another
  // connection (PRAGMA data_version moves). Passages are frozen because callers share them.
  const dataVersion = dataVersionOf(sqlite);
  const results = new Map<string, readonly Passage[]>();
  let resultsVersion = -1;
  const forgetResults = () => results.clear();
  const cachedSearch = (key: string, terms: string[], limit: number, run: () => Passage[]) => {
    const version = dataVersion();
    if (version !== resultsVersion) {
      results.clear();
      resultsVersion = version;
    }
    const id = `${key}\n${limit}\n${terms.join(' ')}`;
    const hit = results.get(id);
    if (hit) {
      // Most recently used last, so the oldest unused result is the one dropped.
      results.delete(id);
      results.set(id, hit);
      return [...hit];
    }
    const found = run().map((p) => Object.freeze(p));
    if (results.size >= RESULTS_KEPT) results.delete(results.keys().next().value as string);
    results.set(id, found);
    return [...found];
  };

  // Word statistics of large indexes, checked against the stored version so another process's rebuild
  // is noticed; recomputed from the index itself when missing (after a restart).
  const stats = new Map<string, IndexStats>();
  const keepStats = (key: string, s: IndexStats) => {
    stats.delete(key);
    if (stats.size >= STATS_KEPT) stats.delete(stats.keys().next().value ?? '');
    stats.set(key, s);
  };
  const largeIndexStats = (key: string, row: { version: string; chunk_count: number } | undefined) => {
    if (!row || row.chunk_count < LARGE_INDEX) return null;
    const known = stats.get(key);
    if (known?.version === row.version) return known;
    const fresh = statsOf(row.version, termsOf.iterate(keyMatch(key)));
    keepStats(key, fresh);
    return fresh;
  };
  const remove = sqlite.transaction((key: string) => {
    forgetResults();
    deleteChunks.run(keyMatch(key));
    deleteIndex.run(key);
  });
  const replace = sqlite.transaction(
    (key: string, version: string, chunks: KnowledgeChunk[], language: LanguageCode | undefined) => {
      const token = tokenOf(key);
      forgetResults();
      deleteChunks.run(keyMatch(key));
      const terms: { terms: string }[] = [];
      for (const c of chunks) {
        const title = indexTermsIn(c.title, language);
        const body = indexTermsIn(c.body, language);
        insertChunk.run(body, title, c.body, c.title, token, c.kind, c.url);
        terms.push({ terms: `${title} ${body}` });
      }
      upsertIndex.run(key, token, version, chunks.length, clock.now().toISOString());
      stats.delete(key);
      if (chunks.length >= LARGE_INDEX) keepStats(key, statsOf(version, terms));
    },
  );

  const quoted = (list: string[], op: 'OR' | 'AND') => list.map((t) => `"${t}"`).join(` ${op} `);
  const columns = '{body_terms title_terms}';
  const searchNow = (key: string, stems: string[], limit: number): Passage[] => {
    const row = indexRow.get(key);
    const index = largeIndexStats(key, row);
    const match = `${keyMatch(key)} AND ${columns} : (${quoted(stems, 'OR')})`;
    if (row && row.chunk_count < OWN_STATISTICS_BELOW)
      return rankedWithin(match, stems, row.chunk_count, limit);
    if (!index) return search.all(match, limit);
    const split = splitByFrequency(stems, (s) => index.df.get(s) ?? 0);
    if (split.common.length === 0) return search.all(match, limit);
    const found = search.all(`${keyMatch(key)} AND ${columns} : (${quoted(split.select, 'OR')})`, limit);
    if (found.length >= limit) return found;
    // Too few chunks hold a rare word: fill up with chunks holding all the common ones.
    const seen = new Set(found.map((p) => p.body));
    const more = search.all(
      `${keyMatch(key)} AND ${columns} : (${quoted(split.common, 'AND')})`,
      limit + found.length,
    );
    return [...found, ...more.filter((p) => !seen.has(p.body))].slice(0, limit);
  };

  return {
    async version(key) {
      return versionOf.get(key)?.version ?? null;
    },
    async replace(key, version, chunks, language) {
      replace(key, version, chunks, language);
    },
    async chunks(key) {
      return allChunks.all(keyMatch(key));
    },
    async search(key, terms, limit, language) {
      // Terms are [a-z0-9]+ words, matched by their stems; quoting keeps FTS5 operators (AND, NEAR, …)
      // literal.
      const stems = [
        ...new Set(terms.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => searchStem(t, language))),
      ];
      if (stems.length === 0) return [];
      return cachedSearch(key, stems, limit, () => searchNow(key, stems, limit));
    },
    async remove(key) {
      remove(key);
      stats.delete(key);
    },
    async prunePreviews(keep) {
      for (const row of stalePreviews.all(keep)) {
        remove(row.index_key);
        stats.delete(row.index_key);
      }
    },
  };
}
