import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Customer accounts (see the SQLite migration of the same name): users of one client each, their
// sessions and their one-time password links, the last two stored as keyed digests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE customer_users (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      email ${TEXT} NOT NULL UNIQUE,
      role ${TEXT} NOT NULL,
      password_hash ${TEXT},
      created_at ${TEXT} NOT NULL,
      last_login_at ${TEXT}
    )`,
    'CREATE INDEX customer_users_client ON customer_users (client_id)',
    `CREATE TABLE customer_sessions (
      id varchar(64) COLLATE "C" PRIMARY KEY,
      user_id ${TEXT} NOT NULL REFERENCES customer_users (id) ON DELETE CASCADE,
      created_at ${TEXT} NOT NULL,
      expires_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX customer_sessions_user ON customer_sessions (user_id)',
    `CREATE TABLE customer_password_tokens (
      id varchar(64) COLLATE "C" PRIMARY KEY,
      user_id ${TEXT} NOT NULL REFERENCES customer_users (id) ON DELETE CASCADE,
      purpose ${TEXT} NOT NULL,
      created_at ${TEXT} NOT NULL,
      expires_at ${TEXT} NOT NULL,
      used_at ${TEXT}
    )`,
    'CREATE INDEX customer_password_tokens_user ON customer_password_tokens (user_id)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE customer_password_tokens',
    'DROP TABLE customer_sessions',
    'DROP TABLE customer_users',
  ]);
}
