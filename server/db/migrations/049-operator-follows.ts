import { sql, type Kysely } from 'kysely';

/**
 * The clients an operator follows, with the address their notices go to (operators have no email
 * of their own) and the kinds they chose. Removing the operator or the client removes the row.
 * PostgreSQL's 049 runs the same statements with its text type.
 */
export const operatorFollowsTables = (text: string) => [
  `CREATE TABLE operator_follows (
    user_id ${text} NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    client_id ${text} NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    email ${text} NOT NULL,
    kinds ${text} NOT NULL,
    updated_at ${text} NOT NULL,
    PRIMARY KEY (user_id, client_id)
  )`,
  'CREATE INDEX operator_follows_by_client ON operator_follows (client_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of operatorFollowsTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE operator_follows').execute(db);
}
