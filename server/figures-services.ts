/**
 * The figures' wiring: domain/figures reads the sessions repository directly and the rest (usage,
 * leads, the handoff queue) through the services that own them, looked up when a figure is asked for.
 * The dashboard's cards take their conversation counts from it.
 */
import type { StoreRepos } from './db/store.ts';
import { createFiguresService } from './domain/figures/index.ts';
import { createDashboardService } from './domain/insights/index.ts';
import type { Clock } from './domain/shared/index.ts';
import type { Services } from './services.ts';

export function createFigureServices(deps: {
  repos: Pick<StoreRepos, 'chatSessions' | 'chatStats' | 'clients' | 'usage'>;
  clock: Clock;
  services: () => Pick<Services, 'usage' | 'insights' | 'handoff'>;
}): Pick<Services, 'figures' | 'dashboard'> {
  const { repos, clock, services } = deps;
  const figures = createFiguresService({
    clock,
    reads: {
      summary: (clientIds, activeSince) => repos.chatSessions.summary(clientIds, activeSince),
      usedByClient: () => services().usage.usedByClient(),
      leads: async (clientId) => (await services().insights.leads(clientId)).total,
      queue: () => services().handoff.queue(),
      clientIds: async () => (await repos.clients.list()).map((c) => c.id),
      clientExists: async (clientId) => (await repos.clients.get(clientId)) !== null,
    },
  });
  const dashboard = createDashboardService({
    clients: repos.clients,
    chats: repos.chatStats,
    usage: repos.usage,
    clock,
    figures,
  });
  return { figures, dashboard };
}
