/**
 * What metrics cost the chat path (`--metrics-cost`): Frontdesk without and with FRONTDESK_METRICS=on in
 * alternating rounds of one run (off, on, off, on, …; a fresh server each round), so the machine's load
 * drifts over both alike. Each round is the closed loop; an "on" round scrapes /metrics halfway through
 * and after, to show the turn counter rising and the latency histogram filling. Each server first idles
 * five seconds, to tell a fixed cost per second (timers, GC observers) from a cost per turn. Printed: each round,
 * then the medians of each arm and their difference in server CPU per turn (less sensitive to a shared
 * machine than turns/s) and in throughput.
 */
import { drive } from './load-generator.ts';
import { metricsLine } from './load-run.ts';
import { fmt, pct } from './loop-delay.ts';
import { options } from './options.ts';
import { turnsPerSecond } from './report.ts';
import { startServer } from './servers.ts';

interface Round {
  metrics: boolean;
  turnsPerSecond: number;
  p50: number;
  p99: number;
  cpuPerTurn: number;
  /** Server CPU while idle for IDLE_MS before the load, ms a second: what runs whatever the traffic. */
  idleCpu: number;
  /** What the "on" round's scrapes showed, printed under its line. */
  scrapes: string[];
}

const IDLE_MS = 5000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function round(metrics: boolean): Promise<Round> {
  if (metrics) process.env.FRONTDESK_METRICS = 'on';
  else delete process.env.FRONTDESK_METRICS;
  const server = startServer('frontdesk');
  try {
    const info = await server.ready;
    const idleFrom = await server.mem();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const before = await server.mem();
    let during: Promise<string> | null = null;
    const halfway = metrics
      ? setTimeout(() => (during = metricsLine(info.url)), (options.seconds * 1000) / 2)
      : null;
    const r = await drive({
      url: info.url,
      tokens: info.tokens ?? null,
      visitors: options.visitors,
      seconds: options.seconds,
      rate: null,
    });
    const after = await server.mem();
    const scrapes: string[] = [];
    if (metrics) {
      clearTimeout(halfway ?? undefined);
      scrapes.push(`/metrics halfway: ${await (during ?? 'not scraped')}`);
      scrapes.push(`/metrics after:   ${await metricsLine(info.url)}`);
    }
    return {
      scrapes,
      metrics,
      turnsPerSecond: turnsPerSecond(r),
      p50: pct(r.lat, 50),
      p99: pct(r.lat, 99),
      cpuPerTurn: r.turns > 0 ? (after.cpuMs - before.cpuMs) / r.turns : NaN,
      idleCpu: ((before.cpuMs - idleFrom.cpuMs) / IDLE_MS) * 1000,
    };
  } finally {
    await server.stop();
  }
}

export async function metricsCostBench(pairs: number): Promise<void> {
  console.log(`Metrics' cost: ${pairs} pairs of rounds, metrics off then on, closed loop`);
  const rounds: Round[] = [];
  for (let i = 0; i < pairs * 2; i++) {
    const r = await round(i % 2 === 1);
    rounds.push(r);
    console.log(
      `  round ${i + 1} metrics ${r.metrics ? 'on ' : 'off'}: turns/s ${r.turnsPerSecond.toFixed(0)}   p50 ${fmt(r.p50)} ms   p99 ${fmt(r.p99)} ms   server CPU ${r.cpuPerTurn.toFixed(3)} ms a turn, idle ${r.idleCpu.toFixed(1)} ms/s`,
    );
    for (const line of r.scrapes) console.log(`    ${line}`);
  }
  const arm = (on: boolean) => rounds.filter((r) => r.metrics === on);
  const [off, on] = [arm(false), arm(true)];
  const cpu = [median(off.map((r) => r.cpuPerTurn)), median(on.map((r) => r.cpuPerTurn))] as const;
  const tps = [median(off.map((r) => r.turnsPerSecond)), median(on.map((r) => r.turnsPerSecond))] as const;
  const idle = [median(off.map((r) => r.idleCpu)), median(on.map((r) => r.idleCpu))] as const;
  console.log(
    `  medians: off ${tps[0].toFixed(0)} turns/s, ${cpu[0].toFixed(3)} ms CPU a turn; on ${tps[1].toFixed(0)} turns/s, ${cpu[1].toFixed(3)} ms CPU a turn`,
  );
  console.log(`  idle: off ${idle[0].toFixed(1)} ms/s, on ${idle[1].toFixed(1)} ms/s of server CPU`);
  console.log(
    `  metrics on: ${((cpu[1] - cpu[0]) * 1000).toFixed(0)} µs more CPU a turn (${(((cpu[1] - cpu[0]) / cpu[0]) * 100).toFixed(1)}%), throughput ${((tps[1] / tps[0]) * 100).toFixed(1)}% of off`,
  );
}
