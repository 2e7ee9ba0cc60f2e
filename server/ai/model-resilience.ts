/**
 * What keeps a failing model endpoint away from the visitor: retries with backoff before the first
 * token (honouring Retry-After up to a cap), a time-to-first-token and an inter-chunk stall limit, and
 * a circuit breaker per endpoint so a dead endpoint is skipped at once instead of awaited per message.
 */
import OpenAI from 'openai';

export interface ResilienceSettings {
  /** Extra attempts after a 429, a 5xx or a connection error, before any token was streamed. */
  retries: number;
  /** The longest wait a Retry-After header can ask for; longer asks are cut to this. */
  retryAfterMaxMs: number;
  /** Time from sending the request to the first streamed chunk. */
  firstTokenTimeoutMs: number;
  /** Longest silence between two streamed chunks. */
  stallTimeoutMs: number;
  /** Consecutive failed requests that open the breaker. */
  breakerFailures: number;
  /** How long an open breaker refuses calls before one trial call is let through. */
  breakerCooldownMs: number;
}

export const DEFAULT_RESILIENCE: ResilienceSettings = {
  retries: 2,
  retryAfterMaxMs: 8_000,
  firstTokenTimeoutMs: 15_000,
  stallTimeoutMs: 10_000,
  breakerFailures: 5,
  breakerCooldownMs: 30_000,
};

/** A failure of the model endpoint; `phase` says whether the visitor had seen any of the answer. */
export class ModelFailure extends Error {
  override name = 'ModelFailure';
  constructor(
    message: string,
    readonly reason:
      'status' | 'connection' | 'first_token_timeout' | 'stall' | 'breaker_open' | 'incomplete',
  ) {
    super(message);
  }
}

/** A status or connection failure worth another attempt. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof OpenAI.APIUserAbortError) return false;
  if (err instanceof OpenAI.APIConnectionError) return true;
  if (err instanceof OpenAI.APIError) return err.status === 429 || (err.status ?? 0) >= 500;
  return false;
}

/** Retry-After as milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The wait before attempt `attempt + 1`: the server's Retry-After (capped) or exponential backoff with jitter. */
export function retryDelayMs(
  attempt: number,
  err: unknown,
  settings: Pick<ResilienceSettings, 'retryAfterMaxMs'>,
  now: number,
  random: () => number = Math.random,
): number {
  const headers = err instanceof OpenAI.APIError ? err.headers : undefined;
  const asked = retryAfterMs(headers?.get('retry-after'), now);
  if (asked !== null) return Math.min(asked, settings.retryAfterMaxMs);
  const base = 250 * 2 ** attempt;
  return Math.min(settings.retryAfterMaxMs, Math.round(base / 2 + random() * base));
}

export interface CircuitBreaker {
  /** False while open: the call fails at once. */
  canTry(): boolean;
  success(): void;
  failure(): void;
  state(): 'closed' | 'open' | 'half-open';
}

/** Opens after `failures` consecutive failures; after the cooldown one trial call decides. */
export function createCircuitBreaker(
  settings: Pick<ResilienceSettings, 'breakerFailures' | 'breakerCooldownMs'>,
  now: () => number = Date.now,
): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  let trialRunning = false;
  const state = () =>
    openedAt === null ? 'closed' : now() - openedAt >= settings.breakerCooldownMs ? 'half-open' : 'open';
  return {
    canTry() {
      const s = state();
      if (s === 'closed') return true;
      if (s === 'open' || trialRunning) return false;
      trialRunning = true;
      return true;
    },
    success() {
      failures = 0;
      openedAt = null;
      trialRunning = false;
    },
    failure() {
      failures++;
      trialRunning = false;
      if (openedAt !== null || failures >= settings.breakerFailures) openedAt = now();
    },
    state,
  };
}

export interface Watchdog {
  /** Aborts on the caller's signal, the first-token limit or the stall limit. */
  signal: AbortSignal;
  /** A chunk arrived: the stall limit starts again. */
  tick(): void;
  /** Why the watchdog aborted, or null when it did not. */
  tripped(): ModelFailure | null;
  stop(): void;
}

/** One stream's time limits, as an AbortSignal the SDK call takes. */
export function createWatchdog(
  outer: AbortSignal,
  settings: Pick<ResilienceSettings, 'firstTokenTimeoutMs' | 'stallTimeoutMs'>,
): Watchdog {
  const controller = new AbortController();
  let why: ModelFailure | null = null;
  const trip = (failure: ModelFailure) => {
    why = failure;
    controller.abort(failure);
  };
  const onOuter = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onOuter, { once: true });
  if (outer.aborted) controller.abort(outer.reason);
  let timer = setTimeout(
    () => trip(new ModelFailure(`no token within ${settings.firstTokenTimeoutMs} ms`, 'first_token_timeout')),
    settings.firstTokenTimeoutMs,
  );
  return {
    signal: controller.signal,
    tick() {
      clearTimeout(timer);
      timer = setTimeout(
        () => trip(new ModelFailure(`stream idle for ${settings.stallTimeoutMs} ms`, 'stall')),
        settings.stallTimeoutMs,
      );
    },
    tripped: () => why,
    stop() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onOuter);
    },
  };
}
