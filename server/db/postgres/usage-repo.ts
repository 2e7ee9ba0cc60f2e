import type pg from 'pg';
import type { PendingCharge, UsageRepo } from '../../domain/shared/index.ts';
import { toMetered, type MeteredRow } from '../usage-rows.ts';
import { tickBatch, type Outcome } from './tick-batch.ts';

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

/** One unit asked for: a reply of `clientId` counted in `period` (a month or a day) under `limit`. */
interface Consume {
  clientId: string;
  period: string;
  limit: number;
  charge: PendingCharge | undefined;
}

/** A counter table: the monthly usage (plan units) or the daily test allowance. */
interface Counter {
  table: 'monthly_usage' | 'test_usage';
  period: 'month' | 'day';
  /** The other columns a new row needs (monthly_usage's token sums start at 0). */
  extra: { columns: string; values: string };
}

const MONTHLY: Counter = {
  table: 'monthly_usage',
  period: 'month',
  extra: { columns: ', prompt_tokens, completion_tokens, cost_usd', values: ', 0, 0, 0' },
};
const DAILY_TEST: Counter = { table: 'test_usage', period: 'day', extra: { columns: '', values: '' } };

/**
 * The units of one event-loop turn, counted in one statement (a group commit, tick-batch.ts): the units
 * asked for one counter row go in together when they all fit under the limit (the conflict branch
 * re-checks on the row's newest version, as the single statement does), with their pending charges in
 * the same statement. A unit then learns its own count (the new value minus the units after it). A row
 * whose units do not all fit, and a batch that fails (a client deleted meanwhile), are counted one unit
 * at a time by the single statement, so each unit near the limit gets its own exact answer.
 */
function batchedConsume(
  pool: pg.Pool,
  counter: Counter,
  one: (c: Consume) => Promise<number | null>,
): (c: Consume) => Promise<number | null> {
  const { table, period, extra } = counter;
  const text = `WITH req AS (
      SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS r (client_id, period, n, lim)
    ), counted AS (
      INSERT INTO ${table} AS u (client_id, ${period}, messages_used${extra.columns})
      SELECT client_id, period, n${extra.values} FROM req WHERE n <= lim ORDER BY client_id, period
      ON CONFLICT (client_id, ${period}) DO UPDATE SET messages_used = u.messages_used + excluded.messages_used
        WHERE u.messages_used + excluded.messages_used <=
          (SELECT lim FROM req WHERE req.client_id = excluded.client_id AND req.period = excluded.${period})
      RETURNING client_id, ${period} AS period, messages_used
    ), charged AS (
      INSERT INTO pending_charges (client_id, question_id, session_id, kind, period, created_at)
      SELECT c.client_id, c.question_id, c.session_id, c.kind, c.period, c.created_at
      FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
        AS c (client_id, question_id, session_id, kind, period, created_at)
      JOIN counted ON counted.client_id = c.client_id AND counted.period = c.period
      ON CONFLICT (client_id, question_id) DO NOTHING
    )
    SELECT client_id, period, messages_used FROM counted`;
  // One after another, in the order asked: near the limit, the first asked is the first counted.
  const singly = async (items: Consume[]) => {
    const outcomes: Outcome<number | null>[] = [];
    for (const c of items) {
      try {
        outcomes.push({ ok: true, value: await one(c) });
      } catch (err) {
        outcomes.push({ ok: false, err });
      }
    }
    return outcomes;
  };
  return tickBatch(async (items: Consume[]): Promise<Outcome<number | null>[]> => {
    if (items.length === 1) return singly(items);
    // Units by counter row, in the order asked; rows in key order, so processes lock them alike.
    const rows = new Map<string, { clientId: string; period: string; limit: number; units: number[] }>();
    items.forEach((c, i) => {
      const key = `${c.clientId}\n${c.period}`;
      const row = rows.get(key);
      if (row) {
        row.units.push(i);
        row.limit = Math.min(row.limit, c.limit);
      } else rows.set(key, { clientId: c.clientId, period: c.period, limit: c.limit, units: [i] });
    });
    const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
    const charges = items.flatMap((c) => (c.charge ? [c.charge] : []));
    let counted: { client_id: string; period: string; messages_used: number }[];
    try {
      counted = (
        await pool.query<{ client_id: string; period: string; messages_used: number }>({
          name: `fd_consume_${table}`,
          text,
          values: [
            ordered.map((r) => r.clientId),
            ordered.map((r) => r.period),
            ordered.map((r) => r.units.length),
            ordered.map((r) => r.limit),
            charges.map((c) => c.clientId),
            charges.map((c) => c.questionId),
            charges.map((c) => c.sessionId),
            charges.map((c) => c.kind),
            charges.map((c) => c.period),
            charges.map((c) => c.createdAt),
          ],
        })
      ).rows;
    } catch {
      return singly(items);
    }
    const after = new Map(counted.map((r) => [`${r.client_id}\n${r.period}`, r.messages_used]));
    const outcomes: Outcome<number | null>[] = new Array(items.length);
    const left: Consume[] = [];
    const leftAt: number[] = [];
    for (const [key, row] of rows) {
      const value = after.get(key);
      row.units.forEach((i, k) => {
        if (value !== undefined) outcomes[i] = { ok: true, value: value - row.units.length + k + 1 };
        else {
          left.push(items[i]!);
          leftAt.push(i);
        }
      });
    }
    (await singly(left)).forEach((o, k) => (outcomes[leftAt[k]!] = o));
    return outcomes;
  });
}

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
  /** One unit counted on its own (the fallback of the batch), by the counter's single statement. */
  const consumeOneIn =
    ({ table, period: column, extra }: Counter, name: string) =>
    async ({ clientId, period, limit, charge }: Consume) => {
      const q = withCharge(
        `INSERT INTO ${table} (client_id, ${column}, messages_used${extra.columns})
         VALUES ($1, $2, 1${extra.values})
         ON CONFLICT (client_id, ${column}) DO UPDATE SET messages_used = ${table}.messages_used + 1
           WHERE ${table}.messages_used < $3
         RETURNING messages_used`,
        charge,
        4,
      );
      const r = await pool.query<{ messages_used: number }>({
        // Named: every chat turn may run it, so each pooled connection plans it once.
        name: charge ? `${name}_charged` : name,
        text: q.text,
        values: [clientId, period, limit, ...q.values],
      });
      return r.rows[0]?.messages_used ?? null;
    };
  const consumeOne = consumeOneIn(MONTHLY, 'fd_try_consume');
  const consumeTestOne = consumeOneIn(DAILY_TEST, 'fd_try_consume_test');
  const consume = batchedConsume(pool, MONTHLY, consumeOne);
  const consumeTest = batchedConsume(pool, DAILY_TEST, consumeTestOne);
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
        `SELECT u.client_id, u.messages_used FROM monthly_usage u JOIN clients c ON c.id = u.client_id
         WHERE u.month = coalesce(c.usage_period, $1)`,
        [month],
      );
      return new Map(r.rows.map((row) => [row.client_id, row.messages_used]));
    },
    async meteredClients(month) {
      const r = await pool.query<MeteredRow>(
        `SELECT u.client_id, u.month AS period, u.messages_used, c.plan, c.custom_message_limit
         FROM monthly_usage u JOIN clients c ON c.id = u.client_id
         WHERE u.month = coalesce(c.usage_period, $1) AND u.messages_used > 0 ORDER BY u.client_id`,
        [month],
      );
      return r.rows.map(toMetered);
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
      // The insert branch writes the units without looking at the limit, so a limit below 1 never reaches it.
      if (limit < 1) return null;
      return consume({ clientId, period: month, limit, charge });
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
    async addPreview(clientId, month, promptTokens, completionTokens, costUsd) {
      await pool.query(
        `INSERT INTO monthly_usage
           (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd, preview_messages)
         VALUES ($1, $2, 0, $3, $4, $5, 1)
         ON CONFLICT (client_id, month) DO UPDATE SET
           preview_messages = monthly_usage.preview_messages + 1,
           prompt_tokens = monthly_usage.prompt_tokens + excluded.prompt_tokens,
           completion_tokens = monthly_usage.completion_tokens + excluded.completion_tokens,
           cost_usd = monthly_usage.cost_usd + excluded.cost_usd`,
        [clientId, month, promptTokens, completionTokens, costUsd],
      );
    },
    async previewsUsed(clientId, month) {
      const r = await pool.query<{ preview_messages: number }>(
        'SELECT preview_messages FROM monthly_usage WHERE client_id = $1 AND month = $2',
        [clientId, month],
      );
      return Number(r.rows[0]?.preview_messages ?? 0);
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
      return consumeTest({ clientId, period: day, limit, charge });
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
         FROM monthly_usage WHERE substr(month, 1, 7) = $1`,
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
