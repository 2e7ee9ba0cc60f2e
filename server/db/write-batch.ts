import type SQLite from 'better-sqlite3';

/** Runs small synchronous writes together: one commit for every write queued in the same event-loop turn. */
export interface WriteBatch {
  /** Queues `work` (synchronous statements); resolves with its result once it is committed. */
  run<T>(work: () => T): Promise<T>;
}

interface Job {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

const batches = new WeakMap<SQLite.Database, WriteBatch>();

/**
 * Group commit for the chat hot path. A commit writes every page it touched to the WAL, so a message
 * insert costs several pages; writes queued within one event-loop turn share one BEGIN IMMEDIATE …
 * COMMIT instead. No promise resolves before the commit: callers still see "committed" before they go
 * on. One failing write leaves the others intact: the batch first runs every write straight in the
 * transaction, and only when one throws is all of it rolled back and run again with each write in its
 * own savepoint (a savepoint per write cost a quarter of a chat message's SQLite time, most of it the
 * sub-journal's file writes, for a failure that almost never comes). Writes are synchronous statements
 * whose only effects are on the database, so running them twice after a rollback is running them
 * once. The flush waits while another transaction is open on the connection (a Kysely transaction
 * spanning awaits), so batched writes never join, or roll back with, someone else's transaction.
 */
export function writeBatchOf(sqlite: SQLite.Database): WriteBatch {
  const existing = batches.get(sqlite);
  if (existing) return existing;

  let queue: Job[] = [];
  let scheduled = false;
  const savepoint = sqlite.transaction((work: () => unknown) => work());
  // The common case: every write in the one transaction; a throw rolls all of it back.
  const commitAll = sqlite.transaction((jobs: Job[]) => jobs.map((job) => job.work()));
  const commitEach = sqlite.transaction((jobs: Job[]) =>
    jobs.map((job) => {
      try {
        return { ok: true as const, value: savepoint(job.work) };
      } catch (err) {
        return { ok: false as const, err };
      }
    }),
  );

  const flush = () => {
    if (sqlite.inTransaction) {
      setImmediate(flush);
      return;
    }
    scheduled = false;
    const jobs = queue;
    queue = [];
    let values: unknown[];
    try {
      values = commitAll.immediate(jobs);
    } catch (err) {
      if (jobs.length === 1) jobs[0]?.reject(err);
      else isolate(jobs);
      return;
    }
    values.forEach((value, i) => jobs[i]?.resolve(value));
  };

  /** After a failed batch: each write again, in its own savepoint, so only the failing ones fail. */
  const isolate = (jobs: Job[]) => {
    let results: ReturnType<typeof commitEach>;
    try {
      results = commitEach.immediate(jobs);
    } catch (err) {
      for (const job of jobs) job.reject(err);
      return;
    }
    results.forEach((r, i) => (r.ok ? jobs[i]?.resolve(r.value) : jobs[i]?.reject(r.err)));
  };

  const batch: WriteBatch = {
    run<T>(work: () => T) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // setImmediate runs right after the poll phase, so every message read in this turn joins.
          setImmediate(flush);
        }
      });
    },
  };
  batches.set(sqlite, batch);
  return batch;
}
