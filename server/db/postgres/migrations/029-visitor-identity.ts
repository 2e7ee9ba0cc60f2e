import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Verified visitor identity (SQLite's 029, same tables).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE identity_secrets (
      client_id ${TEXT} PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
      sealed_secret ${TEXT} NOT NULL,
      created_at ${TEXT} NOT NULL
    )`,
    `CREATE TABLE session_identities (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      user_id ${TEXT},
      email ${TEXT},
      name ${TEXT},
      verified integer NOT NULL DEFAULT 0,
      email_verified integer NOT NULL DEFAULT 0,
      method ${TEXT} NOT NULL,
      updated_at ${TEXT} NOT NULL,
      PRIMARY KEY (client_id, session_id)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS session_identities', 'DROP TABLE IF EXISTS identity_secrets']);
}
