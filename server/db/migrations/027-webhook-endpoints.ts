import { sql, type Kysely } from 'kysely';

/**
 * A client's webhook endpoints: where its events are POSTed, which types, and the signing secret
 * sealed with the SecretBox (never stored or shown in clear after creation). `failing_since` starts
 * at an endpoint's first failed delivery and clears at its next success; a day of it disables the
 * endpoint. PostgreSQL's 027 runs the same statements with its text type.
 */
export const webhookEndpointsTable = (text: string, int: string) => [
  `CREATE TABLE webhook_endpoints (
    id ${text} PRIMARY KEY,
    client_id ${text} NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    url ${text} NOT NULL,
    events ${text} NOT NULL,
    description ${text} NOT NULL DEFAULT '',
    secret_sealed ${text} NOT NULL,
    secret_prefix ${text} NOT NULL,
    enabled ${int} NOT NULL DEFAULT 1,
    disabled_reason ${text},
    failing_since ${text},
    created_at ${text} NOT NULL,
    updated_at ${text} NOT NULL
  )`,
  'CREATE INDEX webhook_endpoints_client ON webhook_endpoints (client_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of webhookEndpointsTable('text', 'integer')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE webhook_endpoints').execute(db);
}
