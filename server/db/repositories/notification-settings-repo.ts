import { sql } from 'kysely';
import type { NotificationKind } from '../../../contract/events.ts';
import type { NotificationSettingsRepo, SlackSetting } from '../../domain/notifications/index.ts';
import type { Db } from '../database.ts';

interface SettingRow {
  client_id: string;
  slack_url_sealed: string | null;
  slack_kinds: string;
  updated_at: string;
}

const toSetting = (r: SettingRow): SlackSetting => ({
  clientId: r.client_id,
  urlSealed: r.slack_url_sealed,
  kinds: JSON.parse(r.slack_kinds) as NotificationKind[],
  updatedAt: r.updated_at,
});

/** Notification settings on either store (portable SQL); every statement but allSlack filters by client. */
export function createNotificationSettingsRepo(db: Db): NotificationSettingsRepo {
  return {
    async slack(clientId) {
      const r =
        await sql<SettingRow>`SELECT * FROM notification_settings WHERE client_id = ${clientId}`.execute(db);
      return r.rows[0] ? toSetting(r.rows[0]) : null;
    },
    async setSlack(s) {
      await sql`INSERT INTO notification_settings (client_id, slack_url_sealed, slack_kinds, updated_at)
        VALUES (${s.clientId}, ${s.urlSealed}, ${JSON.stringify(s.kinds)}, ${s.updatedAt})
        ON CONFLICT (client_id) DO UPDATE SET slack_url_sealed = excluded.slack_url_sealed,
          slack_kinds = excluded.slack_kinds, updated_at = excluded.updated_at`.execute(db);
    },
    async allSlack() {
      const r =
        await sql<SettingRow>`SELECT * FROM notification_settings WHERE slack_url_sealed IS NOT NULL`.execute(
          db,
        );
      return r.rows.map(toSetting);
    },
    async mutes(clientId) {
      const r = await sql<{ user_id: string; kind: string }>`SELECT user_id, kind FROM notification_mutes
        WHERE client_id = ${clientId}`.execute(db);
      return r.rows.map((m) => ({ userId: m.user_id, kind: m.kind as NotificationKind }));
    },
    async follows(clientId) {
      const r = await sql<{
        user_id: string;
        client_id: string;
        email: string;
        kinds: string;
        updated_at: string;
      }>`
        SELECT user_id, client_id, email, kinds, updated_at FROM operator_follows
        WHERE client_id = ${clientId} ORDER BY user_id`.execute(db);
      return r.rows.map((f) => ({
        userId: f.user_id,
        clientId: f.client_id,
        email: f.email,
        kinds: JSON.parse(f.kinds) as NotificationKind[],
        updatedAt: f.updated_at,
      }));
    },
    async setFollow(f) {
      await sql`INSERT INTO operator_follows (user_id, client_id, email, kinds, updated_at)
        VALUES (${f.userId}, ${f.clientId}, ${f.email}, ${JSON.stringify(f.kinds)}, ${f.updatedAt})
        ON CONFLICT (user_id, client_id) DO UPDATE SET email = excluded.email, kinds = excluded.kinds,
          updated_at = excluded.updated_at`.execute(db);
    },
    async unfollow(clientId, userId) {
      const r =
        await sql`DELETE FROM operator_follows WHERE client_id = ${clientId} AND user_id = ${userId}`.execute(
          db,
        );
      return Number(r.numAffectedRows ?? 0) > 0;
    },
    async setMutes(clientId, userId, kinds) {
      await db.transaction().execute(async (tx) => {
        await sql`DELETE FROM notification_mutes WHERE client_id = ${clientId} AND user_id = ${userId}`.execute(
          tx,
        );
        for (const kind of kinds)
          await sql`INSERT INTO notification_mutes (client_id, user_id, kind)
            VALUES (${clientId}, ${userId}, ${kind})`.execute(tx);
      });
    },
  };
}
