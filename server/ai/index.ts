/**
 * Answer providers: the offline builtin retrieval answerer and any OpenAI-compatible model. The
 * configuration picks one; the domain sees only the AnswerProvider port.
 */
import type { Config } from '../config.ts';
import type { AnswerProvider } from '../domain/chat-ports.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

export function createAnswerProvider(ai: Config['ai']): AnswerProvider {
  return ai.provider === 'openai'
    ? createOpenAiProvider({
        apiKey: ai.apiKey,
        baseUrl: ai.baseUrl,
        model: ai.model,
        temperature: ai.temperature,
        maxTokens: ai.maxTokens,
        resilience: ai.resilience,
      })
    : createBuiltinProvider();
}
