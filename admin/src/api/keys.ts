import type { SessionListQuery } from '../../../contract/chat.ts';
import type { Timeframe } from '../../../contract/analytics.ts';

/** Query keys; each one is also the URL it fetches (segments joined with '/'). */
export const keys = {
  me: ['/api/admin/me'] as const,
  stats: ['/api/admin/dashboard/stats'] as const,
  recentChats: ['/api/admin/dashboard/recent-chats'] as const,
  clients: ['/api/clients'] as const,
  client: (id: string) => ['/api/clients', id] as const,
  apiKeys: (id: string) => ['/api/clients', id, 'api-keys'] as const,
  unanswered: (id: string) => ['/api/clients', id, 'unanswered'] as const,
  leads: (id: string) => ['/api/clients', id, 'leads'] as const,
  knowledgeSources: (id: string) => ['/api/clients', id, 'knowledge', 'sources'] as const,
  knowledgeSource: (id: string, sourceId: string) =>
    ['/api/clients', id, 'knowledge', 'sources', sourceId] as const,
  sessions: ['/api/chat/sessions'] as const,
  handoffQueue: ['/api/handoff/queue'] as const,
  sessionList: (query: SessionListQuery) => ['/api/chat/sessions', { ...query }] as const,
  /** clientId picks the session when two clients share a session id (contract SessionDetailQuery). */
  session: (id: string, clientId?: string) =>
    clientId ? (['/api/chat/sessions', id, { clientId }] as const) : (['/api/chat/sessions', id] as const),
  analytics: (clientId: string, timeframe: Timeframe) =>
    ['/api/v1/analytics/dashboard', clientId, { timeframe }] as const,
};
