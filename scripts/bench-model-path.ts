/**
 * The model path's own cost (bench:chat imports it): time to first token through Frontdesk's widget
 * socket against the same fake model called directly, with hybrid retrieval on (BM25 + the question's
 * embedding from the fake `/embeddings`). The question's embedding round trip is measured on its own
 * and taken out, as the aim (≤ 5 ms added, p50) excludes it. Server and load share one process.
 */
import OpenAI from 'openai';
import { io as connect } from 'socket.io-client';
import { startFakeOpenAi } from '../server/testing/fake-openai.ts';
import { startTestApp } from '../server/testing/test-app.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (n: number) => n.toFixed(2);

export async function modelPathBench(rounds = 200, embeddings = true): Promise<string> {
  const model = await startFakeOpenAi({
    respond: () => ({ kind: 'text', chunks: ['Hello', ' there [1].'] }),
  });
  const t = await startTestApp({
    listen: true,
    env: {
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'sk-bench',
      FRONTDESK_EMBEDDING_MODEL: embeddings ? 'fake-embed' : 'none',
      FRONTDESK_WHOLE_KNOWLEDGE_TOKENS: '0',
      // A test token's replies spend their own daily allowance (default 50): the bench asks more.
      FRONTDESK_TEST_DAILY_LIMIT: '100000',
    },
    chat: {
      limits: {
        perIpPerMinute: 1_000_000,
        perSessionPerMinute: 1_000_000,
        perLiveTokenPerMinute: 1_000_000,
        perTestTokenPerMinute: 1_000_000,
      },
    },
  });
  try {
    const client = await t.services.clients.create({
      clientName: 'Bench',
      businessName: 'Bench Shop',
      domain: 'bench.example',
      plan: 'Enterprise',
      testMode: true,
      aiContent: Array.from(
        { length: 40 },
        (_, i) => `Topic ${i}: item ${i} ships in ${i % 5} days and costs ${10 + i} dollars.`,
      ).join('\n\n'),
    });
    const sdk = new OpenAI({ apiKey: 'sk', baseURL: model.url, maxRetries: 0 });
    const direct: number[] = [];
    const embed: number[] = [];
    for (let i = 0; i < rounds; i++) {
      let t0 = performance.now();
      const stream = await sdk.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'hi' }],
        stream: true,
      });
      let first = 0;
      for await (const ch of stream)
        if (!first && ch.choices[0]?.delta?.content) first = performance.now() - t0;
      direct.push(first);
      t0 = performance.now();
      await sdk.embeddings.create({ model: 'fake-embed', input: [`How long does item ${i % 40} take?`] });
      embed.push(performance.now() - t0);
    }
    const s = connect(`${t.url}/widget`, {
      transports: ['websocket'],
      auth: { token: client.testAccessToken },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((r) => s.once('connect', () => r()));
    const ask = async (i: number) => {
      const t0 = performance.now();
      const done = new Promise<unknown>((r) => s.once('answer:done', r));
      // An answer that ends without streaming (a limit, an error) stops the bench instead of hanging it.
      const first = Promise.race([
        new Promise<number>((r) => s.once('answer:chunk', () => r(performance.now() - t0))),
        done.then((d) => {
          throw new Error(`answer ${i} ended without a streamed chunk: ${JSON.stringify(d)}`);
        }),
      ]);
      // A new session per question: a first message, so no follow-up rewriting call.
      // A refused send (a rate limit) answers its ack with an error and no answer: it stops the bench.
      const refused = new Promise<never>((_, reject) =>
        s.emit(
          'message:send',
          {
            sessionId: `bench-model-path-${String(i).padStart(6, '0')}`,
            clientMessageId: `mp-${i}-xxxx`,
            message: `How long does item ${i % 40} take to ship?`,
          },
          (ack: { error?: unknown }) => {
            if (ack?.error) reject(new Error(`question ${i} refused: ${JSON.stringify(ack.error)}`));
          },
        ),
      );
      void refused.catch(() => undefined);
      const ms = await Promise.race([first, refused]);
      await done;
      return ms;
    };
    // Warm-up: the index is built and every chunk embedded before measuring.
    await ask(-1);
    for (
      let i = 0;
      embeddings &&
      i < 200 &&
      (await t.services.db.selectFrom('knowledge_embeddings').select('chunk_hash').execute()).length < 40;
      i++
    )
      await new Promise((r) => setTimeout(r, 20));
    const via: number[] = [];
    for (let i = 0; i < rounds; i++) via.push(await ask(i));
    s.disconnect();
    const added = (p: number) => pct(via, p) - pct(direct, p);
    // The machine is shared: the ratio to the direct baseline measured beside it travels better than ms.
    const ratio = (pct(via, 50) / Math.max(0.001, pct(direct, 50))).toFixed(1);
    return (
      `model path (fake model, ${embeddings ? 'hybrid retrieval' : 'lexical retrieval'}), ${rounds} questions: first token direct p50 ${fmt(pct(direct, 50))} ms, ` +
      `through Frontdesk p50 ${fmt(pct(via, 50))} / p99 ${fmt(pct(via, 99))} ms (${ratio}× direct) → adds p50 ${fmt(added(50))} ms, p99 ${fmt(added(99))} ms; ` +
      (embeddings
        ? `query embedding p50 ${fmt(pct(embed, 50))} / p99 ${fmt(pct(embed, 99))} ms → adds without it p50 ${fmt(added(50) - pct(embed, 50))} ms (aim ≤ 5 ms)`
        : '(aim ≤ 5 ms)')
    );
  } finally {
    await t.close();
    await model.close();
  }
}

if (process.argv[1]?.endsWith('bench-model-path.ts')) {
  const rounds = Number(process.argv[2] ?? 200);
  Promise.all([await modelPathBench(rounds, false), await modelPathBench(rounds, true)]).then(
    (lines) => {
      console.log(lines.join('\n'));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
