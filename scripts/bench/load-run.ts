/**
 * One server under load: started in its own process, driven closed loop then open loop, with its
 * memory sampled before, between and after (and the live heap after a full GC with --trace). This is
 * the entry other benchmarks reuse: `loadRun('frontdesk', { databaseUrl })` gives one row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drive, type DriveResult } from './load-generator.ts';
import { options } from './options.ts';
import { startServer, type Mem } from './servers.ts';

export interface LoadRun {
  closed: DriveResult;
  open: DriveResult;
  before: Mem;
  after: Mem;
  afterOpen: Mem;
  live: number | null;
}

/** The turn counter and the socket latency histogram's count and sum, from one scrape. */
export async function metricsLine(url: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (re: RegExp) => re.exec(text)?.[1] ?? '-';
  const turns = value(/^frontdesk_chat_turns_total (\S+)$/m);
  const count = value(
    /^frontdesk_socket_event_duration_seconds_count\{event="message:send",outcome="ok"\} (\S+)$/m,
  );
  const sum = Number(
    value(/^frontdesk_socket_event_duration_seconds_sum\{event="message:send",outcome="ok"\} (\S+)$/m),
  );
  const p50le = text
    .split('\n')
    .filter(
      (l) => l.startsWith('frontdesk_socket_event_duration_seconds_bucket{le=') && l.includes('outcome="ok"'),
    )
    .map((l) => ({ le: /le="([^"]+)"/.exec(l)?.[1] ?? '', n: Number(l.split(' ').pop()) }))
    .find((b) => b.n >= Number(count) / 2)?.le;
  return `turns ${turns}; message:send histogram count ${count}, mean ${((sum / Number(count)) * 1000).toFixed(1)} ms, median bucket ≤ ${p50le ?? '-'} s`;
}

export async function loadRun(
  kind: string,
  opts: { databaseUrl?: string; label?: string } = {},
): Promise<LoadRun> {
  const server = startServer(kind, opts.databaseUrl);
  try {
    const info = await server.ready;
    const common = {
      url: info.url,
      tokens: info.tokens ?? null,
      visitors: options.visitors,
      seconds: options.seconds,
    };
    const before = await server.mem();
    const snapshots = options.heapSnapshots && kind === 'frontdesk' ? options.heapSnapshots : null;
    const name = (when: string) => path.join(snapshots ?? '', `${opts.label ?? kind}-${when}.heapsnapshot`);
    if (snapshots) {
      fs.mkdirSync(snapshots, { recursive: true });
      await server.heap(name('before'));
      // Under load: halfway through the closed loop, with every visitor's turn in flight.
      setTimeout(() => void server.heap(name('under-load')), (options.seconds * 1000) / 2);
    }
    // With FRONTDESK_METRICS=on, /metrics is scraped halfway through the closed loop and after it.
    const scrape =
      process.env.FRONTDESK_METRICS === 'on' && kind !== 'echo' ? () => metricsLine(info.url) : null;
    let during: Promise<string> | null = null;
    const halfway = scrape && setTimeout(() => (during = scrape()), (options.seconds * 1000) / 2);
    const closed = await drive({ ...common, rate: null });
    if (scrape) {
      clearTimeout(halfway ?? undefined);
      console.log(`  /metrics halfway through the closed loop: ${await (during ?? 'not scraped')}`);
      console.log(`  /metrics after it:                        ${await scrape()}`);
    }
    const after = await server.mem();
    const open = await drive({ ...common, rate: options.rate });
    const afterOpen = await server.mem();
    const live = options.trace ? (await server.mem('mem-live')).heapUsed : null;
    return { closed, open, before, after, afterOpen, live };
  } finally {
    await server.stop();
  }
}
