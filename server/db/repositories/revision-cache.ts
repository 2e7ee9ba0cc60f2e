import type SQLite from 'better-sqlite3';
import { dataVersionOf } from './data-version.ts';

const MAX_ENTRIES = 10_000;
const caches = new WeakMap<SQLite.Database, (clientId: string) => number>();

/**
 * Each client's knowledge revision, kept in memory: a question read it twice (the live records and the
 * retrieval index's stamp), each a read transaction. Everything kept is dropped when the table may have
 * changed: a TEMP trigger reports every write made on this connection (whatever code path, a
 * client's deletion cascading included), and `PRAGMA data_version` moves when another connection
 * commits. While a transaction is open on the connection its rows may be uncommitted, so the revision
 * is then read from the table and not kept.
 */
export function cachedRevisions(sqlite: SQLite.Database): (clientId: string) => number {
  const known = caches.get(sqlite);
  if (known) return known;
  const read = sqlite
    .prepare<[string], number>('SELECT revision FROM knowledge_revisions WHERE client_id = ?')
    .pluck();
  const dataVersion = dataVersionOf(sqlite);
  const revisions = new Map<string, number>();
  let seenVersion = -1;
  sqlite.function('frontdesk_revisions_changed', { deterministic: false, varargs: false }, () => {
    revisions.clear();
    return null;
  });
  for (const op of ['INSERT', 'UPDATE', 'DELETE'])
    sqlite.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS frontdesk_revisions_${op.toLowerCase()} AFTER ${op} ON main.knowledge_revisions BEGIN SELECT frontdesk_revisions_changed(); END`,
    );

  const revisionOf = (clientId: string) => {
    if (sqlite.inTransaction) return read.get(clientId) ?? 0;
    const version = dataVersion();
    if (version !== seenVersion || revisions.size >= MAX_ENTRIES) {
      revisions.clear();
      seenVersion = version;
    }
    const hit = revisions.get(clientId);
    if (hit !== undefined) return hit;
    const revision = read.get(clientId) ?? 0;
    revisions.set(clientId, revision);
    return revision;
  };
  caches.set(sqlite, revisionOf);
  return revisionOf;
}
