import type SQLite from 'better-sqlite3';
import type { PendingCharge, UsageRepo } from '../../domain/shared/index.ts';
import { writeBatchOf } from '../write-batch.ts';
import { toMetered, type MeteredRow } from '../usage-rows.ts';

/**
 * Monthly usage on the raw SQLite handle: the counter is hit once per AI reply, so each operation is one
 * prepared statement run synchronously (no query building), and writes share the chat path's group
 * commit (write-batch.ts).
 */
export function createUsageRepo(sqlite: SQLite.Database): UsageRepo {
  const batch = writeBatchOf(sqlite);
  const used = sqlite
    .prepare<[string, string], number>(
      'SELECT messages_used FROM monthly_usage WHERE client_id = ? AND month = ?',
    )
    .pluck();
  const usedByClient = sqlite.prepare<[string], { client_id: string; messages_used: number }>(
    `SELECT u.client_id, u.messages_used FROM monthly_usage u JOIN clients c ON c.id = u.client_id
     WHERE u.month = coalesce(c.usage_period, ?)`,
  );
  const metered = sqlite.prepare<[string], MeteredRow>(
    `SELECT u.client_id, u.month AS period, u.messages_used, c.plan, c.custom_message_limit
     FROM monthly_usage u JOIN clients c ON c.id = u.client_id
     WHERE u.month = coalesce(c.usage_period, ?) AND u.messages_used > 0 ORDER BY u.client_id`,
  );
  const set = sqlite.prepare<[string, string, number]>(
    `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd) VALUES (?, ?, ?, 0, 0, 0)
     ON CONFLICT (client_id, month) DO UPDATE SET messages_used = excluded.messages_used`,
  );
  // One statement: the row is created at 1 or incremented only while under the limit, so the check and
  // the increment cannot be split by another request (or another process on the same file).
  const consume = sqlite
    .prepare<[string, string, number], number>(
      `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd) VALUES (?, ?, 1, 0, 0, 0)
       ON CONFLICT (client_id, month) DO UPDATE SET messages_used = messages_used + 1 WHERE messages_used < ?
       RETURNING messages_used`,
    )
    .pluck();
  const release = sqlite.prepare<[string, string]>(
    'UPDATE monthly_usage SET messages_used = messages_used - 1 WHERE client_id = ? AND month = ? AND messages_used > 0',
  );
  const addPreview = sqlite.prepare<[string, string, number, number, number]>(
    `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd, preview_messages)
     VALUES (?, ?, 0, ?, ?, ?, 1)
     ON CONFLICT (client_id, month) DO UPDATE SET
       preview_messages = preview_messages + 1,
       prompt_tokens = prompt_tokens + excluded.prompt_tokens,
       completion_tokens = completion_tokens + excluded.completion_tokens,
       cost_usd = cost_usd + excluded.cost_usd`,
  );
  const previewsUsed = sqlite
    .prepare<[string, string], number>(
      'SELECT preview_messages FROM monthly_usage WHERE client_id = ? AND month = ?',
    )
    .pluck();
  const addTokens = sqlite.prepare<[string, string, number, number, number]>(
    `INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd) VALUES (?, ?, 0, ?, ?, ?)
     ON CONFLICT (client_id, month) DO UPDATE SET
       prompt_tokens = prompt_tokens + excluded.prompt_tokens,
       completion_tokens = completion_tokens + excluded.completion_tokens,
       cost_usd = cost_usd + excluded.cost_usd`,
  );
  const testUsed = sqlite
    .prepare<[string, string], number>('SELECT messages_used FROM test_usage WHERE client_id = ? AND day = ?')
    .pluck();
  const consumeTest = sqlite
    .prepare<[string, string, number], number>(
      `INSERT INTO test_usage (client_id, day, messages_used) VALUES (?, ?, 1)
       ON CONFLICT (client_id, day) DO UPDATE SET messages_used = messages_used + 1 WHERE messages_used < ?
       RETURNING messages_used`,
    )
    .pluck();
  const releaseTest = sqlite.prepare<[string, string]>(
    'UPDATE test_usage SET messages_used = messages_used - 1 WHERE client_id = ? AND day = ? AND messages_used > 0',
  );
  const insertCharge = sqlite.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO pending_charges (client_id, question_id, session_id, kind, period, created_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (client_id, question_id) DO NOTHING`,
  );
  const deleteCharge = sqlite.prepare<[string, string]>(
    'DELETE FROM pending_charges WHERE client_id = ? AND question_id = ?',
  );
  const chargeOf = sqlite.prepare<[string, string], { kind: string; period: string }>(
    'SELECT kind, period FROM pending_charges WHERE client_id = ? AND question_id = ?',
  );
  const chargesBefore = sqlite.prepare<
    [string],
    {
      client_id: string;
      question_id: string;
      session_id: string;
      kind: string;
      period: string;
      created_at: string;
    }
  >('SELECT * FROM pending_charges WHERE created_at < ? ORDER BY created_at');
  const charged = (count: number | undefined, charge: PendingCharge | undefined) => {
    if (count !== undefined && charge)
      insertCharge.run(
        charge.clientId,
        charge.questionId,
        charge.sessionId,
        charge.kind,
        charge.period,
        charge.createdAt,
      );
    return count ?? null;
  };
  const totals = sqlite.prepare<[string], { messages: number; cost: number; tokens: number }>(
    `SELECT coalesce(sum(messages_used), 0) AS messages, coalesce(sum(cost_usd), 0) AS cost,
            coalesce(sum(prompt_tokens + completion_tokens), 0) AS tokens
     FROM monthly_usage WHERE substr(month, 1, 7) = ?`,
  );

  return {
    async used(clientId, month) {
      return used.get(clientId, month) ?? 0;
    },
    async usedByClient(month) {
      return new Map(usedByClient.all(month).map((r) => [r.client_id, r.messages_used]));
    },
    async meteredClients(month) {
      return metered.all(month).map(toMetered);
    },
    async set(clientId, month, messagesUsed) {
      await batch.run(() => set.run(clientId, month, messagesUsed));
    },
    async tryConsume(clientId, month, limit, charge) {
      // The insert branch writes 1 without looking at the limit, so a limit below 1 never reaches it.
      if (limit < 1) return null;
      // One savepoint of the group commit: the count and its pending charge commit together.
      return batch.run(() => charged(consume.get(clientId, month, limit), charge));
    },
    async release(clientId, month) {
      await batch.run(() => release.run(clientId, month));
    },
    async addTokens(clientId, month, promptTokens, completionTokens, costUsd) {
      await batch.run(() => addTokens.run(clientId, month, promptTokens, completionTokens, costUsd));
    },
    async addPreview(clientId, month, promptTokens, completionTokens, costUsd) {
      await batch.run(() => addPreview.run(clientId, month, promptTokens, completionTokens, costUsd));
    },
    async previewsUsed(clientId, month) {
      return previewsUsed.get(clientId, month) ?? 0;
    },
    async testUsed(clientId, day) {
      return testUsed.get(clientId, day) ?? 0;
    },
    async tryConsumeTest(clientId, day, limit, charge) {
      if (limit < 1) return null;
      return batch.run(() => charged(consumeTest.get(clientId, day, limit), charge));
    },
    async releaseTest(clientId, day) {
      await batch.run(() => releaseTest.run(clientId, day));
    },
    async settleCharge(clientId, questionId) {
      await batch.run(() => deleteCharge.run(clientId, questionId));
    },
    async refundCharge(clientId, questionId) {
      return batch.run(() => {
        const row = chargeOf.get(clientId, questionId);
        if (!row) return false;
        deleteCharge.run(clientId, questionId);
        if (row.kind === 'test') releaseTest.run(clientId, row.period);
        else release.run(clientId, row.period);
        return true;
      });
    },
    async pendingCharges(before) {
      return chargesBefore.all(before).map((r) => ({
        clientId: r.client_id,
        questionId: r.question_id,
        sessionId: r.session_id,
        kind: r.kind === 'test' ? 'test' : 'live',
        period: r.period,
        createdAt: r.created_at,
      }));
    },
    async totals(month) {
      const r = totals.get(month);
      return {
        messagesUsed: Number(r?.messages ?? 0),
        costUsd: Number(r?.cost ?? 0),
        pricedReplies: Number(r?.tokens ?? 0),
      };
    },
  };
}
