import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leases } from '../domain/shared/ports.ts';
import { startRedisServer, type TestRedis } from '../testing/redis-server.ts';
import { localLeases, redisLeases } from './leases.ts';

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let n = 0;
/** Two holders of one kind: two processes sharing Redis, or one process's map (where both are the same). */
const kinds: [string, () => [Leases, Leases]][] = [
  [
    'in this process',
    () => {
      const one = localLeases();
      return [one, one];
    },
  ],
  ['in Redis, across processes', () => [redisLeases(client), redisLeases(client)]],
];

describe.each(kinds)('leases %s', (_kind, make) => {
  it('gives a name to one holder at a time, until it is released', async () => {
    const [a, b] = make();
    const name = `reply:${++n}`;
    const first = await a.acquire(name, 10_000);
    expect(first).not.toBeNull();
    expect(await b.acquire(name, 10_000)).toBeNull();
    await first!.release();
    const second = await b.acquire(name, 10_000);
    expect(second).not.toBeNull();
    // The first holder's late release does not free the second's lease.
    await first!.release();
    expect(await a.acquire(name, 10_000)).toBeNull();
    await second!.release();
  });

  it('lets a lapsed lease go to another holder, and the first can no longer renew it', async () => {
    const [a, b] = make();
    const name = `sync:${++n}`;
    const first = (await a.acquire(name, 50))!;
    await sleep(120);
    const second = await b.acquire(name, 10_000);
    expect(second).not.toBeNull();
    expect(await first.renew()).toBe(false);
    expect(await a.acquire(name, 10_000)).toBeNull();
  });

  it('keeps a renewed lease past its first ttl', async () => {
    const [a, b] = make();
    const name = `sync:${++n}`;
    // Three renewals 600 ms apart carry it past its 1.5 s ttl (with room for a slow machine's timers).
    const lease = (await a.acquire(name, 1500))!;
    for (let i = 0; i < 3; i++) {
      await sleep(600);
      expect(await lease.renew()).toBe(true);
    }
    expect(await b.acquire(name, 10_000)).toBeNull();
    await lease.release();
  });

  it('lists the names held under a prefix', async () => {
    const [a, b] = make();
    const prefix = `held${++n}:`;
    const x = (await a.acquire(`${prefix}x`, 10_000))!;
    await b.acquire(`${prefix}y`, 10_000);
    await a.acquire(`other${n}:z`, 10_000);
    expect((await a.held(prefix)).sort()).toEqual(['x', 'y']);
    await x.release();
    expect(await b.held(prefix)).toEqual(['y']);
  });
});
