/**
 * Where the server's event loop stood still (--trace), for the open loop's tail: a 2 ms timer notes
 * every tick that came more than 10 ms late, and each such stall is split into
 *   - GC: V8's pauses on the main thread inside it (the GC performance entries overlapping it);
 *   - no core: time the main thread was ready to run but waited for a CPU (its run-queue wait, from
 *     Linux's /proc/self/task/<tid>/schedstat), i.e. the machine's other work;
 *   - work: the rest, the server's own synchronous work (a long JavaScript step, a statement, a commit).
 * Over the whole run it also reports the main thread's time on a CPU and waiting for one.
 */
import fs from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

const TICK_MS = 2;
const STALL_MS = 10;

export interface StallSplit {
  /** When it began, in seconds since the previous report (the start of the run). */
  at: number;
  ms: number;
  gcMs: number;
  noCoreMs: number;
  workMs: number;
}

export interface Stalls {
  /** Stalls over STALL_MS, summed, and their split. */
  total: StallSplit & { count: number };
  longest: StallSplit[];
  /** The main thread over the whole run: on a CPU, and ready but waiting for one. */
  onCpuMs: number;
  waitingMs: number;
  runMs: number;
}

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** The main thread's [time on a CPU, time waiting on the run queue], ms; zeros where Linux gives none. */
function schedstat(): [number, number] {
  try {
    const [cpu, wait] = fs.readFileSync(SCHEDSTAT, 'latin1').split(' ');
    return [Number(cpu) / 1e6, Number(wait) / 1e6];
  } catch {
    return [0, 0];
  }
}

export function stallTracker(): () => Stalls {
  let gcs: [number, number][] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push([e.startTime, e.startTime + e.duration]);
  }).observe({ entryTypes: ['gc'] });

  let stalls: { from: number; to: number; noCoreMs: number }[] = [];
  let last = performance.now();
  let [, lastWait] = schedstat();
  let [cpu0, wait0] = schedstat();
  let run0 = last;
  setInterval(() => {
    const now = performance.now();
    const [, wait] = schedstat();
    const late = now - last - TICK_MS;
    if (late > STALL_MS) stalls.push({ from: last + TICK_MS, to: now, noCoreMs: wait - lastWait });
    last = now;
    lastWait = wait;
  }, TICK_MS).unref();

  return () => {
    const split = (s: { from: number; to: number; noCoreMs: number }): StallSplit => {
      const ms = s.to - s.from;
      let gcMs = 0;
      for (const [a, b] of gcs) gcMs += Math.max(0, Math.min(b, s.to) - Math.max(a, s.from));
      const noCoreMs = Math.min(ms - Math.min(gcMs, ms), s.noCoreMs);
      return {
        at: (s.from - run0) / 1000,
        ms,
        gcMs: Math.min(gcMs, ms),
        noCoreMs,
        workMs: Math.max(0, ms - gcMs - noCoreMs),
      };
    };
    const splits = stalls.map(split);
    const total = { count: splits.length, at: 0, ms: 0, gcMs: 0, noCoreMs: 0, workMs: 0 };
    for (const s of splits) {
      total.ms += s.ms;
      total.gcMs += s.gcMs;
      total.noCoreMs += s.noCoreMs;
      total.workMs += s.workMs;
    }
    const [cpu, wait] = schedstat();
    const now = performance.now();
    const result: Stalls = {
      total,
      longest: splits.sort((a, b) => b.ms - a.ms).slice(0, 5),
      onCpuMs: cpu - cpu0,
      waitingMs: wait - wait0,
      runMs: now - run0,
    };
    [cpu0, wait0] = [cpu, wait];
    run0 = now;
    stalls = [];
    gcs = gcs.filter(([, b]) => b > now - 1000);
    return result;
  };
}
