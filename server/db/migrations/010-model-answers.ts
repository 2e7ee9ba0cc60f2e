import { sql, type Kysely } from 'kysely';

// The business's time zone (the assistant's "now"); why a question is in the unanswered report (the
// assistant declined: 'no_answer', or a model reply cited none of the business's passages:
// 'unsupported'); and the embeddings of knowledge chunks, float32 little-endian, one row per chunk text
// (its hash) and embedding model, so an unchanged chunk is never embedded twice and a new model
// re-embeds everything.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clients ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC'`.execute(db);
  await sql`ALTER TABLE unanswered_questions ADD COLUMN reason TEXT NOT NULL DEFAULT 'no_answer'`.execute(db);
  await sql`CREATE TABLE knowledge_embeddings (
    index_key TEXT NOT NULL,
    model TEXT NOT NULL,
    chunk_hash TEXT NOT NULL,
    dimensions INTEGER NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (index_key, model, chunk_hash)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS knowledge_embeddings`.execute(db);
  await sql`ALTER TABLE unanswered_questions DROP COLUMN reason`.execute(db);
  await sql`ALTER TABLE clients DROP COLUMN time_zone`.execute(db);
}
