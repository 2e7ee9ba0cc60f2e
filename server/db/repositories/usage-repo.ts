import { sql } from 'kysely';
import type { UsageRepo } from '../../domain/ports.ts';
import type { Db } from '../database.ts';

export function createUsageRepo(db: Db): UsageRepo {
  const ensureRow = (clientId: string, month: string) =>
    db
      .insertInto('monthly_usage')
      .values({ client_id: clientId, month, messages_used: 0, prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 })
      .onConflict((oc) => oc.columns(['client_id', 'month']).doNothing())
      .execute();
  return {
    async used(clientId, month) {
      const r = await db.selectFrom('monthly_usage').select('messages_used').where('client_id', '=', clientId).where('month', '=', month).executeTakeFirst();
      return r?.messages_used ?? 0;
    },
    async usedByClient(month) {
      const rows = await db.selectFrom('monthly_usage').select(['client_id', 'messages_used']).where('month', '=', month).execute();
      return new Map(rows.map((r) => [r.client_id, r.messages_used]));
    },
    async set(clientId, month, messagesUsed) {
      await db
        .insertInto('monthly_usage')
        .values({ client_id: clientId, month, messages_used: messagesUsed, prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 })
        .onConflict((oc) => oc.columns(['client_id', 'month']).doUpdateSet({ messages_used: messagesUsed }))
        .execute();
    },
    async tryConsume(clientId, month, limit) {
      // One conditional UPDATE: the check and the increment cannot be split by another request.
      await ensureRow(clientId, month);
      const r = await db
        .updateTable('monthly_usage')
        .set({ messages_used: sql`messages_used + 1` })
        .where('client_id', '=', clientId)
        .where('month', '=', month)
        .where('messages_used', '<', limit)
        .returning('messages_used')
        .executeTakeFirst();
      return r ? r.messages_used : null;
    },
    async release(clientId, month) {
      await db
        .updateTable('monthly_usage')
        .set({ messages_used: sql`messages_used - 1` })
        .where('client_id', '=', clientId)
        .where('month', '=', month)
        .where('messages_used', '>', 0)
        .execute();
    },
    async addTokens(clientId, month, promptTokens, completionTokens, costUsd) {
      await ensureRow(clientId, month);
      await db
        .updateTable('monthly_usage')
        .set({
          prompt_tokens: sql`prompt_tokens + ${promptTokens}`,
          completion_tokens: sql`completion_tokens + ${completionTokens}`,
          cost_usd: sql`cost_usd + ${costUsd}`,
        })
        .where('client_id', '=', clientId)
        .where('month', '=', month)
        .execute();
    },
    async totals(month) {
      const r = await db
        .selectFrom('monthly_usage')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('messages_used'), sql<number>`0`).as('messages'),
          eb.fn.coalesce(eb.fn.sum<number>('cost_usd'), sql<number>`0`).as('cost'),
          eb.fn.coalesce(eb.fn.sum<number>(sql`prompt_tokens + completion_tokens`), sql<number>`0`).as('tokens'),
        ])
        .where('month', '=', month)
        .executeTakeFirstOrThrow();
      return { messagesUsed: Number(r.messages), costUsd: Number(r.cost), pricedReplies: Number(r.tokens) };
    },
  };
}
