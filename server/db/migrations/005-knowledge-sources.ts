import type { Kysely } from 'kysely';

// Portable DDL. A source (website, files, feed) owns documents; documents are chunked into the client's
// FTS index. knowledge_revisions counts document changes per client, so every process (server, CLI)
// sees that an index is stale with one primary-key read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('knowledge_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('document_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_synced_at', 'text')
    .addColumn('next_sync_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('knowledge_sources_client')
    .on('knowledge_sources')
    .columns(['client_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('knowledge_sources_due')
    .on('knowledge_sources')
    .columns(['schedule', 'next_sync_at'])
    .execute();

  await db.schema
    .createTable('knowledge_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source_id', 'text', (c) => c.notNull().references('knowledge_sources.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('knowledge_documents_ref', ['source_id', 'ref'])
    .execute();
  await db.schema
    .createIndex('knowledge_documents_client')
    .on('knowledge_documents')
    .columns(['client_id'])
    .execute();

  await db.schema
    .createTable('knowledge_revisions')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_revisions').ifExists().execute();
  await db.schema.dropTable('knowledge_documents').ifExists().execute();
  await db.schema.dropTable('knowledge_sources').ifExists().execute();
}
