import type { Clock } from './ports.ts';

export interface RateLimiter {
  /** Records one hit for key; `allowed` is false once the window already holds `limit` hits. */
  hit(key: string): { allowed: boolean; retryAfterMs: number };
  /** Hits currently counted for key, without recording one. */
  count(key: string): number;
  /** Whether the window for key is full, without recording a hit. */
  isFull(key: string): boolean;
  reset(key: string): void;
}

/**
 * Sliding-window log limiter in memory: exact, and small because each key keeps at most `limit`
 * timestamps. Keys idle for a whole window are swept so memory stays bounded under floods.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; clock: Clock }): RateLimiter {
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
    hit(key) {
      const now = clock.now().getTime();
      sweep(now);
      const list = live(key, now);
      if (list.length >= limit) {
        return { allowed: false, retryAfterMs: Math.max(0, (list[0] ?? now) + windowMs - now) };
      }
      list.push(now);
      hits.set(key, list);
      return { allowed: true, retryAfterMs: 0 };
    },
    count(key) {
      return live(key, clock.now().getTime()).length;
    },
    isFull(key) {
      return live(key, clock.now().getTime()).length >= limit;
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
