/**
 * Chat benchmark: many concurrent socket.io visitors across the five demo clients against the real
 * server (builtin provider) in a child process, on each store asked for, next to a bare socket.io echo
 * server driven the same way in the same run; then the ratios between them. Also measures retrieval
 * at 10,000 chunks for one client, and the first-token overhead of the streaming path against calling
 * an OpenAI-compatible model directly. The pieces live in scripts/bench/ (load-run.ts is the entry
 * for other benchmarks).
 *
 * Two load shapes per server: closed loop (the throughput ceiling) and open loop at a fixed offered
 * rate (--rate, default 1000 turns/s spread over the visitors); see scripts/bench/load-generator.ts.
 * `--stores sqlite,postgres` runs Frontdesk on each store; PostgreSQL is a throwaway cluster started
 * for the run (Debian's binaries, as the tests use), on this machine. --trace adds the server's side per
 * run: event-loop delay, GC pauses, SQL statements per turn and the slowest ones. --frontdesk-only skips
 * the echo baseline, the retrieval and the first-token measurements. --heap-snapshots DIR writes each
 * store's server heap before the load and halfway through the closed loop (compare them in Chrome's
 * DevTools, Memory tab, "Comparison"). The servers run from an esbuild bundle, as `npm start` runs the
 * server; --tsx runs them under tsx instead. --metrics-cost [pairs] runs only Frontdesk without and with
 * FRONTDESK_METRICS=on in alternating rounds (scripts/bench/metrics-cost.ts).
 *
 *   npm run bench:chat -- [--stores sqlite,postgres] [--visitors 200] [--seconds 8] [--rate 1000]
 *                         [--trace] [--frontdesk-only] [--heap-snapshots DIR] [--tsx]
 *                         [--metrics-cost [pairs]]
 */
import os from 'node:os';
import { firstTokenBench } from './bench/first-token.ts';
import { loadRun, type LoadRun } from './bench/load-run.ts';
import { metricsCostBench } from './bench/metrics-cost.ts';
import { fmt } from './bench/loop-delay.ts';
import { options, type StoreKind } from './bench/options.ts';
import { printRatios, printRun } from './bench/report.ts';
import { integrationsRun, printIntegrations } from './bench/integrations.ts';
import { bundleServers } from './bench/servers.ts';
import { retrievalBench } from './bench/retrieval.ts';
import { modelPathBench } from './bench-model-path.ts';
import { startPostgresServer, type TestPostgres } from '../server/testing/postgres-server.ts';

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log(
    `Chat benchmark: ${options.visitors} concurrent socket.io visitors, ${options.seconds}s per run, stores ${options.stores.join(', ')}, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (!options.built) console.log('Servers run under tsx (--tsx)');
  else {
    await bundleServers();
    console.log('Servers run from an esbuild bundle, as npm start runs the server (--tsx: under tsx)');
  }
  console.log(`Machine load average at start: ${loadAverage()}\n`);
  if (options.metricsCost) {
    await metricsCostBench(options.metricsCost);
    console.log(`Machine load average when done: ${loadAverage()}`);
    return;
  }
  let postgres: TestPostgres | null = null;
  try {
    const baseline = options.frontdeskOnly ? null : await loadRun('echo');
    if (baseline) printRun('baseline: bare socket.io echo', baseline);
    const runs: Partial<Record<StoreKind, LoadRun>> = {};
    const integrations: [StoreKind, LoadRun, LoadRun, number][] = [];
    for (const store of options.stores) {
      let databaseUrl: string | undefined;
      if (store === 'postgres') {
        postgres ??= await startPostgresServer();
        databaseUrl = await postgres.createDatabase();
      }
      const run = await loadRun('frontdesk', { databaseUrl, label: store });
      runs[store] = run;
      printRun(`frontdesk (${store}): builtin provider`, run);
      if (options.integrations) {
        if (store === 'postgres') databaseUrl = await postgres!.createDatabase();
        const withHooks = await integrationsRun(databaseUrl, store);
        printRun(`frontdesk (${store}) with a webhook endpoint and notifications`, withHooks.run);
        integrations.push([store, run, withHooks.run, withHooks.received()]);
      }
    }
    printRatios(baseline, runs);
    printIntegrations(integrations);
  } finally {
    await postgres?.stop();
  }
  if (!options.frontdeskOnly) {
    const ret = await retrievalBench();
    console.log(
      `\nretrieval, 10,000 chunks for one client (+10,000 of others): p50 ${fmt(ret.p50)} ms, p99 ${fmt(ret.p99)} ms (aim p99 ≤ 5 ms)`,
    );
    console.log(
      `builtin answer (retrieval + reply, uncached): p50 ${fmt(ret.answer.p50)} ms, p99 ${fmt(ret.answer.p99)} ms, CPU p99 ${fmt(ret.answer.cpuP99)} ms, of which the reply ${fmt(ret.answer.replyCpuP99)} ms (aim p99 ≤ 5 ms)`,
    );
    const ft = await firstTokenBench();
    console.log(
      `first token, median: model direct ${fmt(ft.direct)} ms, through Frontdesk socket ${fmt(ft.via)} ms → adds ${fmt(ft.via - ft.direct)} ms (aim ≤ 5 ms); p95 ${fmt(ft.directP95)} vs ${fmt(ft.viaP95)} ms`,
    );
    console.log(`${await modelPathBench(200, false)}\n${await modelPathBench(200, true)}`);
    console.log(
      `\nAims (2-core machine): ≥ 1,000 answered turns/s with p99 ≤ 50 ms (the open-loop line at --rate 1000).`,
    );
  }
  console.log(`Machine load average when done: ${loadAverage()}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
