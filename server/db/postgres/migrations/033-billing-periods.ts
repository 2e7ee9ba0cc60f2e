import type { Kysely } from 'kysely';
import { CLIENT_BILLING_COLUMNS } from '../../migrations/033-billing-periods.ts';
import { run, TEXT } from './ddl.ts';

// The clients' billing columns (SQLite's 033); a usage key is a month or a paid period's start time,
// so the month column grows from 7 characters (a wider varchar needs no table rewrite).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...CLIENT_BILLING_COLUMNS(TEXT),
    'ALTER TABLE monthly_usage ALTER COLUMN month TYPE varchar(32)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DELETE FROM monthly_usage WHERE length(month) > 7',
    'ALTER TABLE monthly_usage ALTER COLUMN month TYPE varchar(7)',
    'ALTER TABLE clients DROP COLUMN service_until',
    'ALTER TABLE clients DROP COLUMN usage_period',
  ]);
}
