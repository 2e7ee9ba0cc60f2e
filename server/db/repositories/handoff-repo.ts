import { sql } from 'kysely';
import { HandoffStatus, type HandoffQueueItem } from '../../../contract/handoff.ts';
import type { HandoffRepo } from '../../domain/handoff/index.ts';
import type { Db } from '../database.ts';

interface QueueRow {
  client_id: string;
  client_name: string;
  session_id: string;
  handoff_status: string;
  handled_by: string | null;
  handoff_requested_at: string | null;
  last_activity: string;
  last_message: string | null;
}

/** Sessions waiting for a person, oldest request first; exported so a test can read its plan. */
export function waitingQuery(db: Db) {
  return (
    db
      .selectFrom('chat_sessions')
      .select(['client_id', 'session_id', 'handoff_requested_at'])
      // The queue's partial index (migration 009) covers status IN ('waiting', 'operator'); SQLite
      // uses a partial index only when the query repeats its condition, so the list names it too.
      .where(sql<boolean>`handoff_status IN ('waiting', 'operator')`)
      .where('handoff_status', '=', 'waiting')
      .orderBy('handoff_requested_at')
  );
}

/**
 * Handoff state on both stores through Kysely (plain SQL both dialects share). Every change is one
 * conditional UPDATE whose affected-row count says whether it happened, so concurrent requests on
 * several processes settle in the database, never in memory.
 */
export function createHandoffRepo(db: Db): HandoffRepo {
  const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;
  const session = (clientId: string, sessionId: string) =>
    db.updateTable('chat_sessions').where('client_id', '=', clientId).where('session_id', '=', sessionId);

  return {
    async request(clientId, sessionId, at) {
      return changed(
        await session(clientId, sessionId)
          .set({ handoff_status: 'waiting', handoff_requested_at: at })
          .where('handoff_status', 'in', ['none', 'missed'])
          .where('handled_by', 'is', null)
          .executeTakeFirst(),
      );
    },
    async miss(clientId, sessionId, from, at) {
      return changed(
        await session(clientId, sessionId)
          .set((eb) => ({
            handoff_status: 'missed',
            handoff_requested_at: eb.fn.coalesce('handoff_requested_at', eb.val(at)),
          }))
          .where('handoff_status', 'in', from)
          .where('handled_by', 'is', null)
          .executeTakeFirst(),
      );
    },
    async take(clientId, sessionId, operator) {
      return changed(
        await session(clientId, sessionId)
          .set({ handled_by: operator, handoff_status: 'operator' })
          .where((eb) => eb.or([eb('handled_by', 'is', null), eb('handled_by', '=', operator)]))
          .executeTakeFirst(),
      );
    },
    async release(clientId, sessionId) {
      return changed(
        await session(clientId, sessionId)
          .set({ handled_by: null, handoff_status: 'none', handoff_requested_at: null })
          .where((eb) => eb.or([eb('handled_by', 'is not', null), eb('handoff_status', '=', 'waiting')]))
          .executeTakeFirst(),
      );
    },
    async waiting() {
      const rows = await waitingQuery(db).execute();
      return rows.map((r) => ({
        clientId: r.client_id,
        sessionId: r.session_id,
        requestedAt: r.handoff_requested_at ?? '',
      }));
    },
    async queue() {
      const { rows } = await sql<QueueRow>`
        SELECT s.client_id, c.client_name, s.session_id, s.handoff_status, s.handled_by, s.handoff_requested_at,
               s.last_activity,
               (SELECT m.message FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id
                  AND m.sender <> 'system' ORDER BY m.id DESC LIMIT 1) AS last_message
        FROM chat_sessions s JOIN clients c ON c.id = s.client_id
        WHERE s.handoff_status IN ('waiting', 'operator')
        ORDER BY CASE WHEN s.handoff_status = 'waiting' THEN 0 ELSE 1 END, s.handoff_requested_at, s.last_activity DESC
        LIMIT 200`.execute(db);
      return rows.map((r): HandoffQueueItem => ({
        clientId: r.client_id,
        clientName: r.client_name,
        sessionId: r.session_id,
        status: HandoffStatus.safeParse(r.handoff_status).data ?? 'none',
        operator: r.handled_by,
        requestedAt: r.handoff_requested_at,
        lastActivity: r.last_activity,
        lastMessage: r.last_message,
      }));
    },
    async recordWait(w) {
      await db
        .insertInto('handoff_waits')
        .values({
          id: w.id,
          client_id: w.clientId,
          session_id: w.sessionId,
          waited_ms: Math.max(0, Math.round(w.waitedMs)),
          taken_at: w.takenAt,
        })
        .execute();
    },
    async recentWaits(clientId, since, limit) {
      const rows = await db
        .selectFrom('handoff_waits')
        .select('waited_ms')
        .where('client_id', '=', clientId)
        .where('taken_at', '>=', since)
        .orderBy('taken_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.waited_ms));
    },
  };
}
