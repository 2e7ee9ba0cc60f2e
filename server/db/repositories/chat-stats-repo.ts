import type { ChatStatsRepo } from '../../domain/shared/index.ts';
import type { Db } from '../database.ts';

export function createChatStatsRepo(db: Db): ChatStatsRepo {
  return {
    async countMessages(range) {
      let q = db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n'));
      if (range) q = q.where('created_at', '>=', range.from).where('created_at', '<', range.to);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    async countSessions() {
      const r = await db
        .selectFrom('chat_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async countActiveSessions(since) {
      const r = await db
        .selectFrom('chat_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .where('last_activity', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async recentChats(limit) {
      const rows = await db
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
        // server writes metadata.preview (admin mode), so a visitor cannot hide a chat this way.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('chat_messages as p')
                .select('p.id')
                .whereRef('p.client_id', '=', 's.client_id')
                .whereRef('p.session_id', '=', 's.session_id')
                .where('p.metadata', 'like', '%"preview":true%'),
            ),
          ),
        )
        .orderBy('s.last_activity', 'desc')
        .limit(limit)
        .execute();
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
