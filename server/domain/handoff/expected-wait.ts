/**
 * The wait a visitor asking for a person is told: the median of the client's recent take-overs, only
 * when there are enough of them to mean something (a guess from two chats would be a promise we
 * cannot keep). Whole minutes, rounded up, never under one.
 */
export const EXPECTED_WAIT_MIN_SAMPLES = 5;
export const EXPECTED_WAIT_SAMPLES = 20;
export const EXPECTED_WAIT_WINDOW_MS = 30 * 24 * 60 * 60_000;

export function expectedWaitMinutes(waitsMs: readonly number[]): number | null {
  if (waitsMs.length < EXPECTED_WAIT_MIN_SAMPLES) return null;
  const sorted = [...waitsMs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.max(1, Math.ceil(median / 60_000));
}
