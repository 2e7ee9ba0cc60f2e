import type {
  SessionHandoffState,
  SessionDetail,
  SessionList,
  SessionListItem,
  SessionListQueryParsed,
} from '../../../contract/chat.ts';
import { sessionContextOf } from '../../../contract/clients.ts';
import type {
  ChatRepo,
  ChatSessionsReadRepo,
  SessionQuality,
  SessionRow,
  SessionSnapshot,
} from './chat-ports.ts';
import { toWireMessage } from './chat.ts';
import { activeSinceOf } from '../figures/index.ts';
import { notFound } from '../shared/errors.ts';
import { handoffStateOf } from '../handoff/handoff.ts';
import type { ClientsRepo, Clock, DomainEvents } from '../shared/ports.ts';

/** What a visitor's widget is told of its session. */
export type WidgetSessionState = Pick<SessionListItem, 'status' | 'handledBy'> & {
  handoff: SessionHandoffState;
};

export interface ChatSessionsService {
  /** The console's session list: filtered, sorted and paged on the server. */
  list(query: SessionListQueryParsed): Promise<SessionList>;
  /** One session with all its messages; `clientId` picks among clients that share a session id. */
  detail(sessionId: string, clientId?: string): Promise<SessionDetail>;
  /** The list row of one session (for live console updates); null when it does not exist. */
  row(clientId: string, sessionId: string): Promise<SessionListItem | null>;
  /** What a visitor's widget sees of a session (status and operator), from one primary-key read. */
  state(clientId: string, sessionId: string): Promise<Pick<SessionListItem, 'status' | 'handledBy'> | null>;
  /**
   * `state` with the handoff state, from one read of the session, or none when `known` (the session as
   * a write just left it) is given: what the gateway tells a session's widgets on every update.
   */
  widgetState(
    clientId: string,
    sessionId: string,
    known?: SessionSnapshot,
  ): Promise<WidgetSessionState | null>;
  /** `widgetState` of the session as a write just left it, at once (no read, no promise). */
  widgetStateOf(known: SessionSnapshot): WidgetSessionState;
  /** An operator takes over (the AI stays quiet) or hands the conversation back. */
  setHandler(clientId: string, sessionId: string, operator: string | null): Promise<void>;
}

/**
 * Admin views over chat sessions. A session counts as active while its status is 'active' and it saw
 * activity within the figures' window (domain/figures), so the list, its cards and the dashboard agree.
 */
export function createChatSessionsService(deps: {
  sessions: ChatSessionsReadRepo;
  chats: ChatRepo;
  clients: ClientsRepo;
  clock: Clock;
  events: DomainEvents;
  /** Who the session's visitor is (visitor identity), shown with the session. */
  identityOf?: (clientId: string, sessionId: string) => Promise<SessionDetail['identity']>;
  /** Outcomes and feedback (domain/feedback), set once that capability exists. */
  quality?: () => SessionQuality | undefined;
}): ChatSessionsService {
  const { sessions, chats, clients, clock, events } = deps;
  /** Each row with its conversation's outcome, read once per client on the page. */
  const withOutcomes = async (rows: SessionRow[]): Promise<SessionListItem[]> => {
    const quality = deps.quality?.();
    const byClient = new Map<string, string[]>();
    for (const r of rows) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r.sessionId]);
    const found = new Map<string, SessionListItem['outcome']>();
    if (quality)
      for (const [clientId, ids] of byClient)
        for (const [id, o] of await quality.outcomesOf(clientId, ids)) found.set(`${clientId}\n${id}`, o);
    return rows.map((r) => ({ ...r, outcome: found.get(`${r.clientId}\n${r.sessionId}`) ?? null }));
  };
  // Asked twice a chat turn (the widgets' session state), mostly within one millisecond: made once per ms.
  let sinceAt = Number.NaN;
  let since = '';
  const activeSince = () => {
    const now = clock.now().getTime();
    if (now !== sinceAt) {
      sinceAt = now;
      since = activeSinceOf(new Date(now));
    }
    return since;
  };
  const stateOf = (record: SessionSnapshot | null) => {
    if (!record) return null;
    // The same rule as the list's status column (sessions-repo SELECT): active and seen within the window.
    const active = record.status === 'active' && record.lastActivity >= activeSince();
    return { status: active ? ('active' as const) : ('inactive' as const), handledBy: record.handledBy };
  };

  const clientIdsForContext = async (context: string) => {
    if (context === 'all') return undefined;
    return (await clients.list()).filter((c) => sessionContextOf(c.industry) === context).map((c) => c.id);
  };

  return {
    async list(query) {
      const since = activeSince();
      const clientIds = await clientIdsForContext(query.context);
      const scoped = query.clientId
        ? clientIds
          ? clientIds.filter((id) => id === query.clientId)
          : [query.clientId]
        : clientIds;
      const [{ rows, total }, summary] = await Promise.all([
        sessions.list({ ...query, clientIds }, since),
        sessions.summary(scoped, since),
      ]);
      return {
        sessions: await withOutcomes(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
        summary,
      };
    },
    async detail(sessionId, clientId) {
      const owners = clientId ? [clientId] : await sessions.clientsOfSession(sessionId);
      const owner = owners[0];
      const row = owner ? await sessions.row(owner, sessionId, activeSince()) : null;
      const record = owner ? await chats.session(owner, sessionId) : null;
      if (!owner || !row || !record) throw notFound('Chat session');
      const [messages, identity, feedback, [withOutcome]] = await Promise.all([
        chats.messages(owner, sessionId, { limit: 10_000 }),
        deps.identityOf?.(owner, sessionId) ?? null,
        deps.quality?.()?.feedbackOf(owner, sessionId) ?? new Map(),
        withOutcomes([row]),
      ]);
      return {
        session: { ...withOutcome!, endedAt: record.endedAt, metadata: record.metadata },
        messages: messages.map((m) => {
          const wire = toWireMessage(m);
          const f = feedback.get(m.id);
          return f ? { ...wire, feedback: f } : wire;
        }),
        identity: identity ?? null,
      };
    },
    async row(clientId, sessionId) {
      const row = await sessions.row(clientId, sessionId, activeSince());
      return row && (await withOutcomes([row]))[0]!;
    },
    state: (clientId, sessionId) => chats.session(clientId, sessionId).then(stateOf),
    async widgetState(clientId, sessionId, known) {
      const record = known ?? (await chats.session(clientId, sessionId));
      const state = stateOf(record);
      return state && { ...state, handoff: handoffStateOf(record) };
    },
    widgetStateOf: (known) => ({ ...stateOf(known)!, handoff: handoffStateOf(known) }),
    async setHandler(clientId, sessionId, operator) {
      if (!(await chats.setHandledBy(clientId, sessionId, operator))) throw notFound('Chat session');
      events.emit('session.updated', { clientId, sessionId });
    },
  };
}
