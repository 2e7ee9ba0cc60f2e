import { useQuery } from '@tanstack/react-query';
import type { QualityReport } from '../../../contract/feedback.ts';
import { Card, StatCard } from '../ui/card.tsx';
import { qualityKeys, sinceDays } from './quality-api.ts';
import { OUTCOME_HELP, OUTCOME_LABEL, REASON_LABEL } from './quality-text.ts';

const OUTCOMES = ['confirmed', 'assumed', 'handed_off', 'unresolved'] as const;
const pct = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);
const secs = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/**
 * Does the assistant help: the four outcomes as separate figures per day (never one blended rate),
 * CSAT, handoff rate, first-reply time and the thumbs, for one client or (without one) all clients.
 */
export function QualitySection({ clientId, days = 30 }: { clientId?: string; days?: number }) {
  const from = sinceDays(days);
  const query = useQuery<QualityReport>({
    queryKey: clientId ? qualityKeys.quality(clientId, from) : qualityKeys.allQuality(from),
  });
  const r = query.data;
  return (
    <Card>
      <h2 id="quality-heading" className="text-lg font-semibold text-slate-900">
        Resolution, last {days} days
      </h2>
      {query.isPending && <p className="mt-2 text-sm text-slate-600">Loading...</p>}
      {query.isError && <p className="mt-2 text-sm text-red-700">Failed to load the resolution figures</p>}
      {r && (
        <>
          <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
            {OUTCOMES.map((o) => (
              <div key={o} title={OUTCOME_HELP[o]} data-testid={`outcome-${o}`}>
                <StatCard label={OUTCOME_LABEL[o]} value={r.totals[o]} />
              </div>
            ))}
            <div title={OUTCOME_HELP.pending} data-testid="outcome-pending">
              <StatCard label="Pending" value={r.totals.pending} />
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">CSAT (scores of 4–5)</dt>
              <dd className="font-medium text-slate-900">
                {pct(r.csat.satisfied)} of {r.csat.responses}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Handoff rate</dt>
              <dd className="font-medium text-slate-900">{pct(r.handoffRate)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">First reply (median / 90th)</dt>
              <dd className="font-medium text-slate-900">
                {secs(r.firstReplyMs.median)} / {secs(r.firstReplyMs.p90)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Thumbs</dt>
              <dd className="font-medium text-slate-900" data-testid="thumbs">
                {r.thumbs.up} up, {r.thumbs.down} down
                {r.thumbs.down > 0 &&
                  ` (${Object.entries(r.thumbs.reasons)
                    .filter(([, n]) => n > 0)
                    .map(([k, n]) => `${REASON_LABEL[k as keyof typeof REASON_LABEL]} ${n}`)
                    .join(', ')})`}
              </dd>
            </div>
          </dl>
          {/* Scrolls sideways on a phone, so it takes keyboard focus (axe: scrollable-region-focusable). */}
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Outcomes per day">
            <table className="w-full text-right text-sm" aria-labelledby="quality-heading">
              <thead className="text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 text-left">
                    Day
                  </th>
                  {OUTCOMES.map((o) => (
                    <th key={o} scope="col" className="py-2 pr-3">
                      {OUTCOME_LABEL[o]}
                    </th>
                  ))}
                  <th scope="col" className="py-2">
                    Pending
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {r.days
                  .filter((d) => d.total > 0)
                  .reverse()
                  .map((d) => (
                    <tr key={d.date}>
                      <td className="py-1.5 pr-3 text-left text-slate-900">{d.date}</td>
                      {OUTCOMES.map((o) => (
                        <td key={o} className="py-1.5 pr-3 text-slate-800">
                          {d[o]}
                        </td>
                      ))}
                      <td className="py-1.5 text-slate-800">{d.pending}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            {r.totals.total === 0 && <p className="mt-2 text-sm text-slate-600">No conversations yet.</p>}
          </div>
        </>
      )}
    </Card>
  );
}
