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
 *   npm run bench:chat -- [--visitors 200] [--seconds 8] [--rate 1000]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import OpenAI from 'openai';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { EVAL_SET } from '../server/ai/eval-set.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { createKnowledgeRepo } from '../server/db/repositories/knowledge-repo.ts';
import { contentWords } from '../server/domain/knowledge-text.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const VISITORS = arg('visitors', 200);
const SECONDS = arg('seconds', 8);
const RATE = arg('rate', 1000);
const SELF = fileURLToPath(import.meta.url);

type Mem = { rss: number; heapUsed: number };

// ---- child process: the server under test ----------------------------------------------------
async function serve(kind: string) {
  const report = (msg: object) => process.send?.(msg);
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
    if (m === 'mem') {
      const u = process.memoryUsage();
      report({ mem: { rss: u.rss, heapUsed: u.heapUsed } });
    }
  });
  report({ url, ...extra });
}

// ---- parent: load generator ------------------------------------------------------------------
function startChild(kind: string) {
  const child = fork(SELF, ['--serve', kind], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROF && kind === 'frontdesk' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/fdprof'] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ url: string; tokens?: Record<string, string> }>((resolve) =>
    child.once('message', (m) => resolve(m as { url: string })),
  );
  const mem = () =>
    new Promise<Mem>((resolve) => {
      child.once('message', (m) => resolve((m as { mem: Mem }).mem));
      child.send('mem');
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
): Promise<{ turns: number; lat: number[]; errors: number }> {
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
          lat.push(performance.now() - t0);
          turns++;
        } else errors++;
        n++;
      }
    }),
  );
  for (const s of sockets) s.disconnect();
  return { turns, lat: lat.sort((a, b) => a - b), errors };
}

async function loadRun(kind: string) {
  const { child, ready, mem } = startChild(kind);
  const info = await ready;
  const before = await mem();
  const closed = await drive(info.url, info.tokens ?? null, null);
  const after = await mem();
  const open = await drive(info.url, info.tokens ?? null, RATE);
  child.kill('SIGINT');
  return { closed, open, before, after };
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
    ['baseline: bare socket.io echo', await loadRun('echo')],
    ['frontdesk: builtin provider', await loadRun('frontdesk')],
  ];
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const line = (r: { turns: number; lat: number[]; errors: number }) =>
    `turns/s ${(r.turns / SECONDS).toFixed(0)}   p50 ${fmt(pct(r.lat, 50))} ms   p95 ${fmt(pct(r.lat, 95))} ms   p99 ${fmt(pct(r.lat, 99))} ms   errors ${r.errors}`;
  for (const [name, r] of rows) {
    console.log(`${name}`);
    console.log(`  closed loop:            ${line(r.closed)}`);
    console.log(`  open loop ${String(RATE).padStart(5)} turns/s: ${line(r.open)}`);
    console.log(
      `  server memory (closed loop): rss ${mb(r.before.rss)} → ${mb(r.after.rss)}, heap ${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)}`,
    );
  }
  const ret = await retrievalBench();
  console.log(
    `\nretrieval, 10,000 chunks for one client (+10,000 of others): p50 ${fmt(ret.p50)} ms, p99 ${fmt(ret.p99)} ms (aim p99 ≤ 5 ms)`,
  );
  const ft = await firstTokenBench();
  console.log(
    `first token, median: model direct ${fmt(ft.direct)} ms, through Frontdesk socket ${fmt(ft.via)} ms → adds ${fmt(ft.via - ft.direct)} ms (aim ≤ 5 ms); p95 ${fmt(ft.directP95)} vs ${fmt(ft.viaP95)} ms`,
  );
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
