/**
 * Scale-out. With FRONTDESK_REDIS_URL several server processes share one data directory behind one
 * address: socket.io's Redis streams adapter carries every room and namespace broadcast to the sockets
 * held by the other processes (and keeps connection-state recovery working across them), and what each
 * widget room was last told of its session lives in Redis, so no process skips an update another process
 * made stale. Without the URL: one process, socket.io's in-memory adapter and a local map.
 */
import type { ServerOptions } from 'socket.io';
import { localLeases, redisLeases } from '../cluster/leases.ts';
import { redactedRedisUrl, redisConnectError } from '../cluster/redis-url.ts';
import { type Clock, type Leases, localRateLimits, type RateLimits } from '../domain/shared/index.ts';
import { log as logger } from '../ops/log.ts';
import { redisRateLimits } from '../cluster/redis-rate-limits.ts';

export interface ShownStates {
  /**
   * Records that `room` is told `shown` now; false when the room was last told exactly that. The local
   * map answers at once (twice a chat turn, so no promise), Redis later.
   */
  tell(room: string, shown: string): boolean | Promise<boolean>;
  /** A socket joined (or the room emptied): the next update is told whatever it is. */
  forget(room: string): void;
}

export interface ScaleOut {
  /** Other processes may hold sockets: local socket and room counts then say nothing about who listens. */
  clustered: boolean;
  adapter?: ServerOptions['adapter'];
  shown: ShownStates;
  /** Work done once across the processes: a reply to one message, one sync of a source. */
  leases: Leases;
  /** Rate limits counted across the processes. */
  rateLimits: (clock: Clock) => RateLimits;
  /** Answers when Redis does (readiness); absent in one process. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** One process: socket.io's default in-memory adapter. */
export function localScaleOut(): ScaleOut {
  const shown = new Map<string, string>();
  return {
    clustered: false,
    leases: localLeases(),
    rateLimits: localRateLimits,
    shown: {
      tell(room, value) {
        if (shown.get(room) === value) return false;
        shown.set(room, value);
        return true;
      },
      forget: (room) => void shown.delete(room),
    },
    async close() {},
  };
}

/** Rooms idle this long drop their remembered state (the next update is simply sent again). */
const SHOWN_TTL_SECONDS = 24 * 60 * 60;

/**
 * Connects to Redis before the server listens. An unreachable Redis at start is an error with one clear
 * line; once connected, a lost connection is retried by itself (backing off to 5 s) and logged once.
 */
export async function connectScaleOut(
  redisUrl: string,
  log: (line: string) => void = (line) => logger().warn(line),
  /** How long one stream read blocks; a short-lived relay (the CLI) closes faster with a short one. */
  readBlockMs = 5000,
): Promise<ScaleOut> {
  const where = redactedRedisUrl(redisUrl);
  let connected = false;
  let down = false;
  // Loaded only when scaled out: the Redis client is a large share of a single server's start-up.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-streams-adapter'),
  ]);
  const client = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: 5000,
      // Before the first connection, give up at once so the start fails; afterwards, keep trying.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 5000) : cause),
    },
  });
  client.on('error', (err: unknown) => {
    if (!connected || down) return;
    down = true;
    log(
      `[frontdesk] Redis at ${where} unreachable, reconnecting: ${err instanceof Error ? err.message : err}`,
    );
  });
  client.on('ready', () => {
    if (down) log(`[frontdesk] Redis at ${where} reconnected`);
    down = false;
  });
  try {
    await client.connect();
  } catch (err) {
    throw redisConnectError(redisUrl, err);
  }
  connected = true;

  const key = (room: string) => `frontdesk:shown:${room}`;
  return {
    clustered: true,
    leases: redisLeases(client),
    rateLimits: (clock) => redisRateLimits(client, clock),
    adapter: createAdapter(client, {
      streamName: 'frontdesk:socket.io',
      channelPrefix: 'frontdesk',
      blockTimeInMs: readBlockMs,
    }),
    shown: {
      async tell(room, value) {
        try {
          const before = await client.set(key(room), value, {
            GET: true,
            expiration: { type: 'EX', value: SHOWN_TTL_SECONDS },
          });
          return before !== value;
        } catch {
          // Without Redis the update may be a repeat; a repeated packet is harmless, a lost one is not.
          return true;
        }
      },
      forget: (room) => void client.del(key(room)).catch(() => {}),
    },
    async ping() {
      await client.ping();
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
