import type {
  ActionCallRecord,
  ActionCallsRepo,
  ActionDefinition,
  ActionCardsRepo,
  ActionCardState,
  ActionsRepo,
  PendingActionsRepo,
  StoredAction,
} from '../../domain/actions/index.ts';
import type { ActionCallOutcome } from '../../../contract/actions.ts';
import type { Db } from '../database.ts';
import type { ActionCallsTable, ActionCardsTable, ActionsTable } from '../schema.ts';

/**
 * Actions and their call log on both stores through Kysely (plain SQL both dialects share). Every
 * statement filters by client id first.
 */
export function createActionsRepo(db: Db): ActionsRepo {
  const toAction = (r: ActionsTable): StoredAction => ({
    id: r.id,
    clientId: r.client_id,
    definition: JSON.parse(r.definition) as ActionDefinition,
    sealedSecret: r.sealed_secret,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
  return {
    async list(clientId) {
      const rows = await db
        .selectFrom('actions')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toAction);
    },
    async get(clientId, id) {
      const row = await db
        .selectFrom('actions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAction(row) : null;
    },
    async insert(a) {
      await db
        .insertInto('actions')
        .values({
          id: a.id,
          client_id: a.clientId,
          name: a.definition.name,
          definition: JSON.stringify(a.definition),
          sealed_secret: a.sealedSecret,
          enabled: a.definition.enabled ? 1 : 0,
          created_at: a.createdAt,
          updated_at: a.updatedAt,
        })
        .execute();
    },
    async update(a) {
      const r = await db
        .updateTable('actions')
        .set({
          name: a.definition.name,
          definition: JSON.stringify(a.definition),
          sealed_secret: a.sealedSecret,
          enabled: a.definition.enabled ? 1 : 0,
          updated_at: a.updatedAt,
        })
        .where('client_id', '=', a.clientId)
        .where('id', '=', a.id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async remove(clientId, id) {
      const r = await db
        .deleteFrom('actions')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) return false;
      await db
        .deleteFrom('action_calls')
        .where('client_id', '=', clientId)
        .where('action_id', '=', id)
        .execute();
      return true;
    },
  };
}

const toCall = (r: ActionCallsTable): ActionCallRecord => ({
  id: r.id,
  clientId: r.client_id,
  actionId: r.action_id,
  actionName: r.action_name,
  sessionId: r.session_id,
  outcome: r.outcome as ActionCallOutcome,
  status: r.status,
  durationMs: r.duration_ms,
  arguments: JSON.parse(r.arguments) as Record<string, unknown>,
  error: r.error,
  createdAt: r.created_at,
});

export function createActionCallsRepo(db: Db): ActionCallsRepo {
  return {
    async add(c) {
      await db
        .insertInto('action_calls')
        .values({
          id: c.id,
          client_id: c.clientId,
          action_id: c.actionId,
          action_name: c.actionName,
          session_id: c.sessionId,
          outcome: c.outcome,
          status: c.status,
          duration_ms: c.durationMs,
          arguments: JSON.stringify(c.arguments),
          error: c.error,
          created_at: c.createdAt,
        })
        .execute();
    },
    async ofAction(clientId, actionId, limit) {
      const rows = await db
        .selectFrom('action_calls')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('action_id', '=', actionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toCall);
    },
    async ofSession(clientId, sessionId, limit) {
      const rows = await db
        .selectFrom('action_calls')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toCall);
    },
  };
}

export function createPendingActionsRepo(db: Db): PendingActionsRepo {
  return {
    async get(clientId, sessionId) {
      const row = await db
        .selectFrom('pending_actions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row
        ? {
            actionId: row.action_id,
            arguments: JSON.parse(row.arguments) as Record<string, string | number | boolean>,
            asking: row.asking,
            expiresAt: row.expires_at,
          }
        : null;
    },
    async set(clientId, sessionId, p) {
      const values = {
        action_id: p.actionId,
        arguments: JSON.stringify(p.arguments),
        asking: p.asking,
        expires_at: p.expiresAt,
      };
      await db
        .insertInto('pending_actions')
        .values({ client_id: clientId, session_id: sessionId, ...values })
        .onConflict((oc) => oc.columns(['client_id', 'session_id']).doUpdateSet(values))
        .execute();
    },
    async clear(clientId, sessionId) {
      await db
        .deleteFrom('pending_actions')
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .execute();
    },
  };
}

const toCard = (r: ActionCardsTable) => ({
  id: r.id,
  clientId: r.client_id,
  sessionId: r.session_id,
  actionId: r.action_id,
  definition: r.definition,
  arguments: JSON.parse(r.arguments) as Record<string, string | number | boolean>,
  summary: r.summary,
  state: r.state as ActionCardState,
  resultMessageId: r.result_message_id,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

export function createActionCardsRepo(db: Db): ActionCardsRepo {
  return {
    async insert(c) {
      await db
        .insertInto('action_cards')
        .values({
          id: c.id,
          client_id: c.clientId,
          session_id: c.sessionId,
          action_id: c.actionId,
          definition: c.definition,
          arguments: JSON.stringify(c.arguments),
          summary: c.summary,
          state: c.state,
          result_message_id: c.resultMessageId,
          expires_at: c.expiresAt,
          created_at: c.createdAt,
          decided_at: c.decidedAt,
        })
        .execute();
    },
    async get(clientId, id) {
      const row = await db
        .selectFrom('action_cards')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toCard(row) : null;
    },
    async claim(clientId, id, sessionId, to, now) {
      const r = await db
        .updateTable('action_cards')
        .set({ state: to, decided_at: now })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('session_id', '=', sessionId)
        .where('state', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async finish(clientId, id, state, resultMessageId) {
      await db
        .updateTable('action_cards')
        .set({ state, result_message_id: resultMessageId })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },
  };
}
