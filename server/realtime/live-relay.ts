/**
 * For a process without sockets of its own (a CLI command): with FRONTDESK_REDIS_URL, its domain events
 * (a take-over, an operator reply, a hand-back) go out through the same gateway and Redis adapter a
 * server uses, so the widgets and consoles connected to every server process see them live. The
 * gateway listens on an HTTP server that never accepts a connection. Without Redis there is no channel
 * to another process: open widgets and consoles see the change when they next load or reconnect.
 */
import http from 'node:http';
import { DisconnectsClientError } from 'redis';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { attachRealtime } from './gateway.ts';
import { connectScaleOut } from './scale-out.ts';

export interface LiveRelay {
  /** Whether events reach other processes (Redis configured). */
  live: boolean;
  /** Waits for the broadcasts under way, then disconnects from Redis. */
  close(): Promise<void>;
}

export async function relayLiveEvents(
  config: Pick<Config, 'redisUrl'>,
  services: Services,
  log?: (line: string) => void,
): Promise<LiveRelay> {
  if (!config.redisUrl) return { live: false, close: async () => {} };
  // The Redis adapter subscribes on a second connection without awaiting it; a relay that lives for
  // one command can close before that reply, and the cut subscription's rejection would end the process
  // with an error after the work succeeded. Only that rejection is ignored; any other still throws.
  process.on('unhandledRejection', (reason) => {
    if (!(reason instanceof DisconnectsClientError)) throw reason;
  });
  // It reads nothing from the stream, so its blocking read is kept short: closing waits for it.
  const scale = await connectScaleOut(config.redisUrl, log, 50);
  const realtime = attachRealtime(http.createServer(), services, scale);
  return { live: true, close: () => realtime.close() };
}
