import type pg from 'pg';
import type { PendingCharge, UsageRepo } from '../../domain/shared/index.ts';
import { tickBatch } from './tick-batch.ts';

/**
 * The counting statement, and with a pending charge the same statement writing the charge too (a
 * data-modifying CTE: both commit together, and the charge only when the count went through).
 */
const withCharge = (counting: string, charge: PendingCharge | undefined, first: number) =>
  charge
    ? {
        text: `WITH counted AS (${counting}),
          charged AS (
            INSERT INTO pending_charges (client_id, question_id, session_id, kind, period, created_at)
            SELECT $${first}::text, $${first + 1}::text, $${first + 2}::text, $${first + 3}::text,
                   $${first + 4}::text, $${first + 5}::text
            FROM counted ON CONFLICT (client_id, question_id) DO NOTHING)
          SELECT messages_used FROM counted`,
        values: [
          charge.clientId,
          charge.questionId,
          charge.sessionId,
          charge.kind,
          charge.period,
          charge.createdAt,
        ],
      }
    : { text: counting, values: [] };

/**
 * Monthly usage on PostgreSQL. Every write is one statement, so each is atomic on its own; the metering
 * one is an upsert whose conflict branch updates only while under the limit: PostgreSQL locks the row
 * and re-checks the condition on its newest version, so concurrent requests (from any number of
 * processes) can never count past the limit.
 */
export function createPostgresUsageRepo(pool: pg.Pool): UsageRepo {
  // Every counted reply settles its charge once stored: the settlements of one event-loop turn share
  // one statement (a group commit, tick-batch.ts). A delete cannot conflict, so the batch fails whole.
  const settle = tickBatch(async (charges: { clientId: string; questionId: string }[]) => {
    await pool.query({
      name: 'fd_settle_charges',
      text: `DELETE FROM pending_charges WHERE (client_id, question_id) IN
               (SELECT * FROM unnest($1::text[], $2::text[]))`,
      values: [charges.map((c) => c.clientId), charges.map((c) => c.questionId)],
    });
    return charges.map(() => ({ ok: true as const, value: undefined }));
  });
  return {
    async used(clientId, month) {
      const r = await pool.query<{ messages_used: number }>(
        'SELECT messages_used FROM monthly_usage WHERE client_id = $1 AND month = $2',
        [clientId, month],
      );
      return r.rows[0]?.messages_used ?? 0;
    },
    async usedByClient(month) {
      const r = await pool.query<{ client_id: string; messages_used: number }>(
        'SELECT client_id, messages_used FROM monthly_usage WHERE month = $1',
        [month],
      );
      return new Map(r.rows.map((row) => [row.client_id, row.messages_used]));
    },
    async set(clientId, month, messagesUsed) {
      await pool.query(
        `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd)
         VALUES ($1, $2, $3, 0, 0, 0)
         ON CONFLICT (client_id, month) DO UPDATE SET messages_used = excluded.messages_used`,
        [clientId, month, messagesUsed],
      );
    },
    async tryConsume(clientId, month, limit, charge) {
      // The insert branch writes 1 without looking at the limit, so a limit below 1 never reaches it.
      if (limit < 1) return null;
      const q = withCharge(
        `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd)
         VALUES ($1, $2, 1, 0, 0, 0)
         ON CONFLICT (client_id, month) DO UPDATE SET messages_used = monthly_usage.messages_used + 1
           WHERE monthly_usage.messages_used < $3
         RETURNING messages_used`,
        charge,
        4,
      );
      const r = await pool.query<{ messages_used: number }>({
        // Named: every chat turn runs it, so each pooled connection plans it once.
        name: charge ? 'fd_try_consume_charged' : 'fd_try_consume',
        text: q.text,
        values: [clientId, month, limit, ...q.values],
      });
      return r.rows[0]?.messages_used ?? null;
    },
    async release(clientId, month) {
      await pool.query(
        `UPDATE monthly_usage SET messages_used = messages_used - 1
         WHERE client_id = $1 AND month = $2 AND messages_used > 0`,
        [clientId, month],
      );
    },
    async addTokens(clientId, month, promptTokens, completionTokens, costUsd) {
      await pool.query(
        `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd)
         VALUES ($1, $2, 0, $3, $4, $5)
         ON CONFLICT (client_id, month) DO UPDATE SET
           prompt_tokens = monthly_usage.prompt_tokens + excluded.prompt_tokens,
           completion_tokens = monthly_usage.completion_tokens + excluded.completion_tokens,
           cost_usd = monthly_usage.cost_usd + excluded.cost_usd`,
        [clientId, month, promptTokens, completionTokens, costUsd],
      );
    },
    async testUsed(clientId, day) {
      const r = await pool.query<{ messages_used: number }>(
        'SELECT messages_used FROM test_usage WHERE client_id = $1 AND day = $2',
        [clientId, day],
      );
      return r.rows[0]?.messages_used ?? 0;
    },
    async tryConsumeTest(clientId, day, limit, charge) {
      if (limit < 1) return null;
      const q = withCharge(
        `INSERT INTO test_usage (client_id, day, messages_used) VALUES ($1, $2, 1)
         ON CONFLICT (client_id, day) DO UPDATE SET messages_used = test_usage.messages_used + 1
           WHERE test_usage.messages_used < $3
         RETURNING messages_used`,
        charge,
        4,
      );
      const r = await pool.query<{ messages_used: number }>(q.text, [clientId, day, limit, ...q.values]);
      return r.rows[0]?.messages_used ?? null;
    },
    settleCharge: (clientId, questionId) => settle({ clientId, questionId }),
    async refundCharge(clientId, questionId) {
      // One statement: the charge goes and its counter gives the unit back, or neither.
      const r = await pool.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM pending_charges WHERE client_id = $1 AND question_id = $2 RETURNING kind, period),
         live AS (
           UPDATE monthly_usage u SET messages_used = u.messages_used - 1 FROM gone
           WHERE gone.kind = 'live' AND u.client_id = $1 AND u.month = gone.period AND u.messages_used > 0),
         test AS (
           UPDATE test_usage u SET messages_used = u.messages_used - 1 FROM gone
           WHERE gone.kind = 'test' AND u.client_id = $1 AND u.day = gone.period AND u.messages_used > 0)
         SELECT count(*)::int AS n FROM gone`,
        [clientId, questionId],
      );
      return (r.rows[0]?.n ?? 0) > 0;
    },
    async pendingCharges(before) {
      const r = await pool.query<{
        client_id: string;
        question_id: string;
        session_id: string;
        kind: string;
        period: string;
        created_at: string;
      }>('SELECT * FROM pending_charges WHERE created_at < $1 ORDER BY created_at', [before]);
      return r.rows.map((row) => ({
        clientId: row.client_id,
        questionId: row.question_id,
        sessionId: row.session_id,
        kind: row.kind === 'test' ? 'test' : 'live',
        period: row.period,
        createdAt: row.created_at,
      }));
    },
    async releaseTest(clientId, day) {
      await pool.query(
        `UPDATE test_usage SET messages_used = messages_used - 1
         WHERE client_id = $1 AND day = $2 AND messages_used > 0`,
        [clientId, day],
      );
    },
    async totals(month) {
      const r = await pool.query<{ messages: number; cost: number; tokens: number }>(
        `SELECT coalesce(sum(messages_used), 0) AS messages, coalesce(sum(cost_usd), 0) AS cost,
                coalesce(sum(prompt_tokens + completion_tokens), 0) AS tokens
         FROM monthly_usage WHERE month = $1`,
        [month],
      );
      const row = r.rows[0];
      return {
        messagesUsed: Number(row?.messages ?? 0),
        costUsd: Number(row?.cost ?? 0),
        pricedReplies: Number(row?.tokens ?? 0),
      };
    },
  };
}
