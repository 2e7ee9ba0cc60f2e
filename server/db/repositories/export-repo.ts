import { sql } from 'kysely';
import type { ExportMessageRow, ExportRepo, ExportSessionRow } from '../../domain/exports/index.ts';
import { PREVIEW_PATTERN_SQL } from '../migrations/022-admin-lookups.ts';
import type { Db } from '../database.ts';
import type { FollowUpLeadsTable } from '../schema.ts';
import { toFollowUpLead } from '../rows.ts';

interface SessionRow {
  session_id: string;
  started_at: string;
  last_activity: string;
  ended_at: string | null;
  status: string;
  handoff_status: string | null;
  message_count: number;
}

const toSession = (r: SessionRow): ExportSessionRow => ({
  sessionId: r.session_id,
  startedAt: r.started_at,
  lastActivity: r.last_activity,
  endedAt: r.ended_at,
  status: r.status,
  handoffStatus: r.handoff_status ?? 'none',
  messageCount: Number(r.message_count),
});

const SESSION_COLS = sql.raw(
  'session_id, started_at, last_activity, ended_at, status, handoff_status, message_count',
);

/**
 * Exports and the read API on either store (portable SQL): keyset pages (time, then id) so a page
 * costs the same wherever it is in the range; every statement filters by client id first.
 */
export function createExportRepo(db: Db): ExportRepo {
  const keyset = (
    timeCol: string,
    idCol: string,
    order: 'asc' | 'desc',
    after?: { at: string; id: string },
  ) =>
    after
      ? sql`AND (${sql.raw(timeCol)}, ${sql.raw(idCol)}) ${sql.raw(order === 'asc' ? '>' : '<')} (${after.at}, ${after.id})`
      : sql``;
  return {
    async sessions(clientId, range, page) {
      const dir = sql.raw(page.order === 'asc' ? 'ASC' : 'DESC');
      const r = await sql<SessionRow>`SELECT ${SESSION_COLS} FROM chat_sessions
        WHERE client_id = ${clientId} AND started_at >= ${range.since} AND started_at < ${range.until}
          ${keyset('started_at', 'session_id', page.order, page.after)}
        ORDER BY started_at ${dir}, session_id ${dir} LIMIT ${page.limit}`.execute(db);
      return r.rows.map(toSession);
    },
    async session(clientId, sessionId) {
      const r = await sql<SessionRow>`SELECT ${SESSION_COLS} FROM chat_sessions
        WHERE client_id = ${clientId} AND session_id = ${sessionId}`.execute(db);
      return r.rows[0] ? toSession(r.rows[0]) : null;
    },
    async messages(clientId, sessionIds) {
      if (sessionIds.length === 0) return [];
      const r = await sql<{
        id: string;
        session_id: string;
        sender: string;
        message: string;
        created_at: string;
        preview: number | boolean;
      }>`SELECT id, session_id, sender, message, created_at,
          CASE WHEN metadata LIKE ${sql.raw(PREVIEW_PATTERN_SQL)} THEN 1 ELSE 0 END AS preview
        FROM chat_messages WHERE client_id = ${clientId} AND session_id IN (${sql.join(sessionIds)})
        ORDER BY session_id, id`.execute(db);
      return r.rows.map((m): ExportMessageRow => ({
        id: m.id,
        sessionId: m.session_id,
        sender: m.sender,
        message: m.message,
        createdAt: m.created_at,
        preview: Number(m.preview) === 1,
      }));
    },
    async leads(clientId, range, page) {
      const dir = sql.raw(page.order === 'asc' ? 'ASC' : 'DESC');
      const r = await sql<FollowUpLeadsTable>`SELECT * FROM follow_up_leads
        WHERE client_id = ${clientId} AND created_at >= ${range.since} AND created_at < ${range.until}
          ${keyset('created_at', 'id', page.order, page.after)}
        ORDER BY created_at ${dir}, id ${dir} LIMIT ${page.limit}`.execute(db);
      return r.rows.map(toFollowUpLead);
    },
  };
}
