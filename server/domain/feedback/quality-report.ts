/**
 * The quality figures of one client or of all: the four outcomes per day (never one blended rate),
 * CSAT, handoff rate, first-reply time and the thumbs with their reasons, over a time range.
 */
import type { FeedbackReason, Outcome } from '../../../contract/chat.ts';
import type { OutcomeCounts, OutcomeReport, QualityReport, RangeQuery } from '../../../contract/feedback.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { FeedbackRepo, OutcomeRecord } from './feedback-ports.ts';
import { outcomeAt } from './outcome-rule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** Most conversations one report reads (a year of a very busy client). */
const MAX_ROWS = 200_000;

export interface QualityReports {
  outcomes(clientId: string, range: RangeQuery): Promise<OutcomeReport>;
  /** One client's figures, or every client's when `clientId` is undefined. */
  quality(clientId: string | undefined, range: RangeQuery): Promise<QualityReport>;
}

const emptyCounts = (): OutcomeCounts => ({
  confirmed: 0,
  assumed: 0,
  handed_off: 0,
  unresolved: 0,
  pending: 0,
  total: 0,
});

const add = (c: OutcomeCounts, o: Outcome | null) => {
  c[o ?? 'pending'] += 1;
  c.total += 1;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** The range asked for, checked: from before to, at most a year; default the 30 days up to today's end. */
export function rangeOf(range: RangeQuery, now: Date): { from: string; to: string } {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const to = range.to ? new Date(range.to) : new Date(tomorrow);
  const from = range.from ? new Date(range.from) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  const fields: Record<string, string> = {};
  if (from >= to) fields.from = 'from must be before to';
  else if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    fields.to = `A range is at most ${MAX_DAYS} days`;
  if (Object.keys(fields).length)
    throw new DomainError('validation_failed', Object.values(fields)[0]!, fields);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function createQualityReports(deps: {
  repo: FeedbackRepo;
  clock: Clock;
  /** Throws not_found for an unknown client. */
  requireClient: (clientId: string) => Promise<void>;
  /** Waits for outcome decisions begun before the read. */
  settled: () => Promise<void>;
}): QualityReports {
  const { repo, clock } = deps;

  const load = async (clientId: string | undefined, range: RangeQuery) => {
    if (clientId !== undefined) await deps.requireClient(clientId);
    const { from, to } = rangeOf(range, clock.now());
    await deps.settled();
    const ids = clientId === undefined ? undefined : [clientId];
    const rows = await repo.outcomesIn(ids, from, to, MAX_ROWS);
    return { from, to, ids, rows, now: clock.now().toISOString() };
  };

  const counts = (rows: OutcomeRecord[], now: string) => {
    const c = emptyCounts();
    for (const r of rows) add(c, outcomeAt(r, now));
    return c;
  };

  return {
    async outcomes(clientId, range) {
      const { from, to, rows, now } = await load(clientId, range);
      return { from, to, counts: counts(rows, now) };
    },

    async quality(clientId, range) {
      const { from, to, ids, rows, now } = await load(clientId, range);
      const byDay = new Map<string, OutcomeCounts>();
      for (let t = Date.parse(from.slice(0, 10)); t < Date.parse(to); t += DAY_MS)
        byDay.set(new Date(t).toISOString().slice(0, 10), emptyCounts());
      const totals = emptyCounts();
      const scores: number[] = [];
      const replies: number[] = [];
      for (const r of rows) {
        const o = outcomeAt(r, now);
        add(totals, o);
        const day = byDay.get(r.startedAt.slice(0, 10));
        if (day) add(day, o);
        if (r.score !== null) scores.push(r.score);
        if (r.firstReplyMs !== null) replies.push(r.firstReplyMs);
      }
      replies.sort((a, b) => a - b);
      const thumbs = await repo.feedbackIn(ids, from, to, MAX_ROWS);
      const reasons: Record<FeedbackReason, number> = { wrong: 0, not_my_question: 0, too_long: 0, other: 0 };
      for (const f of thumbs) if (f.rating === 'down' && f.reason) reasons[f.reason] += 1;
      return {
        from,
        to,
        days: [...byDay].map(([date, c]) => ({ date, ...c })),
        totals,
        csat: {
          responses: scores.length,
          satisfied: scores.length ? scores.filter((s) => s >= 4).length / scores.length : null,
          average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
        },
        handoffRate: totals.total ? totals.handed_off / totals.total : null,
        firstReplyMs: { median: percentile(replies, 0.5), p90: percentile(replies, 0.9) },
        thumbs: {
          up: thumbs.filter((f) => f.rating === 'up').length,
          down: thumbs.filter((f) => f.rating === 'down').length,
          reasons,
        },
      };
    },
  };
}
