import type pg from 'pg';
import type { UsageRepo } from '../../domain/ports.ts';

/**
 * Monthly usage on PostgreSQL. Every write is one statement, so each is atomic on its own; the metering
 * one is an upsert whose conflict branch updates only while under the limit: PostgreSQL locks the row
 * and re-checks the condition on its newest version, so concurrent requests (from any number of
 * processes) can never count past the limit.
 */
export function createPostgresUsageRepo(pool: pg.Pool): UsageRepo {
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
    async tryConsume(clientId, month, limit) {
      // The insert branch writes 1 without looking at the limit, so a limit below 1 never reaches it.
      if (limit < 1) return null;
      const r = await pool.query<{ messages_used: number }>({
        // Named: every chat turn runs it, so each pooled connection plans it once.
        name: 'fd_try_consume',
        text: `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd)
         VALUES ($1, $2, 1, 0, 0, 0)
         ON CONFLICT (client_id, month) DO UPDATE SET messages_used = monthly_usage.messages_used + 1
           WHERE monthly_usage.messages_used < $3
         RETURNING messages_used`,
        values: [clientId, month, limit],
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
