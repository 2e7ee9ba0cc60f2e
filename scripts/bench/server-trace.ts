/**
 * Server-side tracing for --trace, installed in the server under test: event-loop delay, GC pauses by
 * kind (with the longest), and every statement either store's driver runs, counted and timed (SQLite
 * synchronously through the statement prototype; PostgreSQL from query to result, so a statement's
 * time includes its wait for a pooled connection and the network round trip).
 */
import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler, getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import type SQLite from 'better-sqlite3';
import pg from 'pg';
import { loopDelayOf, loopMonitor, type LoopDelay } from './loop-delay.ts';
import { stallTracker, type Stalls } from './stall-tracker.ts';

export interface Trace {
  loop: LoopDelay;
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
  longestGc: { kind: string; ms: number }[];
  slowSql: { sql: string; ms: number }[];
  sqlOver5ms: number;
  /** Statements run (each one a round trip on PostgreSQL; BEGIN and COMMIT count). */
  statements: number;
  /** The statements taking the most time in all, with how often they ran: where a turn's time goes. */
  topSql: { sql: string; count: number; totalMs: number }[];
  /** Wall-clock times (ms since the epoch) of the GC events other than scavenges. */
  gcAt: number[];
  /** Bytes the server allocated on the V8 heap since the last trace (what young collections sweep). */
  allocatedBytes: number;
  /**
   * Bytes young collections moved into the old generation since the last trace (the old and
   * large-object spaces' growth across each scavenge): what fills the old generation towards its
   * next major GC.
   */
  promotedBytes: number;
  /**
   * Bytes allocated straight into the old generation since the last trace (its growth between
   * collections): what V8's allocation-site pretenuring sends there, and large objects. With
   * `promotedBytes`, what fills the old generation towards its next major GC.
   */
  oldAllocatedBytes: number;
  /** Full (mark-compact) collections since the last trace. */
  majorGcs: number;
  /** Where the event loop stood still for over 10 ms: GC, waiting for a core, or the server's own work. */
  stalls: Stalls;
}

/**
 * Bytes allocated since the last call: the used heap's growth between collections (each GC's size
 * before it, less the size the previous one left), read from V8's GC profiler.
 */
function allocationMeter() {
  let profiler = new GCProfiler();
  profiler.start();
  let from = getHeapStatistics().used_heap_size;
  const oldSpaces = (spaces: { spaceName: string; spaceUsedSize: number }[]) =>
    spaces.reduce(
      (n, s) =>
        s.spaceName === 'old_space' || s.spaceName === 'large_object_space' ? n + s.spaceUsedSize : n,
      0,
    );
  const oldNow = () =>
    oldSpaces(
      getHeapSpaceStatistics().map((s) => ({ spaceName: s.space_name, spaceUsedSize: s.space_used_size })),
    );
  let oldFrom = oldNow();
  return () => {
    let total = 0;
    let promoted = 0;
    let oldAllocated = 0;
    let majors = 0;
    let prev = from;
    let oldPrev = oldFrom;
    for (const s of profiler.stop()?.statistics ?? []) {
      total += Math.max(0, s.beforeGC.heapStatistics.usedHeapSize - prev);
      prev = s.afterGC.heapStatistics.usedHeapSize;
      const oldBefore = oldSpaces(s.beforeGC.heapSpaceStatistics);
      // Growth between collections (sweeping only lowers it, so this is a lower bound).
      oldAllocated += Math.max(0, oldBefore - oldPrev);
      oldPrev = oldSpaces(s.afterGC.heapSpaceStatistics);
      if (s.gcType === 'Scavenge') promoted += Math.max(0, oldPrev - oldBefore);
      if (s.gcType === 'MarkSweepCompact') majors++;
    }
    const now = getHeapStatistics().used_heap_size;
    total += Math.max(0, now - prev);
    oldFrom = oldNow();
    oldAllocated += Math.max(0, oldFrom - oldPrev);
    profiler = new GCProfiler();
    profiler.start();
    from = now;
    return { allocated: total, promoted, oldAllocated, majors };
  };
}

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

export function serverTracer(): () => Trace {
  const loop = loopMonitor();
  const allocated = allocationMeter();
  const stalls = stallTracker();
  let gc: Trace['gc'] = {};
  let longestGc: Trace['longestGc'] = [];
  let gcAt: number[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind =
        GC_KINDS[(e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
      const g = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      g.count++;
      g.totalMs += e.duration;
      g.maxMs = Math.max(g.maxMs, e.duration);
      longestGc.push({ kind, ms: e.duration });
      if (kind !== 'minor') gcAt.push(Math.round(performance.timeOrigin + e.startTime));
      if (longestGc.length > 64) longestGc = longestGc.sort((a, b) => b.ms - a.ms).slice(0, 5);
    }
  }).observe({ entryTypes: ['gc'] });

  let slowSql: Trace['slowSql'] = [];
  let sqlOver5ms = 0;
  let statements = 0;
  let bySql = new Map<string, { count: number; totalMs: number }>();
  // A statement's short form, made once per text: the tracer itself must not add a turn's garbage.
  const shortForms = new Map<string, string>();
  const shortForm = (sql: string) => {
    let key = shortForms.get(sql);
    if (key === undefined) shortForms.set(sql, (key = sql.replace(/\s+/g, ' ').trim().slice(0, 60)));
    return key;
  };
  const timed = (sql: string, ms: number) => {
    statements++;
    const key = shortForm(sql);
    const s = bySql.get(key) ?? { count: 0, totalMs: 0 };
    if (s.count === 0) bySql.set(key, s);
    s.count++;
    s.totalMs += ms;
    if (ms > 1) {
      if (ms > 5) sqlOver5ms++;
      slowSql.push({ sql: key, ms });
      if (slowSql.length > 64) slowSql = slowSql.sort((x, y) => y.ms - x.ms).slice(0, 5);
    }
  };
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof SQLite;
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  for (const name of ['run', 'get', 'all'] as const) {
    const original = proto[name] as (this: { source: string }, ...a: unknown[]) => unknown;
    proto[name] = function (this: { source: string }, ...a: unknown[]) {
      const t0 = performance.now();
      try {
        return original.apply(this, a);
      } finally {
        timed(this.source, performance.now() - t0);
      }
    };
  }
  const pgQuery = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...a: unknown[]) {
    const first = a[0] as string | { text?: string } | undefined;
    const sql = typeof first === 'string' ? first : (first?.text ?? '');
    const t0 = performance.now();
    // pg-pool's own query passes a callback; Kysely and the repositories' transactions use the promise.
    const last = a.at(-1);
    if (typeof last === 'function')
      a[a.length - 1] = (...r: unknown[]) => {
        timed(sql, performance.now() - t0);
        return (last as (...r: unknown[]) => unknown)(...r);
      };
    const result = pgQuery.apply(this, a);
    if (result instanceof Promise)
      void result.then(
        () => timed(sql, performance.now() - t0),
        () => timed(sql, performance.now() - t0),
      );
    return result;
  };

  return () => {
    const t: Trace = {
      loop: loopDelayOf(loop),
      gc,
      longestGc: longestGc.sort((a, b) => b.ms - a.ms).slice(0, 5),
      slowSql: slowSql.sort((a, b) => b.ms - a.ms).slice(0, 5),
      sqlOver5ms,
      statements,
      topSql: [...bySql.entries()]
        .map(([sql, v]) => ({ sql, ...v }))
        .sort((a, b) => b.totalMs - a.totalMs)
        .slice(0, 6),
      gcAt,
      stalls: stalls(),
      ...(({
        allocated: allocatedBytes,
        promoted: promotedBytes,
        oldAllocated: oldAllocatedBytes,
        majors,
      }) => ({
        allocatedBytes,
        promotedBytes,
        oldAllocatedBytes,
        majorGcs: majors,
      }))(allocated()),
    };
    bySql = new Map();
    gcAt = [];
    loop.reset();
    gc = {};
    longestGc = [];
    slowSql = [];
    sqlOver5ms = 0;
    statements = 0;
    return t;
  };
}
