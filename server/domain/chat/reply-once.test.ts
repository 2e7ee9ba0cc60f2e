import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lease } from '../shared/ports.ts';
import { leaseRenewals } from './reply-once.ts';

/** A lease that counts its renewals. */
function countedLease() {
  const lease = { renewed: 0, renew: async () => (lease.renewed++, true), release: async () => undefined };
  return lease satisfies Lease;
}

describe('leaseRenewals', () => {
  afterEach(() => void vi.useRealTimers());

  it('renews every held lease each period, stops renewing a dropped one, and stops its timer when none is left', () => {
    vi.useFakeTimers();
    const renewals = leaseRenewals(5_000);
    const a = countedLease();
    const b = countedLease();
    renewals.hold(a);
    vi.advanceTimersByTime(2_000);
    renewals.hold(b);
    // One timer for both: each is renewed within a period of being taken.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect([a.renewed, b.renewed]).toEqual([1, 1]);
    renewals.drop(a);
    vi.advanceTimersByTime(5_000);
    expect([a.renewed, b.renewed]).toEqual([1, 2]);
    renewals.drop(b);
    vi.advanceTimersByTime(5_000);
    expect(b.renewed).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    // Held again, a lease starts a new timer.
    renewals.hold(a);
    vi.advanceTimersByTime(5_000);
    expect(a.renewed).toBe(2);
  });
});
