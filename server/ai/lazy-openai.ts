/**
 * The OpenAI-compatible provider and embedder behind their ports, loaded by dynamic import: the SDK
 * and the provider's code cost the server's start-up about 90 ms, and a deployment on the builtin
 * answerer never needs them. Loading starts as soon as one is made (when a model is configured), so
 * it is done long before the first question, and a question that comes sooner awaits it.
 */
import type { AnswerProvider } from '../domain/chat/index.ts';
import type { Embedder } from '../domain/sources/index.ts';
import type { createOpenAiEmbedder } from './openai-embedder.ts';
import type { OpenAiProviderOptions } from './openai-provider.ts';

/** Starts `load` now; a failure is reported where the result is awaited, not as an unhandled rejection. */
function started<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  loading.catch(() => undefined);
  return loading;
}

export function createLazyOpenAiProvider(opts: OpenAiProviderOptions): AnswerProvider {
  const provider = started(() => import('./openai-provider.ts').then((m) => m.createOpenAiProvider(opts)));
  return {
    name: 'openai',
    async standaloneQuery(req) {
      const loaded = await provider;
      return loaded.standaloneQuery ? loaded.standaloneQuery(req) : null;
    },
    async *answer(req) {
      yield* (await provider).answer(req);
    },
  };
}

export function createLazyOpenAiEmbedder(opts: Parameters<typeof createOpenAiEmbedder>[0]): Embedder {
  const embedder = started(() => import('./openai-embedder.ts').then((m) => m.createOpenAiEmbedder(opts)));
  return {
    model: opts.model,
    embed: async (texts, signal) => (await embedder).embed(texts, signal),
  };
}
