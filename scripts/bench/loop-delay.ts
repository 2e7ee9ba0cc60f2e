import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Sampling interval of the loop-delay histograms; each sample is the interval, so it is subtracted. */
const LOOP_RESOLUTION_MS = 5;

export const loopMonitor = () => {
  const h = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  h.enable();
  return h;
};

export const loopDelayOf = (h: IntervalHistogram): LoopDelay => {
  const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
};

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const fmt = (n: number) => n.toFixed(2);
