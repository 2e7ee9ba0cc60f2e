import { sql } from 'kysely';
import type { ChatStatsRepo } from '../../domain/shared/index.ts';
import type { Db } from '../database.ts';
import { PREVIEW_PATTERN_SQL } from '../migrations/022-admin-lookups.ts';
import type { StoreKind } from '../store.ts';

/**
 * A console preview's message, as each store tests it. SQLite's LIKE folds ASCII case only;
 * PostgreSQL's ILIKE on a COLLATE "C" column (metadata is one) folds exactly that too, where its LIKE
 * would fold none. The pattern is written into the SQL, not bound, so PostgreSQL matches the query to
 * its partial index chat_messages_preview (migration 022), whose predicate is the same text.
 */
const isPreview = {
  sqlite: sql<boolean>`p.metadata LIKE ${sql.raw(PREVIEW_PATTERN_SQL)}`,
  postgres: sql<boolean>`p.metadata ILIKE ${sql.raw(PREVIEW_PATTERN_SQL)}`,
};

/** The console's recent chats, newest first; exported so a test can read the statement's plan. */
export function recentChatsQuery(db: Db, kind: StoreKind, limit: number) {
  return (
    db
      .selectFrom('chat_sessions as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select((eb) => [
        's.session_id',
        's.client_id',
        's.status',
        's.last_activity',
        'c.client_name',
        'c.business_name',
        eb
          .selectFrom('chat_messages as m')
          .select('m.message')
          .whereRef('m.client_id', '=', 's.client_id')
          .whereRef('m.session_id', '=', 's.session_id')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last_message'),
        eb
          .selectFrom('follow_up_leads as l')
          .select('l.email')
          .whereRef('l.client_id', '=', 's.client_id')
          .whereRef('l.session_id', '=', 's.session_id')
          .orderBy('l.created_at', 'desc')
          .limit(1)
          .as('visitor_email'),
      ])
      .where('s.message_count', '>', 0)
      // Console previews are the operator talking to the assistant, not visitors' chats. Only the
      // server writes metadata.preview (admin mode), so a visitor cannot hide a chat this way. A
      // scalar subquery, not NOT EXISTS: PostgreSQL turns NOT EXISTS into an anti-join, and when it
      // expected many previews it hashed every message to build it; a subquery is run per session,
      // newest first, until the page is full, one probe of the previews' index each (migration 022).
      .where((eb) =>
        eb(
          eb
            .selectFrom('chat_messages as p')
            .select(sql<number>`1`.as('one'))
            .whereRef('p.client_id', '=', 's.client_id')
            .whereRef('p.session_id', '=', 's.session_id')
            .where(isPreview[kind])
            .limit(1),
          'is',
          null,
        ),
      )
      .orderBy('s.last_activity', 'desc')
      .limit(limit)
  );
}

export function createChatStatsRepo(db: Db, kind: StoreKind): ChatStatsRepo {
  return {
    async countMessages(range) {
      let q = db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n'));
      if (range) q = q.where('created_at', '>=', range.from).where('created_at', '<', range.to);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    async recentChats(limit) {
      const rows = await recentChatsQuery(db, kind, limit).execute();
      return rows.map((r) => ({
        sessionId: r.session_id,
        clientId: r.client_id,
        clientName: r.client_name,
        businessName: r.business_name,
        status: r.status,
        lastActivity: r.last_activity,
        lastMessage: r.last_message ?? null,
        visitorEmail: r.visitor_email ?? null,
      }));
    },
  };
}
