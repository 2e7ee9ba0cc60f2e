import type { Kysely } from 'kysely';
import { leanOutboxIndex } from '../../migrations/048-outbox-lean-index.ts';
import { run } from './ddl.ts';

// SQLite's 048-outbox-lean-index, as it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, leanOutboxIndex);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP INDEX outbox_delivered_by_type',
    'CREATE INDEX outbox_by_type ON outbox (client_id, channel, type, done_at)',
  ]);
}
