import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, createWatchdog, retryAfterMs, retryDelayMs } from './model-resilience.ts';

const apiError = (status: number, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { error: { message: 'x' } }, 'x', new Headers(headers));

describe('retry timing', () => {
  it('honours Retry-After in seconds or as a date, up to the cap', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryDelayMs(0, apiError(429, { 'retry-after': '2' }), { retryAfterMaxMs: 8000 }, now)).toBe(2000);
    expect(retryDelayMs(0, apiError(429, { 'retry-after': '120' }), { retryAfterMaxMs: 8000 }, now)).toBe(
      8000,
    );
  });

  it('backs off exponentially with jitter without Retry-After', () => {
    const d = (attempt: number, r: number) =>
      retryDelayMs(attempt, apiError(503), { retryAfterMaxMs: 8000 }, 0, () => r);
    expect(d(0, 0)).toBe(125);
    expect(d(0, 1)).toBe(375);
    expect(d(2, 0)).toBe(500);
    expect(d(10, 1)).toBe(8000);
  });
});

describe('circuit breaker', () => {
  it('opens after consecutive failures, lets one trial through after the cooldown, closes on success', () => {
    let now = 0;
    const b = createCircuitBreaker({ breakerFailures: 3, breakerCooldownMs: 1000 }, () => now);
    b.failure();
    b.failure();
    b.success();
    b.failure();
    b.failure();
    expect(b.canTry()).toBe(true);
    b.failure();
    expect(b.state()).toBe('open');
    expect(b.canTry()).toBe(false);
    now = 1000;
    expect(b.canTry()).toBe(true);
    expect(b.canTry()).toBe(false);
    b.failure();
    expect(b.state()).toBe('open');
    now = 2000;
    expect(b.canTry()).toBe(true);
    b.success();
    expect(b.state()).toBe('closed');
  });
});

describe('watchdog', () => {
  it('aborts on the first-token limit, then on the stall limit between chunks, and says why', async () => {
    const outer = new AbortController();
    const w = createWatchdog(outer.signal, { firstTokenTimeoutMs: 30, stallTimeoutMs: 30 });
    await new Promise((r) => w.signal.addEventListener('abort', r));
    expect(w.tripped()?.reason).toBe('first_token_timeout');
    const w2 = createWatchdog(outer.signal, { firstTokenTimeoutMs: 30, stallTimeoutMs: 30 });
    w2.tick();
    await new Promise((r) => w2.signal.addEventListener('abort', r));
    expect(w2.tripped()?.reason).toBe('stall');
    const w3 = createWatchdog(outer.signal, { firstTokenTimeoutMs: 10_000, stallTimeoutMs: 10_000 });
    outer.abort();
    expect(w3.signal.aborted).toBe(true);
    expect(w3.tripped()).toBeNull();
    w3.stop();
  });
});
