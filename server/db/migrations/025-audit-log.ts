import { sql, type Kysely } from 'kysely';

/**
 * The audit log (issue 34): one row per change, newest read first per client and for the whole
 * deployment. No foreign key to clients: a deleted client's entries (its deletion among them) stay
 * until the retention period ends them.
 */
export const auditLogTables = (text: string) => [
  `CREATE TABLE audit_log (
    id ${text} PRIMARY KEY,
    at ${text} NOT NULL,
    client_id ${text},
    actor_kind text NOT NULL,
    actor_id text,
    actor_label text NOT NULL,
    source text NOT NULL,
    action text NOT NULL,
    target text,
    changes text
  )`,
  'CREATE INDEX audit_log_by_client ON audit_log (client_id, at, id)',
  'CREATE INDEX audit_log_by_time ON audit_log (at, id)',
];
export const DROP_AUDIT_LOG = ['DROP TABLE audit_log'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of auditLogTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DROP_AUDIT_LOG) await sql.raw(s).execute(db);
}
