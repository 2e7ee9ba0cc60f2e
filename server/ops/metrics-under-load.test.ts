/**
 * /metrics scraped while the chat bench's load generator drives the server (issue 35, done when): the
 * same socket.io visitors over the demo clients as `npm run bench:chat`, fewer and for less time. Two
 * scrapes during the load and one after show the turn counter rising, and the socket latency histogram
 * is a proper cumulative histogram holding every answered turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive } from '../../scripts/bench/load-generator.ts';
import { loadWordFrequencies, warmLexicon } from '../domain/answering/index.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    seedDemo: true,
    env: { FRONTDESK_METRICS: 'on', FRONTDESK_TEST_DAILY_LIMIT: '100000' },
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
  tokens = Object.fromEntries(clients.map((c) => [c.domain, c.testAccessToken ?? '']));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const scrape = async () => (await (await fetch(`${t.url}/metrics`)).text()).split('\n');
const turnsOf = (lines: string[]) =>
  Number(lines.find((l) => l.startsWith('frontdesk_chat_turns_total '))?.split(' ')[1] ?? NaN);
const SEND = 'event="message:send",outcome="ok"';

describe('metrics during the chat bench', () => {
  it('show the turn counter rising and a latency histogram of the answered turns', async () => {
    // As a started server does once listening: the answerer's word lists, or the first turns wait for them.
    loadWordFrequencies();
    warmLexicon();
    const warm = turnsOf(await scrape());
    const scrapes: string[][] = [];
    const during = [1500, 3000].map(
      (ms) =>
        new Promise<void>((r) => setTimeout(() => void scrape().then((s) => (scrapes.push(s), r())), ms)),
    );
    const result = await drive({ url: t.url, tokens, visitors: 10, seconds: 4, rate: null });
    await Promise.all(during);
    const after = await scrape();

    expect(result.errors).toBe(0);
    expect(result.turns).toBeGreaterThan(0);
    const [first, second] = scrapes.map(turnsOf) as [number, number];
    expect(first).toBeGreaterThan(warm);
    expect(second).toBeGreaterThan(first);
    expect(turnsOf(after)).toBeGreaterThan(second);
    expect(turnsOf(after) - warm).toBeGreaterThanOrEqual(result.turns);

    const buckets = after
      .filter((l) => l.startsWith('frontdesk_socket_event_duration_seconds_bucket{') && l.includes(SEND))
      .map((l) => ({ le: /le="([^"]+)"/.exec(l)![1]!, n: Number(l.split(' ').pop()) }));
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.at(-1)!.le).toBe('+Inf');
    const bounds = buckets.slice(0, -1).map((b) => Number(b.le));
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    const counts = buckets.map((b) => b.n);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const count = Number(
      after
        .find((l) => l.startsWith(`frontdesk_socket_event_duration_seconds_count{${SEND}}`))
        ?.split(' ')[1],
    );
    expect(buckets.at(-1)!.n).toBe(count);
    expect(count).toBeGreaterThanOrEqual(result.turns + warm);
    // Every turn fell in a finite bucket (none took over 30 s): the histogram places them.
    expect(buckets.at(-2)).toEqual({ le: '30', n: count });
  }, 120_000);
});
