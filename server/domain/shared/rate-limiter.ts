import type { Clock } from './ports.ts';

export interface RateLimiter {
  /** Records one hit for key; `allowed` is false once the window already holds `limit` hits. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Hits currently counted for key, without recording one. */
  count(key: string): Promise<number>;
  /** Whether the window for key is full, without recording a hit. */
  isFull(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/**
 * Makes the limiter named `name` (each name counts apart). One process counts in memory; several
 * server processes count in Redis, so a caller gets a limit once, not once per process.
 */
export type RateLimits = (name: string, opts: RateLimitOptions) => RateLimiter;

/** Limiters in this process's memory. */
export const localRateLimits =
  (clock: Clock): RateLimits =>
  (_name, opts) =>
    createRateLimiter({ ...opts, clock });

/** A hit within the limit: one answer for all of them (three a chat turn), read only. */
const ALLOWED = Object.freeze({ allowed: true, retryAfterMs: 0 });

/**
 * Sliding-window log limiter in memory: exact, and small because each key keeps at most `limit`
 * timestamps. Keys idle for a whole window are swept so memory stays bounded under floods.
 */
export function createRateLimiter(opts: RateLimitOptions & { clock: Clock }): RateLimiter {
  const { limit, windowMs, clock } = opts;
  const hits = new Map<string, number[]>();
  let lastSweep = clock.now().getTime();

  const live = (key: string, now: number): number[] => {
    const list = hits.get(key);
    if (!list) return [];
    while (list.length > 0 && (list[0] ?? 0) <= now - windowMs) list.shift();
    if (list.length === 0) hits.delete(key);
    return list;
  };

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const key of [...hits.keys()]) live(key, now);
  };

  return {
    async hit(key) {
      const now = clock.now().getTime();
      sweep(now);
      const list = live(key, now);
      if (list.length >= limit) {
        return { allowed: false, retryAfterMs: Math.max(0, (list[0] ?? now) + windowMs - now) };
      }
      list.push(now);
      hits.set(key, list);
      return ALLOWED;
    },
    async count(key) {
      return live(key, clock.now().getTime()).length;
    },
    async isFull(key) {
      return live(key, clock.now().getTime()).length >= limit;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}
