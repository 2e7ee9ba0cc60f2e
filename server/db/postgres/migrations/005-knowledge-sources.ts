import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Knowledge sources, their documents and the per-client revision counter (SQLite's 005).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE knowledge_sources (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      kind ${TEXT} NOT NULL,
      name ${TEXT} NOT NULL,
      status ${TEXT} NOT NULL,
      schedule ${TEXT} NOT NULL,
      settings ${TEXT} NOT NULL,
      secret ${TEXT},
      document_count integer NOT NULL DEFAULT 0,
      last_synced_at ${TEXT},
      next_sync_at ${TEXT},
      last_error ${TEXT},
      created_at ${TEXT} NOT NULL,
      updated_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX knowledge_sources_client ON knowledge_sources (client_id, created_at)',
    'CREATE INDEX knowledge_sources_due ON knowledge_sources (schedule, next_sync_at)',
    `CREATE TABLE knowledge_documents (
      id ${TEXT} PRIMARY KEY,
      source_id ${TEXT} NOT NULL REFERENCES knowledge_sources (id) ON DELETE CASCADE,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      ref ${TEXT} NOT NULL,
      title ${TEXT} NOT NULL,
      url ${TEXT},
      body ${TEXT} NOT NULL,
      data ${TEXT},
      content_hash ${TEXT} NOT NULL,
      updated_at ${TEXT} NOT NULL,
      CONSTRAINT knowledge_documents_ref UNIQUE (source_id, ref)
    )`,
    'CREATE INDEX knowledge_documents_client ON knowledge_documents (client_id)',
    `CREATE TABLE knowledge_revisions (
      client_id ${TEXT} PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
      revision integer NOT NULL
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE IF EXISTS knowledge_revisions',
    'DROP TABLE IF EXISTS knowledge_documents',
    'DROP TABLE IF EXISTS knowledge_sources',
  ]);
}
