/**
 * Answer providers: the offline builtin retrieval answerer and any OpenAI-compatible model. The
 * configuration picks one; the domain sees only the AnswerProvider port.
 */
import type { Config } from '../config.ts';
import type { AnswerProvider } from '../domain/chat/index.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createLazyOpenAiProvider } from './lazy-openai.ts';

export function createAnswerProvider(ai: Config['ai']): AnswerProvider {
  return ai.provider === 'openai'
    ? createLazyOpenAiProvider({
        apiKey: ai.apiKey,
        baseUrl: ai.baseUrl,
        model: ai.model,
        temperature: ai.temperature,
        maxTokens: ai.maxTokens,
        resilience: ai.resilience,
      })
    : createBuiltinProvider();
}
