import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { SessionDetail } from '../../../contract/chat.ts';
import { normalizeDomain, type ClientList } from '../../../contract/clients.ts';
import { WIDGET_DEFAULTS } from '../../../contract/widget.ts';
import { keys } from '../api/keys.ts';
import { useAdminLiveUpdates } from '../dashboard/use-admin-live-updates.ts';
import { truncateMiddle } from '../format.ts';
import { NotFoundContent } from '../pages/not-found-content.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card, StatCard } from '../ui/card.tsx';
import { newPreviewSessionId } from './preview-session-id.ts';
import { loadWidget, unmountHandle, type FrontdeskHandle } from './widget-mount.ts';

const SAMPLE_QUERIES = [
  { label: 'Inventory levels', text: 'What are the current inventory levels?' },
  { label: 'Recent orders', text: 'Show me the most recent orders.' },
  { label: 'Appointment', text: 'Can I book an appointment for next week?' },
  { label: 'Business analytics', text: 'Give me a summary of the business analytics.' },
] as const;

type WidgetState = 'loading' | 'ready' | 'missing';

/** /admin/{product}: the client's assistant in the real widget, as a preview that is not counted. */
export function ChatPreviewPage() {
  const { product = '' } = useParams();
  const clientsQuery = useQuery<ClientList>({ queryKey: keys.clients });
  const client = useMemo(() => {
    const wanted = decodeURIComponent(product);
    return clientsQuery.data?.clients.find((c) => c.id === wanted || c.domain === normalizeDomain(wanted)) ?? null;
  }, [clientsQuery.data, product]);

  const [sessionId, setSessionId] = useState(newPreviewSessionId);
  const [widgetState, setWidgetState] = useState<WidgetState>('loading');
  const handle = useRef<FrontdeskHandle | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const sessionKey = keys.session(sessionId);
  // The session exists only after the first message; until then the counters read zero.
  const session = useQuery<SessionDetail>({ queryKey: sessionKey, enabled: client !== null });
  useAdminLiveUpdates(useMemo(() => [sessionKey], [sessionKey]));

  const token = client ? ((client.testMode ? client.testAccessToken : null) ?? client.accessToken ?? client.testAccessToken ?? '') : '';
  useEffect(() => {
    if (!client || !host.current) return;
    const element = host.current;
    let cancelled = false;
    setWidgetState('loading');
    void loadWidget().then(async (frontdesk) => {
      if (cancelled) return;
      if (!frontdesk) {
        setWidgetState('missing');
        return;
      }
      try {
        const mounted = await frontdesk.mount(element, {
          clientId: client.id,
          token,
          showHeader: true,
          height: WIDGET_DEFAULTS.height,
          sessionId,
          demoMode: false,
          apiBase: window.location.origin,
          preview: true,
        });
        if (cancelled) unmountHandle(mounted);
        else {
          handle.current = mounted;
          setWidgetState('ready');
        }
      } catch (error) {
        console.error('Widget mount failed', error);
        if (!cancelled) setWidgetState('missing');
      }
    });
    return () => {
      cancelled = true;
      unmountHandle(handle.current);
      handle.current = null;
    };
  }, [client, token, sessionId]);

  if (clientsQuery.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (!client) return <NotFoundContent />;

  const messages = session.data?.messages ?? [];
  const aiCount = messages.filter((m) => m.sender === 'ai').length;
  const userCount = messages.filter((m) => m.sender === 'user').length;
  const sendSample = async (text: string) => {
    await handle.current?.send(text);
    await queryClient.invalidateQueries({ queryKey: sessionKey });
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">AI Chat Preview</h1>
        <Badge tone="amber">Preview Mode</Badge>
        <span className="font-mono text-xs text-slate-600" title={sessionId}>
          Session: {truncateMiddle(sessionId, 8)}
        </span>
        <Button size="sm" variant="secondary" onClick={() => setSessionId(newPreviewSessionId())}>
          New Session
        </Button>
      </header>
      <p className="text-sm text-slate-700">
        {client.businessName} · {client.domain}. Preview messages are marked as previews and do not count toward usage.
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="min-h-[600px] p-0">
          <div ref={host} data-testid="widget-host" className="h-full" />
          {widgetState === 'loading' && (
            <p role="status" className="p-4 text-sm text-slate-600">
              Loading the chat widget...
            </p>
          )}
          {widgetState === 'missing' && (
            <div role="alert" className="m-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">The chat widget is not available.</p>
              <p className="mt-1">/widget.js did not load or did not define window.Frontdesk. Build the widget (npm run build) and reload this page.</p>
            </div>
          )}
        </Card>
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <StatCard label="Total Messages" value={messages.length} />
            <StatCard label="AI Responses" value={aiCount} />
            <StatCard label="User Messages" value={userCount} />
            <StatCard label="Session Status" value="Active" />
          </div>
          <Card>
            <h2 className="text-sm font-semibold text-slate-900">Sample Queries</h2>
            <div className="mt-2 flex flex-col gap-2">
              {SAMPLE_QUERIES.map((q) => (
                <Button key={q.label} variant="secondary" size="sm" className="justify-start text-left" disabled={widgetState !== 'ready'} onClick={() => void sendSample(q.text)}>
                  {q.text}
                </Button>
              ))}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
