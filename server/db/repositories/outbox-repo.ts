import { sql } from 'kysely';
import type { EventType } from '../../../contract/events.ts';
import type {
  Channel,
  DeliveryLogEntry,
  OutboxAttempt,
  OutboxRepo,
  OutboxRow,
  OutboxStatus,
} from '../../domain/outbox/index.ts';
import type { Db } from '../database.ts';
import type { StoreKind } from '../store.ts';
import { draftValues, OUTBOX_INSERT_COLS } from './outbox-rows.ts';

interface OutboxTableRow {
  id: string;
  event_id: string;
  client_id: string;
  type: string;
  channel: string;
  target: string | null;
  payload: string;
  created_at: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  dedupe_key: string | null;
  done_at: string | null;
}

interface AttemptTableRow {
  outbox_id: string;
  attempt: number;
  client_id: string;
  at: string;
  ok: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response: string | null;
}

const toRow = (r: OutboxTableRow): OutboxRow => ({
  id: r.id,
  eventId: r.event_id,
  clientId: r.client_id,
  type: r.type as EventType,
  channel: r.channel as Channel,
  target: r.target,
  payload: r.payload,
  createdAt: r.created_at,
  nextAttemptAt: r.next_attempt_at,
  dedupeKey: r.dedupe_key,
  status: r.status as OutboxStatus,
  attempts: Number(r.attempts),
  lastError: r.last_error,
  doneAt: r.done_at,
});

const toAttempt = (r: AttemptTableRow): OutboxAttempt => ({
  outboxId: r.outbox_id,
  attempt: Number(r.attempt),
  clientId: r.client_id,
  at: r.at,
  ok: Number(r.ok) === 1,
  statusCode: r.status_code === null ? null : Number(r.status_code),
  durationMs: Number(r.duration_ms),
  error: r.error,
  response: r.response,
});

const COLS = sql.raw(
  'id, event_id, client_id, type, channel, target, payload, created_at, status, attempts, next_attempt_at, last_error, dedupe_key, done_at',
);

/**
 * The outbox on either store (portable SQL through Kysely). A claim is one UPDATE of the due rows
 * whose lease is free or lapsed; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so
 * processes claiming at once take different rows instead of queueing on the same ones (SQLite has
 * one writer at a time, so its UPDATE is atomic as it is).
 */
export function createOutboxRepo(db: Db, kind: StoreKind): OutboxRepo {
  const skipLocked = sql.raw(kind === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '');
  const free = (now: string) => sql`(lease_until IS NULL OR lease_until < ${now})`;
  return {
    async insert(drafts) {
      if (drafts.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (const d of drafts) {
          const v = draftValues(d);
          await sql`INSERT INTO outbox (${sql.raw(OUTBOX_INSERT_COLS)})
            VALUES (${v[0]}, ${v[1]}, ${v[2]}, ${v[3]}, ${v[4]}, ${v[5]}, ${v[6]}, ${v[7]}, ${v[8]}, ${v[9]})
            ON CONFLICT (dedupe_key) DO NOTHING`.execute(tx);
        }
      });
    },
    async claim(now, token, leaseUntil, limit) {
      const r =
        await sql<OutboxTableRow>`UPDATE outbox SET lease_token = ${token}, lease_until = ${leaseUntil}
        WHERE id IN (
          SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ${now} AND ${free(now)}
          ORDER BY next_attempt_at LIMIT ${limit} ${skipLocked})
        AND status = 'pending' AND ${free(now)}
        RETURNING ${COLS}`.execute(db);
      return r.rows.map(toRow).sort((a, b) => (a.nextAttemptAt < b.nextAttemptAt ? -1 : 1));
    },
    async claimGroup(row, now, token, leaseUntil) {
      const r =
        await sql<OutboxTableRow>`UPDATE outbox SET lease_token = ${token}, lease_until = ${leaseUntil}
        WHERE id IN (
          SELECT id FROM outbox WHERE client_id = ${row.clientId} AND channel = ${row.channel}
            AND type = ${row.type} AND status = 'pending' AND next_attempt_at <= ${now} AND id <> ${row.id}
            AND (lease_token = ${token} OR ${free(now)}) ORDER BY id LIMIT 500 ${skipLocked})
        AND status = 'pending' AND (lease_token = ${token} OR ${free(now)})
        RETURNING ${COLS}`.execute(db);
      return r.rows.map(toRow).sort((a, b) => (a.id < b.id ? -1 : 1));
    },
    async finish(id, token, u, attempt) {
      return db.transaction().execute(async (tx) => {
        const r = await sql`UPDATE outbox SET status = ${u.status}, attempts = ${u.attempts},
            next_attempt_at = ${u.nextAttemptAt}, last_error = ${u.lastError}, done_at = ${u.doneAt},
            lease_token = NULL, lease_until = NULL
          WHERE id = ${id} AND lease_token = ${token}`.execute(tx);
        if (Number(r.numAffectedRows ?? 0) === 0) return false;
        if (attempt)
          await sql`INSERT INTO outbox_attempts
              (outbox_id, attempt, client_id, at, ok, status_code, duration_ms, error, response)
            VALUES (${attempt.outboxId}, ${attempt.attempt}, ${attempt.clientId}, ${attempt.at},
              ${attempt.ok ? 1 : 0}, ${attempt.statusCode}, ${attempt.durationMs}, ${attempt.error},
              ${attempt.response})
            ON CONFLICT (outbox_id, attempt) DO NOTHING`.execute(tx);
        return true;
      });
    },
    async lastDelivered(clientId, channel, type, since) {
      const r = await sql<{ at: string | null }>`SELECT max(done_at) AS at FROM outbox
        WHERE client_id = ${clientId} AND channel = ${channel} AND type = ${type}
          AND status = 'delivered' AND done_at >= ${since}`.execute(db);
      return r.rows[0]?.at ?? null;
    },
    async cancelTarget(clientId, channel, target, at) {
      const r =
        await sql`UPDATE outbox SET status = 'cancelled', done_at = ${at}, last_error = 'endpoint off',
          lease_token = NULL, lease_until = NULL
        WHERE client_id = ${clientId} AND channel = ${channel} AND target = ${target} AND status = 'pending'
          AND ${free(at)}`.execute(db);
      return Number(r.numAffectedRows ?? 0);
    },
    async listByTarget(clientId, channel, target, opts) {
      const rows = await sql<OutboxTableRow>`SELECT ${COLS} FROM outbox
        WHERE client_id = ${clientId} AND channel = ${channel} AND target = ${target}
          AND id < ${opts.before ?? '\uffff'}
        ORDER BY id DESC LIMIT ${opts.limit}`.execute(db);
      if (rows.rows.length === 0) return [];
      const ids = rows.rows.map((r) => r.id);
      const attempts = await sql<AttemptTableRow>`SELECT a.* FROM outbox_attempts a
        WHERE a.client_id = ${clientId} AND a.outbox_id IN (${sql.join(ids)})
          AND a.attempt = (SELECT max(b.attempt) FROM outbox_attempts b WHERE b.outbox_id = a.outbox_id)`.execute(
        db,
      );
      const last = new Map(attempts.rows.map((a) => [a.outbox_id, toAttempt(a)]));
      return rows.rows.map((r): DeliveryLogEntry => ({ ...toRow(r), last: last.get(r.id) ?? null }));
    },
    async releaseLeases() {
      const r = await sql`UPDATE outbox SET lease_token = NULL, lease_until = NULL
        WHERE status = 'pending' AND lease_token IS NOT NULL`.execute(db);
      return Number(r.numAffectedRows ?? 0);
    },
    async redeliver(clientId, id, target, at) {
      const r = await sql`UPDATE outbox SET status = 'pending', next_attempt_at = ${at}, done_at = NULL
        WHERE client_id = ${clientId} AND id = ${id} AND target = ${target}
          AND (status <> 'pending' OR lease_until IS NULL OR lease_until < ${at})`.execute(db);
      return Number(r.numAffectedRows ?? 0) > 0;
    },
  };
}
