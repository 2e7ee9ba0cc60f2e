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
    const closed = await drive({ ...common, rate: null });
    const after = await server.mem();
    const open = await drive({ ...common, rate: options.rate });
    const afterOpen = await server.mem();
    const live = options.trace ? (await server.mem('mem-live')).heapUsed : null;
    return { closed, open, before, after, afterOpen, live };
  } finally {
    await server.stop();
  }
}
