import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimits } from '../../cluster/redis-rate-limits.ts';
import { startRedisServer, type TestRedis } from '../../testing/redis-server.ts';
import { createManualClock } from '../../system.ts';
import type { Clock } from './ports.ts';
import { localRateLimits, type RateLimits } from './rate-limiter.ts';

let redis: TestRedis;
let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

let n = 0;
/** Two processes' limit makers with one clock: in memory each counts alone, in Redis they count together. */
const kinds: [string, (clock: Clock) => [RateLimits, RateLimits], boolean][] = [
  ['in memory', (clock) => [localRateLimits(clock), localRateLimits(clock)], false],
  ['in Redis', (clock) => [redisRateLimits(client, clock), redisRateLimits(client, clock)], true],
];

describe.each(kinds)('rate limits %s', (_kind, make, shared) => {
  it('allows `limit` hits per window and frees them as the window slides', async () => {
    const clock = createManualClock();
    const limiter = make(clock)[0](`t${++n}`, { limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a')).allowed).toBe(true);
    clock.advance(10_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect(await limiter.isFull('a')).toBe(true);
    expect(await limiter.count('a')).toBe(3);
    clock.advance(50_001);
    expect(await limiter.isFull('a')).toBe(false);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('reset clears a key', async () => {
    const limiter = make(createManualClock())[0](`t${++n}`, { limit: 1, windowMs: 60_000 });
    await limiter.hit('k');
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it(shared ? 'counts the hits of every process together' : 'counts each process alone', async () => {
    const clock = createManualClock();
    const name = `t${++n}`;
    const [a, b] = make(clock).map((limits) => limits(name, { limit: 4, windowMs: 60_000 }));
    const onA = (await Promise.all([1, 2, 3].map(() => a!.hit('ip')))).map((r) => r.allowed);
    const onB = (await Promise.all([1, 2, 3].map(() => b!.hit('ip')))).map((r) => r.allowed);
    expect([...onA, ...onB].filter(Boolean)).toHaveLength(shared ? 4 : 6);
  });
});

describe('rate limits in Redis, when Redis cannot be reached', () => {
  it('counts in the process instead of refusing everyone or lifting the limit', async () => {
    const down = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } });
    down.on('error', () => undefined);
    const limiter = redisRateLimits(down, createManualClock())('t-down', { limit: 2, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await limiter.hit('ip')).allowed);
    expect(results).toEqual([true, true, false]);
  });
});
