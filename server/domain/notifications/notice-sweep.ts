/**
 * The reconciliation sweep of the usage and failed-sync notices. The listener (notice-triggers.ts)
 * records them just after the change commits, so a process killed in between loses the notice; this
 * sweep, run at start and every few minutes, finds what is due from the stored state (clients at 80%
 * or 100% of their limit in their current usage period, sources that failed within the last day) and
 * records what the outbox does not hold yet, with the listener's events (notice-events.ts): the same
 * dedupe keys, so a notice is written once whoever records it first.
 */
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { monthOf } from '../shared/calendar.ts';
import type { Clock, UsageRepo } from '../shared/ports.ts';
import type { KnowledgeSourcesRepo } from '../sources/knowledge-sources-ports.ts';
import type { OutboxRecorder } from '../outbox/index.ts';
import { syncFailedEvent, usageThresholdEvent, type NoticeEvent } from './notice-events.ts';

/** How often the sweep runs besides at start: the longest a notice a crash lost waits. */
export const NOTICE_SWEEP_EVERY_MS = 5 * 60_000;
/**
 * Failures older than this are not announced again: a source failing for weeks is not re-notified
 * should its outbox rows ever be purged.
 */
export const FAILED_SYNC_WINDOW_MS = 24 * 60 * 60_000;

export interface NoticeSweep {
  /** One pass; resolves to how many events it recorded. Never rejects: errors go to `onError`. */
  run(): Promise<number>;
  /** Runs every `everyMs` on an unref'd timer (a pass still under way is not started twice). */
  start(everyMs: number): void;
  /** Stops the timer and waits for a pass under way (the store closes after). */
  stop(): Promise<void>;
}

export function createNoticeSweep(deps: {
  recorder: Pick<OutboxRecorder, 'record' | 'recordedOnce'>;
  usage: Pick<UsageRepo, 'meteredClients'>;
  sources: Pick<KnowledgeSourcesRepo, 'failedSince'>;
  clock: Clock;
  onError: (err: unknown) => void;
}): NoticeSweep {
  const { recorder, clock } = deps;

  /** What the stored state says is due: one event per client over a threshold and per recent failure. */
  const candidates = async (): Promise<{ clientId: string; event: NoticeEvent }[]> => {
    const now = clock.now();
    const since = new Date(now.getTime() - FAILED_SYNC_WINDOW_MS).toISOString();
    // One query each: every client's count in its current period with its limit, the recent failures.
    const [metered, failed] = await Promise.all([
      deps.usage.meteredClients(monthOf(now)),
      deps.sources.failedSince(since),
    ]);
    const found: { clientId: string; event: NoticeEvent }[] = [];
    for (const m of metered) {
      const event = usageThresholdEvent(m.clientId, m.period, m.used, effectiveMessageLimit(m));
      if (event) found.push({ clientId: m.clientId, event });
    }
    for (const source of failed) {
      const event = syncFailedEvent(source);
      if (event) found.push({ clientId: source.clientId, event });
    }
    return found;
  };

  const pass = async (): Promise<number> => {
    const due = await candidates();
    if (due.length === 0) return 0;
    // A read, not an insert per candidate: when everything is written already, the pass writes nothing.
    const written = await recorder.recordedOnce(due.map((d) => d.event.dedupeKey));
    let recorded = 0;
    for (const { clientId, event } of due) {
      if (written.has(event.dedupeKey)) continue;
      try {
        await recorder.record(clientId, event.type, event.data, { dedupeKey: event.dedupeKey });
        recorded++;
      } catch (err) {
        // One event that cannot be written does not keep the others back; the next pass tries again.
        deps.onError(err);
      }
    }
    return recorded;
  };

  let running: Promise<number> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const run = () =>
    (running ??= pass()
      .catch((err: unknown) => {
        deps.onError(err);
        return 0;
      })
      .finally(() => (running = null)));

  return {
    run,
    start(everyMs) {
      timer ??= setInterval(() => void run(), everyMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
