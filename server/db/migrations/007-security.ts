import { sql, type Kysely } from 'kysely';

// Security (issue 14): admin sessions remember their last use (idle timeout); a client can be a public
// demo profile (only those are served by the unauthenticated demo routes); a visitor session holds the
// hash of the secret the server issued to its widget; test-token replies count against their own small
// daily allowance, never the plan's monthly usage.
/** The seed's demo domains as of this migration (a copy: migrations never follow later code). */
export const SEEDED_DEMO_DOMAINS = [
  'chatgenius.ai',
  'bellamoda.shop',
  'sunsetrealty.com',
  'ecothreads.co',
  'taskpilot.io',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE admin_sessions ADD COLUMN last_seen_at text`.execute(db);
  await sql`ALTER TABLE clients ADD COLUMN is_demo integer NOT NULL DEFAULT 0`.execute(db);
  // The five seeded demo profiles of an existing install (test mode, never given a live token).
  await sql`UPDATE clients SET is_demo = 1 WHERE domain IN (${sql.join(SEEDED_DEMO_DOMAINS)}) AND test_mode = 1 AND access_token IS NULL`.execute(
    db,
  );
  await sql`ALTER TABLE chat_sessions ADD COLUMN visitor_key_hash text`.execute(db);
  await db.schema
    .createTable('test_usage')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('messages_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('test_usage_pk', ['client_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_usage').execute();
  await sql`ALTER TABLE chat_sessions DROP COLUMN visitor_key_hash`.execute(db);
  await sql`ALTER TABLE clients DROP COLUMN is_demo`.execute(db);
  await sql`ALTER TABLE admin_sessions DROP COLUMN last_seen_at`.execute(db);
}
