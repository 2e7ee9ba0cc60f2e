/**
 * Runs the deterministic fake OpenAI-compatible server (server/testing/fake-openai.ts) until stopped,
 * for trying the model path without a real model: `npm run fake-openai` then
 * `OPENAI_BASE_URL=<printed url> npm run eval -- --provider openai`. It answers with the first
 * sentence of the best passage it was given, cited, and declines (no_answer) when it got none.
 */
import { passagesOf, questionOf, startFakeOpenAi } from '../server/testing/fake-openai.ts';

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

const fake = await startFakeOpenAi({
  respond(req) {
    if (!req.stream) return { kind: 'text', chunks: [questionOf(req)] };
    const q = words(questionOf(req));
    const best = passagesOf(req)
      .map((p) => ({ p, score: [...words(`${p.title} ${p.text}`)].filter((w) => q.has(w)).length }))
      .sort((a, b) => b.score - a.score)[0];
    if (!best || best.score === 0) return { kind: 'tools', calls: [{ name: 'no_answer', arguments: '{}' }] };
    const sentence = /^[^.!?]*[.!?]?/.exec(best.p.text)?.[0] ?? best.p.text;
    return { kind: 'text', chunks: [sentence.slice(0, 20), sentence.slice(20), ` [${best.p.n}]`] };
  },
});
console.log(`Fake OpenAI-compatible server: ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
