/**
 * Chat benchmark: many concurrent socket.io visitors across the five demo clients against the real
 * server (builtin provider) in a child process, next to a bare socket.io echo server driven the same
 * way in the same run. Also measures retrieval at 10,000 chunks for one client, and the first-token
 * overhead of the streaming path against calling an OpenAI-compatible model directly.
 *
 * Two load shapes per server: closed loop (each visitor sends its next message as soon as the answer
 * arrives: the throughput ceiling, where latency is mostly queueing, since visitors / turns per second
 * is the mean latency), and open loop at a fixed offered rate (--rate, default 1000 turns/s spread over
 * the visitors), where latency is measured from each message's scheduled time so a slow server cannot
 * hide its backlog.
 *
 * The load generator shares the cores with the server, and its clock is the one that measures: every
 * run also prints the generator's own event-loop delay, so a stall in the generator is not read as one
 * in the server. --trace adds the server's side per run: event-loop delay, GC pauses by kind (with the
 * longest) and the slowest SQLite statements. --frontdesk-only skips the echo baseline, the retrieval
 * and the first-token measurements (quicker repeated runs of the line the aim is about).
 *
 *   npm run bench:chat -- [--visitors 200] [--seconds 8] [--rate 1000] [--trace] [--frontdesk-only]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type SQLite from 'better-sqlite3';
import OpenAI from 'openai';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { EVAL_SET } from '../server/ai/eval-set.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { createKnowledgeRepo } from '../server/db/repositories/knowledge-repo.ts';
import { contentWords } from '../server/domain/knowledge-text.ts';
import { modelPathBench } from './bench-model-path.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const VISITORS = arg('visitors', 200);
const SECONDS = arg('seconds', 8);
const RATE = arg('rate', 1000);
const TRACE = process.argv.includes('--trace');
const FRONTDESK_ONLY = process.argv.includes('--frontdesk-only');
const SELF = fileURLToPath(import.meta.url);

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
interface Trace {
  loop: LoopDelay;
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
  longestGc: { kind: string; ms: number }[];
  slowSql: { sql: string; ms: number }[];
  sqlOver5ms: number;
  /** Wall-clock times (ms since the epoch) of the GC events other than scavenges. */
  gcAt: number[];
}
type Mem = { rss: number; heapUsed: number; trace?: Trace; live?: number };

/** Sampling interval of the loop-delay histograms; each sample is the interval, so it is subtracted. */
const LOOP_RESOLUTION_MS = 5;
const loopMonitor = () => {
  const h = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  h.enable();
  return h;
};
const loopDelayOf = (h: IntervalHistogram): LoopDelay => {
  const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
};

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

/** Server-side tracing (--trace): loop delay, GC pauses and slow SQLite statements since the last call. */
function serverTracer() {
  const loop = loopMonitor();
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
  // Every statement the driver runs (COMMIT and checkpoints included) is timed through its prototype.
  let slowSql: Trace['slowSql'] = [];
  let sqlOver5ms = 0;
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
        const ms = performance.now() - t0;
        if (ms > 1) {
          if (ms > 5) sqlOver5ms++;
          slowSql.push({ sql: this.source.replace(/\s+/g, ' ').slice(0, 60), ms });
          if (slowSql.length > 64) slowSql = slowSql.sort((x, y) => y.ms - x.ms).slice(0, 5);
        }
      }
    };
  }
  return (): Trace => {
    const t: Trace = {
      loop: loopDelayOf(loop),
      gc,
      longestGc: longestGc.sort((a, b) => b.ms - a.ms).slice(0, 5),
      slowSql: slowSql.sort((a, b) => b.ms - a.ms).slice(0, 5),
      sqlOver5ms,
      gcAt,
    };
    gcAt = [];
    loop.reset();
    gc = {};
    longestGc = [];
    slowSql = [];
    sqlOver5ms = 0;
    return t;
  };
}

// ---- child process: the server under test ----------------------------------------------------
async function serve(kind: string) {
  const report = (msg: object) => process.send?.(msg);
  const trace = process.argv.includes('--trace') ? serverTracer() : null;
  let url: string;
  let extra: object = {};
  if (kind === 'echo') {
    const server = http.createServer();
    const io = new Server(server, { serveClient: false });
    io.of('/widget').on('connection', (socket) => {
      socket.on(
        'message:send',
        (p: { sessionId: string; clientMessageId: string; message: string }, ack: (b: unknown) => void) => {
          ack({ ok: true });
          socket.emit('answer:done', {
            sessionId: p.sessionId,
            replyTo: p.clientMessageId,
            message: { message: p.message },
          });
        },
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } else {
    const { startTestApp } = await import('../server/testing/test-app.ts');
    const env: Record<string, string> = kind.startsWith('openai:')
      ? { OPENAI_BASE_URL: kind.slice(7), OPENAI_API_KEY: 'sk-bench', FRONTDESK_MODEL: 'gpt-4o-mini' }
      : {};
    const t = await startTestApp({
      listen: true,
      seedDemo: true,
      env,
      chat: { limits: { perIpPerMinute: 1e9, perSessionPerMinute: 1e9 } },
    });
    for (const c of await t.services.clients.list())
      await t.services.clients.update(c.id, { plan: 'Enterprise', messagesUsed: 0 });
    await t.services.usage.set((await t.services.clients.list())[0]!.id, 0);
    url = t.url;
    extra = {
      tokens: Object.fromEntries((await t.services.clients.list()).map((c) => [c.domain, c.testAccessToken])),
    };
  }
  process.once('SIGINT', () => process.exit(0));
  process.on('message', (m: string) => {
    if (m === 'mem' || m === 'mem-live') {
      // The heap after a full collection is what is really retained (--trace only, after the runs).
      const { gc } = globalThis as { gc?: () => void };
      if (m === 'mem-live') gc?.();
      const u = process.memoryUsage();
      report({ mem: { rss: u.rss, heapUsed: u.heapUsed, ...(trace ? { trace: trace() } : {}) } });
    }
  });
  report({ url, ...extra });
}

// ---- parent: load generator ------------------------------------------------------------------
function startChild(kind: string) {
  const child = fork(SELF, ['--serve', kind, ...(TRACE ? ['--trace'] : [])], {
    execArgv: [
      // The young-generation size `npm start` gives the server (package.json, README): measured as
      // deployed. The echo baseline gets it too, so the two lines stay comparable.
      '--max-semi-space-size=64',
      '--import',
      'tsx',
      ...(process.env.BENCH_PROF && kind === 'frontdesk' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/fdprof'] : []),
      ...(TRACE ? ['--expose-gc'] : []),
      // Node/V8 flags for the server under test only (e.g. BENCH_SERVER_FLAGS=--max-semi-space-size=64).
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ url: string; tokens?: Record<string, string> }>((resolve) =>
    child.once('message', (m) => resolve(m as { url: string })),
  );
  const mem = (what: 'mem' | 'mem-live' = 'mem') =>
    new Promise<Mem>((resolve) => {
      child.once('message', (m) => resolve((m as { mem: Mem }).mem));
      child.send(what);
    });
  return { child, ready, mem };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (n: number) => n.toFixed(2);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function drive(
  url: string,
  tokens: Record<string, string> | null,
  rate: number | null,
): Promise<{
  turns: number;
  lat: number[];
  errors: number;
  loop: LoopDelay;
  slow: number[];
  startedAt: number;
}> {
  const domains = tokens ? Object.keys(tokens) : ['echo'];
  const sockets: Socket[] = [];
  for (let i = 0; i < VISITORS; i++) {
    const domain = domains[i % domains.length]!;
    sockets.push(
      connect(`${url}/widget`, {
        transports: ['websocket'],
        auth: tokens ? { token: tokens[domain] } : {},
        reconnection: false,
        forceNew: true,
      }),
    );
  }
  await Promise.all(
    sockets.map((s) => new Promise((r) => (s.connected ? r(null) : s.once('connect', () => r(null))))),
  );
  const lat: number[] = [];
  let turns = 0;
  let errors = 0;
  // The generator's own loop delay: a late timer or a late 'answer:done' callback here adds to latency too.
  const loop = loopMonitor();
  // When (ms since the epoch) turns slower than 50 ms were sent, to line up with the server's GC times.
  const slow: number[] = [];
  const startAt = performance.now();
  const stopAt = startAt + SECONDS * 1000;
  // Open loop: visitor i sends every `interval` ms, staggered so the offered load is even.
  const interval = rate ? (VISITORS / rate) * 1000 : 0;
  await Promise.all(
    sockets.map(async (s, i) => {
      const domain = domains[i % domains.length]!;
      const questions = EVAL_SET.filter((c) => c.domain === domain || !tokens).map((c) => c.question);
      const sessionId = `bench-session-${rate ? 'open' : 'closed'}-${String(i).padStart(6, '0')}`;
      let n = 0;
      while (performance.now() < stopAt) {
        let t0 = performance.now();
        if (rate) {
          const due = startAt + (i / VISITORS) * interval + n * interval;
          if (due >= stopAt) break;
          // Timers may fire up to a millisecond early: never send before the scheduled time.
          while (performance.now() < due) await sleep(due - performance.now());
          t0 = due;
        }
        const clientMessageId = `bench-${rate ? 'o' : 'c'}-${i}-${n}`;
        const done = new Promise<boolean>((resolve) => {
          const onDone = (p: { replyTo: string }) => {
            if (tokens && p.replyTo === undefined) return;
            s.off('answer:done', onDone);
            s.off('answer:error', onError);
            resolve(true);
          };
          const onError = () => {
            s.off('answer:done', onDone);
            s.off('answer:error', onError);
            resolve(false);
          };
          s.on('answer:done', onDone);
          s.on('answer:error', onError);
        });
        s.emit(
          'message:send',
          { sessionId, clientMessageId, message: questions[n % questions.length] },
          () => {},
        );
        const ok = await done;
        if (ok) {
          const ms = performance.now() - t0;
          if (ms > 50) slow.push(Math.round(performance.timeOrigin + t0));
          lat.push(ms);
          turns++;
        } else errors++;
        n++;
      }
    }),
  );
  loop.disable();
  for (const s of sockets) s.disconnect();
  return {
    turns,
    lat: lat.sort((a, b) => a - b),
    errors,
    loop: loopDelayOf(loop),
    slow,
    startedAt: Math.round(performance.timeOrigin + startAt),
  };
}

async function loadRun(kind: string) {
  const { child, ready, mem } = startChild(kind);
  const info = await ready;
  const before = await mem();
  const closed = await drive(info.url, info.tokens ?? null, null);
  const after = await mem();
  const open = await drive(info.url, info.tokens ?? null, RATE);
  const afterOpen = await mem();
  const live = TRACE ? (await mem('mem-live')).heapUsed : null;
  child.kill('SIGINT');
  return { closed, open, before, after, afterOpen, live };
}

async function retrievalBench() {
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

/** First token: the OpenAI SDK straight at a loopback model vs a widget socket through Frontdesk. */
async function firstTokenBench() {
  const model = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const c = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      c({ role: 'assistant', content: 'Hello' });
      setTimeout(() => {
        c({ content: ' there.' });
        c({}, 'stop');
        res.end('data: [DONE]\n\n');
      }, 5);
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  const direct: number[] = [];
  const sdk = new OpenAI({ apiKey: 'sk', baseURL: base, maxRetries: 0 });
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const stream = await sdk.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let first = 0;
    for await (const ch of stream)
      if (!first && ch.choices[0]?.delta?.content) first = performance.now() - t0;
    direct.push(first);
  }
  const { child, ready } = startChild(`openai:${base}`);
  const info = await ready;
  const s = connect(`${info.url}/widget`, {
    transports: ['websocket'],
    auth: { token: info.tokens?.['taskpilot.io'] },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((r) => s.once('connect', () => r()));
  const via: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const first = new Promise<number>((r) => s.once('answer:chunk', () => r(performance.now() - t0)));
    const done = new Promise((r) => s.once('answer:done', r));
    s.emit('message:send', {
      sessionId: 'first-token-session-01',
      clientMessageId: `ft-${i}-xxxx`,
      message: 'What is your pricing?',
    });
    via.push(await first);
    await done;
  }
  s.disconnect();
  child.kill();
  model.close();
  direct.sort((a, b) => a - b);
  via.sort((a, b) => a - b);
  return { direct: pct(direct, 50), via: pct(via, 50), directP95: pct(direct, 95), viaP95: pct(via, 95) };
}

async function main() {
  console.log(
    `Chat benchmark: ${VISITORS} concurrent socket.io visitors, ${SECONDS}s per run, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(
    `Machine load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const rows: [string, Awaited<ReturnType<typeof loadRun>>][] = [
    ...(FRONTDESK_ONLY
      ? []
      : [
          ['baseline: bare socket.io echo', await loadRun('echo')] as [
            string,
            Awaited<ReturnType<typeof loadRun>>,
          ],
        ]),
    ['frontdesk: builtin provider', await loadRun('frontdesk')],
  ];
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const delay = (l: LoopDelay) => `p99 ${fmt(l.p99)} ms, max ${fmt(l.max)} ms`;
  const line = (r: Awaited<ReturnType<typeof drive>>) =>
    `turns/s ${(r.turns / SECONDS).toFixed(0)}   p50 ${fmt(pct(r.lat, 50))} ms   p95 ${fmt(pct(r.lat, 95))} ms   p99 ${fmt(pct(r.lat, 99))} ms   max ${fmt(r.lat.at(-1) ?? 0)} ms   errors ${r.errors}\n` +
    `                          generator loop delay ${delay(r.loop)}`;
  const traceLine = (t: Trace | undefined, r: Awaited<ReturnType<typeof drive>>) => {
    if (!t) return '';
    const at = (ms: number) => `${((ms - r.startedAt) / 1000).toFixed(2)}s`;
    const spans: [number, number, number][] = [];
    for (const x of r.slow) {
      const last = spans.at(-1);
      if (last && x - last[1] < 250) {
        last[1] = x;
        last[2]++;
      } else spans.push([x, x, 1]);
    }
    const gc = Object.entries(t.gc)
      .map(([k, g]) => `${k} ${g.count}× (${fmt(g.totalMs)} ms, max ${fmt(g.maxMs)})`)
      .join(', ');
    return (
      `\n    server loop delay ${delay(t.loop)}; gc: ${gc || 'none'}` +
      `\n    longest gc: ${t.longestGc.map((g) => `${g.kind} ${fmt(g.ms)}`).join(', ') || 'none'}` +
      `\n    turns > 50 ms sent at: ${spans.map(([a, b, n]) => `${at(a)}–${at(b)} (${n})`).join(', ') || 'none'}; major GC events at: ${t.gcAt.map(at).join(', ') || 'none'}` +
      `\n    sql > 5 ms: ${t.sqlOver5ms}; slowest: ${t.slowSql.map((q) => `${fmt(q.ms)} ${q.sql}`).join(' | ') || 'none'}`
    );
  };
  for (const [name, r] of rows) {
    console.log(`${name}`);
    console.log(`  closed loop:            ${line(r.closed)}${traceLine(r.after.trace, r.closed)}`);
    console.log(
      `  open loop ${String(RATE).padStart(5)} turns/s: ${line(r.open)}${traceLine(r.afterOpen.trace, r.open)}`,
    );
    console.log(
      `  server memory: rss ${mb(r.before.rss)} → ${mb(r.after.rss)} (closed loop) → ${mb(r.afterOpen.rss)} (open loop), heap ${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)} → ${mb(r.afterOpen.heapUsed)}` +
        (r.live === null ? '' : `, ${mb(r.live)} live after a full GC`),
    );
  }
  if (FRONTDESK_ONLY) {
    console.log(
      `Machine load average when done: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return;
  }
  const ret = await retrievalBench();
  console.log(
    `\nretrieval, 10,000 chunks for one client (+10,000 of others): p50 ${fmt(ret.p50)} ms, p99 ${fmt(ret.p99)} ms (aim p99 ≤ 5 ms)`,
  );
  const ft = await firstTokenBench();
  console.log(
    `first token, median: model direct ${fmt(ft.direct)} ms, through Frontdesk socket ${fmt(ft.via)} ms → adds ${fmt(ft.via - ft.direct)} ms (aim ≤ 5 ms); p95 ${fmt(ft.directP95)} vs ${fmt(ft.viaP95)} ms`,
  );
  console.log(`${await modelPathBench(200, false)}\n${await modelPathBench(200, true)}`);
  console.log(
    `\nAims (2-core machine): ≥ 1,000 answered turns/s with p99 ≤ 50 ms (the open-loop line at --rate 1000).`,
  );
  console.log(
    `Machine load average when done: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt > 0) {
  serve(process.argv[serveAt + 1] ?? 'frontdesk').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
