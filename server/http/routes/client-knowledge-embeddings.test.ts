/**
 * Editing a client's own knowledge (AI content, FAQs) through PUT /api/clients/{id} embeds its chunks
 * in the background, on SQLite and on PostgreSQL: the new chunk's vector appears with no visitor
 * question; an edit of only the theme colour schedules no embedding run; a CLI edit's run ends before
 * the command exits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createdDataDir, runCli } from '../../../cli/testing/run-cli.ts';
import { openDatabase } from '../../db/database.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { modelOnBothStores, type StoreKind as Store } from '../../testing/model-on-both-stores.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { sha256 } from '../../system.ts';

const CONTENT = [
  'Rooms: twelve rooms, each with a view of the harbour.',
  'Breakfast: served from 7 to 10 in the lounge.',
].join('\n\n');
const PARKING = 'Parking: guests park free in the garage on Elm Street.';

const ai = modelOnBothStores();

type Embeddings = { state: string; done: number; total: number; model: string; error: string | null } | null;

async function start(store: Store) {
  const app = ai.keep(
    await startTestApp({
      env: { ...(await ai.env(store)), FRONTDESK_EMBEDDING_MODEL: 'fake-embed' },
    }),
  );
  const cookie = await app.login();
  const c = await app.services.clients.create({
    clientName: 'Harbor Inn',
    businessName: 'Harbor Inn',
    domain: 'harbor-inn.example',
    plan: 'Starter',
    industry: 'Hospitality',
    aiContent: CONTENT,
    testMode: true,
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
  });
  const put = async (payload: object) => {
    const r = await app.inject({ method: 'PUT', url: `/api/clients/${c.id}`, headers: { cookie }, payload });
    expect(r.statusCode).toBe(200);
    return r;
  };
  const embeddings = async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/clients/${c.id}/knowledge/sources`,
      headers: { cookie },
    });
    expect(r.statusCode).toBe(200);
    return r.json.embeddings as Embeddings;
  };
  /** Polls the client's embeddings state (bounded by count, never timed) until `ready` holds. */
  const until = async (ready: (e: Embeddings) => boolean) => {
    let e = await embeddings();
    for (let i = 0; i < 3000 && !ready(e); i++) {
      await new Promise((r) => setTimeout(r, 10));
      e = await embeddings();
    }
    expect(ready(e)).toBe(true);
    return e;
  };
  const hashes = async () =>
    (
      await app.services.db
        .selectFrom('knowledge_embeddings')
        .select('chunk_hash')
        .where('index_key', '=', c.id)
        .execute()
    ).map((r) => r.chunk_hash);
  /** Chunk texts sent to the embedder (`title\nbody`). */
  const embedded = () =>
    ai.model.requests
      .filter((r) => r.path === '/embeddings')
      .flatMap((r) => r.body.input as string[] | string)
      .filter((x) => x.includes('\n'));
  return { app, client: c, put, until, hashes, embedded };
}

describe.each<Store>(['sqlite', 'postgres'])('client knowledge edits on %s', (store) => {
  it("embeds a PUT's new AI content in the background, with no visitor question", async () => {
    const { put, until, hashes, embedded } = await start(store);
    // A client created with content is embedded at once too.
    await until((e) => e?.state === 'ready' && e.total === 2 && e.done === 2);
    const before = embedded();
    expect(before).toHaveLength(2);

    await put({ aiContent: `${CONTENT}\n\n${PARKING}` });
    const after = await until((e) => e?.state === 'ready' && e.total === 3 && e.done === 3);
    expect(after).toEqual({ state: 'ready', model: 'fake-embed', done: 3, total: 3, error: null });
    // Only the new chunk was embedded again, and its vector is stored.
    const fresh = embedded().slice(before.length);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(/Elm Street/);
    expect(await hashes()).toContain(sha256(`content\n${fresh[0]}`));
    expect(ai.model.chatRequests()).toEqual([]);
  });

  it('embeds an FAQ added by PUT, and schedules nothing for a theme colour change', async () => {
    const { app, client, put, until, embedded } = await start(store);
    await until((e) => e?.state === 'ready' && e.total === 2);
    const scheduled: string[] = [];
    app.services.events.on('client.knowledge-changed', ({ clientId }) => void scheduled.push(clientId));

    await put({ chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, themeColor: '#ff0000', faqs: [] } });
    expect(scheduled).toEqual([]);
    await put({ notes: 'VIP guests' });
    expect(scheduled).toEqual([]);

    const faq = { question: 'Do you allow pets?', answer: 'Dogs are welcome in two rooms.' };
    await put({ chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, themeColor: '#ff0000', faqs: [faq] } });
    expect(scheduled).toEqual([client.id]);
    await until((e) => e?.state === 'ready' && e.total === 3 && e.done === 3);
    expect(embedded().filter((x) => x.startsWith('Do you allow pets?'))).toHaveLength(1);
    expect(ai.model.chatRequests()).toEqual([]);
  });
});

describe('client knowledge edits from the CLI', () => {
  it('embeds the new chunk before `frontdesk clients update` exits', { timeout: 180_000 }, async () => {
    const dir = await createdDataDir();
    try {
      const env = {
        OPENAI_BASE_URL: ai.model.url,
        OPENAI_API_KEY: 'sk-test',
        FRONTDESK_EMBEDDING_MODEL: 'fake-embed',
      };
      const file = path.join(dir, 'knowledge.txt');
      fs.writeFileSync(file, CONTENT);
      const created = await runCli(
        dir,
        [
          '--json',
          'clients',
          'create',
          '--name',
          'Harbor',
          '--business',
          'Harbor Inn',
          '--domain',
          'harbor-inn.example',
          '--plan',
          'starter',
          '--ai-content-file',
          file,
        ],
        { env },
      );
      expect(created.stderr).toBe('');
      expect(created.exitCode).toBe(0);
      const id = created.json<{ id: string }>().id;
      fs.writeFileSync(file, `${CONTENT}\n\n${PARKING}`);
      // The embedder answers only once the command has asked it: the command must wait for its run.
      const release = ai.model.holdEmbeddings();
      const running = runCli(dir, ['clients', 'update', id, '--ai-content-file', file], { env });
      for (
        let i = 0;
        i < 3000 &&
        !ai.model.requests.some(
          (r) => r.path === '/embeddings' && JSON.stringify(r.body).includes('Elm Street'),
        );
        i++
      )
        await new Promise((r) => setTimeout(r, 10));
      release();
      const updated = await running;
      expect(updated.stderr).toBe('');
      expect(updated.exitCode).toBe(0);
      // The command has exited: its embedding run ended first, so every chunk has its vector.
      const parking = ai.model.requests
        .filter((r) => r.path === '/embeddings')
        .flatMap((r) => r.body.input as string[] | string)
        .filter((x) => x.includes('Elm Street'));
      expect(parking).toHaveLength(1);
      const opened = openDatabase(path.join(dir, 'frontdesk.sqlite'));
      try {
        const rows = await opened.db
          .selectFrom('knowledge_embeddings')
          .select('chunk_hash')
          .where('index_key', '=', id)
          .execute();
        expect(rows.map((r) => r.chunk_hash)).toContain(sha256(`content\n${parking[0]}`));
        expect(rows).toHaveLength(3);
      } finally {
        await opened.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
