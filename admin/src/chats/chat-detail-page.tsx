import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SessionDetail } from '../../../contract/chat.ts';
import { keys } from '../api/keys.ts';
import { formatDateTime, visitorTitle } from '../format.ts';
import { buttonClass, focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { VisitorIdentityCard } from '../identity/visitor-identity-card.tsx';
import { ActionCallsCard } from '../actions/action-calls-card.tsx';
import { useAdminLiveUpdates } from '../realtime/use-admin-live-updates.ts';
import { Conversation } from './conversation.tsx';
import { HandoffPanel } from './handoff-panel.tsx';

function metadataText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The real session behind /admin/chats/{id} (PRODUCT.md), or 'Chat Not Found' when there is none. */
export function ChatDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const clientId = search.get('clientId') ?? undefined;
  const query = useQuery<SessionDetail>({ queryKey: keys.session(id, clientId) });
  // New messages and handoff changes arrive over the admin socket while the page is open.
  useAdminLiveUpdates(useMemo(() => [keys.session(id)], [id]));

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Chat Not Found</h1>
        <p className="mt-1 text-sm text-slate-600">No chat session exists with this id.</p>
        <Link to="/clients" className={`${buttonClass('secondary')} mt-4`}>
          Back to Clients
        </Link>
      </div>
    );
  }

  const { session, messages } = query.data;
  const metadata = Object.entries(session.metadata);
  return (
    <div className="space-y-6">
      <title>{`Conversation · ${session.clientName}`}</title>
      <div className="flex flex-wrap gap-4 text-sm">
        <Link to="/chats" className={`text-blue-700 underline ${focusRing}`}>
          ← Back to Chats
        </Link>
        <Link
          to={`/clients/${encodeURIComponent(session.clientId)}`}
          className={`text-blue-700 underline ${focusRing}`}
        >
          View client {session.clientName}
        </Link>
      </div>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Chat with {visitorTitle(session)}</h1>
        <p className="text-sm text-slate-700">on {session.clientName}'s assistant</p>
        <p className="font-mono text-xs break-all text-slate-600">{session.sessionId}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Conversation</h2>
          <Conversation messages={messages} clientId={session.clientId} />
        </Card>
        <div className="space-y-4 self-start">
          <HandoffPanel
            clientId={session.clientId}
            sessionId={session.sessionId}
            handledBy={session.handledBy}
            active={session.status === 'active'}
          />
          <VisitorIdentityCard identity={query.data.identity} />
          <ActionCallsCard clientId={session.clientId} sessionId={session.sessionId} />
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Session</h2>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd>
                  <Badge tone={session.status === 'active' ? 'green' : 'neutral'}>{session.status}</Badge>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Context</dt>
                <dd className="text-slate-900">{session.businessContext}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Messages</dt>
                <dd className="text-slate-900">
                  {session.userMessageCount} customer · {session.aiMessageCount} AI · {session.messageCount}{' '}
                  total
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Started</dt>
                <dd className="text-slate-900">{formatDateTime(session.startedAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Last Activity</dt>
                <dd className="text-slate-900">{formatDateTime(session.lastActivity)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Ended</dt>
                <dd className="text-slate-900">{formatDateTime(session.endedAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Duration</dt>
                <dd className="text-slate-900">
                  {session.duration === null ? '-' : `${Math.round(session.duration)} min`}
                </dd>
              </div>
              {metadata.map(([key, value]) => (
                <div key={key}>
                  <dt className="text-slate-600">{key}</dt>
                  <dd className="break-words text-slate-900">{metadataText(value)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
