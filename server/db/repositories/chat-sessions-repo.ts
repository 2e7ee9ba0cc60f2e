import type SQLite from 'better-sqlite3';
import type { ChatSessionsReadRepo } from '../../domain/chat/index.ts';
import {
  likePattern,
  SESSION_SORT,
  sessionListSelect,
  toSessionListItem,
  type SessionListRow,
} from '../rows.ts';

const SELECT = sessionListSelect('@activeSince');

/** The console's reads over sessions: filtered, sorted and paged in SQL. */
export function createChatSessionsRepo(sqlite: SQLite.Database): ChatSessionsReadRepo {
  const one = sqlite.prepare<{ activeSince: string; clientId: string; sessionId: string }, SessionListRow>(
    `${SELECT} WHERE s.client_id = @clientId AND s.session_id = @sessionId`,
  );
  const clientsOf = sqlite.prepare<[string], { client_id: string }>(
    'SELECT client_id FROM chat_sessions WHERE session_id = ? ORDER BY last_activity DESC',
  );

  const where = (
    q: { search?: string; status?: string; clientId?: string; clientIds?: string[] },
    params: Record<string, unknown>,
  ) => {
    const parts: string[] = [];
    if (q.clientId) {
      parts.push('s.client_id = @clientId');
      params.clientId = q.clientId;
    }
    if (q.clientIds) {
      const names = q.clientIds.map((id, i) => {
        params[`cid${i}`] = id;
        return `@cid${i}`;
      });
      parts.push(names.length > 0 ? `s.client_id IN (${names.join(', ')})` : '0');
    }
    if (q.status === 'active') parts.push(`(s.status = 'active' AND s.last_activity >= @activeSince)`);
    if (q.status === 'inactive') parts.push(`NOT (s.status = 'active' AND s.last_activity >= @activeSince)`);
    if (q.search) {
      params.search = likePattern(q.search);
      parts.push(`(s.session_id LIKE @search ESCAPE '\\' OR c.client_name LIKE @search ESCAPE '\\' OR c.business_name LIKE @search ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id AND m.message LIKE @search ESCAPE '\\'))`);
    }
    return parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '';
  };

  return {
    async list(q, activeSince) {
      const params: Record<string, unknown> = { activeSince };
      const filter = where(q, params);
      const total = (
        sqlite
          .prepare(`SELECT count(*) AS n FROM chat_sessions s JOIN clients c ON c.id = s.client_id${filter}`)
          .get(params) as { n: number }
      ).n;
      const dir = q.order === 'asc' ? 'ASC' : 'DESC';
      const sql = `${SELECT}${filter} ORDER BY ${SESSION_SORT[q.sortBy] ?? SESSION_SORT.lastActivity} ${dir}, s.session_id ${dir} LIMIT @limit OFFSET @offset`;
      const rows = sqlite
        .prepare(sql)
        .all({ ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }) as SessionListRow[];
      return { rows: rows.map(toSessionListItem), total };
    },
    async summary(clientIds, activeSince) {
      const params: Record<string, unknown> = { activeSince };
      const filter = where({ clientIds }, params);
      const r = sqlite
        .prepare(
          `SELECT count(*) AS sessions, coalesce(sum(s.message_count), 0) AS messages,
                  coalesce(sum(s.status = 'active' AND s.last_activity >= @activeSince), 0) AS active
           FROM chat_sessions s JOIN clients c ON c.id = s.client_id${filter}`,
        )
        .get(params) as { sessions: number; messages: number; active: number };
      return { totalSessions: r.sessions, activeSessions: r.active, totalMessages: r.messages };
    },
    async row(clientId, sessionId, activeSince) {
      const r = one.get({ activeSince, clientId, sessionId });
      return r ? toSessionListItem(r) : null;
    },
    async clientsOfSession(sessionId) {
      return clientsOf.all(sessionId).map((r) => r.client_id);
    },
  };
}
