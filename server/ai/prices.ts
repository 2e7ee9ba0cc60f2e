/** USD per million tokens (input, output) of common OpenAI models; other models are priced unknown. */
const PRICES: Record<string, { input: number; output: number }> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
};

/** Cost of one reply; 0 for a model without a known price (the dashboard then shows the cost as unknown). */
export function costOf(model: string, promptTokens: number, completionTokens: number): number {
  const price = PRICES[model] ?? PRICES[model.replace(/-\d{4}-\d{2}-\d{2}$/, '')];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}
