import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../database.ts';
import { createKnowledgeRepo, splitByFrequency } from './chunk-index-repo.ts';

const content = (body: string, i: number) => ({
  kind: 'content' as const,
  title: `Section ${i}`,
  url: null,
  body,
});

describe('knowledge store on a large index', () => {
  let database: OpenedDatabase;
  beforeEach(async () => {
    database = openDatabase(':memory:');
    await migrateToLatest(database.db);
  });
  afterEach(() => database.close());

  // 1,500 chunks that all talk about shipping and returns; one of them also about Mars.
  const large = () =>
    Array.from({ length: 1500 }, (_, i) =>
      content(
        i === 777
          ? 'Shipping to Mars takes nine months by cargo rocket.'
          : `Shipping and returns for order batch ${i} follow the usual rules.`,
        i,
      ),
    );

  it('matches by the rare word and still ranks the passage that holds it first', async () => {
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    await store.replace('client-a', 'v1', large());
    const found = await store.search('client-a', ['shipping', 'returns', 'mars'], 5);
    expect(found[0]?.body).toMatch(/Mars/);
  });

  it('fills up with chunks holding all the common words when the rare word is found nowhere', async () => {
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    await store.replace('client-a', 'v1', large());
    const found = await store.search('client-a', ['shipping', 'returns', 'pluto'], 5);
    expect(found).toHaveLength(5);
    for (const p of found) expect(p.body).toMatch(/Shipping and returns/);
  });

  it('never returns another client chunk, whatever the statistics say', async () => {
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    await store.replace(
      'client-a',
      'v1',
      large().filter((_, i) => i !== 777),
    );
    await store.replace('client-b', 'v1', [content('Shipping to Mars is our speciality.', 0)]);
    const found = await store.search('client-a', ['shipping', 'mars'], 5);
    expect(found.some((p) => /Mars/.test(p.body))).toBe(false);
  });

  it('uses statistics rebuilt from the index itself after a restart', async () => {
    await createKnowledgeRepo(database.sqlite, { now: () => new Date() }).replace('client-a', 'v1', large());
    const restarted = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    const found = await restarted.search('client-a', ['shipping', 'mars'], 5);
    expect(found[0]?.body).toMatch(/Mars/);
  });
});

describe('splitByFrequency', () => {
  it('selects rows by the rarest words within the budget and keeps at least one', () => {
    const df: Record<string, number> = { mars: 1, rocket: 40, shipping: 1500, returns: 1400 };
    expect(splitByFrequency(['shipping', 'mars', 'returns', 'rocket'], (w) => df[w] ?? 0)).toEqual({
      select: ['mars', 'rocket'],
      common: ['returns', 'shipping'],
    });
    expect(splitByFrequency(['shipping', 'returns'], (w) => df[w] ?? 0)).toEqual({
      select: ['returns'],
      common: ['shipping'],
    });
    expect(splitByFrequency(['mars', 'rocket'], (w) => df[w] ?? 0)).toEqual({
      select: ['mars', 'rocket'],
      common: [],
    });
  });
});

describe('knowledge store result reuse', () => {
  let dir: string;
  let database: OpenedDatabase;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-knowledge-'));
    database = openDatabase(path.join(dir, 'k.sqlite'));
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a repeated search from the current index after a replace here', async () => {
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    await store.replace('client-a', 'v1', [content('Shipping takes 3 days.', 0)]);
    expect((await store.search('client-a', ['shipping'], 5))[0]?.body).toBe('Shipping takes 3 days.');
    await store.replace('client-a', 'v2', [content('Shipping takes 5 days.', 0)]);
    expect((await store.search('client-a', ['shipping'], 5))[0]?.body).toBe('Shipping takes 5 days.');
  });

  it('answers a repeated search from the current index after another connection changed it', async () => {
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    await store.replace('client-a', 'v1', [content('Shipping takes 3 days.', 0)]);
    expect((await store.search('client-a', ['shipping'], 5))[0]?.body).toBe('Shipping takes 3 days.');
    const other = openDatabase(path.join(dir, 'k.sqlite'));
    try {
      await createKnowledgeRepo(other.sqlite, { now: () => new Date() }).replace('client-a', 'v2', [
        content('Shipping takes 5 days.', 0),
      ]);
    } finally {
      await other.close();
    }
    expect((await store.search('client-a', ['shipping'], 5))[0]?.body).toBe('Shipping takes 5 days.');
  });
});
