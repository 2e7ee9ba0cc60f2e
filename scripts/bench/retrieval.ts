/**
 * Retrieval at 10,000 chunks for one client (+10,000 of four others) on a temp SQLite file, and the
 * builtin answerer's reply on what it found (uncached: each question is new).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { createKnowledgeRepo } from '../../server/db/repositories/chunk-index-repo.ts';
import { contentWords, builtinAnswer } from '../../server/domain/answering/index.ts';
import { pct } from './loop-delay.ts';
import { installPackagedWordLists } from '../../server/word-lists.ts';

// The answerer reads its word lists through a port; this bench runs it without a core.
installPackagedWordLists();

export async function retrievalBench(): Promise<{
  p50: number;
  p99: number;
  /** Retrieval plus the builtin answerer's reply, per question (wall clock, then CPU time). */
  answer: { p50: number; p99: number; cpuP99: number; replyCpuP99: number };
}> {
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
    const answers: number[] = [];
    const cpu: number[] = [];
    const replyCpu: number[] = [];
    for (let i = 0; i < 3000; i++) {
      // A new word in each question, so the answerer's memos (concepts, passages) do not hold it.
      const q = `${vocab[rnd(vocab.length)]} ${vocab[rnd(vocab.length)]} word${rnd(5000)} policy${i}?`;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const passages = await store.search('bench-client', contentWords(q), 5);
      times.push(performance.now() - t0);
      const r0 = process.cpuUsage();
      builtinAnswer({ question: q, businessName: 'Bench', passages, sampleResponses: null });
      answers.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      const r = process.cpuUsage(r0);
      replyCpu.push((r.user + r.system) / 1000);
    }
    for (const list of [times, answers, cpu, replyCpu]) list.sort((a, b) => a - b);
    return {
      p50: pct(times, 50),
      p99: pct(times, 99),
      answer: {
        p50: pct(answers, 50),
        p99: pct(answers, 99),
        cpuP99: pct(cpu, 99),
        replyCpuP99: pct(replyCpu, 99),
      },
    };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
