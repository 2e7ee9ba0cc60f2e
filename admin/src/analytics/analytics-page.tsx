import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse, Timeframe } from '../../../contract/analytics.ts';
import type { ClientList } from '../../../contract/clients.ts';
import { keys } from '../api/keys.ts';
import { formatNumber } from '../format.ts';
import { Card, StatCard } from '../ui/card.tsx';
import { ChatsByLanguage } from './chats-by-language.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { QualitySection } from '../quality/quality-section.tsx';

const ChatsChart = lazy(() => import('./chats-chart.tsx'));

const ALL = 'all';
const TIMEFRAMES: { value: Timeframe; label: string }[] = [
  { value: '1d', label: 'Last 24 Hours' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
];

function pathOf(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}` || '/';
  } catch {
    return pageUrl;
  }
}

function percent(rate: number): string {
  return `${(Math.round(rate * 10) / 10).toFixed(1)}%`;
}

function SkeletonCards() {
  return (
    <div
      role="status"
      aria-label="Loading analytics"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton-card"
          className="h-24 animate-pulse rounded-lg border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}

/**
 * Analytics: per client and timeframe, from the visits the embed loader records. A workspace passes
 * its own client (`clientId`): no client picker, and the page names itself.
 */
export function AnalyticsPage({ clientId: fixed }: { clientId?: string } = {}) {
  const clientsQuery = useQuery<ClientList>({ queryKey: keys.clients, enabled: !fixed });
  const [picked, setClientId] = useState(ALL);
  const clientId = fixed ?? picked;
  const [timeframe, setTimeframe] = useState<Timeframe>('7d');
  const selected = clientId !== ALL;
  const query = useQuery<AnalyticsResponse>({
    queryKey: keys.analytics(clientId, timeframe),
    enabled: selected,
  });
  const analytics = query.data?.analytics ?? null;

  return (
    <div className="space-y-6">
      {!fixed && (
        <header>
          <h1 className="text-2xl font-bold text-slate-900">Analytics Dashboard</h1>
          <p className="text-sm text-slate-600">Visitors, page views and chat engagement per client.</p>
        </header>
      )}
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2">
        {!fixed && (
          <SelectField
            label="Client"
            value={clientId}
            onValueChange={setClientId}
            options={[
              { value: ALL, label: 'All Clients' },
              ...(clientsQuery.data?.clients ?? []).map((c) => ({ value: c.id, label: c.clientName })),
            ]}
          />
        )}
        <SelectField
          label="Timeframe"
          value={timeframe}
          onValueChange={(v) => setTimeframe(v as Timeframe)}
          options={TIMEFRAMES}
        />
      </div>
      {clientsQuery.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to fetch clients
        </p>
      )}

      <QualitySection clientId={selected ? clientId : undefined} />
      {!selected && (
        <Card className="text-center">
          <h2 className="text-lg font-semibold text-slate-900">Select a Client</h2>
          <p className="mt-1 text-sm text-slate-600">
            Choose a client to see its visitors, page views and chats.
          </p>
        </Card>
      )}
      {selected && query.isPending && <SkeletonCards />}
      {selected && query.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Failed to fetch analytics
        </p>
      )}
      {selected && query.isSuccess && !analytics && (
        <Card className="text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Data Available</h2>
          <p className="mt-1 text-sm text-slate-600">No analytics data found for the selected timeframe.</p>
        </Card>
      )}
      {selected && analytics && (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Total Visitors" value={formatNumber(analytics.visitors.totalVisitors)} />
            <StatCard label="Page Views" value={formatNumber(analytics.visitors.totalPageViews)} />
            <StatCard label="Chat Engagement" value={percent(analytics.visitors.chatEngagementRate)} />
            <StatCard label="Total Chats" value={formatNumber(analytics.chats.totalChats)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <h2 className="text-lg font-semibold text-slate-900">Chat Statistics</h2>
              <dl className="mt-2 space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-slate-600">Total Messages</dt>
                  <dd className="font-medium text-slate-900">
                    {formatNumber(analytics.chats.totalMessages)}
                  </dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">Avg Messages/Chat</dt>
                  <dd className="font-medium text-slate-900">
                    {(Math.round(analytics.chats.avgMessagesPerChat * 10) / 10).toString()}
                  </dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">Engagement Rate</dt>
                  <dd className="font-medium text-slate-900">
                    {percent(analytics.visitors.chatEngagementRate)}
                  </dd>
                </div>
              </dl>
            </Card>
            <Card>
              <h2 className="text-lg font-semibold text-slate-900">Chats per Day</h2>
              <Suspense fallback={<div className="h-64 animate-pulse rounded bg-slate-100" />}>
                <ChatsChart data={analytics.chatsPerDay} />
              </Suspense>
            </Card>
          </div>
          <ChatsByLanguage rows={analytics.chatsByLanguage} />
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Top Pages</h2>
            {analytics.topPages.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No page data available</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-xs text-slate-700 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        Page
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        Unique Visitors
                      </th>
                      <th scope="col" className="py-2 text-right">
                        Views
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {analytics.topPages.map((p) => (
                      <tr key={p.pageUrl}>
                        <td className="py-2 pr-3 break-all text-slate-900" title={p.pageUrl}>
                          {pathOf(p.pageUrl)}
                        </td>
                        <td className="py-2 pr-3 text-right text-slate-800">
                          {formatNumber(p.uniqueVisitors)}
                        </td>
                        <td className="py-2 text-right text-slate-800">{formatNumber(p.visits)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
