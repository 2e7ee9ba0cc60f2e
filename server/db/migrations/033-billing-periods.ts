import { sql, type Kysely } from 'kysely';

/**
 * What a reply checks about billing, kept on the client row it already holds (no extra read per
 * reply): `usage_period`, the key its usage is counted under while it pays by subscription (the paid
 * period's start; NULL: the calendar month, for clients an operator manages by hand), and
 * `service_until`, when the assistant stops answering (NULL: no end; set by a cancellation to the end
 * of the paid period, by a failed renewal to the end of the grace period). PostgreSQL's 033 also
 * widens `monthly_usage.month` to hold such a key.
 */
export const CLIENT_BILLING_COLUMNS = (text: string): string[] => [
  `ALTER TABLE clients ADD COLUMN usage_period ${text}`,
  `ALTER TABLE clients ADD COLUMN service_until ${text}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of CLIENT_BILLING_COLUMNS('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clients DROP COLUMN service_until`.execute(db);
  await sql`ALTER TABLE clients DROP COLUMN usage_period`.execute(db);
}
