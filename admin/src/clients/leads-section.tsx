import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LeadList } from '../../../contract/insights.ts';
import { keys } from '../api/keys.ts';
import { chatPath } from '../chats/chat-path.ts';
import { formatDateTime } from '../format.ts';
import { focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';

/**
 * Visitors who left an email address: for a human follow-up (after a decline or at the usage limit) or
 * in the pre-chat form (with the name and the consent wording they agreed to).
 */
export function LeadsSection({ clientId }: { clientId: string }) {
  const list = useQuery<LeadList>({ queryKey: keys.leads(clientId) });
  const leads = list.data?.leads ?? [];
  return (
    <Card>
      <div className="flex items-center gap-2">
        <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
          Follow-up requests
        </h2>
        {list.data && <Badge tone={list.data.total > 0 ? 'blue' : 'neutral'}>{list.data.total}</Badge>}
      </div>
      {list.isPending && <p className="mt-2 text-sm text-slate-600">Loading...</p>}
      {list.isError && <p className="mt-2 text-sm text-red-700">Failed to load follow-up requests</p>}
      {list.isSuccess && leads.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No visitor has asked for a follow-up yet.</p>
      )}
      {leads.length > 0 && (
        <ul aria-labelledby="leads-heading" className="mt-2 divide-y divide-slate-100">
          {leads.map((lead) => (
            <li key={lead.id} data-testid="lead-row" className="py-2 text-sm">
              <a
                href={`mailto:${lead.email}`}
                className={`font-medium break-all text-blue-700 underline ${focusRing}`}
              >
                {lead.email}
              </a>
              {lead.name && <span className="ml-2 text-slate-800">{lead.name}</span>}
              <span className="block break-words text-slate-800">
                {lead.question ?? (
                  <span className="text-slate-600">
                    {lead.source === 'pre_chat'
                      ? 'Left in the pre-chat form'
                      : 'No question before the email'}
                  </span>
                )}
              </span>
              {lead.consent && (
                <span className="block text-xs text-slate-600">Agreed to: “{lead.consent}”</span>
              )}
              <span className="block text-xs text-slate-600">
                {formatDateTime(lead.createdAt)} ·{' '}
                <Link
                  to={chatPath(lead.sessionId, clientId)}
                  className={`text-blue-700 underline ${focusRing}`}
                >
                  View chat
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
