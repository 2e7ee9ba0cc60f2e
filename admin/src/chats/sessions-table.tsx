import { Link } from 'react-router';
import type { SessionListItem } from '../../../contract/chat.ts';
import { formatDateTime, truncateMiddle, visitorTitle } from '../format.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Tip } from '../ui/tooltips.tsx';
import { chatPath } from './chat-path.ts';
import { OutcomeBadge } from '../quality/message-quality.tsx';
import { Badge } from '../ui/card.tsx';

const CONTEXT_LABEL: Record<string, string> = {
  fashion_retail: 'Fashion & Retail',
  food_drink: 'Food & Drink',
  real_estate: 'Real Estate',
  medical: 'Medical',
  general: 'General',
};

export function SessionsTable({
  sessions,
  onView,
}: {
  sessions: SessionListItem[];
  onView: (session: SessionListItem) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[72rem] text-left text-sm">
        <caption className="sr-only">Chat sessions</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {[
              'Visitor',
              'Client',
              'Context',
              'Status',
              'Messages',
              'Duration',
              'Last Message',
              'Last Activity',
              'Actions',
            ].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sessions.map((s) => (
            <tr key={`${s.clientId}/${s.sessionId}`} data-testid="session-row">
              <td className="px-3 py-2 align-top">
                <div className="font-medium break-all text-slate-900">
                  {visitorTitle(s)} {s.visitorVerified && <Badge tone="green">Verified</Badge>}
                </div>
                <Tip content={s.sessionId}>
                  <Link
                    to={chatPath(s.sessionId, s.clientId)}
                    aria-label={`Session ${s.sessionId}`}
                    className={`font-mono text-xs text-blue-700 underline ${focusRing}`}
                  >
                    {truncateMiddle(s.sessionId, 6)}
                  </Link>
                </Tip>
              </td>
              <td className="px-3 py-2 align-top">
                <div className="font-medium text-slate-900">{s.clientName}</div>
                <div className="font-mono text-xs text-slate-600">{truncateMiddle(s.clientId, 6)}</div>
              </td>
              <td className="px-3 py-2 align-top">
                <Badge>{CONTEXT_LABEL[s.businessContext] ?? s.businessContext}</Badge>
              </td>
              <td className="px-3 py-2 align-top">
                <Badge tone={s.status === 'active' ? 'green' : 'neutral'}>{s.status}</Badge>
                {s.handledBy && <div className="mt-1 text-xs text-slate-700">Operator: {s.handledBy}</div>}
                <div className="mt-1">
                  <OutcomeBadge outcome={s.outcome} />
                </div>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">
                <span className="sr-only">
                  {s.userMessageCount} from the customer, {s.aiMessageCount} from the AI, {s.messageCount} in
                  total
                </span>
                <span aria-hidden="true">
                  {s.userMessageCount} user · {s.aiMessageCount} AI · {s.messageCount} total
                </span>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">
                {s.duration === null ? '-' : `${Math.round(s.duration)} min`}
              </td>
              <td className="max-w-64 px-3 py-2 align-top text-slate-800">
                <span className="line-clamp-2">{s.lastMessage ?? '-'}</span>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">
                {formatDateTime(s.lastActivity)}
              </td>
              <td className="px-3 py-2 align-top">
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onView(s)}
                    aria-label={`View conversation ${s.sessionId}`}
                  >
                    View
                  </Button>
                  <Link
                    to={`/clients/${encodeURIComponent(s.clientId)}`}
                    className={`self-center text-xs text-blue-700 underline ${focusRing}`}
                    aria-label={`Client ${s.clientName}`}
                  >
                    Client
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
