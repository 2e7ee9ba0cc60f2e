/**
 * The one retry policy of everything the outbox delivers: exponential backoff from `baseMs`, capped at
 * `maxMs`, with "equal jitter" (half the wait fixed, half random) so receivers that came back are not
 * hit by every sender at once; a row is given up once its next try would fall past `retryForMs` after
 * the event.
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  retryForMs: number;
  /** A number in [0, 1) (tests pin it). */
  random?: () => number;
}

/** The wait before the next try, after `attempts` failed ones (1 or more). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40));
  const random = policy.random ?? Math.random;
  return Math.round(exp / 2 + (random() * exp) / 2);
}

/** When to try again after `attempts` failures of an event created at `createdAt`; null: give up. */
export function nextAttemptAt(
  policy: RetryPolicy,
  createdAt: string,
  attempts: number,
  now: Date,
): Date | null {
  const at = new Date(now.getTime() + retryDelayMs(policy, attempts));
  return at.getTime() - Date.parse(createdAt) > policy.retryForMs ? null : at;
}
