/**
 * What webhooks and notifications cost the chat path, both configurations measured in one run:
 * Frontdesk as it is ("plain") and Frontdesk with a signed webhook endpoint for every event type and
 * every notification on (mail to the outbox folder, Slack) on every demo client ("hooked"), in
 * alternating rounds (plain hooked, hooked plain, …) so the machine's drift falls on both. The
 * receiver of the webhooks and Slack posts is a loopback HTTP server in its own process answering 200,
 * so its work is not the load generator's. Each round starts a fresh server and drives the closed loop
 * (the throughput ceiling) and the open loop (--rate); after a hooked round the server stays up until
 * its outbox has drained, and the deliveries received during the load and after it are printed.
 * Prints every round, the sums of both configurations and their ratio (aim: ≥ 95%).
 *
 *   npx tsx scripts/bench-integrations.ts [--rounds 4] [--visitors 200] [--seconds 8] [--rate 1000]
 *                                          [--stores sqlite,postgres] [--tsx]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { drive, type DriveResult } from './bench/load-generator.ts';
import { options } from './bench/options.ts';
import { bundleServers, startServer } from './bench/servers.ts';
import { startPostgresServer, type TestPostgres } from '../server/testing/postgres-server.ts';

const SELF = fileURLToPath(import.meta.url);
const rounds = (() => {
  const i = process.argv.indexOf('--rounds');
  return i > 0 ? Number(process.argv[i + 1]) : 4;
})();
/** The longest a hooked server is given to deliver its backlog after the load. */
const DRAIN_LIMIT_MS = 180_000;

type Config = 'plain' | 'hooked';
interface Round {
  config: Config;
  closed: DriveResult;
  open: DriveResult;
  /** Server CPU ms per turn over both loops. */
  cpuPerTurn: number;
  /** Hooked only: deliveries received by the end of the load, after the drain, and the drain's time. */
  duringLoad?: number;
  afterDrain?: number;
  drainMs?: number;
  pendingLeft?: number;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const perSecond = (r: DriveResult) => r.turns / options.seconds;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The receiver, in a child process: answers 200 to every POST and counts them. */
function serveReceiver() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end('ok');
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  process.on('message', () => process.send?.({ received }));
  process.once('SIGINT', () => process.exit(0));
}

function startReceiver() {
  const child = fork(SELF, ['--receiver'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const url = new Promise<string>((resolve) =>
    child.once('message', (m) => resolve((m as { url: string }).url)),
  );
  const count = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { received: number }).received));
      child.send('count');
    });
  return { url, count, stop: () => child.kill('SIGINT') };
}

async function round(
  config: Config,
  databaseUrl: string | undefined,
  receiver: ReturnType<typeof startReceiver>,
) {
  const server = startServer(config === 'hooked' ? 'frontdesk+integrations' : 'frontdesk', databaseUrl);
  try {
    const info = await server.ready;
    const common = {
      url: info.url,
      tokens: info.tokens ?? null,
      visitors: options.visitors,
      seconds: options.seconds,
    };
    const before = await server.mem();
    const startCount = await receiver.count();
    const closed = await drive({ ...common, rate: null });
    const open = await drive({ ...common, rate: options.rate });
    const after = await server.mem();
    const r: Round = {
      config,
      closed,
      open,
      cpuPerTurn: (after.cpuMs - before.cpuMs) / Math.max(1, closed.turns + open.turns),
    };
    if (config === 'hooked') {
      r.duringLoad = (await receiver.count()) - startCount;
      const t0 = performance.now();
      let pending = (await server.outbox()).pending ?? 0;
      while (pending > 0 && performance.now() - t0 < DRAIN_LIMIT_MS) {
        await sleep(250);
        pending = (await server.outbox()).pending ?? 0;
      }
      r.drainMs = performance.now() - t0;
      r.pendingLeft = pending;
      // The last answers may still be on their way to the receiver's count.
      await sleep(200);
      r.afterDrain = (await receiver.count()) - startCount;
    }
    return r;
  } finally {
    await server.stop();
  }
}

function printRound(i: number, r: Round) {
  const hooks =
    r.config === 'hooked'
      ? `; deliveries received during the load ${r.duringLoad}, all ${r.afterDrain} after ${(r.drainMs! / 1000).toFixed(1)} s of drain${r.pendingLeft ? ` (${r.pendingLeft} still pending)` : ''}`
      : '';
  console.log(
    `  round ${i + 1} ${r.config.padEnd(6)} closed ${perSecond(r.closed).toFixed(0).padStart(5)} turns/s, open ${perSecond(r.open).toFixed(0).padStart(5)} turns/s (errors ${r.closed.errors + r.open.errors}), server CPU ${r.cpuPerTurn.toFixed(2)} ms a turn${hooks}`,
  );
}

function printSummary(store: string, all: Round[]) {
  const sum = (c: Config, f: (r: Round) => number) =>
    all.filter((r) => r.config === c).reduce((a, r) => a + f(r), 0);
  const n = all.filter((r) => r.config === 'plain').length;
  const closed = [
    sum('hooked', (r) => perSecond(r.closed)),
    sum('plain', (r) => perSecond(r.closed)),
  ] as const;
  const open = [sum('hooked', (r) => perSecond(r.open)), sum('plain', (r) => perSecond(r.open))] as const;
  const cpu = [sum('hooked', (r) => r.cpuPerTurn), sum('plain', (r) => r.cpuPerTurn)] as const;
  const pct = ([a, b]: readonly [number, number]) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : '–');
  console.log(
    `\n${store}: mean of ${n} rounds each, hooked vs plain (hooked as a share of plain; aim ≥ 95%)`,
  );
  console.log(
    `  closed loop turns/s  ${(closed[0] / n).toFixed(0)} vs ${(closed[1] / n).toFixed(0)}  ${pct(closed)}`,
  );
  console.log(
    `  open loop turns/s    ${(open[0] / n).toFixed(0)} vs ${(open[1] / n).toFixed(0)}  ${pct(open)}  (offered ${options.rate})`,
  );
  console.log(`  server CPU a turn    ${(cpu[0] / n).toFixed(2)} vs ${(cpu[1] / n).toFixed(2)} ms`);
}

async function main() {
  console.log(
    `Integrations bench: ${rounds} rounds of each configuration, ${options.visitors} visitors, ${options.seconds}s per loop, stores ${options.stores.join(', ')}, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (options.built) await bundleServers();
  console.log(`Machine load average at start: ${loadAverage()}`);
  const receiver = startReceiver();
  process.env.BENCH_HOOK_URL = await receiver.url;
  let postgres: TestPostgres | null = null;
  try {
    for (const store of options.stores) {
      console.log(`\n${store}`);
      const all: Round[] = [];
      for (let i = 0; i < rounds; i++) {
        const order: Config[] = i % 2 === 0 ? ['plain', 'hooked'] : ['hooked', 'plain'];
        for (const config of order) {
          let databaseUrl: string | undefined;
          if (store === 'postgres') {
            postgres ??= await startPostgresServer();
            databaseUrl = await postgres.createDatabase();
          }
          const r = await round(config, databaseUrl, receiver);
          all.push(r);
          printRound(i, r);
        }
      }
      printSummary(store, all);
    }
  } finally {
    receiver.stop();
    await postgres?.stop();
  }
  console.log(`\nMachine load average when done: ${loadAverage()}`);
}

if (process.argv.includes('--receiver')) serveReceiver();
else
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
