/**
 * Leases (see the port in domain/shared/ports.ts): in this process only, or in Redis for several processes.
 * A holder is told apart by a random token, so a lease that lapsed and was taken by another holder is
 * never renewed or released by the first.
 */
import { randomUUID } from 'node:crypto';
import type { Lease, Leases } from '../domain/shared/index.ts';
import { redisConnectError } from './redis-url.ts';

/** One process: a map of names to their holder and expiry. */
export function localLeases(now: () => number = Date.now): Leases {
  const holds = new Map<string, { token: string; until: number }>();
  const live = (name: string) => {
    const hold = holds.get(name);
    if (hold && hold.until <= now()) holds.delete(name);
    return holds.get(name);
  };
  return {
    async acquire(name, ttlMs) {
      if (live(name)) return null;
      const token = randomUUID();
      holds.set(name, { token, until: now() + ttlMs });
      const mine = () => live(name)?.token === token;
      return {
        async renew() {
          if (!mine()) return false;
          holds.set(name, { token, until: now() + ttlMs });
          return true;
        },
        async release() {
          if (mine()) holds.delete(name);
        },
      };
    },
    async held(prefix) {
      return [...holds.keys()]
        .filter((n) => n.startsWith(prefix) && live(n))
        .map((n) => n.slice(prefix.length));
    },
  };
}

/** The commands leases use, of a connected node-redis client. */
interface RedisClient {
  set(
    key: string,
    value: string,
    opts: { condition: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<unknown>;
  eval(script: string, opts: { keys: string[]; arguments: string[] }): Promise<unknown>;
  scanIterator(opts: { MATCH: string; COUNT: number }): AsyncIterable<string[]>;
}

const KEY = 'frontdesk:lease:';

// Compare-and-act in one step on the server, so a lease taken over in between is left alone.
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Several processes: one Redis key per lease, with the holder's token as its value and the ttl as its expiry. */
export function redisLeases(client: RedisClient): Leases {
  return {
    async acquire(name, ttlMs): Promise<Lease | null> {
      const key = KEY + name;
      const token = randomUUID();
      const taken = await client.set(key, token, {
        condition: 'NX',
        expiration: { type: 'PX', value: ttlMs },
      });
      if (taken !== 'OK') return null;
      return {
        renew: async () =>
          Number(await client.eval(RENEW, { keys: [key], arguments: [token, String(ttlMs)] })) === 1,
        release: async () => {
          await client.eval(RELEASE, { keys: [key], arguments: [token] });
        },
      };
    },
    async held(prefix) {
      const names: string[] = [];
      for await (const keys of client.scanIterator({ MATCH: `${KEY}${prefix}*`, COUNT: 500 }))
        for (const key of keys) names.push(key.slice(KEY.length + prefix.length));
      return names;
    },
  };
}

/**
 * Leases for a process that is not a server (the CLI) in a scaled-out deployment, so its syncs are
 * seen by the servers. One connection, no retries: a command is short-lived.
 */
export async function connectRedisLeases(url: string): Promise<{ leases: Leases; close(): Promise<void> }> {
  // Loaded only when configured, so a single server or the CLI never loads the Redis client.
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw redisConnectError(url, err);
  }
  return {
    leases: redisLeases(client),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
