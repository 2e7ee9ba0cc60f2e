import { sql, type Kysely } from 'kysely';
import { indexTerms } from '../../../domain/answering/index.ts';
import { run, TEXT } from './ddl.ts';

/**
 * One stemmer for search and the answerer (SQLite's 016): each chunk keeps its stems as the
 * application's `stem` gives them (indexTerms), and the tsvector is built from them with the `simple`
 * configuration (no stemming, no stop words), title weighted B and body A as before, instead of the
 * Snowball `frontdesk` configuration, which stemmed some words otherwise ("monthly" as "month").
 * Existing chunks are re-indexed from their stored text.
 */
const SEARCH = `search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', title_terms), 'B') || setweight(to_tsvector('simple', body_terms), 'A')
) STORED`;
const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'ALTER TABLE knowledge_fts DROP COLUMN search',
    `ALTER TABLE knowledge_fts ADD COLUMN title_terms ${TEXT} NOT NULL DEFAULT '', ADD COLUMN body_terms ${TEXT} NOT NULL DEFAULT ''`,
  ]);
  for (let after = 0; ;) {
    const rows = await sql<{ id: string; title: string; body: string }>`
      SELECT id, title, body FROM knowledge_fts WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
    if (rows.rows.length === 0) break;
    await sql`UPDATE knowledge_fts k SET title_terms = t.title_terms, body_terms = t.body_terms
      FROM unnest(${rows.rows.map((r) => r.id)}::bigint[], ${rows.rows.map((r) => indexTerms(r.title))}::text[],
                  ${rows.rows.map((r) => indexTerms(r.body))}::text[]) AS t (id, title_terms, body_terms)
      WHERE k.id = t.id`.execute(db);
    after = Number(rows.rows.at(-1)?.id);
  }
  await run(db, [
    'ALTER TABLE knowledge_fts ALTER COLUMN title_terms DROP DEFAULT, ALTER COLUMN body_terms DROP DEFAULT',
    `ALTER TABLE knowledge_fts ADD COLUMN ${SEARCH}`,
    'CREATE INDEX knowledge_fts_search ON knowledge_fts USING gin (search)',
    'DROP TEXT SEARCH CONFIGURATION frontdesk',
    'DROP TEXT SEARCH DICTIONARY frontdesk_stem',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'CREATE TEXT SEARCH DICTIONARY frontdesk_stem (TEMPLATE = snowball, Language = english)',
    'CREATE TEXT SEARCH CONFIGURATION frontdesk (COPY = english)',
    `ALTER TEXT SEARCH CONFIGURATION frontdesk
      ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH frontdesk_stem`,
    'ALTER TABLE knowledge_fts DROP COLUMN search, DROP COLUMN title_terms, DROP COLUMN body_terms',
    `ALTER TABLE knowledge_fts ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('frontdesk', title), 'B') || setweight(to_tsvector('frontdesk', body), 'A')
    ) STORED`,
    'CREATE INDEX knowledge_fts_search ON knowledge_fts USING gin (search)',
  ]);
}
