/**
 * The --integrations mode of the chat benchmark: Frontdesk with a webhook endpoint and notifications
 * on every client, the receivers (webhooks and Slack) a loopback server in this process answering
 * 200, next to the same store without them in the same run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadRun, type LoadRun } from './load-run.ts';
import { turnsPerSecond } from './report.ts';

export async function integrationsRun(
  databaseUrl: string | undefined,
  label: string,
): Promise<{ run: LoadRun; received(): number }> {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.BENCH_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const run = await loadRun('frontdesk+integrations', { databaseUrl, label: `${label}-integrations` });
    return { run, received: () => received };
  } finally {
    delete process.env.BENCH_HOOK_URL;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

export function printIntegrations(rows: [string, LoadRun, LoadRun, number][]): void {
  if (rows.length === 0) return;
  console.log(
    '\nintegrations (this run)     closed turns/s          open turns/s        deliveries received',
  );
  for (const [store, plain, hooked, received] of rows) {
    const share = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : '–');
    const c = [turnsPerSecond(hooked.closed), turnsPerSecond(plain.closed)] as const;
    const o = [turnsPerSecond(hooked.open), turnsPerSecond(plain.open)] as const;
    console.log(
      `  ${store.padEnd(10)} ${c[0].toFixed(0)} vs ${c[1].toFixed(0)} (${share(...c)})   ${o[0].toFixed(0)} vs ${o[1].toFixed(0)} (${share(...o)})   ${received}`,
    );
  }
  console.log(
    '  (with a webhook endpoint and notifications, as a share of the same store without them; aim ≥ 95%)',
  );
}
