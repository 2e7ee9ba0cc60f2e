import type { SessionListQuery } from '../../../contract/chat.ts';
import type { Timeframe } from '../../../contract/analytics.ts';
import {
  consoleEndpoints as api,
  pathTo,
  type Endpoint,
  type PathArgs,
} from '../../../contract/endpoints.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * A query key from the endpoint table: the path's segments (so a key is a prefix of the keys below
 * it, and invalidating `keys.clients` refreshes every query under /api/clients), then the query
 * parameters as a trailing object. `urlFromKey` turns it back into the URL.
 */
export function keyOf<E extends Endpoint>(endpoint: E, ...[params, query]: PathArgs<E>): readonly unknown[] {
  const segments = pathTo(endpoint, ...([params] as PathArgs<E>))
    .slice(1)
    .split('/');
  return query ? [...segments, { ...query }] : segments;
}

/** Query keys; each one is also the URL it fetches (urlFromKey). */
export const keys = {
  me: keyOf(api.adminMe),
  stats: keyOf(api.dashboardStats),
  recentChats: keyOf(api.recentChats),
  clients: keyOf(api.clients),
  client: (id: string) => keyOf(api.client, { id }),
  apiKeys: (id: string) => keyOf(api.apiKeys, { id }),
  unanswered: (id: string) => keyOf(api.unanswered, { id }),
  leads: (id: string) => keyOf(api.leads, { id }),
  /** Also the prefix of every source's own key. */
  knowledgeSources: (id: string) => keyOf(api.knowledgeSources, { id }),
  knowledgeSource: (id: string, sourceId: string) => keyOf(api.knowledgeSource, { id, sourceId }),
  users: (id: string) => keyOf(api.users, { id }),
  sessions: keyOf(api.sessions),
  handoffQueue: keyOf(api.handoffQueue),
  sessionList: (query: SessionListQuery) => keyOf(api.sessions, {}, query as Query),
  /** clientId picks the session when two clients share a session id (contract SessionDetailQuery). */
  session: (sessionId: string, clientId?: string) =>
    clientId ? keyOf(api.session, { sessionId }, { clientId }) : keyOf(api.session, { sessionId }),
  analytics: (clientId: string, timeframe: Timeframe) => keyOf(api.analytics, { clientId }, { timeframe }),
};
