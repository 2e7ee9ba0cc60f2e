import type pg from 'pg';
import type { ChatSessionsReadRepo } from '../../domain/chat/index.ts';
import {
  likePattern,
  SESSION_SORT,
  sessionListSelect,
  toSessionListItem,
  type SessionListRow,
} from '../rows.ts';

/**
 * Positional parameters, added as the query text is built: PostgreSQL refuses a parameter the text never
 * uses (it cannot tell its type), so each one is added only where it is written.
 */
class Params {
  readonly values: unknown[] = [];
  private readonly named = new Map<string, string>();
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** One placeholder for a value used several times. */
  once(name: string, value: unknown): string {
    let ref = this.named.get(name);
    if (!ref) this.named.set(name, (ref = this.add(value)));
    return ref;
  }
}

/**
 * The console's reads over sessions on PostgreSQL, the SQLite repo's queries in PostgreSQL's SQL:
 * ILIKE where SQLite's LIKE ignores ASCII case, count(*) FILTER where SQLite sums booleans.
 */
export function createPostgresChatSessionsRepo(pool: pg.Pool): ChatSessionsReadRepo {
  const where = (
    q: { search?: string; status?: string; clientId?: string; clientIds?: string[] },
    p: Params,
    since: () => string,
  ) => {
    const parts: string[] = [];
    if (q.clientId) parts.push(`s.client_id = ${p.add(q.clientId)}`);
    if (q.clientIds)
      parts.push(q.clientIds.length > 0 ? `s.client_id = ANY(${p.add(q.clientIds)}::text[])` : 'FALSE');
    if (q.status === 'active') parts.push(`(s.status = 'active' AND s.last_activity >= ${since()})`);
    if (q.status === 'inactive') parts.push(`NOT (s.status = 'active' AND s.last_activity >= ${since()})`);
    if (q.search) {
      const search = p.add(likePattern(q.search));
      parts.push(`(s.session_id ILIKE ${search} ESCAPE '\\' OR c.client_name ILIKE ${search} ESCAPE '\\'
        OR c.business_name ILIKE ${search} ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id
                   AND m.message ILIKE ${search} ESCAPE '\\'))`);
    }
    return parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '';
  };

  return {
    async list(q, activeSince) {
      const p = new Params();
      const since = () => p.once('since', activeSince);
      const filter = where(q, p, since);
      const total = await pool.query<{ n: number }>(
        `SELECT count(*) AS n FROM chat_sessions s JOIN clients c ON c.id = s.client_id${filter}`,
        [...p.values],
      );
      const dir = q.order === 'asc' ? 'ASC' : 'DESC';
      const sort = SESSION_SORT[q.sortBy] ?? SESSION_SORT.lastActivity;
      const limit = p.add(q.pageSize);
      const offset = p.add((q.page - 1) * q.pageSize);
      const rows = await pool.query<SessionListRow>(
        `${sessionListSelect(since())}${filter} ORDER BY ${sort} ${dir}, s.session_id ${dir} LIMIT ${limit} OFFSET ${offset}`,
        p.values,
      );
      return { rows: rows.rows.map(toSessionListItem), total: total.rows[0]?.n ?? 0 };
    },
    async summary(clientIds, activeSince) {
      const p = new Params();
      const since = () => p.once('since', activeSince);
      const filter = where({ clientIds }, p, since);
      const r = await pool.query<{ sessions: number; messages: number; active: number }>(
        `SELECT count(*) AS sessions, coalesce(sum(s.message_count), 0) AS messages,
                count(*) FILTER (WHERE s.status = 'active' AND s.last_activity >= ${since()}) AS active
         FROM chat_sessions s JOIN clients c ON c.id = s.client_id${filter}`,
        p.values,
      );
      const row = r.rows[0];
      return {
        totalSessions: row?.sessions ?? 0,
        activeSessions: row?.active ?? 0,
        totalMessages: row?.messages ?? 0,
      };
    },
    async row(clientId, sessionId, activeSince) {
      const r = await pool.query<SessionListRow>(
        `${sessionListSelect('$1')} WHERE s.client_id = $2 AND s.session_id = $3`,
        [activeSince, clientId, sessionId],
      );
      return r.rows[0] ? toSessionListItem(r.rows[0]) : null;
    },
    async clientsOfSession(sessionId) {
      const r = await pool.query<{ client_id: string }>(
        'SELECT client_id FROM chat_sessions WHERE session_id = $1 ORDER BY last_activity DESC',
        [sessionId],
      );
      return r.rows.map((row) => row.client_id);
    },
  };
}
