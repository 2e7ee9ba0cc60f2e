import { Link } from 'react-router';
import type { SessionListItem } from '../../../contract/chat.ts';
import { formatDateTime, truncateMiddle, visitorTitle } from '../format.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Tip } from '../ui/tooltips.tsx';
import { chatPath } from './chat-path.ts';
import { Badge } from '../ui/card.tsx';
import { isCustomer, useScope } from '../scope.tsx';
import { OutcomeBadge } from '../quality/message-quality.tsx';

const CONTEXT_LABEL: Record<string, string> = {
  fashion_retail: 'Fashion & Retail',
  real_estate: 'Real Estate',
  medical: 'Medical',
  general: 'General',
};

const th = 'px-3 py-2 font-semibold';
const wide = 'hidden 2xl:table-cell';

function Messages({ s }: { s: SessionListItem }) {
  return (
    <>
      <span className="sr-only">
        {s.userMessageCount} from the customer, {s.aiMessageCount} from the AI, {s.messageCount} in total
      </span>
      <span aria-hidden="true" title={`${s.userMessageCount} user · ${s.aiMessageCount} AI`}>
        {s.messageCount}
      </span>
    </>
  );
}

/**
 * The sessions: a table that fits a 1280 px laptop (context and duration on wide screens only; both
 * are in the conversation's detail) and cards on phones. A workspace sees its own sessions only, so
 * the client column and link are the console's.
 */
export function SessionsTable({
  sessions,
  onView,
}: {
  sessions: SessionListItem[];
  onView: (session: SessionListItem) => void;
}) {
  const operator = !isCustomer(useScope());
  const view = (s: SessionListItem) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onView(s)}
      aria-label={`View conversation ${s.sessionId}`}
    >
      View
    </Button>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Chat sessions">
        {sessions.map((s) => (
          <li
            key={`${s.clientId}/${s.sessionId}`}
            data-testid="session-card"
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={chatPath(s.sessionId, s.clientId)}
                  className={`font-medium break-all text-blue-700 ${focusRing}`}
                >
                  {visitorTitle(s)}
                </Link>{' '}
                {s.visitorVerified && <Badge tone="green">Verified</Badge>}
                {operator && <div className="text-xs text-slate-600">{s.clientName}</div>}
              </div>
              {view(s)}
            </div>
            <p className="mt-1 line-clamp-2 text-slate-800">{s.lastMessage ?? '-'}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-700">
              <Badge tone={s.status === 'active' ? 'green' : 'neutral'}>{s.status}</Badge>
              <OutcomeBadge outcome={s.outcome} />
              <span>
                <Messages s={s} /> messages
              </span>
              <span>{formatDateTime(s.lastActivity)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Chat sessions</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className={th}>
                Visitor
              </th>
              {operator && (
                <th scope="col" className={th}>
                  Client
                </th>
              )}
              <th scope="col" className={`${th} ${wide}`}>
                Context
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Messages
              </th>
              <th scope="col" className={`${th} ${wide}`}>
                Duration
              </th>
              <th scope="col" className={th}>
                Last Message
              </th>
              <th scope="col" className={th}>
                Last Activity
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sessions.map((s) => (
              <tr key={`${s.clientId}/${s.sessionId}`} data-testid="session-row">
                <td className="max-w-48 px-3 py-2 align-top">
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
                {operator && (
                  <td className="max-w-40 px-3 py-2 align-top break-words">
                    <Link
                      to={`/clients/${encodeURIComponent(s.clientId)}`}
                      className={`font-medium text-blue-700 underline-offset-2 hover:underline ${focusRing}`}
                      aria-label={`Client ${s.clientName}`}
                    >
                      {s.clientName}
                    </Link>
                  </td>
                )}
                <td className={`px-3 py-2 align-top ${wide}`}>
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
                  <Messages s={s} />
                </td>
                <td className={`px-3 py-2 align-top whitespace-nowrap text-slate-800 ${wide}`}>
                  {s.duration === null ? '-' : `${Math.round(s.duration)} min`}
                </td>
                <td className="max-w-64 px-3 py-2 align-top text-slate-800">
                  <span className="line-clamp-2 break-words">{s.lastMessage ?? '-'}</span>
                </td>
                <td className="px-3 py-2 align-top text-slate-800">{formatDateTime(s.lastActivity)}</td>
                <td className="px-3 py-2 text-right align-top">{view(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
