import type SQLite from 'better-sqlite3';
import type { ClientRecord, ClientsRepo } from '../../domain/shared/index.ts';
import { dataVersionOf } from './data-version.ts';

const MAX_ENTRIES = 10_000;

/**
 * Keeps the client rows that every chat message resolves (by token, by id) in memory, so a message does
 * not re-read and re-parse its client. The cache is dropped whenever the clients table may have changed:
 * a TEMP trigger reports every write made on this connection (whatever code path made it), and
 * `PRAGMA data_version` moves when another connection (the CLI, a second process) commits. Unknown
 * tokens are never cached, so a flood of bad tokens cannot fill memory.
 */
export function cacheClientLookups(repo: ClientsRepo, sqlite: SQLite.Database): ClientsRepo {
  let stale = true;
  sqlite.function('frontdesk_clients_changed', { deterministic: false, varargs: false }, () => {
    stale = true;
    return null;
  });
  for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
    sqlite.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS frontdesk_clients_${op.toLowerCase()} AFTER ${op} ON main.clients BEGIN SELECT frontdesk_clients_changed(); END`,
    );
  }
  const dataVersion = dataVersionOf(sqlite);

  let seenVersion = -1;
  const byToken = new Map<string, { client: ClientRecord; kind: 'live' | 'test' }>();
  const byId = new Map<string, ClientRecord>();

  const fresh = () => {
    const version = dataVersion();
    if (stale || version !== seenVersion || byToken.size + byId.size > MAX_ENTRIES) {
      byToken.clear();
      byId.clear();
      stale = false;
      seenVersion = version;
    }
  };

  return {
    ...repo,
    async get(id) {
      fresh();
      const hit = byId.get(id);
      if (hit) return hit;
      const found = await repo.get(id);
      // A write that landed while the read was in flight marks the cache stale; keep nothing from it then.
      if (found && !stale) byId.set(id, found);
      return found;
    },
    async findByToken(token) {
      fresh();
      const hit = byToken.get(token);
      if (hit) return hit;
      const found = await repo.findByToken(token);
      if (found && !stale) byToken.set(token, found);
      return found;
    },
  };
}
