import type { WorkspaceChecklistRepo } from '../../domain/workspace/index.ts';
import type { Db } from '../database.ts';

/** The checklist's done steps on both stores through Kysely; a repeated mark keeps the first time. */
export function createWorkspaceChecklistRepo(db: Db): WorkspaceChecklistRepo {
  return {
    async list(clientId) {
      const rows = await db
        .selectFrom('workspace_checklist')
        .select(['step', 'done_at'])
        .where('client_id', '=', clientId)
        .orderBy('step')
        .execute();
      return rows.map((r) => ({ step: r.step, doneAt: r.done_at }));
    },
    async mark(clientId, step, at) {
      await db
        .insertInto('workspace_checklist')
        .values({ client_id: clientId, step, done_at: at })
        .onConflict((oc) => oc.columns(['client_id', 'step']).doNothing())
        .execute();
    },
  };
}
