import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GapsReport } from '../../../contract/feedback.ts';
import { chatPath } from '../chats/chat-path.ts';
import { focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { qualityKeys, sinceDays } from './quality-api.ts';
import { GAP_LABEL, REASON_LABEL } from './quality-text.ts';

const TONE = { unanswered: 'amber', thumbs_down: 'red', handoff: 'purple' } as const;

/** What to fix first: unanswered topics, thumbs-down answers and handoffs, with example chats. */
export function GapsSection({ clientId }: { clientId: string }) {
  const query = useQuery<GapsReport>({ queryKey: qualityKeys.gaps(clientId, sinceDays(30)) });
  const gaps = query.data?.gaps ?? [];
  const topics = query.data?.topics ?? [];
  return (
    <Card>
      <h2 id="gaps-heading" className="text-lg font-semibold text-slate-900">
        What to fix first
      </h2>
      <p className="text-sm text-slate-600">
        The last 30 days: questions nobody answered (grouped by{' '}
        {query.data?.groupedBy === 'embeddings' ? 'meaning' : 'similar wording'}), answers visitors gave a
        thumbs down, and topics that ended with a person. Most frequent first.
      </p>
      {query.isPending && <p className="mt-2 text-sm text-slate-600">Loading...</p>}
      {query.isError && <p className="mt-2 text-sm text-red-700">Failed to load the gaps</p>}
      {query.isSuccess && gaps.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          Nothing to fix: no unanswered questions, thumbs down or handoffs.
        </p>
      )}
      {gaps.length > 0 && (
        <ol aria-labelledby="gaps-heading" className="mt-2 divide-y divide-slate-100">
          {gaps.slice(0, 20).map((g, i) => (
            <li key={`${g.kind}-${g.label}-${i}`} data-testid="gap-row" className="py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={TONE[g.kind]}>{GAP_LABEL[g.kind]}</Badge>
                <span className="font-medium break-words text-slate-900">{g.label}</span>
                <span className="text-slate-600">× {g.count}</span>
              </span>
              {Object.keys(g.reasons).length > 0 && (
                <span className="block text-xs text-slate-700">
                  {Object.entries(g.reasons)
                    .map(([k, n]) => `${REASON_LABEL[k as keyof typeof REASON_LABEL] ?? 'No reason'} ${n}`)
                    .join(', ')}
                </span>
              )}
              <span className="flex flex-wrap gap-x-3 text-xs">
                {g.examples.map((e) => (
                  <Link
                    key={e.sessionId}
                    to={chatPath(e.sessionId, clientId)}
                    className={`text-blue-700 underline ${focusRing}`}
                  >
                    {e.question || 'View chat'}
                  </Link>
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
      {topics.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-800">Topics ({topics.length})</summary>
          <ul className="mt-1 space-y-1">
            {topics.slice(0, 50).map((t) => (
              <li key={t.key} className="text-slate-800">
                {t.label} <span className="text-slate-600">· {t.conversations} chats</span>
                {t.thumbsDown > 0 && <span className="text-slate-600"> · {t.thumbsDown} 👎</span>}
                {t.handoffs > 0 && <span className="text-slate-600"> · {t.handoffs} handed off</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
