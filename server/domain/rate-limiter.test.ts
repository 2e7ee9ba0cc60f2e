import { describe, expect, it } from 'vitest';
import { createManualClock } from '../system.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and frees them as the window slides', () => {
    const clock = createManualClock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, clock });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(1000);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.isFull('a')).toBe(true);
    clock.advance(1001);
    expect(limiter.isFull('a')).toBe(false);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('reset clears a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, clock: createManualClock() });
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.count('k')).toBe(0);
  });
});
