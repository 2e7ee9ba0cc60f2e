import type { Kysely } from 'kysely';
import { auditLogTables, DROP_AUDIT_LOG } from '../../migrations/025-audit-log.ts';
import { run, TEXT } from './ddl.ts';

/** SQLite's 025: the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, auditLogTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DROP_AUDIT_LOG);
}
