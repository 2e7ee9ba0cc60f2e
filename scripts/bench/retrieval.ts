/** Retrieval at 10,000 chunks for one client (+10,000 of four others) on a temp SQLite file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { createKnowledgeRepo } from '../../server/db/repositories/knowledge-repo.ts';
import { contentWords } from '../../server/domain/knowledge-text.ts';
import { pct } from './loop-delay.ts';

export async function retrievalBench(): Promise<{ p50: number; p99: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-bench-'));
  const database = openDatabase(path.join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(database.db);
    const store = createKnowledgeRepo(database.sqlite, { now: () => new Date() });
    const vocab =
      'shipping returns pricing plan delivery express refund size store hours warranty repair integration support demo trial security listing viewing commission office condo rental dress cotton'.split(
        ' ',
      );
    const rnd = (n: number) => Math.floor(Math.random() * n);
    const chunk = (i: number) => ({
      kind: 'content' as const,
      title: `Section ${i}`,
      url: null,
      body:
        Array.from({ length: 60 }, () => (rnd(4) === 0 ? vocab[rnd(vocab.length)] : `word${rnd(5000)}`)).join(
          ' ',
        ) + '.',
    });
    await store.replace(
      'bench-client',
      'v1',
      Array.from({ length: 10_000 }, (_, i) => chunk(i)),
    );
    for (let c = 0; c < 4; c++)
      await store.replace(
        `other-${c}`,
        'v1',
        Array.from({ length: 2_500 }, (_, i) => chunk(i)),
      );
    const times: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const q = `${vocab[rnd(vocab.length)]} ${vocab[rnd(vocab.length)]} word${rnd(5000)} policy?`;
      const t0 = performance.now();
      await store.search('bench-client', contentWords(q), 5);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: pct(times, 50), p99: pct(times, 99) };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
