import type { DashboardStats, RecentChat } from '../../../contract/admin.ts';
import { monthOf, startOfMonth, startOfNextMonth, startOfPreviousMonth } from '../shared/calendar.ts';
import type { ChatStatsRepo, ClientsRepo, Clock, UsageRepo } from '../shared/ports.ts';
import { activeSinceOf, type FiguresService } from '../figures/index.ts';

export interface DashboardService {
  stats(): Promise<DashboardStats>;
  recentChats(limit?: number): Promise<RecentChat[]>;
}

/** Percent change, one decimal; null when there is nothing to compare against. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function createDashboardService(deps: {
  clients: ClientsRepo;
  chats: ChatStatsRepo;
  usage: UsageRepo;
  clock: Clock;
  /** Messages, conversations and active sessions, as every other screen counts them. */
  figures: Pick<FiguresService, 'conversations'>;
}): DashboardService {
  const { clients, chats, usage, clock, figures } = deps;
  return {
    async stats() {
      const now = clock.now();
      const thisMonth = startOfMonth(now).toISOString();
      const lastMonth = startOfPreviousMonth(now).toISOString();
      const nextMonth = startOfNextMonth(now).toISOString();
      const [totalClients, newThis, newLast, counts, msgThis, msgLast, totals] = await Promise.all([
        clients.count(),
        clients.countCreatedBetween(thisMonth, nextMonth),
        clients.countCreatedBetween(lastMonth, thisMonth),
        figures.conversations(),
        chats.countMessages({ from: thisMonth, to: nextMonth }),
        chats.countMessages({ from: lastMonth, to: thisMonth }),
        usage.totals(monthOf(now)),
      ]);
      return {
        totalClients,
        totalMessages: counts.totalMessages,
        totalChats: counts.totalSessions,
        activeSessions: counts.activeSessions,
        // Token usage without a known price means the cost is unknown, not zero.
        apiCost:
          totals.pricedReplies > 0 && totals.costUsd === 0
            ? null
            : Math.round(totals.costUsd * 10000) / 10000,
        clientsGrowth: growth(newThis, newLast),
        messagesGrowth: growth(msgThis, msgLast),
      };
    },
    async recentChats(limit = 10) {
      const rows = await chats.recentChats(limit);
      const activeSince = activeSinceOf(clock.now());
      return rows.map((r) => ({
        sessionId: r.sessionId,
        clientId: r.clientId,
        clientName: r.clientName,
        businessName: r.businessName,
        avatar: initials(r.businessName || r.clientName),
        lastMessage: r.lastMessage ?? '',
        visitorEmail: r.visitorEmail,
        timestamp: r.lastActivity,
        status: r.status === 'active' && r.lastActivity >= activeSince ? 'active' : 'idle',
      }));
    },
  };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
