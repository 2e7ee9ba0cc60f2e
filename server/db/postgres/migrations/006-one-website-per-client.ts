import type { Kysely } from 'kysely';
import { run } from './ddl.ts';

// At most one website and one uploads source per client: two requests racing past the services'
// check meet here, and the loser gets a unique violation (SQLite's 006, same SQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    "CREATE UNIQUE INDEX knowledge_sources_one_website ON knowledge_sources (client_id) WHERE kind = 'website'",
    "CREATE UNIQUE INDEX knowledge_sources_one_files ON knowledge_sources (client_id) WHERE kind = 'files'",
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP INDEX IF EXISTS knowledge_sources_one_files',
    'DROP INDEX IF EXISTS knowledge_sources_one_website',
  ]);
}
