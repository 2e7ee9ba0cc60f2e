import type pg from 'pg';
import { pgDriver } from './pg-driver.ts';

export const CHANGES_CHANNEL = 'frontdesk_changes';

/**
 * One listening connection per process on `frontdesk_changes` (migration 012's triggers notify it on
 * every commit that changes a client or a knowledge revision, from any machine). Caches take a
 * snapshot of `version` before a read and keep the result only if it is unchanged after, and only
 * while the feed is live: a lost connection may have lost notifications, so it drops every cache
 * (null key) and nothing is kept until it listens again.
 */
export interface ChangeFeed {
  /** True while listening; false before the first LISTEN and after a lost connection. */
  readonly live: boolean;
  /** Moves on every notification and on every connection loss. */
  readonly version: number;
  /** Calls `listener` with the changed row's client id, or null when everything may have changed. */
  on(table: string, listener: (clientId: string | null) => void): () => void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function createChangeFeed(url: string): ChangeFeed {
  const listeners = new Map<string, Set<(clientId: string | null) => void>>();
  let live = false;
  let version = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const tell = (table: string | null, clientId: string | null) => {
    version++;
    for (const [t, set] of listeners) if (table === null || t === table) for (const l of set) l(clientId);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    live = false;
    tell(null, null);
    c.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    }
  };

  function connect() {
    if (closed) return;
    const c = new (pgDriver().Client)({ connectionString: url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel !== CHANGES_CHANNEL) return;
      const payload = n.payload ?? '';
      const space = payload.indexOf(' ');
      tell(
        space < 0 ? payload : payload.slice(0, space),
        space < 0 ? null : payload.slice(space + 1) || null,
      );
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.connect()
      .then(() => c.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(() => {
        if (client !== c) return;
        // Whatever changed before the LISTEN took effect was not heard: start clean.
        tell(null, null);
        live = true;
      })
      .catch(() => lost(c));
  }
  connect();

  return {
    get live() {
      return live;
    },
    get version() {
      return version;
    },
    on(table, listener) {
      let set = listeners.get(table);
      if (!set) listeners.set(table, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      live = false;
      await c?.end().catch(() => undefined);
    },
  };
}
