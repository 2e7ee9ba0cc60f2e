import type { Kysely } from 'kysely';
import { ddl, DROP } from '../../migrations/035-feedback-and-outcomes.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 035 (visitor feedback, ratings, outcomes), the same tables with byte-ordered text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, ddl(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DROP);
}
