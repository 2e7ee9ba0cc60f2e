import type pg from 'pg';
import type { SessionListItem } from '../../../contract/chat.ts';
import { sessionContextOf } from '../../../contract/clients.ts';
import type { ChatSessionsReadRepo } from '../../domain/chat-ports.ts';

interface Row {
  session_id: string;
  client_id: string;
  client_name: string;
  industry: string;
  status: string;
  is_active: boolean;
  started_at: string;
  last_activity: string;
  ended_at: string | null;
  message_count: number;
  user_count: number;
  ai_count: number;
  last_message: string | null;
  handled_by: string | null;
}

const SORT: Record<string, string> = {
  lastActivity: 's.last_activity',
  messageCount: 's.message_count',
  clientName: 'c.client_name',
  sessionId: 's.session_id',
};

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

const select = (activeSince: string) => `
  SELECT s.session_id, s.client_id, c.client_name, c.industry, s.status, s.started_at, s.last_activity, s.ended_at,
         s.message_count, s.handled_by,
         (s.status = 'active' AND s.last_activity >= ${activeSince}) AS is_active,
         (SELECT count(*) FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id AND m.sender = 'user') AS user_count,
         (SELECT count(*) FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id AND m.sender = 'ai') AS ai_count,
         (SELECT m.message FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id ORDER BY m.id DESC LIMIT 1) AS last_message
  FROM chat_sessions s JOIN clients c ON c.id = s.client_id`;

function toItem(r: Row): SessionListItem {
  const end = Date.parse(r.ended_at ?? r.last_activity);
  return {
    sessionId: r.session_id,
    clientId: r.client_id,
    clientName: r.client_name,
    businessContext: sessionContextOf(r.industry),
    status: r.is_active ? 'active' : 'inactive',
    messageCount: r.message_count,
    userMessageCount: r.user_count,
    aiMessageCount: r.ai_count,
    duration: r.message_count > 0 ? Math.max(0, Math.round((end - Date.parse(r.started_at)) / 60_000)) : null,
    lastMessage: r.last_message,
    lastActivity: r.last_activity,
    startedAt: r.started_at,
    handledBy: r.handled_by,
  };
}

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
      const search = p.add(likeOf(q.search));
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
      const sort = SORT[q.sortBy] ?? SORT.lastActivity;
      const limit = p.add(q.pageSize);
      const offset = p.add((q.page - 1) * q.pageSize);
      const rows = await pool.query<Row>(
        `${select(since())}${filter} ORDER BY ${sort} ${dir}, s.session_id ${dir} LIMIT ${limit} OFFSET ${offset}`,
        p.values,
      );
      return { rows: rows.rows.map(toItem), total: total.rows[0]?.n ?? 0 };
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
      const r = await pool.query<Row>(`${select('$1')} WHERE s.client_id = $2 AND s.session_id = $3`, [
        activeSince,
        clientId,
        sessionId,
      ]);
      return r.rows[0] ? toItem(r.rows[0]) : null;
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
