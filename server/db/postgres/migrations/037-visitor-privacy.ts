import type { Kysely } from 'kysely';
import { DOWN_037, UP_037 } from '../../migrations/037-visitor-privacy.ts';
import { run } from './ddl.ts';

/** SQLite's 037: a client's retention period for visitors' data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, UP_037);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DOWN_037);
}
