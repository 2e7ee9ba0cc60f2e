import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { normalizeDomain, type ClientList } from '../../../contract/clients.ts';
import type { WidgetHandle, WidgetStats } from '../../../widget/chat/types.ts';
import { keys } from '../api/keys.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { truncateMiddle } from '../format.ts';
import { NotFoundContent } from '../pages/not-found-content.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card, StatCard } from '../ui/card.tsx';
import { Tip } from '../ui/tooltips.tsx';
import { newPreviewSessionId } from './preview-session-id.ts';
import { SAMPLE_QUERIES } from './sample-queries.ts';
import { loadWidget } from './widget-mount.ts';

type WidgetState = 'loading' | 'ready' | 'missing';

/**
 * /admin/{product}: the client's assistant in the real widget, as a preview that is not counted. The
 * workspace's Assistant page embeds it for its own client (`clientId`, `embedded`: no page heading).
 */
export function ChatPreviewPage(props: { clientId?: string; embedded?: boolean } = {}) {
  const params = useParams();
  const scope = useScope();
  // In a customer's workspace, /app/preview names no client: it is theirs.
  const product = props.clientId ?? params.product ?? (isCustomer(scope) ? scope.clientId : '');
  const clientsQuery = useQuery<ClientList>({ queryKey: keys.clients });
  const client = useMemo(() => {
    const wanted = decodeURIComponent(product);
    return (
      clientsQuery.data?.clients.find((c) => c.id === wanted || c.domain === normalizeDomain(wanted)) ?? null
    );
  }, [clientsQuery.data, product]);

  const [sessionId, setSessionId] = useState(newPreviewSessionId);
  const [widgetState, setWidgetState] = useState<WidgetState>('loading');
  const [stats, setStats] = useState<WidgetStats | null>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const host = useRef<HTMLDivElement>(null);

  const clientId = client?.id;
  useEffect(() => {
    if (!clientId || !host.current) return;
    const element = host.current;
    let cancelled = false;
    setWidgetState('loading');
    setStats(null);
    void loadWidget().then((frontdesk) => {
      if (cancelled) return;
      if (!frontdesk) {
        setWidgetState('missing');
        return;
      }
      try {
        handle.current = frontdesk.mount(element, {
          // No token: the preview reads the client's look and chats with the signed-in cookie.
          clientId,
          showHeader: true,
          height: 600,
          sessionId,
          demoMode: false,
          apiBase: window.location.origin,
          preview: true,
          onStats: (next) => {
            if (!cancelled) setStats(next);
          },
        });
        setWidgetState('ready');
      } catch (error) {
        console.error('Widget mount failed', error);
        setWidgetState('missing');
      }
    });
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, [clientId, sessionId]);

  if (clientsQuery.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (!client) return <NotFoundContent />;
  // A business tries its own questions: its FAQs, else the generic samples.
  const faqs = client.chatCustomizations.faqs.map((f) => f.question).slice(0, 4);
  const samples = props.embedded && faqs.length > 0 ? faqs : SAMPLE_QUERIES;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        {props.embedded ? (
          <h2 className="text-lg font-semibold text-slate-900">Try your assistant</h2>
        ) : (
          <h1 className="text-2xl font-bold text-slate-900">AI Chat Preview</h1>
        )}
        <Badge tone="amber">Preview Mode</Badge>
        <Tip content={sessionId}>
          <span
            tabIndex={0}
            className="rounded font-mono text-xs text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600"
            data-testid="preview-session"
          >
            Session: {truncateMiddle(sessionId, 8)}
          </span>
        </Tip>
        <Button size="sm" variant="secondary" onClick={() => setSessionId(newPreviewSessionId())}>
          New Session
        </Button>
      </header>
      <p className="text-sm text-slate-700">
        {props.embedded
          ? 'Ask what your visitors would ask. This is your assistant as visitors see it; questions asked here are not counted in your plan.'
          : `${client.businessName} · ${client.domain}. Preview messages are marked as previews and do not count toward usage.`}
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="min-h-[600px] p-0">
          <div ref={host} data-testid="widget-host" />
          {widgetState === 'loading' && (
            <p role="status" className="p-4 text-sm text-slate-600">
              Loading the chat widget...
            </p>
          )}
          {widgetState === 'missing' && (
            <div
              role="alert"
              className="m-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p className="font-semibold">The chat widget is not available.</p>
              <p className="mt-1">
                /widget.js did not load or did not define window.Frontdesk. Build the widget (npm run build)
                and reload this page.
              </p>
            </div>
          )}
        </Card>
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <StatCard label="Total Messages" value={stats?.totalMessages ?? 0} />
            <StatCard label="AI Responses" value={stats?.aiResponses ?? 0} />
            <StatCard label="User Messages" value={stats?.userMessages ?? 0} />
            <StatCard
              label="Session Status"
              value={stats?.status === 'unavailable' ? 'Unavailable' : 'Active'}
            />
          </div>
          <Card>
            <h2 className="text-sm font-semibold text-slate-900">Sample Queries</h2>
            <div className="mt-2 flex flex-col gap-2">
              {samples.map((text) => (
                <Button
                  key={text}
                  variant="secondary"
                  size="sm"
                  className="justify-start text-left"
                  disabled={widgetState !== 'ready'}
                  onClick={() => handle.current?.send(text)}
                >
                  {text}
                </Button>
              ))}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
