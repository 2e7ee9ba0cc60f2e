/** One item's outcome in a flushed batch. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; err: unknown };

/**
 * Group commit on PostgreSQL: every item queued in one event-loop turn goes to `flush` together, so
 * many chat turns share one statement (one round trip, one commit) instead of one each. `flush` gives
 * one outcome per item, in order; a flush that throws rejects every item of its batch. Nothing
 * resolves before `flush` has returned, so callers still see "committed" before they go on. A batch
 * holds at most `max` items (a longer queue is split), so one statement's arrays stay small.
 */
export function tickBatch<I, O>(
  flush: (items: I[]) => Promise<Outcome<O>[]>,
  max = 256,
): (item: I) => Promise<O> {
  let queue: { item: I; resolve(v: O): void; reject(e: unknown): void }[] = [];
  const run = async (jobs: typeof queue) => {
    let outcomes: Outcome<O>[];
    try {
      outcomes = await flush(jobs.map((j) => j.item));
    } catch (err) {
      for (const j of jobs) j.reject(err);
      return;
    }
    jobs.forEach((j, i) => {
      const o = outcomes[i];
      if (o?.ok) j.resolve(o.value);
      else j.reject(o ? o.err : new Error('batch flush gave no outcome for an item'));
    });
  };
  const drain = () => {
    const jobs = queue;
    queue = [];
    for (let i = 0; i < jobs.length; i += max) void run(jobs.slice(i, i + max));
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      // setImmediate runs right after the poll phase, so every socket message read in this turn joins.
      if (queue.length === 0) setImmediate(drain);
      queue.push({ item, resolve, reject });
    });
}
