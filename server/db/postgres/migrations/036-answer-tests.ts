import type { Kysely } from 'kysely';
import { ddl, DROP } from '../../migrations/036-answer-tests.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 036 (test suites, their runs and results), the same tables with byte-ordered text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, ddl(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DROP);
}
