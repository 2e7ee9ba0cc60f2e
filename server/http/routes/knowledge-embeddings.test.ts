/**
 * A sync's embedding stage through the console's API, on SQLite and on PostgreSQL: while the client's
 * chunks are embedded the source shows "embedding n of m"; the list shows the client's embeddings; an
 * embedder that is down, answers the wrong dimension or garbage leaves the documents stored, a clear
 * error on the source and the list, no vector written, and keyword search answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { citingModel } from '../../testing/fake-openai.ts';
import { modelOnBothStores, type StoreKind as Store } from '../../testing/model-on-both-stores.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { html, startTestSite, type TestSite } from '../../testing/test-site.ts';

const ai = modelOnBothStores();
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({
    '/': html(
      'Harbor Inn',
      '<main><h1>Harbor Inn</h1><p>A small hotel by the water with twelve rooms.</p><a href="/parking">Parking</a> <a href="/breakfast">Breakfast</a></main>',
    ),
    '/parking': html(
      'Parking',
      '<main><h1>Parking</h1><p>Guests park free in the garage on Elm Street; the code is at the front desk.</p></main>',
    ),
    '/breakfast': html('Breakfast', '<main><p>Breakfast is served from 7 to 10 in the lounge.</p></main>'),
  });
});
afterAll(async () => {
  await site?.close();
});

async function start(store: Store) {
  const t = ai.keep(
    await startTestApp({
      env: {
        FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
        ...(await ai.env(store)),
        FRONTDESK_EMBEDDING_MODEL: 'fake-embed',
        FRONTDESK_WHOLE_KNOWLEDGE_TOKENS: '0',
      },
    }),
  );
  ai.model.respond(
    citingModel([
      { when: /park/i, cite: /Elm Street/, answer: 'Parking is free in the garage on Elm Street' },
    ]),
  );
  const cookie = await t.login();
  const c = await t.services.clients.create({
    clientName: 'Harbor Inn',
    businessName: 'Harbor Inn',
    domain: site.host,
    plan: 'Starter',
    industry: 'Hospitality',
    aiContent: '',
    testMode: true,
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
  });
  const app = t;
  const admin = (method: string, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async () => {
    const r = await admin('GET', `/api/clients/${c.id}/knowledge/sources`);
    expect(r.statusCode).toBe(200);
    return r.json as {
      sources: { id: string; status: string; lastError: string | null; progress?: object }[];
      embeddings: { state: string; done: number; total: number; model: string; error: string | null } | null;
    };
  };
  /** Polls the list (bounded by count, never timed) until `ready` holds. */
  const until = async (ready: (l: Awaited<ReturnType<typeof list>>) => boolean) => {
    let l = await list();
    for (let i = 0; i < 3000 && !ready(l); i++) {
      await new Promise((r) => setTimeout(r, 10));
      l = await list();
    }
    expect(ready(l)).toBe(true);
    return l;
  };
  const vectors = () =>
    app.services.db
      .selectFrom('knowledge_embeddings')
      .select('chunk_hash')
      .where('index_key', '=', c.id)
      .execute();
  const ask = (message: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${c.testAccessToken}` },
      payload: { message, sessionId: 'embeddingSession000000001' },
    });
  const crawl = async () => {
    const r = await admin('POST', `/api/clients/${c.id}/knowledge/website`, { url: `${site.origin}/` });
    expect(r.statusCode).toBe(201);
    return r.json.id as string;
  };
  return { admin, list, until, vectors, ask, crawl, clientId: c.id };
}

describe.each<Store>(['sqlite', 'postgres'])('sync embeddings on %s', (store) => {
  it("shows the embedding stage of a sync (n of m chunks) and the client's embeddings", async () => {
    const { until, vectors, crawl } = await start(store);
    const release = ai.model.holdEmbeddings();
    const id = await crawl();
    // The pages are stored; the sync is embedding them, and says so.
    const during = await until((l) =>
      l.sources.some((s) => (s.progress as { stage?: string } | undefined)?.stage === 'embedding'),
    );
    const source = during.sources.find((s) => s.id === id)!;
    expect(source.status).toBe('syncing');
    expect(source.progress).toEqual({ stage: 'embedding', done: 0, total: expect.any(Number) });
    const total = (source.progress as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(during.embeddings).toMatchObject({ state: 'embedding', model: 'fake-embed', done: 0, total });
    release();
    const after = await until((l) => l.sources[0]?.status === 'ready');
    expect(after.sources[0]).toMatchObject({ status: 'ready', lastError: null });
    expect(after.sources[0]).not.toHaveProperty('progress');
    expect(after.embeddings).toEqual({
      state: 'ready',
      model: 'fake-embed',
      done: total,
      total,
      error: null,
    });
    expect(await vectors()).toHaveLength(total);
  });

  it.each([
    ['down', /HTTP 503/],
    ['wrong-dimension', /vectors of different dimensions/],
    ['garbage', /not a vector of numbers/],
  ] as const)(
    'an embedder that is %s: documents stored, a clear error on the source, keyword search answers',
    async (mode, why) => {
      const { until, vectors, ask, crawl } = await start(store);
      ai.model.embeddings(mode);
      const quiet = console.error;
      console.error = () => undefined;
      try {
        await crawl();
        const l = await until(
          (x) => x.sources[0]?.status !== 'syncing' && x.sources[0]?.status !== 'pending',
        );
        expect(l.sources[0]!.status).toBe('ready');
        expect(l.sources[0]!.lastError).toMatch(/^Stored, but embedding failed \(The embedding endpoint/);
        expect(l.sources[0]!.lastError).toMatch(why);
        expect(l.sources[0]!.lastError).toMatch(/Answers use keyword search until the next sync\.$/);
        expect(l.embeddings).toMatchObject({ state: 'failed', done: 0, error: expect.stringMatching(why) });
        expect(await vectors()).toEqual([]);
        const r = await ask('Where can I park?');
        expect(r.statusCode).toBe(200);
        expect(r.json.reply).toBe('Parking is free in the garage on Elm Street.');
        expect(r.json.sources).toEqual([expect.objectContaining({ title: 'Parking' })]);
      } finally {
        console.error = quiet;
      }
    },
  );
});
