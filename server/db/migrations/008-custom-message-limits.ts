import { sql, type Kysely } from 'kysely';

/**
 * One set of plan numbers: a plan's allowance is now the one sold on the site (200/500/1,000), and an
 * operator may set a custom monthly limit per client. Every existing client keeps the limit enforced
 * until now (Starter 500, Premium 1,000, Enterprise 50,000; an unknown plan had 500) as its custom
 * limit, so nobody loses service; plan names are stored in their one spelling. PostgreSQL's 008 runs
 * the same statements.
 */
export const CUSTOM_MESSAGE_LIMIT_STATEMENTS = [
  'ALTER TABLE clients ADD COLUMN custom_message_limit integer',
  `UPDATE clients SET custom_message_limit = CASE lower(plan)
     WHEN 'premium' THEN 1000 WHEN 'enterprise' THEN 50000 ELSE 500 END`,
  `UPDATE clients SET plan = CASE lower(plan)
     WHEN 'premium' THEN 'Premium' WHEN 'enterprise' THEN 'Enterprise' ELSE 'Starter' END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of CUSTOM_MESSAGE_LIMIT_STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clients DROP COLUMN custom_message_limit`.execute(db);
}
