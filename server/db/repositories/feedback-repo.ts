import type { Kysely } from 'kysely';
import type { FeedbackReason, FeedbackRating, Outcome } from '../../../contract/chat.ts';
import type { FeedbackRecord, FeedbackRepo, OutcomeRecord } from '../../domain/feedback/index.ts';
import type { Db } from '../database.ts';
import { toMessageRecord } from '../rows.ts';
import type { ChatMessagesTable } from '../schema.ts';
import type { ChatMessageRecord } from '../../domain/chat/index.ts';

/** The tables of migration 035, typed here so the shared schema stays as it is (and the messages read with them). */
interface FeedbackTables {
  chat_messages: ChatMessagesTable;
  message_feedback: {
    client_id: string;
    message_id: string;
    session_id: string;
    rating: string;
    reason: string | null;
    comment: string | null;
    created_at: string;
    updated_at: string;
  };
  session_ratings: { client_id: string; session_id: string; score: number; created_at: string };
  conversation_outcomes: {
    client_id: string;
    session_id: string;
    started_at: string;
    outcome: string | null;
    settles_at: string | null;
    first_reply_ms: number | null;
    score: number | null;
    thumbs_up: number;
    thumbs_down: number;
    updated_at: string;
  };
}

type FeedbackRow = FeedbackTables['message_feedback'];
type OutcomeRow = FeedbackTables['conversation_outcomes'];

const toFeedback = (r: FeedbackRow): FeedbackRecord => ({
  clientId: r.client_id,
  sessionId: r.session_id,
  messageId: r.message_id,
  rating: r.rating as FeedbackRating,
  reason: r.reason as FeedbackReason | null,
  comment: r.comment,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toOutcome = (r: OutcomeRow): OutcomeRecord => ({
  clientId: r.client_id,
  sessionId: r.session_id,
  startedAt: r.started_at,
  outcome: r.outcome as Outcome | null,
  settlesAt: r.settles_at,
  firstReplyMs: r.first_reply_ms === null ? null : Number(r.first_reply_ms),
  score: r.score === null ? null : Number(r.score),
  thumbsUp: Number(r.thumbs_up),
  thumbsDown: Number(r.thumbs_down),
  updatedAt: r.updated_at,
});

/**
 * Feedback, ratings and outcomes on both stores through Kysely (plain SQL both dialects share). Each
 * write is one upsert on the row's key, so the last word wins and a repeat writes nothing new.
 */
export function createFeedbackRepo(database: Db): FeedbackRepo {
  const db = database as unknown as Kysely<FeedbackTables>;
  return {
    async saveFeedback(f) {
      await db
        .insertInto('message_feedback')
        .values({
          client_id: f.clientId,
          message_id: f.messageId,
          session_id: f.sessionId,
          rating: f.rating,
          reason: f.reason,
          comment: f.comment,
          created_at: f.createdAt,
          updated_at: f.updatedAt,
        })
        .onConflict((oc) =>
          oc.columns(['client_id', 'message_id']).doUpdateSet({
            rating: f.rating,
            reason: f.reason,
            comment: f.comment,
            updated_at: f.updatedAt,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('message_feedback')
        .selectAll()
        .where('client_id', '=', f.clientId)
        .where('message_id', '=', f.messageId)
        .executeTakeFirstOrThrow();
      return toFeedback(row);
    },
    async feedbackOfSession(clientId, sessionId) {
      const rows = await db
        .selectFrom('message_feedback')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .orderBy('updated_at')
        .execute();
      return rows.map(toFeedback);
    },
    async feedbackIn(clientIds, from, to, limit) {
      if (clientIds?.length === 0) return [];
      let q = db
        .selectFrom('message_feedback')
        .selectAll()
        .where('updated_at', '>=', from)
        .where('updated_at', '<', to);
      if (clientIds) q = q.where('client_id', 'in', clientIds);
      return (await q.orderBy('updated_at', 'desc').limit(limit).execute()).map(toFeedback);
    },
    async sessionOfMessage(clientId, messageId) {
      const r = await database
        .selectFrom('chat_messages')
        .select('session_id')
        .where('id', '=', messageId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return r?.session_id ?? null;
    },
    async saveRating(clientId, sessionId, score, at) {
      await db
        .insertInto('session_ratings')
        .values({ client_id: clientId, session_id: sessionId, score, created_at: at })
        .onConflict((oc) => oc.columns(['client_id', 'session_id']).doUpdateSet({ score, created_at: at }))
        .execute();
    },
    async ratingOf(clientId, sessionId) {
      const r = await db
        .selectFrom('session_ratings')
        .select(['score', 'created_at'])
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return r ? { score: Number(r.score), at: r.created_at } : null;
    },
    async saveOutcome(o) {
      const values = {
        started_at: o.startedAt,
        outcome: o.outcome,
        settles_at: o.settlesAt,
        first_reply_ms: o.firstReplyMs,
        score: o.score,
        thumbs_up: o.thumbsUp,
        thumbs_down: o.thumbsDown,
        updated_at: o.updatedAt,
      };
      await db
        .insertInto('conversation_outcomes')
        .values({ client_id: o.clientId, session_id: o.sessionId, ...values })
        .onConflict((oc) => oc.columns(['client_id', 'session_id']).doUpdateSet(values))
        .execute();
    },
    async outcomesOf(clientId, sessionIds) {
      const rows = await db
        .selectFrom('conversation_outcomes')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', 'in', sessionIds)
        .execute();
      return rows.map(toOutcome);
    },
    async outcomesIn(clientIds, from, to, limit) {
      if (clientIds?.length === 0) return [];
      let q = db
        .selectFrom('conversation_outcomes')
        .selectAll()
        .where('started_at', '>=', from)
        .where('started_at', '<', to);
      if (clientIds) q = q.where('client_id', 'in', clientIds);
      return (await q.orderBy('started_at', 'desc').limit(limit).execute()).map(toOutcome);
    },
    async sessionsRead(clientId, sessionIds) {
      const messages = new Map<string, ChatMessageRecord[]>(sessionIds.map((id) => [id, []]));
      const feedback = new Map<string, FeedbackRecord[]>(sessionIds.map((id) => [id, []]));
      if (sessionIds.length === 0) return { messages, feedback };
      const [rows, thumbs] = await Promise.all([
        db
          .selectFrom('chat_messages')
          .selectAll()
          .where('client_id', '=', clientId)
          .where('session_id', 'in', sessionIds)
          .orderBy('session_id')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('message_feedback')
          .selectAll()
          .where('client_id', '=', clientId)
          .where('session_id', 'in', sessionIds)
          .execute(),
      ]);
      for (const r of rows) messages.get(r.session_id)!.push(toMessageRecord(r));
      for (const f of thumbs) feedback.get(f.session_id)!.push(toFeedback(f));
      return { messages, feedback };
    },
    async outcomesPage(clientId, from, to, before, limit) {
      let q = db
        .selectFrom('conversation_outcomes')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('started_at', '>=', from)
        .where('started_at', '<', to);
      // Keyset paging: rows strictly after the previous page's last one in (started_at, session_id) order.
      if (before)
        q = q.where((eb) =>
          eb.or([
            eb('started_at', '<', before.startedAt),
            eb.and([eb('started_at', '=', before.startedAt), eb('session_id', '<', before.sessionId)]),
          ]),
        );
      const rows = await q.orderBy('started_at', 'desc').orderBy('session_id', 'desc').limit(limit).execute();
      return rows.map(toOutcome);
    },
  };
}
