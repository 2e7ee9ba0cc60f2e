/**
 * Migration 016 on both stores: a knowledge index written before it (by FTS5's porter tokenizer or
 * PostgreSQL's Snowball configuration) is re-indexed by the application's stems. Every chunk stays,
 * in its order, under its key and version, and then matches the words the answerer reads as covered.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { migrateToLatest, migrationsOf } from '../database.ts';
import type { StoreKind } from '../store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const T = '2026-01-01T00:00:00.000Z';
/** The index token both repositories derive from a key. */
const tokenOf = (key: string) => `k${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}x`;

const CHUNKS = [
  { key: 'a', title: 'Fares', body: 'Children under 12 ride free.' },
  { key: 'b', title: 'Fares', body: 'Children ride at half price.' },
  { key: 'a', title: 'Contact', body: 'General questions go to the front desk.' },
  { key: 'a', title: 'Plans', body: 'Plans are billed monthly.' },
];

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 016 on %s', (kind) => {
  it('re-indexes the chunks stored before it by the one stemmer, keeping keys, order and versions', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      const db = connection.db;
      await migrateUpTo(db, '015-pending-charges');
      for (const c of CHUNKS)
        await sql`insert into knowledge_fts (index_token, kind, title, url, body)
          values (${tokenOf(c.key)}, 'content', ${c.title}, null, ${c.body})`.execute(db);
      for (const key of ['a', 'b'])
        await sql`insert into knowledge_indexes (index_key, index_token, version, chunk_count, updated_at)
          values (${key}, ${tokenOf(key)}, ${`v-${key}`}, 2, ${T})`.execute(db);

      expect(await migrateToLatest(db)).toContain('016-one-stemmer');
      const { knowledge } = connection.repositories({ clock: { now: () => new Date(T) } });
      expect(await knowledge.version('a')).toBe('v-a');
      expect((await knowledge.chunks('a')).map((c) => c.body)).toEqual([
        'Children under 12 ride free.',
        'General questions go to the front desk.',
        'Plans are billed monthly.',
      ]);
      // "child" meets "children" and "generate" meets "general" (the answerer's stems), "month" does
      // not meet "monthly"; never another key's chunk.
      expect((await knowledge.search('a', ['child'], 5)).map((p) => p.body)).toEqual([
        'Children under 12 ride free.',
      ]);
      expect((await knowledge.search('a', ['generate'], 5)).map((p) => p.title)).toEqual(['Contact']);
      expect(await knowledge.search('a', ['month'], 5)).toEqual([]);
      expect((await knowledge.search('b', ['children'], 5)).map((p) => p.body)).toEqual([
        'Children ride at half price.',
      ]);
      // New writes index the same way.
      await knowledge.replace('a', 'v2', [
        { kind: 'faq', title: 'Kids', url: null, body: 'Children eat free.' },
      ]);
      expect((await knowledge.search('a', ['child', 'eating'], 5)).map((p) => p.title)).toEqual(['Kids']);

      // Down again: the chunks are back under the store's own stemming.
      await migrationsOf(db)['016-one-stemmer']?.down?.(db);
      const matched = sql.raw<{ title: string }>(
        kind === 'postgres'
          ? "select title from knowledge_fts where search @@ to_tsquery('frontdesk', 'eating')"
          : "select title from knowledge_fts where knowledge_fts match 'eating'",
      );
      expect((await matched.execute(db)).rows).toEqual([{ title: 'Kids' }]);
    });
  });
});
