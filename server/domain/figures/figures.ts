import { ACTIVE_WINDOW_MINUTES, type Figures } from '../../../contract/figures.ts';
import { notFound } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';

/** A conversation counts as active while it is open and had activity within this window. */
export const ACTIVE_SESSION_WINDOW_MS = ACTIVE_WINDOW_MINUTES * 60 * 1000;

/** The oldest last activity of an active conversation at `now` (ISO, as the sessions store it). */
export const activeSinceOf = (now: Date): string =>
  new Date(now.getTime() - ACTIVE_SESSION_WINDOW_MS).toISOString();

export interface ConversationCounts {
  totalSessions: number;
  activeSessions: number;
  totalMessages: number;
}

/** The reads the figures are made of (the sessions repository, the usage meter, insights, handoff). */
export interface FigureReads {
  /** Sessions, their messages and the active ones among them; every client when `clientIds` is unset. */
  summary(clientIds: string[] | undefined, activeSince: string): Promise<ConversationCounts>;
  /** Each client's AI replies in its current usage period. */
  usedByClient(): Promise<Map<string, number>>;
  leads(clientId: string): Promise<number>;
  /** The sessions of the handoff queue, waiting or held. */
  queue(): Promise<{ clientId: string; status: string }[]>;
  clientIds(): Promise<string[]>;
  clientExists(clientId: string): Promise<boolean>;
}

export interface FiguresService {
  /** Messages, conversations and active sessions of some clients (every client when unset). */
  conversations(clientIds?: string[]): Promise<ConversationCounts>;
  /** Every labelled figure, of one client or of all. */
  figures(clientId?: string): Promise<Figures>;
}

export function createFiguresService(deps: { reads: FigureReads; clock: Clock }): FiguresService {
  const { reads, clock } = deps;
  const conversations = (clientIds?: string[]) => reads.summary(clientIds, activeSinceOf(clock.now()));
  return {
    conversations,
    async figures(clientId) {
      if (clientId !== undefined && !(await reads.clientExists(clientId))) throw notFound('Client');
      const ids = clientId ? [clientId] : await reads.clientIds();
      const [counts, used, leads, queue] = await Promise.all([
        conversations(clientId ? [clientId] : undefined),
        reads.usedByClient(),
        Promise.all(ids.map((id) => reads.leads(id))),
        reads.queue(),
      ]);
      const mine = new Set(ids);
      return {
        messages: counts.totalMessages,
        conversations: counts.totalSessions,
        activeSessions: counts.activeSessions,
        aiRepliesThisPeriod: ids.reduce((n, id) => n + (used.get(id) ?? 0), 0),
        leads: leads.reduce((n, c) => n + c, 0),
        handoffsWaiting: queue.filter((q) => q.status === 'waiting' && mine.has(q.clientId)).length,
      };
    },
  };
}
