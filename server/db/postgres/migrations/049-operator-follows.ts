import type { Kysely } from 'kysely';
import { operatorFollowsTables } from '../../migrations/049-operator-follows.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 049-operator-follows, with PostgreSQL's text type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, operatorFollowsTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE operator_follows']);
}
