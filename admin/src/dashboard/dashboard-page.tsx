import { useQuery } from '@tanstack/react-query';
import { BillingSummaryCards } from '../billing/billing-summary-cards.tsx';
import type { DashboardStats, RecentChats } from '../../../contract/admin.ts';
import { keys } from '../api/keys.ts';
import { formatApiCost, formatNumber } from '../format.ts';
import { StatCard } from '../ui/card.tsx';
import { LimitsCard } from './limits-card.tsx';
import { RecentChatsList } from './recent-chats-list.tsx';
import { useAdminLiveUpdates } from '../realtime/use-admin-live-updates.ts';
import { FIGURE_LABELS } from '../../../contract/figures.ts';

const LIVE_KEYS = [keys.stats, keys.recentChats];

function Growth({ value }: { value: number | null }) {
  if (value === null || !Number.isFinite(value)) return <span>No data for last month</span>;
  const up = value >= 0;
  return (
    <span className={up ? 'font-medium text-green-700' : 'font-medium text-red-700'} data-testid="growth">
      <span aria-hidden="true">{up ? '↑ ' : '↓ '}</span>
      {up ? '+' : ''}
      {value.toFixed(1)}% from last month
    </span>
  );
}

/** The dashboard: four stat cards and Recent Chats, refreshed live from the admin socket. */
export function DashboardPage() {
  const stats = useQuery<DashboardStats>({ queryKey: keys.stats });
  const recent = useQuery<RecentChats>({ queryKey: keys.recentChats });
  useAdminLiveUpdates(LIVE_KEYS);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="text-sm text-slate-600">An overview of clients, conversations and usage.</p>
      </header>
      <LimitsCard />
      {stats.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Failed to fetch dashboard stats
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Clients"
          value={stats.data ? formatNumber(stats.data.totalClients) : '—'}
          detail={stats.data && <Growth value={stats.data.clientsGrowth} />}
        />
        <StatCard
          label="Messages & Chats Processed"
          value={
            stats.data
              ? `${formatNumber(stats.data.totalMessages)}/${formatNumber(stats.data.totalChats)}`
              : '—'
          }
          detail={stats.data && <Growth value={stats.data.messagesGrowth} />}
        />
        <StatCard
          label={FIGURE_LABELS.activeSessions}
          value={stats.data ? formatNumber(stats.data.activeSessions) : '—'}
        />
        <StatCard label="API Cost this month" value={stats.data ? formatApiCost(stats.data.apiCost) : '—'} />
        <BillingSummaryCards />
      </div>
      <RecentChatsList query={recent} />
    </div>
  );
}
