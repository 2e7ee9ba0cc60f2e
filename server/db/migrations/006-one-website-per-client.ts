import { sql, type Kysely } from 'kysely';

// A client has at most one website source and one uploads source; the services check first, and these
// partial unique indexes (SQLite and PostgreSQL both have them) settle two requests racing past the check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX knowledge_sources_one_website ON knowledge_sources (client_id) WHERE kind = 'website'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX knowledge_sources_one_files ON knowledge_sources (client_id) WHERE kind = 'files'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS knowledge_sources_one_files`.execute(db);
  await sql`DROP INDEX IF EXISTS knowledge_sources_one_website`.execute(db);
}
