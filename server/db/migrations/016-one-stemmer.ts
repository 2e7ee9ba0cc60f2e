import { sql, type Kysely } from 'kysely';
import { indexTerms } from '../../domain/answering/index.ts';

/**
 * One stemmer for search and the answerer: the knowledge index holds each chunk's stems as the
 * application's `stem` gives them (indexTerms), under FTS5's non-stemming unicode61 tokenizer, instead
 * of FTS5's own porter tokenizer, which stemmed some words otherwise ("children"). The chunk's text is
 * kept unindexed beside them. Existing chunks are re-indexed from their stored text, in their order.
 * PostgreSQL's 016 does the same with a `simple` tsvector.
 */
interface OldChunk {
  rowid: number;
  body: string;
  title: string;
  index_token: string;
  kind: string;
  url: string | null;
}

const TABLE = (name: string) =>
  `CREATE VIRTUAL TABLE ${name} USING fts5(body_terms, title_terms, index_token, body UNINDEXED, title UNINDEXED, kind UNINDEXED, url UNINDEXED, tokenize = 'unicode61')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(TABLE('knowledge_fts_terms')).execute(db);
  const old =
    await sql<OldChunk>`SELECT rowid, body, title, index_token, kind, url FROM knowledge_fts ORDER BY rowid`.execute(
      db,
    );
  for (const c of old.rows)
    await sql`INSERT INTO knowledge_fts_terms (rowid, body_terms, title_terms, index_token, body, title, kind, url)
      VALUES (${c.rowid}, ${indexTerms(c.body)}, ${indexTerms(c.title)}, ${c.index_token}, ${c.body}, ${c.title}, ${c.kind}, ${c.url})`.execute(
      db,
    );
  await sql`DROP TABLE knowledge_fts`.execute(db);
  await sql`ALTER TABLE knowledge_fts_terms RENAME TO knowledge_fts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE knowledge_fts_text USING fts5(body, title, index_token, kind UNINDEXED, url UNINDEXED, tokenize = 'porter unicode61')`.execute(
    db,
  );
  await sql`INSERT INTO knowledge_fts_text (rowid, body, title, index_token, kind, url)
    SELECT rowid, body, title, index_token, kind, url FROM knowledge_fts ORDER BY rowid`.execute(db);
  await sql`DROP TABLE knowledge_fts`.execute(db);
  await sql`ALTER TABLE knowledge_fts_text RENAME TO knowledge_fts`.execute(db);
}
