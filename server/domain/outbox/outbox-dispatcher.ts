/**
 * The one claim loop: every process runs it; each tick leases the due rows (the lease lives in the
 * row, so two processes never hold one, and a killed process's rows come back when their lease
 * lapses), hands each to its channel's deliverer, records the attempt and applies the retry policy.
 * Delivery never runs on the request that raised the event: a tick runs on a timer, or right after a
 * write was announced. It also yields to visitors: while the process is busy answering them
 * (`pressure`), a tick claims one batch and the loop then waits, so deliveries take at most `busyShare`
 * of the time and the rest waits, durable, for a quieter moment. The rows a claim delivers finish
 * together (one write for all that end at the same moment, not one per row).
 */
import type { Clock, Ids } from '../shared/ports.ts';
import type {
  Channel,
  Deliverer,
  DeliveryOutcome,
  OutboxAttempt,
  OutboxFinish,
  OutboxPressure,
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
/** The longest a busy process makes deliveries wait after one batch (a slow receiver's tick is long). */
const MAX_YIELD_MS = 2000;

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
  /** Whether visitors are keeping the process busy (default: never): deliveries then yield. */
  pressure?: OutboxPressure;
  /** The share of the time deliveries may take while the process is busy (default 3%). */
  busyShare?: number;
  /** A monotonic clock in ms, for the yield's timing (default `performance.now`). */
  monotonic?: () => number;
  /**
   * Rows made before each claim from elsewhere (the message log): resolves with how many items it
   * read; `feedFull` or more means more are waiting.
   */
  feed?: () => Promise<number>;
  feedFull?: number;
}): OutboxDispatcher {
  const { repo, clock, retry } = deps;
  const leaseMs = deps.leaseMs ?? 60_000;
  const batch = deps.batch ?? 25;
  const busyShare = deps.busyShare ?? 0.03;
  const monotonic = deps.monotonic ?? (() => performance.now());
  const busy = () => deps.pressure?.busy() ?? false;
  // While busy: no claim before this moment (monotonic ms), and the timer that ticks then.
  let yieldUntil = 0;
  let wake: ReturnType<typeof setTimeout> | null = null;
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

  /**
   * Finishes rows under one claim's token in shared writes: every row that ends before the next
   * macrotask joins the same `repo.finish`. Resolves with whether the row was still held.
   */
  const finisher = (token: string) => {
    let queue: { item: OutboxFinish; resolve(held: boolean): void; reject(err: unknown): void }[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = async () => {
      timer = null;
      const jobs = queue;
      queue = [];
      try {
        const held = await repo.finish(
          token,
          jobs.map((j) => j.item),
        );
        for (const j of jobs) j.resolve(held.has(j.item.id));
      } catch (err) {
        for (const j of jobs) j.reject(err);
      }
    };
    return (items: OutboxFinish[]) =>
      Promise.all(
        items.map(
          (item) =>
            new Promise<boolean>((resolve, reject) => {
              queue.push({ item, resolve, reject });
              timer ??= setTimeout(() => void flush(), 0);
            }),
        ),
      );
  };

  const handle = async (
    row: OutboxRow,
    token: string,
    leaseUntil: string,
    done: Set<string>,
    finish: (items: OutboxFinish[]) => Promise<boolean[]>,
  ) => {
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
    const at = now.toISOString();
    const also =
      (outcome.kind === 'delivered' || outcome.kind === 'failed') && outcome.also ? outcome.also : [];
    for (const other of also) done.add(other.id);
    await finish(
      [row, ...also].map((r) => ({
        id: r.id,
        update: updateOf(r, outcome, now),
        attempt: attemptOf(r, outcome, at),
      })),
    );
  };

  const once = async (): Promise<number> => {
    // A feed that fails (the store busy, say) is tried again next tick; the due rows still go out.
    if (deps.feed)
      try {
        if ((await deps.feed()) >= (deps.feedFull ?? Infinity)) again = true;
      } catch (err) {
        deps.onError?.(err);
      }
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
    const finish = finisher(token);
    await Promise.all(
      [...lanes.values()].map(async (lane) => {
        for (const row of lane) {
          if (done.has(row.id)) continue;
          await handle(row, token, leaseUntil, done, finish).catch((err: unknown) => deps.onError?.(err));
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
    const wait = yieldUntil - monotonic();
    if (wait > 0 && busy()) {
      wake ??= setTimeout(() => {
        wake = null;
        void tick();
      }, wait);
      return Promise.resolve(0);
    }
    running = (async () => {
      let total = 0;
      const started = monotonic();
      let more = false;
      try {
        // A full batch means more may be due: go on until a claim comes back short (one batch only
        // while visitors keep the process busy).
        for (;;) {
          again = false;
          const n = await once();
          total += n;
          more = n === batch || again;
          if (abort.signal.aborted || !more || busy()) break;
        }
      } catch (err) {
        deps.onError?.(err);
      } finally {
        running = null;
      }
      if (busy() && total > 0 && !abort.signal.aborted) {
        const spent = monotonic() - started;
        const pause = Math.min(MAX_YIELD_MS, (spent * (1 - busyShare)) / busyShare);
        yieldUntil = monotonic() + pause;
        if (more)
          wake ??= setTimeout(() => {
            wake = null;
            void tick();
          }, pause);
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
      if (wake) clearTimeout(wake);
      wake = null;
      abort.abort();
      for (const c of inFlight) c.abort();
      await running;
    },
  };
}
