/**
 * Groups the questions nobody answered into topics. With an embeddings model configured, by meaning:
 * each question's vector against each group's first question (cosine), so "Can you fix my outboard
 * motor?" joins "Do you repair boat engines?" with no word in common. Otherwise, or when the embedder
 * fails, by the answerer's own word statistics (shared content stems, Dice). Both are greedy in the
 * order given: a question joins the closest group at or over the threshold, or starts one.
 */
import { contentStems, similarity } from '../answering/knowledge-text.ts';
import type { Embedder } from '../sources/embeddings-ports.ts';

/** Two questions share a topic from this stem overlap (Dice) on. */
export const SAME_WORDS = 0.5;
/** …or from this cosine similarity of their embeddings on (paraphrases score ~0.75–0.95 on OpenAI's models). */
export const SAME_MEANING = 0.75;
const BATCH = 256;
/** Vectors kept between reports, by question text, so a page viewed again costs no embedding calls. */
const CACHED = 20_000;
const DEADLINE_MS = 15_000;

export type GroupedBy = 'embeddings' | 'words';

export interface QuestionGrouper {
  /** The group index of each question (0, 1, … in order of first appearance) and how they were grouped. */
  group(questions: string[]): Promise<{ groups: number[]; by: GroupedBy }>;
}

/** Greedy grouping: `score(i, seed)` compares question i with the first question of a group. */
function greedy(count: number, score: (i: number, seed: number) => number, threshold: number): number[] {
  const seeds: number[] = [];
  const groups: number[] = [];
  for (let i = 0; i < count; i++) {
    let best = -1;
    let bestScore = threshold;
    for (let g = 0; g < seeds.length; g++) {
      const s = score(i, seeds[g]!);
      if (s >= bestScore) [best, bestScore] = [g, s];
    }
    if (best < 0) {
      best = seeds.length;
      seeds.push(i);
    }
    groups.push(best);
  }
  return groups;
}

export function groupByWords(questions: string[]): number[] {
  const stems = questions.map((q) => contentStems(q));
  return greedy(questions.length, (i, seed) => similarity(stems[i]!, stems[seed]!), SAME_WORDS);
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

export function createQuestionGrouper(deps: {
  /** The configured embeddings model; undefined groups by words. */
  embedder?: Embedder;
  /** Hears why grouping by meaning fell back to words (the embedder failed or timed out). */
  onEmbeddingError?: (err: unknown) => void;
}): QuestionGrouper {
  const cache = new Map<string, Float32Array>();
  const remember = (text: string, v: Float32Array) => {
    if (cache.size >= CACHED) cache.delete(cache.keys().next().value!);
    cache.set(text, v);
  };

  async function vectorsOf(embedder: Embedder, texts: string[]): Promise<Float32Array[]> {
    const found = new Map<string, Float32Array>();
    for (const t of texts) {
      const v = cache.get(t);
      if (v) found.set(t, v);
    }
    const missing = [...new Set(texts.filter((t) => !found.has(t)))];
    const signal = AbortSignal.timeout(DEADLINE_MS);
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const vectors = await embedder.embed(batch, signal);
      batch.forEach((t, j) => {
        found.set(t, vectors[j]!);
        remember(t, vectors[j]!);
      });
    }
    return texts.map((t) => found.get(t)!);
  }

  return {
    async group(questions) {
      const embedder = deps.embedder;
      if (embedder && questions.length > 0) {
        try {
          const vectors = await vectorsOf(embedder, questions);
          return {
            groups: greedy(questions.length, (i, seed) => cosine(vectors[i]!, vectors[seed]!), SAME_MEANING),
            by: 'embeddings',
          };
        } catch (err) {
          deps.onEmbeddingError?.(err);
        }
      }
      return { groups: groupByWords(questions), by: 'words' };
    },
  };
}
