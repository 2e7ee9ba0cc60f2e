import type SQLite from 'better-sqlite3';

const readers = new WeakMap<SQLite.Database, () => number>();

/**
 * `PRAGMA data_version` of a connection: it moves when another connection (the CLI, a second process)
 * commits, which is how the in-memory caches of this connection know they may be stale. Every read is
 * a read transaction of its own (a few µs under load), and a chat turn's caches asked it several times,
 * so a value read is reused until the microtasks queued so far have run. That is still "at once": the
 * code that reuses it was called before the value was read (the same synchronous run, or a microtask
 * queued earlier), so a commit landing after the read overlaps it and may be ordered after it; no
 * event-loop phase (no new socket data, timer or I/O callback) runs before the value is dropped.
 */
export function dataVersionOf(sqlite: SQLite.Database): () => number {
  const known = readers.get(sqlite);
  if (known) return known;
  const statement = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  let memo: number | null = null;
  const forget = () => {
    memo = null;
  };
  const read = () => {
    if (memo === null) {
      memo = statement.get() ?? 0;
      queueMicrotask(forget);
    }
    return memo;
  };
  readers.set(sqlite, read);
  return read;
}
