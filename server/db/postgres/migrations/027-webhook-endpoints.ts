import type { Kysely } from 'kysely';
import { webhookEndpointsTable } from '../../migrations/027-webhook-endpoints.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 027-webhook-endpoints, with PostgreSQL's text type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, webhookEndpointsTable(TEXT, 'integer'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE webhook_endpoints']);
}
