/**
 * Answer providers: the offline builtin retrieval answerer and any OpenAI-compatible model. The
 * configuration picks one; the domain sees only the AnswerProvider port.
 */
import type { Config } from '../config.ts';
import type { AnswerProvider } from '../domain/chat/index.ts';
import type { AssistantPolicy } from '../domain/clients/index.ts';
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

/** What clients may choose of the model: nothing without a model path, else the configured models. */
export function assistantPolicyOf(ai: Config['ai']): AssistantPolicy {
  return { models: ai.provider === 'openai' ? ai.clientModels : [], plans: ai.modelChoicePlans };
}
