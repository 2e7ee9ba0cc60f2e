/**
 * Ports of the vector half of retrieval: an OpenAI-compatible `/embeddings` endpoint and the stored
 * chunk vectors. ai/ and db/ implement them; app.ts wires them only when an embedding model is set.
 */

/** Turns texts into vectors; throws EmbeddingError on anything but one finite vector per text. */
export interface Embedder {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
}

/** Chunk vectors per client index, keyed by chunk text hash and model; every call names the index key. */
export interface EmbeddingStore {
  /** Hashes under key and model that have a vector. */
  hashes(key: string, model: string): Promise<Set<string>>;
  /** Stores one validated batch in one transaction (all or nothing). */
  put(key: string, model: string, rows: { hash: string; vector: Float32Array }[]): Promise<void>;
  /** Vectors of these hashes under key and model. */
  vectors(key: string, model: string, hashes: string[]): Promise<Map<string, Float32Array>>;
  /** Drops vectors under key that are not of `model` or not in `keep` (null: drops all of key). */
  prune(key: string, model: string | null, keep: Set<string>): Promise<void>;
}
