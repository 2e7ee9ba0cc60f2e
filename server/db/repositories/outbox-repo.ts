import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { EventType } from '../../../contract/events.ts';
import type {
  Channel,
  DeliveryLogEntry,
  OutboxAttempt,
  OutboxFinish,
  OutboxRepo,
  OutboxRow,
  OutboxStatus,
} from '../../domain/outbox/index.ts';
import type { Db } from '../database.ts';
import type { StoreKind } from '../store.ts';
import { writeBatchOf } from '../write-batch.ts';
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

const COLUMNS =
  'id, event_id, client_id, type, channel, target, payload, created_at, status, attempts, next_attempt_at, last_error, dedupe_key, done_at';
const COLS = sql.raw(COLUMNS);

/**
 * On SQLite, the claim loop's own writes as prepared statements in the connection's group commit
 * (write-batch.ts): a claim and a batch of finishes each join the chat's next commit instead of
 * holding Kysely's one connection across awaits, which made the chat's writes wait behind them.
 */
function sqliteHotPath(sqlite: SQLite.Database) {
  const batch = writeBatchOf(sqlite);
  const claim = sqlite.prepare<[string, string, string, string, number, string], OutboxTableRow>(
    `UPDATE outbox SET lease_token = ?, lease_until = ?
     WHERE id IN (
       SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until < ?) ORDER BY next_attempt_at LIMIT ?)
     AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)
     RETURNING ${COLUMNS}`,
  );
  const update = sqlite.prepare<[string, number, string, string | null, string | null, string, string]>(
    `UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, done_at = ?,
       lease_token = NULL, lease_until = NULL
     WHERE id = ? AND lease_token = ?`,
  );
  const log = sqlite.prepare<
    [string, number, string, string, number, number | null, number, string | null, string | null]
  >(
    `INSERT INTO outbox_attempts (outbox_id, attempt, client_id, at, ok, status_code, duration_ms, error, response)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (outbox_id, attempt) DO NOTHING`,
  );
  return {
    claim: (now: string, token: string, leaseUntil: string, limit: number) =>
      batch.run(() => claim.all(token, leaseUntil, now, now, limit, now)),
    finish: (token: string, items: readonly OutboxFinish[]) =>
      batch.run(() => {
        const held = new Set<string>();
        for (const { id, update: u, attempt: a } of items) {
          if (
            update.run(u.status, u.attempts, u.nextAttemptAt, u.lastError, u.doneAt, id, token).changes === 0
          )
            continue;
          held.add(id);
          if (a)
            log.run(
              a.outboxId,
              a.attempt,
              a.clientId,
              a.at,
              a.ok ? 1 : 0,
              a.statusCode,
              a.durationMs,
              a.error,
              a.response,
            );
        }
        return held;
      }),
  };
}

/**
 * The outbox on either store (portable SQL through Kysely). A claim is one UPDATE of the due rows
 * whose lease is free or lapsed; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so
 * processes claiming at once take different rows instead of queueing on the same ones (SQLite has
 * one writer at a time, so its UPDATE is atomic as it is).
 */
export function createOutboxRepo(db: Db, kind: StoreKind, sqlite?: SQLite.Database): OutboxRepo {
  const skipLocked = sql.raw(kind === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '');
  const free = (now: string) => sql`(lease_until IS NULL OR lease_until < ${now})`;
  // Prepared on first use: a store opened at an older schema (migration tests) has no outbox yet.
  let hot: ReturnType<typeof sqliteHotPath> | null = null;
  const hotPath = sqlite ? () => (hot ??= sqliteHotPath(sqlite)) : null;
  const sqliteClaim =
    hotPath &&
    ((now: string, token: string, until: string, n: number) => hotPath().claim(now, token, until, n));
  const sqliteFinish =
    hotPath && ((token: string, items: readonly OutboxFinish[]) => hotPath().finish(token, items));
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
    async existingDedupeKeys(keys) {
      const found = new Set<string>();
      // In slices: SQLite takes at most 32,766 parameters per statement. The unique index answers each.
      for (let i = 0; i < keys.length; i += 500) {
        const slice = keys.slice(i, i + 500);
        const r = await sql<{ dedupe_key: string }>`SELECT dedupe_key FROM outbox
          WHERE dedupe_key IN (${sql.join(slice)})`.execute(db);
        for (const row of r.rows) found.add(row.dedupe_key);
      }
      return found;
    },
    async claim(now, token, leaseUntil, limit) {
      const rows = sqliteClaim
        ? await sqliteClaim(now, token, leaseUntil, limit)
        : // The picked ids in a CTE, run once: as an IN subquery PostgreSQL may run it again per
          // row, and with SKIP LOCKED each run picks other rows, so a claim took more than `limit`.
          (
            await sql<OutboxTableRow>`WITH picked AS MATERIALIZED (
              SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ${now} AND ${free(now)}
              ORDER BY next_attempt_at LIMIT ${limit} ${skipLocked})
            UPDATE outbox SET lease_token = ${token}, lease_until = ${leaseUntil}
            WHERE id IN (SELECT id FROM picked) AND status = 'pending' AND ${free(now)}
            RETURNING ${COLS}`.execute(db)
          ).rows;
      return rows.map(toRow).sort((a, b) => (a.nextAttemptAt < b.nextAttemptAt ? -1 : 1));
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
    async finish(token, items) {
      if (items.length === 0) return new Set<string>();
      if (sqliteFinish) return sqliteFinish(token, items);
      // One statement for the claim's rows: the updates, then the attempts of the rows still held.
      const col = <T>(f: (i: OutboxFinish) => T) => items.map(f);
      const tried = items.filter((i) => i.attempt);
      const a = <T>(f: (x: OutboxAttempt) => T) => tried.map((i) => f(i.attempt!));
      const r = await sql<{ id: string }>`WITH input AS (
          SELECT * FROM unnest(${col((i) => i.id)}::text[], ${col((i) => i.update.status)}::text[],
            ${col((i) => i.update.attempts)}::int[], ${col((i) => i.update.nextAttemptAt)}::text[],
            ${col((i) => i.update.lastError)}::text[], ${col((i) => i.update.doneAt)}::text[])
            AS t(id, status, attempts, next_attempt_at, last_error, done_at)
        ), held AS (
          UPDATE outbox o SET status = i.status, attempts = i.attempts, next_attempt_at = i.next_attempt_at,
            last_error = i.last_error, done_at = i.done_at, lease_token = NULL, lease_until = NULL
          FROM input i WHERE o.id = i.id AND o.lease_token = ${token}
          RETURNING o.id
        ), logged AS (
          INSERT INTO outbox_attempts
            (outbox_id, attempt, client_id, at, ok, status_code, duration_ms, error, response)
          SELECT * FROM unnest(${a((x) => x.outboxId)}::text[], ${a((x) => x.attempt)}::int[],
            ${a((x) => x.clientId)}::text[], ${a((x) => x.at)}::text[], ${a((x) => (x.ok ? 1 : 0))}::int[],
            ${a((x) => x.statusCode)}::int[], ${a((x) => x.durationMs)}::int[], ${a((x) => x.error)}::text[],
            ${a((x) => x.response)}::text[]) AS t(outbox_id, attempt, client_id, at, ok, status_code, duration_ms, error, response)
          WHERE t.outbox_id IN (SELECT id FROM held)
          ON CONFLICT (outbox_id, attempt) DO NOTHING
        )
        SELECT id FROM held`.execute(db);
      return new Set(r.rows.map((x) => x.id));
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
