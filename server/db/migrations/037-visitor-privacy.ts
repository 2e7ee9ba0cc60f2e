import { sql, type Kysely } from 'kysely';

/**
 * Visitors' data under the business's control, per client: `retention_days` (null: kept until the
 * client is deleted; else conversations and page views older than that many days are deleted by the
 * hourly retention job).
 */
export const UP_037 = ['ALTER TABLE clients ADD COLUMN retention_days integer'];
export const DOWN_037 = ['ALTER TABLE clients DROP COLUMN retention_days'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP_037) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN_037) await sql.raw(s).execute(db);
}
