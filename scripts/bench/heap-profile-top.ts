/**
 * Ranks a sampling heap profile (BENCH_PROMOTED_PROFILE or BENCH_ALLOC_PROFILE, `.heapprofile`) by
 * bytes: per allocating function (self), per nearest Frontdesk source frame (the server code that
 * asked for the allocation, however deep in a package it happened) and per stack of the innermost
 * frames. Positions in the bench's esbuild bundle are mapped back to their sources, as
 * cpu-profile-top.ts does. With `--turns N` the bytes are also given per turn.
 *
 *   npx tsx scripts/bench/heap-profile-top.ts FILE.heapprofile [--top 15] [--turns 8000] [--depth 4]
 */
import fs from 'node:fs';
import { origin } from './cpu-profile-top.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  id: number;
  children: HeapNode[];
}

const OURS = /^(server|contract)\//;

export function rankHeap(head: HeapNode, depth: number) {
  const bySelf = new Map<string, number>();
  const byOurs = new Map<string, number>();
  const byStack = new Map<string, number>();
  let total = 0;
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  const walk = (n: HeapNode, path: string[]) => {
    const here = `${n.callFrame.functionName || '(anonymous)'} ${origin(n.callFrame) || '(native)'}`;
    const stack = [...path, here];
    if (n.selfSize > 0) {
      total += n.selfSize;
      add(bySelf, here, n.selfSize);
      const ours = [...stack].reverse().find((f) => OURS.test(f.split(' ')[1] ?? ''));
      add(byOurs, ours ?? '(no Frontdesk frame)', n.selfSize);
      add(byStack, stack.slice(-depth).reverse().join(' ← '), n.selfSize);
    }
    for (const c of n.children) walk(c, stack);
  };
  walk(head, []);
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { total, self: sorted(bySelf), ours: sorted(byOurs), stacks: sorted(byStack) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: heap-profile-top.ts FILE.heapprofile [--top N] [--turns N] [--depth N]');
  const flag = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const top = flag('top', 15);
  const turns = flag('turns', 0);
  const r = rankHeap(
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { head: HeapNode }).head,
    flag('depth', 4),
  );
  const size = (b: number) =>
    `${((b / r.total) * 100).toFixed(1).padStart(5)}%  ${(b / 1024).toFixed(0).padStart(7)} KB` +
    (turns > 0 ? `  ${(b / turns).toFixed(0).padStart(5)} B/turn` : '');
  console.log(
    `${(r.total / 1024 / 1024).toFixed(1)} MB sampled${turns ? `, ${(r.total / turns / 1024).toFixed(2)} KB a turn` : ''}`,
  );
  for (const [title, rows] of [
    ['by allocating function', r.self],
    ['by nearest Frontdesk frame', r.ours],
    ['by innermost frames', r.stacks],
  ] as const) {
    console.log(`\n${title} (top ${top})`);
    for (const [key, b] of rows.slice(0, top)) console.log(`  ${size(b)}  ${key}`);
  }
}
