/** The chat benchmark's command-line options, read once; shared by the parent and the forked servers. */
export type StoreKind = 'sqlite' | 'postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

const stores = (): StoreKind[] => {
  const i = process.argv.indexOf('--stores');
  const listed = i > 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : ['sqlite'];
  for (const s of listed)
    if (s !== 'sqlite' && s !== 'postgres')
      throw new Error(`--stores takes sqlite, postgres or both (comma-separated), not "${s}"`);
  return [...new Set(listed)] as StoreKind[];
};

export const options = {
  visitors: arg('visitors', 200),
  seconds: arg('seconds', 8),
  rate: arg('rate', 1000),
  trace: process.argv.includes('--trace'),
  frontdeskOnly: process.argv.includes('--frontdesk-only'),
  /**
   * Runs Frontdesk twice per store in one run: as it is, then with a signed webhook endpoint (every
   * event type) and notifications (mail to the outbox folder, Slack) on every client, receivers on
   * loopback in this process; prints the throughput of the second as a share of the first.
   */
  integrations: process.argv.includes('--integrations'),
  /**
   * Run each server from an esbuild bundle, as `npm start` runs dist/node/server.js (the default: what a
   * deployment runs); --tsx runs them under tsx instead, whose loader adds about 35 MB.
   */
  built: !process.argv.includes('--tsx'),
  stores: stores(),
  /** Pairs of rounds without and with FRONTDESK_METRICS=on (`--metrics-cost [pairs]`, 3 by default); 0: not run. */
  metricsCost: (() => {
    const i = process.argv.indexOf('--metrics-cost');
    if (i < 0) return 0;
    const n = Number(process.argv[i + 1]);
    return Number.isInteger(n) && n > 0 ? n : 3;
  })(),
  /** Folder for heap snapshots of each Frontdesk server: before the load and halfway through the closed loop. */
  heapSnapshots: (() => {
    const i = process.argv.indexOf('--heap-snapshots');
    return i > 0 ? (process.argv[i + 1] ?? null) : null;
  })(),
};
