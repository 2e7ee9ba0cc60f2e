import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

/**
 * Knowledge retrieval, PostgreSQL's way: chunks with a stored tsvector (title weighted B, body A) under a
 * GIN index, partitioned by the same index token column as SQLite's FTS5 table. The `frontdesk` text
 * search configuration is English with Snowball stemming and no stop words, like FTS5's porter
 * tokenizer: every word a question keeps can match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'CREATE TEXT SEARCH DICTIONARY frontdesk_stem (TEMPLATE = snowball, Language = english)',
    'CREATE TEXT SEARCH CONFIGURATION frontdesk (COPY = english)',
    `ALTER TEXT SEARCH CONFIGURATION frontdesk
      ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH frontdesk_stem`,
    `CREATE TABLE knowledge_fts (
      id bigserial PRIMARY KEY,
      index_token ${TEXT} NOT NULL,
      kind ${TEXT} NOT NULL,
      title ${TEXT} NOT NULL,
      url ${TEXT},
      body ${TEXT} NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('frontdesk', title), 'B') || setweight(to_tsvector('frontdesk', body), 'A')
      ) STORED
    )`,
    'CREATE INDEX knowledge_fts_search ON knowledge_fts USING gin (search)',
    'CREATE INDEX knowledge_fts_token ON knowledge_fts (index_token)',
    `CREATE TABLE knowledge_indexes (
      index_key ${TEXT} PRIMARY KEY,
      index_token ${TEXT} NOT NULL,
      version ${TEXT} NOT NULL,
      chunk_count integer NOT NULL,
      updated_at ${TEXT} NOT NULL
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE IF EXISTS knowledge_indexes',
    'DROP TABLE IF EXISTS knowledge_fts',
    'DROP TEXT SEARCH CONFIGURATION IF EXISTS frontdesk',
    'DROP TEXT SEARCH DICTIONARY IF EXISTS frontdesk_stem',
  ]);
}
