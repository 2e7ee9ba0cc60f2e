import { sql } from 'kysely';
import type { AnalyticsRepo } from '../../domain/insights/index.ts';
import type { Db } from '../database.ts';

/** Widget session ids start with the 32-character device id; shorter visitor ids never match. */
const DEVICE_ID_LENGTH = 32;

/** A chat counts once it holds a message; an opened and abandoned widget is not a chat. */
/**
 * Test-token traffic is never production analytics. Only the server writes metadata.test (a test
 * token's calls), and JSON.stringify escapes quotes inside values, so visitor text cannot fake it.
 */
const NOT_TEST = `%"test":true%`;
const hasMessages = sql<boolean>`exists (select 1 from chat_messages m where m.client_id = chat_sessions.client_id and m.session_id = chat_sessions.session_id and m.metadata not like ${NOT_TEST})`;

export function createAnalyticsRepo(db: Db): AnalyticsRepo {
  return {
    async recordVisit(v, newVisitorId) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('visitor_sessions')
          .values({
            id: newVisitorId,
            client_id: v.clientId,
            visitor_id: v.visitorId,
            ip_address: v.ipAddress,
            user_agent: v.userAgent,
            page_url: v.pageUrl,
            referrer: v.referrer,
            country: null,
            city: null,
            first_visit: v.at,
            last_activity: v.at,
            page_views: 1,
            chat_engaged: 0,
          })
          .onConflict((oc) =>
            oc.columns(['client_id', 'visitor_id']).doUpdateSet({
              last_activity: v.at,
              page_url: v.pageUrl,
              ip_address: v.ipAddress,
              user_agent: v.userAgent,
              page_views: sql`visitor_sessions.page_views + 1`,
            }),
          )
          .execute();
        await trx
          .insertInto('page_visits')
          .values({
            id: v.id,
            client_id: v.clientId,
            visitor_id: v.visitorId,
            page_url: v.pageUrl,
            referrer: v.referrer,
            time_on_page: null,
            created_at: v.at,
          })
          .execute();
      });
    },

    async markEngagedVisitors(clientId) {
      // A range on the (client_id, session_id) key finds sessions that start with the visitor id.
      await db
        .updateTable('visitor_sessions')
        .set({ chat_engaged: 1 })
        .where('client_id', '=', clientId)
        .where('chat_engaged', '=', 0)
        .where(sql<boolean>`length(visitor_id) >= ${DEVICE_ID_LENGTH}`)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('chat_sessions as cs')
              .select(sql`1`.as('one'))
              .whereRef('cs.client_id', '=', 'visitor_sessions.client_id')
              .where(sql<boolean>`cs.session_id >= visitor_sessions.visitor_id`)
              .where(sql<boolean>`cs.session_id < visitor_sessions.visitor_id || '{'`),
          ),
        )
        .execute();
    },

    async visitorTotals(clientId, from) {
      const v = await db
        .selectFrom('visitor_sessions')
        .select((eb) => [
          eb.fn.countAll<number>().as('visitors'),
          eb.fn.sum<number>('chat_engaged').as('engaged'),
        ])
        .where('client_id', '=', clientId)
        .where('last_activity', '>=', from)
        .executeTakeFirstOrThrow();
      const p = await db
        .selectFrom('page_visits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .where('created_at', '>=', from)
        .executeTakeFirstOrThrow();
      return { visitors: Number(v.visitors), engaged: Number(v.engaged ?? 0), pageViews: Number(p.n) };
    },

    async topPages(clientId, from, limit) {
      const rows = await db
        .selectFrom('page_visits')
        .select((eb) => [
          'page_url',
          eb.fn.countAll<number>().as('visits'),
          eb.fn.count<number>('visitor_id').distinct().as('unique_visitors'),
        ])
        .where('client_id', '=', clientId)
        .where('created_at', '>=', from)
        .groupBy('page_url')
        .orderBy('visits', 'desc')
        .orderBy('page_url')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        pageUrl: r.page_url,
        uniqueVisitors: Number(r.unique_visitors),
        visits: Number(r.visits),
      }));
    },

    async chatTotals(clientId, from) {
      const s = await db
        .selectFrom('chat_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .where('started_at', '>=', from)
        .where(hasMessages)
        .executeTakeFirstOrThrow();
      const m = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .where('created_at', '>=', from)
        .where('metadata', 'not like', NOT_TEST)
        .executeTakeFirstOrThrow();
      return { chats: Number(s.n), messages: Number(m.n) };
    },

    async chatsPerDay(clientId, from) {
      const day = sql<string>`substr(started_at, 1, 10)`;
      const rows = await db
        .selectFrom('chat_sessions')
        .select((eb) => [day.as('date'), eb.fn.countAll<number>().as('chats')])
        .where('client_id', '=', clientId)
        .where('started_at', '>=', from)
        .where(hasMessages)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((r) => ({ date: r.date, chats: Number(r.chats) }));
    },

    async chatLanguages(clientId, from) {
      // The visitor messages of the window's conversations, oldest first: the first that names a
      // language gives its conversation's (the same SQL on both stores; the JSON is read here).
      const [sessions, told] = await Promise.all([
        db
          .selectFrom('chat_sessions')
          .select('session_id')
          .where('client_id', '=', clientId)
          .where('started_at', '>=', from)
          .where(hasMessages)
          .execute(),
        db
          .selectFrom('chat_messages')
          .select(['session_id', 'metadata'])
          .where('client_id', '=', clientId)
          .where('created_at', '>=', from)
          .where('sender', '=', 'user')
          .where('metadata', 'like', '%"language":%')
          .where('metadata', 'not like', NOT_TEST)
          .orderBy('id')
          .execute(),
      ]);
      const first = new Map<string, string>();
      for (const m of told) {
        if (first.has(m.session_id)) continue;
        const language = (JSON.parse(m.metadata) as { language?: unknown }).language;
        if (typeof language === 'string') first.set(m.session_id, language);
      }
      return sessions.map((s) => ({ sessionId: s.session_id, language: first.get(s.session_id) ?? null }));
    },
  };
}
