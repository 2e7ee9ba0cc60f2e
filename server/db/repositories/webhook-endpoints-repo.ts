import { sql } from 'kysely';
import type { EventType } from '../../../contract/events.ts';
import type { WebhookEndpointRecord, WebhookEndpointsRepo } from '../../domain/webhooks/index.ts';
import type { Db } from '../database.ts';

interface EndpointRow {
  id: string;
  client_id: string;
  url: string;
  events: string;
  description: string;
  secret_sealed: string;
  secret_prefix: string;
  enabled: number;
  disabled_reason: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

const toRecord = (r: EndpointRow): WebhookEndpointRecord => ({
  id: r.id,
  clientId: r.client_id,
  url: r.url,
  events: JSON.parse(r.events) as EventType[],
  description: r.description,
  secretSealed: r.secret_sealed,
  secretPrefix: r.secret_prefix,
  enabled: Number(r.enabled) === 1,
  disabledReason: r.disabled_reason as WebhookEndpointRecord['disabledReason'],
  failingSince: r.failing_since,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Webhook endpoints on either store (portable SQL); every statement but listEnabled filters by client. */
export function createWebhookEndpointsRepo(db: Db): WebhookEndpointsRepo {
  const get = async (clientId: string, id: string) => {
    const r =
      await sql<EndpointRow>`SELECT * FROM webhook_endpoints WHERE client_id = ${clientId} AND id = ${id}`.execute(
        db,
      );
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  };
  return {
    async insert(e) {
      await sql`INSERT INTO webhook_endpoints (id, client_id, url, events, description, secret_sealed,
          secret_prefix, enabled, disabled_reason, failing_since, created_at, updated_at)
        VALUES (${e.id}, ${e.clientId}, ${e.url}, ${JSON.stringify(e.events)}, ${e.description},
          ${e.secretSealed}, ${e.secretPrefix}, ${e.enabled ? 1 : 0}, ${e.disabledReason}, ${e.failingSince},
          ${e.createdAt}, ${e.updatedAt})`.execute(db);
    },
    async list(clientId) {
      const r = await sql<EndpointRow>`SELECT * FROM webhook_endpoints WHERE client_id = ${clientId}
        ORDER BY created_at, id`.execute(db);
      return r.rows.map(toRecord);
    },
    get,
    async update(clientId, id, patch, at) {
      const sets = [sql`updated_at = ${at}`];
      if (patch.url !== undefined) sets.push(sql`url = ${patch.url}`);
      if (patch.events !== undefined) sets.push(sql`events = ${JSON.stringify(patch.events)}`);
      if (patch.description !== undefined) sets.push(sql`description = ${patch.description}`);
      if (patch.enabled !== undefined) {
        sets.push(sql`enabled = ${patch.enabled ? 1 : 0}`);
        // Turned back on: it starts afresh, not a day into failing.
        if (patch.enabled) sets.push(sql`failing_since = NULL`);
      }
      if (patch.disabledReason !== undefined) sets.push(sql`disabled_reason = ${patch.disabledReason}`);
      if (patch.secretSealed !== undefined) sets.push(sql`secret_sealed = ${patch.secretSealed}`);
      if (patch.secretPrefix !== undefined) sets.push(sql`secret_prefix = ${patch.secretPrefix}`);
      const r =
        await sql`UPDATE webhook_endpoints SET ${sql.join(sets)} WHERE client_id = ${clientId} AND id = ${id}`.execute(
          db,
        );
      return Number(r.numAffectedRows ?? 0) > 0 ? get(clientId, id) : null;
    },
    async delete(clientId, id) {
      const r = await sql`DELETE FROM webhook_endpoints WHERE client_id = ${clientId} AND id = ${id}`.execute(
        db,
      );
      return Number(r.numAffectedRows ?? 0) > 0;
    },
    async listEnabled() {
      const r = await sql<EndpointRow>`SELECT * FROM webhook_endpoints WHERE enabled = 1`.execute(db);
      return r.rows.map(toRecord);
    },
    async markFailing(clientId, id, at) {
      await sql`UPDATE webhook_endpoints SET failing_since = ${at}
        WHERE client_id = ${clientId} AND id = ${id} AND failing_since IS NULL`.execute(db);
      return (await get(clientId, id))?.failingSince ?? null;
    },
    async markHealthy(clientId, id) {
      await sql`UPDATE webhook_endpoints SET failing_since = NULL WHERE client_id = ${clientId} AND id = ${id}`.execute(
        db,
      );
    },
  };
}
