import type { Kysely } from 'kysely';
import { customerSessionLastSeen, pendingChargesTable } from '../../migrations/015-pending-charges.ts';
import { run, TEXT } from './ddl.ts';

// Charges whose reply has not landed yet, refunded at start when a killed process left one, and the last
// use of a customer session (SQLite's 015).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [pendingChargesTable(TEXT), customerSessionLastSeen(TEXT)]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE pending_charges', 'ALTER TABLE customer_sessions DROP COLUMN last_seen_at']);
}
