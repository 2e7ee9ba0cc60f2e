import type { Kysely } from 'kysely';
import { REPLY_TO_INDEX } from '../../migrations/018-reply-to-column.ts';
import { DROP_REPLY_INDEX, REPLY_LINK_INDEX } from '../../migrations/021-reply-link-first.ts';
import { run } from './ddl.ts';

// The reply-link index keyed by the link first (SQLite's 021): new entries land at the index's
// right-hand end, which PostgreSQL's B-tree also inserts into without a descent from the root.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [DROP_REPLY_INDEX, REPLY_LINK_INDEX]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [DROP_REPLY_INDEX, REPLY_TO_INDEX]);
}
