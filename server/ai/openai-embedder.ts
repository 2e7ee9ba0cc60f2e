import OpenAI from 'openai';
import { type Embedder, EmbeddingError } from '../domain/sources/index.ts';

/**
 * Any OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama's nomic-embed-text, vLLM, …). The answer
 * is checked before anyone uses it: one finite, non-zero vector per text, all of one dimension.
 */
export function createOpenAiEmbedder(opts: {
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
  timeoutMs?: number;
}): Embedder {
  const client = new OpenAI({
    apiKey: opts.apiKey ?? 'not-needed',
    baseURL: opts.baseUrl ?? undefined,
    maxRetries: 1,
    timeout: opts.timeoutMs ?? 30_000,
  });
  return {
    model: opts.model,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      let data: unknown;
      try {
        const r = await client.embeddings.create(
          { model: opts.model, input: texts, encoding_format: 'float' },
          { signal },
        );
        data = r.data;
      } catch (err) {
        const status = err instanceof OpenAI.APIError && err.status ? ` (HTTP ${err.status})` : '';
        throw new EmbeddingError(`The embedding endpoint failed${status}: ${(err as Error).message}`);
      }
      if (!Array.isArray(data) || data.length !== texts.length)
        throw new EmbeddingError(
          `The embedding endpoint returned ${Array.isArray(data) ? data.length : 'no'} vectors for ${texts.length} texts`,
        );
      const vectors: Float32Array[] = [];
      for (const [i, item] of data.entries()) {
        const e = (item as { embedding?: unknown; index?: unknown }).embedding;
        const at =
          typeof (item as { index?: unknown }).index === 'number' ? (item as { index: number }).index : i;
        if (
          !Array.isArray(e) ||
          e.length === 0 ||
          !e.every((x) => typeof x === 'number' && Number.isFinite(x))
        )
          throw new EmbeddingError(
            'The embedding endpoint returned something that is not a vector of numbers',
          );
        vectors[at] = Float32Array.from(e as number[]);
      }
      const dims = vectors[0]?.length ?? 0;
      if (vectors.some((v) => !v || v.length !== dims))
        throw new EmbeddingError('The embedding endpoint returned vectors of different dimensions');
      return vectors;
    },
  };
}
