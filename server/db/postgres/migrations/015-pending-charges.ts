import type { Kysely } from 'kysely';
import { pendingChargesTable } from '../../migrations/015-pending-charges.ts';
import { run, TEXT } from './ddl.ts';

// Charges whose reply has not landed yet, refunded at start when a killed process left one (SQLite's 015).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [pendingChargesTable(TEXT)]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE pending_charges']);
}
