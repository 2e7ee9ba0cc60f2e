/**
 * Hybrid retrieval against a fake model and a fake embedder, on SQLite and on PostgreSQL: a paraphrase
 * the lexical index misses is answered from the right passage once the chunks are embedded; only
 * changed chunks are embedded again, a new model re-embeds all; a bad embedder leaves retrieval
 * lexical and nothing written; small knowledge goes to the model whole.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A, SESSION_B, type ChatFixture } from '../testing/chat-fixture.ts';
import { citingModel, passagesOf, type FakeEmbedding } from '../testing/fake-openai.ts';
import { modelOnBothStores, type StoreKind as Store } from '../testing/model-on-both-stores.ts';
import { createLogger, installLogger } from '../ops/log.ts';
import { sha256 } from '../system.ts';

const CONTENT = [
  'Viewings: property viewings can be scheduled seven days a week from 9 AM to 6 PM.',
  'Selling: our commission is 5% of the sale price.',
  'Financing: spread the cost over 12 monthly instalments with no interest.',
].join('\n\n');

// The embedder knows "payment plans" and "spread the cost … instalments" mean one thing.
const ai = modelOnBothStores({
  synonyms: [
    ['payment', 'cost', 'instalment', 'financing'],
    ['plan', 'monthly', 'spread'],
  ],
});

const answers = citingModel([
  { when: /payment plan/i, cite: /instalments/, answer: 'Yes, you can spread the cost over 12 months' },
  { when: /view/i, cite: /seven days a week/, answer: 'Viewings run seven days a week' },
]);

/**
 * The client's content is set as by the console, which embeds it in the background: waited for, and the
 * embedder's log cleared, unless `embedder` says how the embedder fails from the start.
 */
async function start(
  store: Store,
  env: Record<string, string> = {},
  dataDir?: string,
  embedder?: FakeEmbedding,
) {
  if (embedder) ai.model.embeddings(embedder);
  const f = ai.keep(
    await chatFixture({
      dataDir,
      env: {
        ...(await ai.env(store)),
        FRONTDESK_EMBEDDING_MODEL: 'fake-embed',
        FRONTDESK_WHOLE_KNOWLEDGE_TOKENS: '0',
        ...env,
      },
    }),
  );
  ai.model.respond(answers);
  await f.t.services.clients.update(f.a.id, { aiContent: CONTENT });
  if (!embedder && env.FRONTDESK_EMBEDDING_MODEL !== 'none') {
    await embedded(f, 4, env.FRONTDESK_EMBEDDING_MODEL);
    // The other client's content is embedded in the background too; the log is read as client a's, so
    // it is cleared only once that run is over (seen late on PostgreSQL under a full run's load).
    await settled(f, f.b.id);
    current = await currentTexts(f, env.FRONTDESK_EMBEDDING_MODEL);
    ai.model.requests.length = 0;
  }
  return f;
}
/** The chunk texts of the client's content, as last embedded by start(). */
let current: string[] = [];
const ask = (fx: ChatFixture, message: string, sessionId = SESSION_A) =>
  fx.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: fx.widget(fx.a.test),
    payload: { message, sessionId },
  });
const vectors = async (fx: ChatFixture, model?: string) => {
  let q = fx.t.services.db
    .selectFrom('knowledge_embeddings')
    .select(['chunk_hash', 'model', 'dimensions'])
    .where('index_key', '=', fx.a.id);
  if (model) q = q.where('model', '=', model);
  return q.execute();
};
/** Chunk texts sent to the embedder (`title\nbody`); a question's own embedding has no title line. */
const embeddedTexts = () =>
  ai.model.requests
    .filter((r) => r.path === '/embeddings')
    .flatMap((r) => r.body.input as string[] | string)
    .filter((t) => t.includes('\n'));
/**
 * Waits for the background run: polled, never timed. The cap is generous because on a loaded machine
 * (the whole suite beside a PostgreSQL cluster) the run that drops a stale vector can come seconds later.
 */
async function embedded(fx: ChatFixture, count: number, name = 'fake-embed') {
  let found = await vectors(fx, name);
  for (let i = 0; i < 3000 && found.length !== count; i++) {
    await new Promise((r) => setTimeout(r, 10));
    found = await vectors(fx, name);
  }
  expect(found).toHaveLength(count);
}

/** Waits (polled, never timed) until no embedding run of the client is under way or due. */
async function settled(fx: ChatFixture, clientId: string) {
  const state = async () => (await fx.t.services.knowledgeSources.overview(clientId)).embeddings?.state;
  let now = await state();
  for (let i = 0; i < 3000 && (now === 'embedding' || now === 'pending'); i++) {
    await new Promise((r) => setTimeout(r, 10));
    now = await state();
  }
  expect(now).toBe('ready');
}

/** The embedded chunk texts whose vectors are stored (the client's current chunks). */
async function currentTexts(fx: ChatFixture, name = 'fake-embed') {
  const stored = new Set((await vectors(fx, name)).map((v) => v.chunk_hash));
  return [...new Set(embeddedTexts())].filter((t) => stored.has(hashesOf([t])[0]!));
}

/** The stored hashes of one model are exactly these chunk texts' (`title\nbody`; the FAQ's title is a question). */
const hashesOf = (texts: string[]) =>
  texts.map((t) => sha256(`${/^[^\n]*\?\n/.test(t) ? 'faq' : 'content'}\n${t}`)).sort();
async function exactly(fx: ChatFixture, texts: string[]) {
  const stored = async () => (await vectors(fx, 'fake-embed')).map((v) => v.chunk_hash).sort();
  const want = hashesOf(texts);
  let found = await stored();
  for (let i = 0; i < 3000 && JSON.stringify(found) !== JSON.stringify(want); i++) {
    await new Promise((r) => setTimeout(r, 10));
    found = await stored();
  }
  expect(found).toEqual(want);
}

describe.each<Store>(['sqlite', 'postgres'])('hybrid retrieval on %s', (store) => {
  it('answers a paraphrase the lexical index misses from the right passage', async () => {
    // Without vectors (the embedder is down), retrieval is lexical and misses the financing passage.
    const quiet = console.error;
    console.error = () => undefined;
    const fx = await start(store, {}, undefined, 'down');
    console.error = () => undefined;
    try {
      const before = await ask(fx, 'Do you offer payment plans?');
      expect(before.json.sources).toEqual([]);
      expect(passagesOf(ai.model.chatRequests()[0]!).some((p) => /instalments/.test(p.text))).toBe(false);
    } finally {
      console.error = quiet;
    }
    // The embedder is back: the next change of knowledge embeds every chunk.
    ai.model.embeddings('ok');
    await fx.t.services.clients.update(fx.a.id, { aiContent: `${CONTENT}\n` });
    await embedded(fx, 4);
    expect((await vectors(fx))[0]?.dimensions).toBe(64);
    const r = await ask(fx, 'Do you offer payment plans?', SESSION_B);
    expect(r.json.reply).toBe('Yes, you can spread the cost over 12 months.');
    expect(r.json.sources).toEqual([{ kind: 'content', title: 'Financing', url: null }]);
    // Lexical matches still come through the fusion.
    const viewing = await ask(fx, 'When can I schedule a viewing?', 'sessionCCCCCCCCCCCCCCCC1');
    expect(viewing.json.sources).toEqual([{ kind: 'content', title: 'Viewings', url: null }]);
  });

  it('embeds only changed chunks again, and everything under a new model', async () => {
    const fx = await start(store);
    await fx.t.services.clients.update(fx.a.id, {
      aiContent: CONTENT.replace('5% of the sale price', '4% of the sale price'),
    });
    // Exactly the current chunks' vectors remain (a count would pass through 4 before the run's write
    // and 5 between its write and its prune), and only the changed chunk was embedded again.
    await exactly(
      fx,
      current.map((t) => t.replace('5% of', '4% of')),
    );
    expect(embeddedTexts()).toEqual(['Selling\nOur commission is 4% of the sale price.']);
    const dir = fx.t.dataDir;
    if (store === 'sqlite') {
      await fx.close();
      const again = await start(store, { FRONTDESK_EMBEDDING_MODEL: 'fake-embed-2' }, dir);
      await embedded(again, 4, 'fake-embed-2');
      // The old model's vectors are dropped once the new model covers every chunk.
      expect(await vectors(again)).toHaveLength(4);
    }
  });

  it("embeds a change made while a run is under way, and keeps only the current chunks' vectors", async () => {
    const fx = await start(store);
    // A slow embedder: the first run is still embedding the edited chunk when the knowledge changes again.
    const release = ai.model.holdEmbeddings();
    await fx.t.services.clients.update(fx.a.id, {
      aiContent: CONTENT.replace('5% of the sale price', '4% of the sale price'),
    });
    for (let i = 0; i < 3000 && embeddedTexts().length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(embeddedTexts()).toEqual(['Selling\nOur commission is 4% of the sale price.']);
    await fx.t.services.clients.update(fx.a.id, {
      aiContent: CONTENT.replace('5% of the sale price', '3% of the sale price'),
    });
    await ask(fx, 'hello', SESSION_B);
    release();
    // The run that read the first edit ends; the second is embedded after it and the stale vectors pruned.
    await exactly(
      fx,
      current.map((t) => t.replace('5% of', '3% of')),
    );
    expect(embeddedTexts()).toEqual([
      'Selling\nOur commission is 4% of the sale price.',
      'Selling\nOur commission is 3% of the sale price.',
    ]);
  });

  it("embeds oversized knowledge in batches within the endpoint's limits (64 texts, 60,000 characters)", async () => {
    const fx = await start(store);
    // 150 short passages and 12 long ones (about 9,000 characters each): neither limit holds one request.
    const long = (i: number) =>
      `Guide ${i}: ${`room ${i} has a view of the harbour and a desk. `.repeat(200)}`;
    const big = [
      ...Array.from({ length: 150 }, (_, i) => `Topic ${i}: item ${i} ships in ${i % 5} days.`),
      ...Array.from({ length: 12 }, (_, i) => long(i)),
    ].join('\n\n');
    await fx.t.services.clients.update(fx.a.id, { aiContent: big });
    await ask(fx, 'hello');
    const requests = () =>
      ai.model.requests.filter((r) => r.path === '/embeddings' && Array.isArray(r.body.input));
    const sent = () => requests().flatMap((r) => r.body.input as string[]);
    const status = () => fx.t.services.knowledgeSources.overview(fx.a.id).then((o) => o.embeddings);
    // Until the run for the new content starts, the status still reads the old content's (ready, 4 of 4).
    let embeddings = await status();
    for (let i = 0; i < 3000 && (embeddings?.state !== 'ready' || (embeddings?.total ?? 0) < 150); i++) {
      await new Promise((r) => setTimeout(r, 10));
      embeddings = await status();
    }
    expect(embeddings).toMatchObject({ state: 'ready', done: embeddings?.total });
    const count = (await vectors(fx)).length;
    expect(count).toBe(embeddings?.total);
    expect(requests().length).toBeGreaterThan(3);
    for (const r of requests()) {
      const input = r.body.input as string[];
      expect(input.length).toBeLessThanOrEqual(64);
      expect(input.join('').length).toBeLessThanOrEqual(60_000);
    }
    expect(sent().some((t) => t.length > 5_000)).toBe(true);
    // Every new chunk was sent once; the unchanged FAQ keeps the vector it had before the edit.
    expect(sent().some((t) => t.startsWith('Do you offer virtual tours?'))).toBe(false);
    // At least every new chunk was sent (the run that embedded the text before the edit may still send
    // its last batch after the log was cleared, so the sent set can hold a few of those too).
    expect(new Set(sent()).size).toBeGreaterThanOrEqual(count - 1);
  });

  it.each(['down', 'wrong-dimension', 'garbage'] as const)(
    'keeps serving lexically and writes nothing when the embedder is %s',
    async (mode) => {
      const errors: string[] = [];
      // The server's log lines (JSON), read back as the failure they report.
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const text of chunk.toString().split('\n').filter(Boolean)) {
            const line = JSON.parse(text) as { msg: string; reason?: string };
            errors.push(`${line.msg}: ${line.reason ?? ''}`);
          }
          done();
        },
      });
      installLogger(createLogger({ format: 'json', level: 'error' }, sink));
      try {
        const fx = await start(store, {}, undefined, mode);
        const r = await ask(fx, 'When can I schedule a viewing?');
        expect(r.json.reply).toBe('Viewings run seven days a week.');
        for (let i = 0; i < 500 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
        expect(errors.join('\n')).toMatch(/embedding the knowledge failed: .*The embedding endpoint/);
        expect(await vectors(fx)).toEqual([]);
        const again = await ask(fx, 'When can I schedule a viewing?', SESSION_B);
        expect(again.json.sources).toEqual([{ kind: 'content', title: 'Viewings', url: null }]);
      } finally {
        installLogger(createLogger({ format: 'json', level: 'silent' }));
      }
    },
  );

  it('sends small knowledge whole instead of retrieved passages, and skips the follow-up rewrite', async () => {
    const fx = await start(store, {
      FRONTDESK_WHOLE_KNOWLEDGE_TOKENS: '6000',
      FRONTDESK_EMBEDDING_MODEL: 'none',
    });
    await ask(fx, 'When can I schedule a viewing?');
    await ask(fx, 'And on weekends?');
    const sent = passagesOf(ai.model.chatRequests().at(-1)!).map((p) => p.title);
    expect(sent).toEqual(['Viewings', 'Selling', 'Financing', 'Do you offer virtual tours?']);
    expect(ai.model.chatRequests().filter((q) => !q.stream)).toHaveLength(0);
    expect(ai.model.requests.filter((q) => q.path === '/embeddings')).toHaveLength(0);
  });
});
