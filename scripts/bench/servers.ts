/**
 * The servers under test, each in its own child process (this file forked with --serve): the bare
 * socket.io echo baseline, Frontdesk with the builtin provider on the store the parent names (a
 * PostgreSQL URL in BENCH_DATABASE_URL, else a temp SQLite file), or Frontdesk in front of an
 * OpenAI-compatible model. The child reports its URL (and the demo clients' test tokens), then its
 * memory (and --trace's figures) whenever the parent asks.
 */
import { fork } from 'node:child_process';
import { NOTIFICATION_KINDS, WEBHOOK_EVENT_TYPES } from '../../contract/events.ts';
import http from 'node:http';
import type { Session as InspectorSession } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { Server } from 'socket.io';
import { options } from './options.ts';
import type { Trace } from './server-trace.ts';

/**
 * `peakRss`: the highest resident memory sampled (every 20 ms) since the previous report; `atPeak`:
 * where it sat at that moment (V8's heap by space, and memory outside the heap), with --trace.
 */
export type Mem = {
  rss: number;
  peakRss: number;
  heapUsed: number;
  /** The server's CPU time (user + system) since it started, ms: per turn, steadier than turns/s. */
  cpuMs: number;
  trace?: Trace;
  atPeak?: PeakBreakdown;
};
export type PeakBreakdown = { heapTotal: number; external: number; spaces: Record<string, number> };
export interface Started {
  url: string;
  tokens?: Record<string, string>;
}

const SELF = fileURLToPath(import.meta.url);
/** The outbox's rows by status, for the integrations bench (set once a Frontdesk server is up). */
let outboxCounts: (() => Promise<Record<string, number>>) | null = null;
let bundled: string | null = null;

/**
 * Unless --tsx: this file and what it loads (the server, the test app's seeding) bundled by esbuild
 * with the npm packages left as imports, as dist/node/server.js is built, so the server runs without
 * tsx's loader thread and compile caches (about 35 MB of resident memory that a deployment lacks).
 */
export async function bundleServers(): Promise<void> {
  const { build } = await import('esbuild');
  const { PACKAGE_ROOT } = await import('../../server/package-root.ts');
  const outfile = path.join(PACKAGE_ROOT, 'dist', 'bench', 'servers.mjs');
  await build({
    absWorkingDir: PACKAGE_ROOT,
    entryPoints: [SELF],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(PACKAGE_ROOT, 'tsconfig.json'),
    logLevel: 'warning',
    // For BENCH_CPU_PROFILE's ranking (cpu-profile-top.ts); Node itself ignores it without --enable-source-maps.
    sourcemap: true,
  });
  bundled = outfile;
}

/** The bare socket.io echo: acks, then answers with the question, as a Frontdesk turn ends. */
async function serveEcho(): Promise<Started> {
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
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function serveFrontdesk(kind: string): Promise<Started> {
  const { startTestApp } = await import('../../server/testing/test-app.ts');
  const env: Record<string, string> = kind.startsWith('openai:')
    ? { OPENAI_BASE_URL: kind.slice(7), OPENAI_API_KEY: 'sk-bench', FRONTDESK_MODEL: 'gpt-4o-mini' }
    : {};
  // The bench speaks with the demo clients' test tokens, whose replies spend a daily test allowance.
  env.FRONTDESK_TEST_DAILY_LIMIT = '100000';
  if (process.env.BENCH_DATABASE_URL) env.FRONTDESK_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  if (process.env.FRONTDESK_DATABASE_POOL_SIZE)
    env.FRONTDESK_DATABASE_POOL_SIZE = process.env.FRONTDESK_DATABASE_POOL_SIZE;
  // FRONTDESK_METRICS=on measures the metrics' cost; FRONTDESK_LOG_LEVEL=info the JSON log lines' (to
  // the child's stdout, dropped unless BENCH_SERVER_STDOUT=1), as a deployed server writes them.
  if (process.env.FRONTDESK_METRICS) env.FRONTDESK_METRICS = process.env.FRONTDESK_METRICS;
  if (process.env.FRONTDESK_LOG_LEVEL) {
    const { createLogger, installLogger } = await import('../../server/ops/log.ts');
    installLogger(createLogger({ format: 'json', level: process.env.FRONTDESK_LOG_LEVEL as 'info' }));
  }
  if (kind === 'frontdesk+integrations') env.FRONTDESK_ALLOW_PRIVATE_NETWORK = 'true';
  const t = await startTestApp({
    listen: true,
    seedDemo: true,
    env,
    chat: {
      limits: {
        perIpPerMinute: 1e9,
        perSessionPerMinute: 1e9,
        perLiveTokenPerMinute: 1e9,
        perTestTokenPerMinute: 1e9,
      },
    },
  });
  for (const c of await t.services.clients.list())
    await t.services.clients.update(c.id, { plan: 'Enterprise', messagesUsed: 0 });
  const clients = await t.services.clients.list();
  const { sql } = await import('kysely');
  outboxCounts = async () => {
    const r = await sql<{
      status: string;
      n: number;
    }>`SELECT status, count(*) AS n FROM outbox GROUP BY status`.execute(t.services.db);
    const counts: Record<string, number> = Object.fromEntries(r.rows.map((x) => [x.status, Number(x.n)]));
    // Messages whose events the message log has not made yet are pending too (SQLite).
    counts.pending = (counts.pending ?? 0) + (await t.services.outbox.backlog());
    return counts;
  };
  // --integrations: every client has a webhook endpoint for every event type and its notices on
  // (mail to each contact, Slack), delivered to the bench's loopback receiver.
  const hook = process.env.BENCH_HOOK_URL;
  if (kind === 'frontdesk+integrations' && hook)
    for (const c of clients) {
      await t.services.clients.update(c.id, { email: `team@${c.domain}` });
      await t.services.outbox.webhooks.create(c.id, {
        url: `${hook}/hooks/${c.id}`,
        events: [...WEBHOOK_EVENT_TYPES],
      });
      await t.services.outbox.notifications.setSlack(c.id, {
        url: `${hook}/slack/${c.id}`,
        kinds: [...NOTIFICATION_KINDS],
      });
    }
  return { url: t.url, tokens: Object.fromEntries(clients.map((c) => [c.domain, c.testAccessToken ?? ''])) };
}

/** The child's side: start the server, then answer the parent's memory requests. */
export async function serve(kind: string) {
  const trace = options.trace ? (await import('./server-trace.ts')).serverTracer() : null;
  const started = kind === 'echo' ? await serveEcho() : await serveFrontdesk(kind);
  process.once('SIGINT', () => process.exit(0));
  let peakRss = 0;
  let atPeak: PeakBreakdown | undefined;
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= peakRss) return;
    peakRss = rss;
    if (!trace) return;
    const u = process.memoryUsage();
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((sp) => [sp.space_name.replace(/_space$/, ''), sp.space_size]),
    );
    atPeak = { heapTotal: u.heapTotal, external: u.external, spaces };
  }, 20).unref();
  const {
    BENCH_ALLOC_PROFILE: allocDir,
    BENCH_CPU_PROFILE: cpuDir,
    BENCH_PROMOTED_PROFILE: promotedDir,
  } = process.env;
  const allocations =
    (allocDir || promotedDir) && kind !== 'echo'
      ? await allocationSampler((allocDir || promotedDir)!, !allocDir)
      : null;
  const cpu = cpuDir && kind !== 'echo' ? await cpuProfiler(cpuDir) : null;
  process.on('message', (m: string) => {
    if (m === 'mem' || m === 'mem-live') void allocations?.();
    if (m === 'mem' || m === 'mem-live') void cpu?.();
    if (m === 'outbox') {
      void (outboxCounts?.() ?? Promise.resolve({})).then((outbox) => process.send?.({ outbox }));
      return;
    }
    if (m.startsWith('heap:')) {
      process.send?.({ heap: writeHeapSnapshot(m.slice(5)) });
      return;
    }
    if (m === 'mem' || m === 'mem-live') {
      // The heap after a full collection is what is really retained (--trace only, after the runs).
      const { gc } = globalThis as { gc?: () => void };
      if (m === 'mem-live') gc?.();
      const u = process.memoryUsage();
      const peak = Math.max(peakRss, u.rss);
      const breakdown = atPeak;
      const cpu = process.cpuUsage();
      peakRss = 0;
      atPeak = undefined;
      process.send?.({
        mem: {
          rss: u.rss,
          peakRss: peak,
          heapUsed: u.heapUsed,
          cpuMs: (cpu.user + cpu.system) / 1000,
          ...(trace ? { trace: trace(), atPeak: breakdown } : {}),
        },
      });
    }
  });
  process.send?.(started);
}

/**
 * One of V8's sampling profilers, started now; each call of what it returns writes the profile so far
 * to `dir` as `<prefix>-<pid>-<n>.<ext>` and starts the next one.
 */
async function rotatingProfile(
  dir: string,
  [prefix, ext]: [string, string],
  start: (session: InspectorSession) => Promise<unknown>,
  stop: (session: InspectorSession) => Promise<{ profile: object }>,
) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await start(session);
  let n = 0;
  return async () => {
    const { profile } = await stop(session);
    writeFileSync(path.join(dir, `${prefix}-${process.pid}-${n++}.${ext}`), JSON.stringify(profile));
    await start(session);
  };
}

/**
 * BENCH_ALLOC_PROFILE=DIR: V8's sampling heap profiler, keeping the samples of objects the collector
 * has freed, so a profile shows where the server allocates (not what it keeps); one file a run, written
 * at each memory reading (open in Chrome DevTools' Memory tab). BENCH_PROMOTED_PROFILE=DIR instead
 * drops the samples young collections freed: what is left is what lived long enough to be promoted to
 * the old generation (and what is still alive), which is what brings on the next major GC.
 */
const allocationSampler = (dir: string, promotedOnly: boolean) =>
  rotatingProfile(
    dir,
    [promotedOnly ? 'promoted' : 'alloc', 'heapprofile'],
    (s) =>
      s.post('HeapProfiler.startSampling', {
        samplingInterval: 16384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: !promotedOnly,
      }),
    (s) => s.post('HeapProfiler.stopSampling'),
  );

/**
 * BENCH_CPU_PROFILE=DIR: V8's sampling CPU profiler, one `.cpuprofile` per stretch between memory
 * readings (0: start-up and seeding, 1: the closed loop, 2: the open loop), so a run's profile holds
 * one load shape only (open in Chrome DevTools' Performance tab, or rank it with
 * `npx tsx scripts/bench/cpu-profile-top.ts FILE`).
 */
const cpuProfiler = (dir: string) =>
  rotatingProfile(
    dir,
    ['cpu', 'cpuprofile'],
    async (s) => {
      await s.post('Profiler.enable');
      await s.post('Profiler.setSamplingInterval', { interval: 200 });
      await s.post('Profiler.start');
    },
    (s) => s.post('Profiler.stop'),
  );

/** The parent's side: fork a server of `kind`; `databaseUrl` puts Frontdesk on PostgreSQL. */
export function startServer(kind: string, databaseUrl?: string) {
  const child = fork(bundled ?? SELF, ['--serve', kind, ...process.argv.slice(2)], {
    execArgv: [
      // The young-generation size, old-generation growth and pretenuring `npm start` gives the server
      // (package.json, README): measured as deployed. The echo baseline gets them too, so the lines stay comparable.
      // (BENCH_SERVER_FLAGS=--heap-growing-percent=0 gives V8's own growth back, to compare.)
      '--max-semi-space-size=32',
      '--heap-growing-percent=50',
      // (BENCH_SERVER_FLAGS=--allocation-site-pretenuring turns V8's pretenuring back on, to compare.)
      '--no-allocation-site-pretenuring',
      ...(bundled ? [] : ['--import', 'tsx']),
      ...(options.trace ? ['--expose-gc'] : []),
      // Node/V8 flags for the server under test only (e.g. BENCH_SERVER_FLAGS=--max-semi-space-size=64).
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    // BENCH_SERVER_STDOUT=1 keeps the server's standard output (V8's --trace-gc-nvp or
    // --trace-pretenuring in BENCH_SERVER_FLAGS print there; run the bench under `stdbuf -oL`, or V8's
    // buffered lines are lost when the server is stopped).
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<Started>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Started));
    child.once('exit', (code) =>
      reject(new Error(`the ${kind} server exited (${code}) before it was ready`)),
    );
  });
  const mem = (what: 'mem' | 'mem-live' = 'mem') =>
    new Promise<Mem>((resolve) => {
      child.once('message', (m) => resolve((m as { mem: Mem }).mem));
      child.send(what);
    });
  /** Writes the server's heap snapshot to `file` (the server stops while it does). */
  const heap = (file: string) =>
    new Promise<string>((resolve) => {
      child.once('message', (m) => resolve((m as { heap: string }).heap));
      child.send(`heap:${file}`);
    });
  /** The server's outbox rows by status (pending, delivered, …). */
  const outbox = () =>
    new Promise<Record<string, number>>((resolve) => {
      child.once('message', (m) => resolve((m as { outbox: Record<string, number> }).outbox));
      child.send('outbox');
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { ready, mem, heap, outbox, stop };
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt > 0 && import.meta.url === `file://${process.argv[1]}`) {
  serve(process.argv[serveAt + 1] ?? 'frontdesk').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
