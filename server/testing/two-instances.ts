/**
 * Scale-out test setup shared by the socket and browser tests: one real redis-server, one data
 * directory, and two app instances (A and B) on both, as two server processes behind one address
 * would be. `start` builds one instance (a chat fixture, a test app with the console, …).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { startRedisServer, type TestRedis } from './redis-server.ts';

export interface TwoInstances<T> {
  /** Replaceable: a test restarting Redis puts the new server here, so `close` stops that one. */
  redis: TestRedis;
  dataDir: string;
  A: T;
  B: T;
  close(): Promise<void>;
}

export async function startTwoInstances<T extends { close(): Promise<void> }>(
  start: (o: { dataDir: string; env: Record<string, string> }) => Promise<T>,
  env: Record<string, string> = {},
): Promise<TwoInstances<T>> {
  const redis = await startRedisServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-two-instances-'));
  const all = { FRONTDESK_REDIS_URL: redis.url, ...env };
  const started: T[] = [];
  const pair = {
    redis,
    dataDir,
    A: undefined as unknown as T,
    B: undefined as unknown as T,
    async close() {
      for (const s of started) await s.close().catch(() => {});
      await pair.redis.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    // One after the other, as the second finds the first's migrations and clients in place.
    started.push((pair.A = await start({ dataDir, env: all })));
    started.push((pair.B = await start({ dataDir, env: all })));
  } catch (err) {
    await pair.close();
    throw err;
  }
  return pair;
}

/** socket.io clients for tests: websocket only, no reconnection, all disconnected by `closeAll`. */
export function testSockets() {
  const sockets: Socket[] = [];
  return {
    open(baseUrl: string, nsp: string, opts: { token?: string; cookie?: string } = {}): Socket {
      const s = connect(baseUrl + nsp, {
        transports: ['websocket'],
        auth: opts.token ? { token: opts.token } : {},
        extraHeaders: opts.cookie ? { cookie: opts.cookie } : {},
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return s;
    },
    /** A socket the test opened itself (with its own options), disconnected with the rest. */
    track(s: Socket): Socket {
      sockets.push(s);
      return s;
    },
    closeAll() {
      for (const s of sockets.splice(0)) s.disconnect();
    },
  };
}

/** The next `event` payload matching `pick`, however many others arrive first. */
export const nextEvent = <T>(s: Socket, event: string, pick: (e: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const on = (e: T) => {
      if (!pick(e)) return;
      s.off(event, on);
      resolve(e);
    };
    s.on(event, on);
  });
