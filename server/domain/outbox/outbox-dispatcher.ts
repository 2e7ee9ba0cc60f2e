/**
 * The one claim loop: every process runs it; each tick leases the due rows (the lease lives in the
 * row, so two processes never hold one, and a killed process's rows come back when their lease
 * lapses), hands each to its channel's deliverer, records the attempt and applies the retry policy.
 * Delivery never runs on the request that raised the event: a tick runs on a timer, or right after a
 * write was announced.
 */
import type { Clock, Ids } from '../shared/ports.ts';
import type {
  Channel,
  Deliverer,
  DeliveryOutcome,
  OutboxAttempt,
  OutboxRepo,
  OutboxRow,
  OutboxUpdate,
} from './outbox-ports.ts';
import { nextAttemptAt, type RetryPolicy } from './retry-policy.ts';

export interface OutboxDispatcher {
  /** Claims and delivers what is due now; resolves with how many rows it handled. */
  tick(): Promise<number>;
  /** Asks a started loop for a tick soon (several asks in a row make one). */
  poke(): void;
  /** Ticks every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /** Stops ticking and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

const ERROR_CAP = 500;
/** How long after a write the loop looks (deliveries are not on anyone's request path). */
const POKE_DELAY_MS = 25;

export function createOutboxDispatcher(deps: {
  repo: OutboxRepo;
  deliverers: Partial<Record<Channel, Deliverer>>;
  clock: Clock;
  ids: Ids;
  retry: RetryPolicy;
  /** How long a claim holds its rows (longer than any one delivery may take). */
  leaseMs?: number;
  /** Rows claimed per tick. */
  batch?: number;
  onError?: (err: unknown) => void;
}): OutboxDispatcher {
  const { repo, clock, retry } = deps;
  const leaseMs = deps.leaseMs ?? 60_000;
  const batch = deps.batch ?? 25;
  const abort = new AbortController();
  const inFlight = new Set<AbortController>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let poked = false;
  // Only a started loop (a server) delivers: a CLI command that records an event leaves it to the server.
  let started = false;

  const attemptOf = (row: OutboxRow, o: DeliveryOutcome, at: string): OutboxAttempt | null =>
    o.kind === 'delivered' || o.kind === 'failed'
      ? {
          outboxId: row.id,
          attempt: row.attempts + 1,
          clientId: row.clientId,
          at,
          ok: o.kind === 'delivered',
          statusCode: o.statusCode ?? null,
          durationMs: Math.round(o.durationMs),
          error: o.kind === 'failed' ? o.error.slice(0, ERROR_CAP) : null,
          response: o.response ?? null,
        }
      : null;

  const updateOf = (row: OutboxRow, o: DeliveryOutcome, now: Date): OutboxUpdate => {
    const at = now.toISOString();
    switch (o.kind) {
      case 'delivered':
        return {
          status: 'delivered',
          attempts: row.attempts + 1,
          nextAttemptAt: at,
          lastError: null,
          doneAt: at,
        };
      case 'cancelled':
        return {
          status: 'cancelled',
          attempts: row.attempts,
          nextAttemptAt: at,
          lastError: o.reason,
          doneAt: at,
        };
      case 'postponed':
        return {
          status: 'pending',
          attempts: row.attempts,
          nextAttemptAt: o.until,
          lastError: row.lastError,
          doneAt: null,
        };
      case 'failed': {
        const attempts = row.attempts + 1;
        const next = o.retry === false ? null : nextAttemptAt(retry, row.createdAt, attempts, now);
        const lastError = o.error.slice(0, ERROR_CAP);
        return next
          ? { status: 'pending', attempts, nextAttemptAt: next.toISOString(), lastError, doneAt: null }
          : { status: 'failed', attempts, nextAttemptAt: at, lastError, doneAt: at };
      }
    }
  };

  const handle = async (row: OutboxRow, token: string, leaseUntil: string, done: Set<string>) => {
    const deliverer = deps.deliverers[row.channel];
    let outcome: DeliveryOutcome;
    if (!deliverer) outcome = { kind: 'cancelled', reason: `no deliverer for ${row.channel}` };
    else
      try {
        // One controller per delivery, all aborted by stop(): no listener piles up on a shared signal.
        const own = new AbortController();
        inFlight.add(own);
        outcome = await deliverer
          .deliver(row, {
            signal: own.signal,
            group: () => repo.claimGroup(row, clock.now().toISOString(), token, leaseUntil),
          })
          .finally(() => inFlight.delete(own));
      } catch (err) {
        outcome = { kind: 'failed', error: err instanceof Error ? err.message : String(err), durationMs: 0 };
      }
    const now = clock.now();
    await repo.finish(row.id, token, updateOf(row, outcome, now), attemptOf(row, outcome, now.toISOString()));
    if ((outcome.kind === 'delivered' || outcome.kind === 'failed') && outcome.also)
      for (const other of outcome.also) {
        done.add(other.id);
        await repo.finish(
          other.id,
          token,
          updateOf(other, outcome, now),
          attemptOf(other, outcome, now.toISOString()),
        );
      }
  };

  const once = async (): Promise<number> => {
    const now = clock.now();
    const token = deps.ids.uuid();
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const rows = await repo.claim(now.toISOString(), token, leaseUntil, batch);
    // Rows of one client, channel and type go one after another, so a notice that sums up its
    // siblings (ctx.group) is sent before they are looked at, and they are then skipped; the rest
    // (every webhook row) go at once.
    const lanes = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const key = row.channel === 'webhook' ? row.id : `${row.clientId}\n${row.channel}\n${row.type}`;
      lanes.set(key, [...(lanes.get(key) ?? []), row]);
    }
    const done = new Set<string>();
    await Promise.all(
      [...lanes.values()].map(async (lane) => {
        for (const row of lane) {
          if (done.has(row.id)) continue;
          await handle(row, token, leaseUntil, done).catch((err: unknown) => deps.onError?.(err));
        }
      }),
    );
    return rows.length;
  };

  const tick = (): Promise<number> => {
    // A poke or a timer that fires after stop() finds the store closed: nothing more is claimed.
    if (abort.signal.aborted) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        // A full batch means more may be due: go on until a claim comes back short.
        for (;;) {
          again = false;
          const n = await once();
          total += n;
          if (abort.signal.aborted || (n < batch && !again)) break;
        }
      } catch (err) {
        deps.onError?.(err);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  return {
    tick,
    poke() {
      if (poked || !started || abort.signal.aborted) return;
      poked = true;
      // Writes of a busy moment share one claim: a burst of chat turns is one query, not one each.
      setTimeout(() => {
        poked = false;
        void tick();
      }, POKE_DELAY_MS);
    },
    start(intervalMs) {
      started = true;
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      abort.abort();
      for (const c of inFlight) c.abort();
      await running;
    },
  };
}
