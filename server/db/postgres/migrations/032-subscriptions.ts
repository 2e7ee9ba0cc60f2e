import type { Kysely } from 'kysely';
import { DROP_SUBSCRIPTION_TABLES, subscriptionTables } from '../../migrations/032-subscriptions.ts';
import { run, TEXT } from './ddl.ts';

// PayPal plans, subscriptions, payments and applied webhook events (SQLite's 032).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, subscriptionTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DROP_SUBSCRIPTION_TABLES);
}
