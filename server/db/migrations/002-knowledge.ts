import { sql, type Kysely } from 'kysely';

/**
 * Knowledge retrieval: an FTS5 table of chunks (BM25 ranking, porter stemming) partitioned by an index
 * key token, and the content version each key was built from. SQLite-only; a PostgreSQL dialect would
 * use tsvector in its own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE knowledge_fts USING fts5(body, title, index_token, kind UNINDEXED, url UNINDEXED, tokenize = 'porter unicode61')`.execute(
    db,
  );
  await db.schema
    .createTable('knowledge_indexes')
    .addColumn('index_key', 'text', (c) => c.primaryKey())
    .addColumn('index_token', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_indexes').ifExists().execute();
  await sql`DROP TABLE IF EXISTS knowledge_fts`.execute(db);
}
