/**
 * What `npm run eval -- --provider openai` adds to the eval table: the provider's environment, and
 * per set the time to first token and the tokens per answer, read from the stored replies' metadata.
 */
import type { TestApp } from '../server/testing/test-app.ts';

const MODEL_ENV = /^(OPENAI_|FRONTDESK_MODEL|FRONTDESK_EMBEDDING_MODEL$|FRONTDESK_WHOLE_KNOWLEDGE_TOKENS$)/;

/** The environment the eval app gets for `--provider builtin|openai` (none given: as configured). */
export function providerEnv(argv: string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const i = argv.findIndex((a) => a === '--provider' || a.startsWith('--provider='));
  const arg = argv[i];
  const provider =
    arg === undefined ? null : arg.includes('=') ? arg.slice('--provider='.length) : argv[i + 1];
  if (provider !== null && provider !== 'openai' && provider !== 'builtin')
    throw new Error('--provider takes builtin or openai');
  if (provider === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL)
    throw new Error(
      '--provider openai needs OPENAI_BASE_URL (any OpenAI-compatible endpoint) and/or OPENAI_API_KEY',
    );
  if (provider === 'builtin') return {};
  return Object.fromEntries(
    Object.entries(env).flatMap(([k, v]) => (MODEL_ENV.test(k) && v ? [[k, v]] : [])),
  );
}

export interface ModelStats {
  add(t: TestApp, token: string, sessionId: string): Promise<void>;
  print(): void;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export function modelColumns(): ModelStats {
  const ttft: number[] = [];
  const tokens: number[] = [];
  let fallbacks = 0;
  return {
    async add(t, token, sessionId) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/chat/messages/${sessionId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const messages = (res.json?.messages ?? []) as { sender: string; metadata: Record<string, unknown> }[];
      const m = messages.filter((x) => x.sender === 'ai').at(-1)?.metadata;
      if (!m) return;
      if (typeof m.firstTokenMs === 'number') ttft.push(m.firstTokenMs);
      if (typeof m.promptTokens === 'number')
        tokens.push(m.promptTokens + (typeof m.completionTokens === 'number' ? m.completionTokens : 0));
      if (m.fallback) fallbacks++;
    },
    print() {
      if (ttft.length === 0 && tokens.length === 0) return;
      const mean = tokens.length ? Math.round(tokens.reduce((a, b) => a + b, 0) / tokens.length) : 0;
      console.log(
        `  Time to first token:          p50 ${percentile(ttft, 50)} ms, p90 ${percentile(ttft, 90)} ms (${ttft.length} replies)`,
      );
      console.log(`  Tokens per answer:            ${mean} (prompt + completion, mean)`);
      if (fallbacks > 0) console.log(`  Fallback replies (model failed): ${fallbacks}`);
    },
  };
}
