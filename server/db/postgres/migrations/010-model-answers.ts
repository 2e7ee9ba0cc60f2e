import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The client's time zone, the unanswered report's reason and the chunk embeddings (SQLite's 010, same
// logical schema; vectors are float32 little-endian in bytea).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE clients ADD COLUMN time_zone ${TEXT} NOT NULL DEFAULT 'UTC'`,
    `ALTER TABLE unanswered_questions ADD COLUMN reason ${TEXT} NOT NULL DEFAULT 'no_answer'`,
    `CREATE TABLE knowledge_embeddings (
      index_key ${TEXT} NOT NULL,
      model ${TEXT} NOT NULL,
      chunk_hash ${TEXT} NOT NULL,
      dimensions integer NOT NULL,
      vector bytea NOT NULL,
      PRIMARY KEY (index_key, model, chunk_hash)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE IF EXISTS knowledge_embeddings',
    'ALTER TABLE unanswered_questions DROP COLUMN reason',
    'ALTER TABLE clients DROP COLUMN time_zone',
  ]);
}
