import type { AuditActorKind, AuditEntry, AuditRepo } from '../../domain/audit/index.ts';
import type { Db } from '../database.ts';
import type { AuditLogTable } from '../schema.ts';

const toEntry = (r: AuditLogTable): AuditEntry => ({
  id: r.id,
  at: r.at,
  clientId: r.client_id,
  actor: { kind: r.actor_kind as AuditActorKind, id: r.actor_id, label: r.actor_label },
  source: r.source,
  action: r.action,
  target: r.target,
  changes: r.changes ? (JSON.parse(r.changes) as AuditEntry['changes']) : null,
});

/** The audit log's rows, newest first by (at, id); portable Kysely for SQLite and PostgreSQL. */
export function createAuditLogRepo(db: Db): AuditRepo {
  return {
    async insert(e) {
      await db
        .insertInto('audit_log')
        .values({
          id: e.id,
          at: e.at,
          client_id: e.clientId,
          actor_kind: e.actor.kind,
          actor_id: e.actor.id,
          actor_label: e.actor.label,
          source: e.source,
          action: e.action,
          target: e.target,
          changes: e.changes ? JSON.stringify(e.changes) : null,
        })
        .execute();
    },
    async list(clientId, { before, limit }) {
      let q = db.selectFrom('audit_log').selectAll();
      if (clientId !== null) q = q.where('client_id', '=', clientId);
      if (before)
        q = q.where((eb) =>
          eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]),
        );
      const rows = await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toEntry);
    },
    async pruneBefore(before) {
      const r = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
