/**
 * A client's conversations (with their messages) and leads, read page by page: the export streams
 * them (never the whole range in memory) and the read API serves one page with a cursor. The range is
 * on when a conversation started and when a lead was left; console previews are left out.
 */
import type { ExportConversation } from '../../../contract/exports.ts';
import type { FollowUpLead } from '../../../contract/insights.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ClientsRepo, Clock } from '../shared/ports.ts';
import type { ExportRange, ExportRepo, ExportSessionRow, PageAfter } from './export-ports.ts';

/** Rows read per page while streaming. */
const PAGE = 200;

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

export interface ExportsService {
  /** Checks the client and the range, then gives the conversations one by one (oldest first). */
  conversations(
    clientId: string,
    range: { since?: string; until?: string },
  ): Promise<AsyncIterable<ExportConversation>>;
  leads(clientId: string, range: { since?: string; until?: string }): Promise<AsyncIterable<FollowUpLead>>;
  /** One page, newest first (the read API). */
  conversationPage(
    clientId: string,
    q: { cursor?: string; limit: number; since?: string; until?: string },
  ): Promise<Page<ExportConversation>>;
  conversation(clientId: string, sessionId: string): Promise<ExportConversation>;
  leadPage(
    clientId: string,
    q: { cursor?: string; limit: number; since?: string; until?: string },
  ): Promise<Page<FollowUpLead>>;
}

const encodeCursor = (a: PageAfter) => Buffer.from(JSON.stringify([a.at, a.id])).toString('base64url');
const decodeCursor = (c: string | undefined): PageAfter | undefined => {
  if (!c) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError('validation_failed', 'The cursor is not one this API gave', {
    cursor: 'Unknown cursor',
  });
};

export function createExportsService(deps: {
  repo: ExportRepo;
  clients: Pick<ClientsRepo, 'get'>;
  clock: Clock;
}): ExportsService {
  const { repo } = deps;
  const rangeOf = (r: { since?: string; until?: string }): ExportRange => {
    const since = r.since ? new Date(r.since).toISOString() : '0000-01-01T00:00:00.000Z';
    const until = r.until
      ? new Date(r.until).toISOString()
      : new Date(deps.clock.now().getTime() + 1).toISOString();
    if (since >= until)
      throw new DomainError('validation_failed', '`since` must be before `until`', {
        since: 'Must be before until',
      });
    return { since, until };
  };
  const requireClient = async (clientId: string) => {
    if (!(await deps.clients.get(clientId))) throw notFound('Client');
  };
  /** The sessions with their messages; a session of console previews only is left out. */
  const withMessages = async (
    clientId: string,
    sessions: ExportSessionRow[],
  ): Promise<ExportConversation[]> => {
    if (sessions.length === 0) return [];
    const messages = await repo.messages(
      clientId,
      sessions.map((s) => s.sessionId),
    );
    const by = new Map<string, ExportConversation['messages']>();
    for (const m of messages) {
      if (m.preview) continue;
      const list = by.get(m.sessionId) ?? [];
      list.push({ id: m.id, sender: m.sender, text: m.message, createdAt: m.createdAt });
      by.set(m.sessionId, list);
    }
    return sessions
      .filter((s) => by.has(s.sessionId))
      .map((s) => ({ ...s, messages: by.get(s.sessionId) ?? [] }));
  };

  return {
    async conversations(clientId, r) {
      await requireClient(clientId);
      const range = rangeOf(r);
      return (async function* () {
        let after: PageAfter | undefined;
        for (;;) {
          const page = await repo.sessions(clientId, range, { after, limit: PAGE, order: 'asc' });
          yield* await withMessages(clientId, page);
          const last = page.at(-1);
          if (!last || page.length < PAGE) return;
          after = { at: last.startedAt, id: last.sessionId };
        }
      })();
    },
    async leads(clientId, r) {
      await requireClient(clientId);
      const range = rangeOf(r);
      return (async function* () {
        let after: PageAfter | undefined;
        for (;;) {
          const page = await repo.leads(clientId, range, { after, limit: PAGE, order: 'asc' });
          yield* page;
          const last = page.at(-1);
          if (!last || page.length < PAGE) return;
          after = { at: last.createdAt, id: last.id };
        }
      })();
    },
    async conversationPage(clientId, q) {
      await requireClient(clientId);
      const sessions = await repo.sessions(clientId, rangeOf(q), {
        after: decodeCursor(q.cursor),
        limit: q.limit + 1,
        order: 'desc',
      });
      const page = sessions.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: await withMessages(clientId, page),
        nextCursor:
          sessions.length > q.limit && last ? encodeCursor({ at: last.startedAt, id: last.sessionId }) : null,
      };
    },
    async conversation(clientId, sessionId) {
      await requireClient(clientId);
      const s = await repo.session(clientId, sessionId);
      const [found] = s ? await withMessages(clientId, [s]) : [];
      if (!found) throw notFound('Conversation');
      return found;
    },
    async leadPage(clientId, q) {
      await requireClient(clientId);
      const leads = await repo.leads(clientId, rangeOf(q), {
        after: decodeCursor(q.cursor),
        limit: q.limit + 1,
        order: 'desc',
      });
      const page = leads.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page,
        nextCursor: leads.length > q.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
      };
    },
  };
}
