/**
 * A bounded least-recently-used memo for pure functions of a string key. The chat hot path asks the
 * same questions of the same knowledge over and over; remembering the last few thousand analyses saves
 * re-tokenising them per message, and the bound keeps a flood of distinct texts from growing memory.
 * Results are shared between callers, so they must be treated as read-only.
 */
export function boundedMemo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const recall = boundedRecall<T>(limit);
  return (key) => recall(key, () => compute(key));
}

/** The same bound, for a computation that needs more than its key (the key must name all it reads). */
export function boundedRecall<T>(limit: number): (key: string, compute: () => T) => T {
  const entries = new Map<string, T>();
  return (key, compute) => {
    const hit = entries.get(key);
    if (hit !== undefined) {
      // Re-inserting moves the entry to the young end, so the oldest unused one is dropped first.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = compute();
    if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
    entries.set(key, value);
    return value;
  };
}
