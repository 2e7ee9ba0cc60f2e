import { sql, type Kysely } from 'kysely';

/**
 * Notifications: a client's Slack-compatible incoming-webhook URL (sealed: the URL is its secret) and
 * the kinds it sends there, and the kinds each person of the client turned off for mail (a row per
 * kind turned off; none means every kind is on). PostgreSQL's 028 runs the same statements.
 */
export const notificationTables = (text: string) => [
  `CREATE TABLE notification_settings (
    client_id ${text} PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
    slack_url_sealed ${text},
    slack_kinds ${text} NOT NULL DEFAULT '[]',
    updated_at ${text} NOT NULL
  )`,
  `CREATE TABLE notification_mutes (
    client_id ${text} NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    user_id ${text} NOT NULL,
    kind ${text} NOT NULL,
    PRIMARY KEY (client_id, user_id, kind)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of notificationTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE notification_mutes').execute(db);
  await sql.raw('DROP TABLE notification_settings').execute(db);
}
