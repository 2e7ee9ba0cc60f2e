import { sql, type Kysely } from 'kysely';
import { SEEDED_DEMO_DOMAINS } from '../../migrations/007-security.ts';
import { run, TEXT } from './ddl.ts';

// Security (issue 14), SQLite's 007 in PostgreSQL's SQL: admin session idle tracking, the demo-profile
// flag, the visitor session secret's hash, and the test tokens' own daily allowance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE admin_sessions ADD COLUMN last_seen_at ${TEXT}`,
    'ALTER TABLE clients ADD COLUMN is_demo integer NOT NULL DEFAULT 0',
    `ALTER TABLE chat_sessions ADD COLUMN visitor_key_hash ${TEXT}`,
    `CREATE TABLE test_usage (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      day varchar(10) COLLATE "C" NOT NULL,
      messages_used integer NOT NULL DEFAULT 0,
      CONSTRAINT test_usage_pk PRIMARY KEY (client_id, day)
    )`,
  ]);
  await sql`UPDATE clients SET is_demo = 1 WHERE domain IN (${sql.join(SEEDED_DEMO_DOMAINS)}) AND test_mode = 1 AND access_token IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE test_usage',
    'ALTER TABLE chat_sessions DROP COLUMN visitor_key_hash',
    'ALTER TABLE clients DROP COLUMN is_demo',
    'ALTER TABLE admin_sessions DROP COLUMN last_seen_at',
  ]);
}
