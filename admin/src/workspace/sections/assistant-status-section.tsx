import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AnalyticsResponse } from '../../../../contract/analytics.ts';
import type { Client } from '../../../../contract/clients.ts';
import { usageLevel } from '../../../../contract/plans.ts';
import { keys } from '../../api/keys.ts';
import { UsageMeter } from '../../clients/usage-meter.tsx';
import { formatNumber, parseMessagesUsed } from '../../format.ts';
import { focusRing } from '../../ui/button.tsx';
import { Badge, Card } from '../../ui/card.tsx';

const link = `font-medium text-blue-800 underline ${focusRing}`;

/** Whether the assistant answers on the business's site now, and why not when it does not. */
export function assistantState(client: Client): { live: boolean; answering: boolean; reason: string } {
  const live = !client.testMode && client.accessToken !== null;
  if (!client.isActive || client.status !== 'Active')
    return { live, answering: false, reason: 'Your assistant is paused. Contact us to turn it back on.' };
  if (usageLevel(parseMessagesUsed(client.messagesUsed), client.messageLimit) === 'exceeded')
    return {
      live,
      answering: false,
      reason:
        'Your assistant has used every AI reply of this month. Visitors are offered to leave their email until the month turns or you upgrade.',
    };
  return live
    ? { live, answering: true, reason: `Answering visitors on ${client.domain}.` }
    : { live, answering: true, reason: 'Not live yet: only you can try it, in the preview.' };
}

/** Home: the assistant's state, this month's AI replies against the plan, conversations at a glance. */
export function AssistantStatusSection({ clientId }: { clientId: string }) {
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const analytics = useQuery<AnalyticsResponse>({ queryKey: keys.analytics(clientId, '30d') });
  if (!client.data) return null;
  const c = client.data;
  const state = assistantState(c);
  const chats = analytics.data?.analytics?.chats;
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Your assistant</h2>
        {state.live ? <Badge tone="green">Live</Badge> : <Badge tone="amber">Not live yet</Badge>}
        {!state.answering && <Badge tone="red">Not answering</Badge>}
      </div>
      <p
        className={`mt-1 text-sm ${state.answering ? 'text-slate-700' : 'font-medium text-red-800'}`}
        role={state.answering ? undefined : 'alert'}
      >
        {state.reason}{' '}
        {!state.answering && (
          <Link to="/billing" className={link}>
            See plans
          </Link>
        )}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="text-sm text-slate-600">Conversations (30 days)</h3>
          <p className="text-2xl font-semibold text-slate-900">
            {chats ? formatNumber(chats.totalChats) : '—'}
          </p>
        </div>
        <div>
          <h3 className="text-sm text-slate-600">Messages (30 days)</h3>
          <p className="text-2xl font-semibold text-slate-900">
            {chats ? formatNumber(chats.totalMessages) : '—'}
          </p>
        </div>
        <div className="sm:col-span-1">
          <UsageMeter
            used={parseMessagesUsed(c.messagesUsed)}
            limit={c.messageLimit}
            label="AI replies this month"
          />
        </div>
      </div>
    </Card>
  );
}
