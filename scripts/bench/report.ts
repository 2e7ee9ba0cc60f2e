/** The benchmark's printed lines: one block per server, then the ratios from the same run. */
import type { DriveResult } from './load-generator.ts';
import type { LoadRun } from './load-run.ts';
import type { Mem } from './servers.ts';
import { fmt, pct, type LoopDelay } from './loop-delay.ts';
import { options } from './options.ts';
import type { Trace } from './server-trace.ts';
import type { StallSplit } from './stall-tracker.ts';

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const delay = (l: LoopDelay) => `p99 ${fmt(l.p99)} ms, max ${fmt(l.max)} ms`;
export const turnsPerSecond = (r: DriveResult) => r.turns / options.seconds;

/** The server's CPU (user + system) per answered turn between two memory reports, ms. */
const cpuPerTurn = (r: DriveResult, from: Mem, to: Mem) =>
  r.turns > 0 ? fmt((to.cpuMs - from.cpuMs) / r.turns) : '–';

/** What a visitor received per answered turn: packets and bytes, by event. */
const receivedLine = (r: DriveResult) => {
  const per = (n: number) => (n / Math.max(1, r.turns)).toFixed(2);
  const all = Object.values(r.received).reduce(
    (a, x) => ({ packets: a.packets + x.packets, bytes: a.bytes + x.bytes }),
    {
      packets: 0,
      bytes: 0,
    },
  );
  const by = Object.entries(r.received)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([event, x]) => `${event} ${per(x.packets)} / ${per(x.bytes)} B`)
    .join(', ');
  return `\n                          received a turn: ${per(all.packets)} packets, ${per(all.bytes)} B (${by})`;
};

const line = (r: DriveResult, from: Mem, to: Mem) =>
  `turns/s ${turnsPerSecond(r).toFixed(0)}   p50 ${fmt(pct(r.lat, 50))} ms   p95 ${fmt(pct(r.lat, 95))} ms   p99 ${fmt(pct(r.lat, 99))} ms   max ${fmt(r.lat.at(-1) ?? 0)} ms   errors ${r.errors}\n` +
  `                          generator loop delay ${delay(r.loop)}; server CPU ${cpuPerTurn(r, from, to)} ms a turn` +
  (options.trace ? receivedLine(r) : '');

/** The loop's stalls over 10 ms, split into GC, waiting for a core and the server's own work. */
const stallLine = ({ stalls: s }: Trace) => {
  const split = (x: StallSplit, at = true) =>
    `${fmt(x.ms)}${at ? ` at ${x.at.toFixed(2)}s` : ''} (gc ${fmt(x.gcMs)}, no core ${fmt(x.noCoreMs)}, work ${fmt(x.workMs)})`;
  const share = (ms: number) => `${((100 * ms) / Math.max(1, s.runMs)).toFixed(0)}%`;
  return (
    `\n    loop stalls > 10 ms: ${s.total.count}, ${split(s.total, false)} ms in all; longest ${s.longest.map((x) => split(x)).join(', ') || 'none'}` +
    `\n    main thread: on a CPU ${share(s.onCpuMs)} of the run, ready but waiting for a core ${share(s.waitingMs)}`
  );
};

/** How often full (mark-compact) collections finished: each one's finalisation is a pause of its own. */
const majorGcLine = (t: Trace) => {
  const n = t.majorGcs;
  return `\n    major GCs: ${n}${n > 0 ? `, one every ${fmt(options.seconds / n)} s` : ''}`;
};

const traceLine = (t: Trace | undefined, r: DriveResult) => {
  if (!t) return '';
  const at = (ms: number) => `${((ms - r.startedAt) / 1000).toFixed(2)}s`;
  const spans: [number, number, number][] = [];
  for (const x of [...r.slow].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && x - last[1] < 250) {
      last[1] = x;
      last[2]++;
    } else spans.push([x, x, 1]);
  }
  const gc = Object.entries(t.gc)
    .map(([k, g]) => `${k} ${g.count}× (${fmt(g.totalMs)} ms, max ${fmt(g.maxMs)})`)
    .join(', ');
  const perTurn = r.turns > 0 ? (t.statements / r.turns).toFixed(1) : '–';
  const kbPerTurn = t.allocatedBytes / 1024 / Math.max(1, r.turns);
  return (
    `\n    server loop delay ${delay(t.loop)}; gc: ${gc || 'none'}` +
    `\n    allocated ${fmt(kbPerTurn)} KB a turn (${fmt((kbPerTurn * turnsPerSecond(r)) / 1024)} MB/s), ` +
    `promoted to the old generation ${fmt(t.promotedBytes / 1024 / Math.max(1, r.turns))} KB a turn, ` +
    `allocated there directly ${fmt(t.oldAllocatedBytes / 1024 / Math.max(1, r.turns))} KB a turn (pretenured, large objects)` +
    majorGcLine(t) +
    stallLine(t) +
    `\n    longest gc: ${t.longestGc.map((g) => `${g.kind} ${fmt(g.ms)}`).join(', ') || 'none'}` +
    `\n    turns > 50 ms sent at: ${spans.map(([a, b, n]) => `${at(a)}–${at(b)} (${n})`).join(', ') || 'none'}; major GC events at: ${t.gcAt.map(at).join(', ') || 'none'}` +
    `\n    sql statements per turn ${perTurn}; > 5 ms: ${t.sqlOver5ms}; slowest: ${t.slowSql.map((q) => `${fmt(q.ms)} ${q.sql}`).join(' | ') || 'none'}` +
    (t.topSql.length
      ? `\n    sql time by statement (per turn: runs, ms): ${t.topSql.map((q) => `${(q.count / Math.max(1, r.turns)).toFixed(2)}× ${fmt(q.totalMs / Math.max(1, r.turns))} ${q.sql}`).join(' | ')}`
      : '')
  );
};

export function printRun(name: string, r: LoadRun) {
  console.log(name);
  console.log(
    `  closed loop:            ${line(r.closed, r.before, r.after)}${traceLine(r.after.trace, r.closed)}`,
  );
  console.log(
    `  open loop ${String(options.rate).padStart(5)} turns/s: ${line(r.open, r.after, r.afterOpen)}${traceLine(r.afterOpen.trace, r.open)}`,
  );
  console.log(
    `  server memory: rss ${mb(r.before.rss)} → ${mb(r.after.rss)} (closed loop) → ${mb(r.afterOpen.rss)} (open loop), peak ${mb(Math.max(r.after.peakRss, r.afterOpen.peakRss))}; heap ${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)} → ${mb(r.afterOpen.heapUsed)}` +
      (r.live === null ? '' : `, ${mb(r.live)} live after a full GC`),
  );
  const peak = [r.after, r.afterOpen].sort((a, b) => b.peakRss - a.peakRss)[0]?.atPeak;
  if (peak)
    console.log(
      `    at the peak: V8 heap ${mb(peak.heapTotal)} (${Object.entries(peak.spaces)
        .filter(([, size]) => size >= 1024 * 1024)
        .map(([name, size]) => `${name} ${mb(size)}`)
        .join(', ')}), external ${mb(peak.external)}`,
    );
}

/**
 * Each store against the echo baseline and PostgreSQL against SQLite: closed-loop throughput, open-loop
 * throughput (share of the offered rate answered) and open-loop p99 as a multiple of the other's.
 */
export function printRatios(
  baseline: LoadRun | null,
  stores: Partial<Record<'sqlite' | 'postgres', LoadRun>>,
) {
  const pairs: [string, LoadRun, LoadRun][] = [];
  if (baseline)
    for (const [store, run] of Object.entries(stores)) pairs.push([`${store} / baseline`, run, baseline]);
  if (stores.sqlite && stores.postgres) pairs.push(['postgres / sqlite', stores.postgres, stores.sqlite]);
  if (pairs.length === 0) return;
  const pctOf = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : '–');
  const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  console.log('\nratios (this run)        closed turns/s   closed p99   open turns/s   open p99   peak rss');
  for (const [name, a, b] of pairs) {
    const p99 = (r: DriveResult) => pct(r.lat, 99);
    const rss = (r: LoadRun) => Math.max(r.after.peakRss, r.afterOpen.peakRss);
    console.log(
      `  ${name.padEnd(22)} ${pctOf(turnsPerSecond(a.closed), turnsPerSecond(b.closed)).padStart(14)}   ${times(p99(a.closed), p99(b.closed)).padStart(10)}   ${pctOf(turnsPerSecond(a.open), turnsPerSecond(b.open)).padStart(12)}   ${times(p99(a.open), p99(b.open)).padStart(8)}   ${times(rss(a), rss(b)).padStart(8)}`,
    );
  }
  console.log(
    '  (throughput as a share of the second; p99 and rss as a multiple of the second. Aims: sqlite closed ≥ 25% of the baseline, postgres closed ≥ 33% of sqlite)',
  );
}
