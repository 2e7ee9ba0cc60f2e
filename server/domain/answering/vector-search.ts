/**
 * The vector half of hybrid retrieval. Each client's chunks are embedded in the background when its
 * knowledge changes (only chunks whose text is new; all of them under a new model), in batches that are
 * each validated before one all-or-nothing write, so an interrupted run resumes where it stopped and a
 * bad embedder leaves nothing half-written. Search uses vectors only when every current chunk has one;
 * until then, and whenever the embedder fails, retrieval stays lexical.
 */
import type { KnowledgeChunk, KnowledgeStore, Passage } from '../chat/chat-ports.ts';
import { type Embedder, EmbeddingError, type EmbeddingStore } from '../sources/embeddings-ports.ts';

/** Texts per embedding request and their total size: within what OpenAI-compatible endpoints accept. */
const BATCH_TEXTS = 64;
const BATCH_CHARS = 60_000;
/** A question waits this long for its embedding, then is searched lexically. */
const QUERY_TIMEOUT_MS = 3_000;
/** Indexes whose vectors are kept in memory. */
const INDEXES_KEPT = 32;

export interface EmbeddingStatus {
  /** pending: chunks lack vectors and no run is under way in this process. */
  state: 'embedding' | 'ready' | 'failed' | 'pending';
  model: string;
  done: number;
  total: number;
  error?: string;
}

export interface VectorSearch {
  readonly model: string;
  /**
   * Embeds what is missing under key (one run at a time per key); resolves with the final status.
   * `onProgress` hears the run's status as each batch is stored.
   */
  sync(key: string, onProgress?: (s: EmbeddingStatus) => void): Promise<EmbeddingStatus>;
  status(key: string): EmbeddingStatus | null;
  /** This process's status of key, else how many of its chunks have a stored vector (any process). */
  describe(key: string): Promise<EmbeddingStatus | null>;
  /** Chunks by cosine similarity to the query, best first; null when vectors are not complete or the embedder fails. */
  search(key: string, query: string, limit: number): Promise<Passage[] | null>;
  remove(key: string): Promise<void>;
  /** Embedding runs under way in this process (a queue depth for metrics). */
  pending(): number;
}

const textOf = (c: KnowledgeChunk) => `${c.title}\n${c.body}`;

function normalised(v: Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  const len = Math.sqrt(n) || 1;
  return v.map((x) => x / len);
}

interface Loaded {
  version: string | null;
  chunks: KnowledgeChunk[];
  vectors: Float32Array[];
}

export function createVectorSearch(deps: {
  store: KnowledgeStore;
  embeddings: EmbeddingStore;
  embedder: Embedder;
  sha256: (t: string) => string;
}): VectorSearch {
  const { store, embeddings, embedder, sha256 } = deps;
  const model = embedder.model;
  const statuses = new Map<string, EmbeddingStatus>();
  const running = new Map<string, Promise<EmbeddingStatus>>();
  const listeners = new Map<string, Set<(s: EmbeddingStatus) => void>>();
  const tell = (key: string, status: EmbeddingStatus) => {
    for (const listen of listeners.get(key) ?? []) listen({ ...status });
  };
  // Only complete indexes are kept: an incomplete one is read again until its run finishes.
  const loaded = new Map<string, Loaded>();
  const hashOf = (c: KnowledgeChunk) => sha256(`${c.kind}\n${textOf(c)}`);

  async function run(key: string): Promise<EmbeddingStatus> {
    // Knowledge can change while a run embeds (this process rebuilt the index, or another did): a run
    // that read the chunks before the change goes again, so its prune never keeps a superseded vector.
    try {
      for (;;) {
        const version = await store.version(key);
        const status = await runOnce(key);
        if (status.state !== 'ready' || (await store.version(key)) === version) return status;
      }
    } catch (err) {
      // The store itself failed (a lost connection, a closing process): reported like an embedder failure.
      const status: EmbeddingStatus = {
        state: 'failed',
        model,
        done: statuses.get(key)?.done ?? 0,
        total: statuses.get(key)?.total ?? 0,
        error: `Embedding failed: ${String(err)}`,
      };
      statuses.set(key, status);
      return { ...status };
    }
  }

  async function runOnce(key: string): Promise<EmbeddingStatus> {
    const chunks = await store.chunks(key);
    const hashes = chunks.map(hashOf);
    const have = await embeddings.hashes(key, model);
    const todo = new Map<string, string>();
    chunks.forEach((c, i) => {
      const h = hashes[i]!;
      if (!have.has(h)) todo.set(h, textOf(c));
    });
    const total = new Set(hashes).size;
    const status: EmbeddingStatus = { state: 'embedding', model, done: total - todo.size, total };
    statuses.set(key, status);
    tell(key, status);
    // The dimension of what is stored already: every new vector must match it.
    const sample = [...have].find((h) => hashes.includes(h));
    let dims = sample ? ((await embeddings.vectors(key, model, [sample])).get(sample)?.length ?? 0) : 0;
    try {
      const items = [...todo];
      for (let i = 0; i < items.length;) {
        const batch: [string, string][] = [];
        let chars = 0;
        while (i < items.length && batch.length < BATCH_TEXTS) {
          const item = items[i]!;
          if (batch.length > 0 && chars + item[1].length > BATCH_CHARS) break;
          batch.push([item[0], item[1].slice(0, BATCH_CHARS)]);
          chars += item[1].length;
          i++;
        }
        const vectors = await embedder.embed(batch.map(([, t]) => t));
        if (vectors.length !== batch.length) throw new EmbeddingError('The embedding endpoint skipped texts');
        dims ||= vectors[0]?.length ?? 0;
        if (vectors.some((v) => v.length !== dims))
          throw new EmbeddingError(
            `The embedding endpoint returned vectors of ${vectors.find((v) => v.length !== dims)?.length} dimensions, not ${dims}`,
          );
        await embeddings.put(
          key,
          model,
          batch.map(([hash], j) => ({ hash, vector: vectors[j]! })),
        );
        status.done += batch.length;
        tell(key, status);
      }
      await embeddings.prune(key, model, new Set(hashes));
      status.state = 'ready';
    } catch (err) {
      status.state = 'failed';
      status.error = err instanceof EmbeddingError ? err.message : `Embedding failed: ${String(err)}`;
    }
    loaded.delete(key);
    return { ...status };
  }

  async function load(key: string): Promise<Loaded | null> {
    // A failed run leaves the index lexical until the next change of knowledge starts another.
    if (statuses.get(key)?.state === 'failed') return null;
    const version = await store.version(key);
    const cached = loaded.get(key);
    if (cached && cached.version === version) return cached;
    const chunks = await store.chunks(key);
    const hashes = chunks.map(hashOf);
    const found = await embeddings.vectors(key, model, [...new Set(hashes)]);
    const vectors = hashes.map((h) => found.get(h));
    const complete = chunks.length > 0 && vectors.every((v) => v !== undefined);
    const result = complete
      ? { version, chunks, vectors: (vectors as Float32Array[]).map(normalised) }
      : null;
    if (!result) return null;
    if (loaded.size >= INDEXES_KEPT) loaded.delete(loaded.keys().next().value as string);
    loaded.set(key, result);
    return result;
  }

  return {
    model,
    sync(key, onProgress) {
      if (onProgress) {
        const set = listeners.get(key) ?? new Set();
        set.add(onProgress);
        listeners.set(key, set);
      }
      const stopListening = () => {
        if (!onProgress) return;
        listeners.get(key)?.delete(onProgress);
        if (listeners.get(key)?.size === 0) listeners.delete(key);
      };
      // A call during a run joins it: the run goes again when the index changed under it.
      let p = running.get(key);
      if (!p) {
        const started = run(key).finally(() => running.delete(key));
        running.set(key, started);
        p = started;
      }
      return p.finally(stopListening);
    },
    pending: () => running.size,
    status: (key) => {
      const s = statuses.get(key);
      return s ? { ...s } : null;
    },
    async describe(key) {
      const s = statuses.get(key);
      if (s) return { ...s };
      const hashes = new Set((await store.chunks(key)).map(hashOf));
      if (hashes.size === 0) return null;
      const have = await embeddings.hashes(key, model);
      const done = [...hashes].filter((h) => have.has(h)).length;
      return { state: done === hashes.size ? 'ready' : 'pending', model, done, total: hashes.size };
    },
    async search(key, query, limit) {
      const index = await load(key);
      if (!index) return null;
      let q: Float32Array | undefined;
      try {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), QUERY_TIMEOUT_MS);
        try {
          q = (await embedder.embed([query], controller.signal))[0];
        } finally {
          clearTimeout(timer);
        }
      } catch {
        return null;
      }
      if (!q || q.length !== index.vectors[0]?.length) return null;
      const qn = normalised(q);
      const scored = index.vectors.map((v, i) => {
        let dot = 0;
        for (let d = 0; d < v.length; d++) dot += v[d]! * qn[d]!;
        return { i, dot };
      });
      scored.sort((a, b) => b.dot - a.dot);
      return scored.slice(0, limit).map(({ i, dot }) => ({ ...index.chunks[i]!, rank: -dot }));
    },
    async remove(key) {
      loaded.delete(key);
      statuses.delete(key);
      await embeddings.prune(key, null, new Set());
    },
  };
}

/**
 * Reciprocal rank fusion of ranked lists (k = 60, as Cormack et al. propose): a passage high in either
 * list rises, one high in both rises most, and the scores of the lists never need to be comparable.
 */
export function fuseRanks(lists: Passage[][], limit: number, k = 60): Passage[] {
  const scores = new Map<string, { p: Passage; score: number }>();
  for (const list of lists)
    list.forEach((p, rank) => {
      const id = `${p.kind}\n${p.title}\n${p.body}`;
      const entry = scores.get(id) ?? { p, score: 0 };
      entry.score += 1 / (k + rank + 1);
      scores.set(id, entry);
    });
  return [...scores.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((e) => e.p);
}
