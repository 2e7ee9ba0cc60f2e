import type { Kysely } from 'kysely';
import { DOWN_042, UP_042 } from '../../migrations/042-consent-mode.ts';
import { run } from './ddl.ts';

/** SQLite's 042: a client's consent mode for page views. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, UP_042);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, DOWN_042);
}
