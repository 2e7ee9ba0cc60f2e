/**
 * Rate limits counted in Redis, shared by every server process: the same sliding-window log as the
 * in-memory limiter (one sorted set of hit times per key), updated in one script so two processes
 * never both take the last place in a window.
 */
import { randomUUID } from 'node:crypto';
import { type Clock, createRateLimiter, type RateLimiter, type RateLimits } from '../domain/shared/index.ts';

/** The commands the limits use, of a connected node-redis client. */
interface RedisClient {
  eval(script: string, opts: { keys: string[]; arguments: string[] }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

const KEY = 'frontdesk:rate:';

// Returns {allowed (1|0), retry after ms}. The member is unique, so hits in the same millisecond all count.
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, math.max(0, tonumber(oldest[2]) + window - now)}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}`;

const COUNT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
return redis.call('ZCARD', KEYS[1])`;

/**
 * Limiters in Redis. While Redis cannot be reached each process falls back to counting by itself
 * (per process, as without Redis), so an outage neither refuses every caller nor lifts the limits.
 */
export function redisRateLimits(client: RedisClient, clock: Clock): RateLimits {
  return (name, opts): RateLimiter => {
    const local = createRateLimiter({ ...opts, clock });
    const key = (k: string) => `${KEY}${name}:${k}`;
    const window = String(opts.windowMs);
    const count = async (k: string) => {
      try {
        return Number(
          await client.eval(COUNT, { keys: [key(k)], arguments: [String(clock.now().getTime()), window] }),
        );
      } catch {
        return local.count(k);
      }
    };
    return {
      async hit(k) {
        try {
          const [allowed, retryAfterMs] = (await client.eval(HIT, {
            keys: [key(k)],
            arguments: [String(clock.now().getTime()), window, String(opts.limit), randomUUID()],
          })) as [number, number];
          return { allowed: allowed === 1, retryAfterMs: Number(retryAfterMs) };
        } catch {
          return local.hit(k);
        }
      },
      count,
      isFull: async (k) => (await count(k)) >= opts.limit,
      async reset(k) {
        await local.reset(k);
        await client.del(key(k)).catch(() => undefined);
      },
    };
  };
}
