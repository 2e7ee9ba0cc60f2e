/**
 * BM25 over one index's own chunks. FTS5's bm25() takes its word statistics from the whole table, so a
 * client's ranking moved whenever another client's knowledge changed; here the document frequencies
 * come from the matched rows (which hold every chunk of the index containing any query word) and the
 * chunk count from the index's row, as the PostgreSQL store ranks. Lengths are averaged over the
 * matched rows.
 */

export interface MatchedTerms {
  id: number;
  /** The chunk's indexed stems, space-separated (indexTerms). */
  title_terms: string;
  body_terms: string;
}

/** Body words count fully, title words at 0.4, as the FTS5 query weighed them. */
const TITLE_WEIGHT = 0.4;
const K1 = 1.2;
const B = 0.75;

/** How often `word` occurs in a space-separated list of stems. */
function occurrences(terms: string, word: string): number {
  let n = 0;
  for (let at = terms.indexOf(word); at >= 0; at = terms.indexOf(word, at + word.length)) {
    const end = at + word.length;
    if (
      (at === 0 || terms.charCodeAt(at - 1) === 32) &&
      (end === terms.length || terms.charCodeAt(end) === 32)
    )
      n++;
  }
  return n;
}

const wordCount = (terms: string) => {
  if (terms.length === 0) return 0;
  let n = 1;
  for (let i = terms.indexOf(' '); i >= 0; i = terms.indexOf(' ', i + 1)) n++;
  return n;
};

/** The ids of the best `limit` rows for `stems` with their ranks, best first (lower is better). */
export function rankWithinIndex(
  rows: readonly MatchedTerms[],
  stems: readonly string[],
  chunkCount: number,
  limit: number,
): { id: number; rank: number }[] {
  const tf = rows.map((r) =>
    stems.map((s) => occurrences(r.body_terms, s) + TITLE_WEIGHT * occurrences(r.title_terms, s)),
  );
  const n = Math.max(chunkCount, rows.length);
  const idf = stems.map((_, j) => {
    const df = tf.reduce((c, row) => c + ((row[j] ?? 0) > 0 ? 1 : 0), 0);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const lengths = rows.map((r) => wordCount(r.body_terms) + TITLE_WEIGHT * wordCount(r.title_terms));
  const average = lengths.reduce((s, l) => s + l, 0) / (lengths.length || 1) || 1;
  return rows
    .map((r, i) => {
      const norm = K1 * (1 - B + (B * (lengths[i] ?? 0)) / average);
      let score = 0;
      (tf[i] ?? []).forEach((f, j) => {
        if (f > 0) score += ((idf[j] ?? 0) * f * (K1 + 1)) / (f + norm);
      });
      return { id: r.id, rank: -score };
    })
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, limit);
}
