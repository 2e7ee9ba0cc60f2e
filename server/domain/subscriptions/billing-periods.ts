/**
 * The rules that turn a subscription's state into what a client gets: the usage key of its paid
 * period, and when its assistant stops answering. Pure functions of the stored subscription and time.
 */
import type { SubscriptionRecord } from './subscriptions-ports.ts';

/** Grace after a failed renewal unless configured (FRONTDESK_BILLING_GRACE_DAYS). */
export const DEFAULT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The usage key of a paid period: its start to the second, in UTC ('2026-12-07T20:27:02Z'). */
export function periodKey(startIso: string): string {
  return `${new Date(startIso).toISOString().slice(0, 19)}Z`;
}

/** One billing cycle on (the plans bill monthly): the same day next month, clipped to its last day. */
export function addBillingCycle(startIso: string): string {
  const d = new Date(startIso);
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return next.toISOString();
}

/** PayPal statuses under which the plan is paid and renewing. */
export const isRenewing = (s: Pick<SubscriptionRecord, 'status'>) => s.status === 'ACTIVE';

/**
 * When the assistant of a client on this subscription stops answering; null when it does not. A
 * renewing subscription answers on, through a failed renewal's grace period; a cancelled, suspended
 * or expired one answers to the end of what was paid (or of the grace period, when a renewal failed).
 */
export function serviceUntil(
  s: Pick<SubscriptionRecord, 'status' | 'periodEnd' | 'pastDueSince'>,
  graceDays: number,
  now: Date,
): string | null {
  const graceEnd = s.pastDueSince
    ? new Date(new Date(s.pastDueSince).getTime() + graceDays * DAY_MS).toISOString()
    : null;
  if (isRenewing(s)) return graceEnd;
  if (graceEnd) return graceEnd;
  return s.periodEnd ?? now.toISOString();
}

/** Whether a subscription's plan still runs: renewing, or paid (or in grace) until a later time. */
export function isRunning(
  s: Pick<SubscriptionRecord, 'status' | 'periodEnd' | 'pastDueSince'>,
  graceDays: number,
  now: Date,
): boolean {
  const until = serviceUntil(s, graceDays, now);
  return until === null || until > now.toISOString();
}
