import type pg from 'pg';
import { type InsightsRepo, LEAD_LOOK_BACK, type UnansweredAsk } from '../../domain/insights/index.ts';
import type { FollowUpLeadsTable, UnansweredQuestionsTable } from '../schema.ts';
import { writeOrder } from './connect.ts';
import { toFollowUpLead, toUnansweredQuestion } from '../rows.ts';

/**
 * The unanswered report and the leads on PostgreSQL. Each write is one upsert, atomic by itself. They
 * are recorded from the message.created event without being awaited, so reads wait for the writes
 * begun before them (writeOrder): the console sees a question as soon as its reply is out, as on SQLite.
 */
export function createPostgresInsightsRepo(pool: pg.Pool): InsightsRepo {
  const order = writeOrder();
  const read = async <T>(text: string, values: unknown[]) => {
    await order.settled();
    return pool.query<T & pg.QueryResultRow>(text, values);
  };
  const recordUnanswered = async (
    clientId: string,
    sessionId: string,
    questionId: string,
    at: string,
    reason: string,
    askOf: (visitorMessage: string) => UnansweredAsk | null,
  ) => {
    const r = await pool.query<{ message: string }>(
      "SELECT message FROM chat_messages WHERE client_id = $1 AND session_id = $2 AND id = $3 AND sender = 'user'",
      [clientId, sessionId, questionId],
    );
    const text = r.rows[0]?.message;
    const ask = text === undefined ? null : askOf(text);
    if (!ask) return;
    // A question answered after it was turned into an FAQ means the FAQ is gone: it opens again,
    // counted afresh. A dismissed question stays dismissed (and keeps counting, unseen).
    await pool.query(
      `INSERT INTO unanswered_questions (client_id, question_key, question, ask_count, first_asked_at, last_asked_at, sample_session_id, reason, status)
         VALUES ($1, $2, $3, 1, $4, $4, $5, $6, 'open')
         ON CONFLICT (client_id, question_key) DO UPDATE SET
           reason = CASE WHEN unanswered_questions.status = 'faq'
                           OR excluded.last_asked_at >= unanswered_questions.last_asked_at
                         THEN excluded.reason ELSE unanswered_questions.reason END,
           question = CASE WHEN unanswered_questions.status = 'faq'
                             OR excluded.last_asked_at >= unanswered_questions.last_asked_at
                           THEN excluded.question ELSE unanswered_questions.question END,
           sample_session_id = CASE WHEN unanswered_questions.status = 'faq'
                                    OR excluded.last_asked_at >= unanswered_questions.last_asked_at
                                  THEN excluded.sample_session_id ELSE unanswered_questions.sample_session_id END,
           last_asked_at = greatest(unanswered_questions.last_asked_at, excluded.last_asked_at),
           ask_count = CASE WHEN unanswered_questions.status = 'faq' THEN 1 ELSE unanswered_questions.ask_count + 1 END,
           first_asked_at = CASE WHEN unanswered_questions.status = 'faq' THEN excluded.first_asked_at
                                 ELSE least(unanswered_questions.first_asked_at, excluded.first_asked_at) END,
           resolved_at = CASE WHEN unanswered_questions.status = 'faq' THEN NULL ELSE unanswered_questions.resolved_at END,
           status = CASE WHEN unanswered_questions.status = 'faq' THEN 'open' ELSE unanswered_questions.status END`,
      [clientId, ask.key, ask.question, at, sessionId, reason],
    );
  };
  const recordLead: InsightsRepo['recordLead'] = async (clientId, lead, questionOf) => {
    const earlier = await pool.query<{ message: string }>(
      `SELECT message FROM chat_messages WHERE client_id = $1 AND session_id = $2 AND sender = 'user' AND id < $3
         ORDER BY id DESC LIMIT $4`,
      [clientId, lead.sessionId, lead.messageId, LEAD_LOOK_BACK],
    );
    const question = questionOf(earlier.rows.map((r) => r.message));
    await pool.query(
      `INSERT INTO follow_up_leads (id, client_id, session_id, message_id, email, question, created_at, name, consent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (client_id, message_id) DO NOTHING`,
      [
        lead.id,
        clientId,
        lead.sessionId,
        lead.messageId,
        lead.email,
        question,
        lead.createdAt,
        lead.name ?? null,
        lead.consent ?? null,
      ],
    );
  };

  return {
    recordUnanswered: (...args) => order.write(() => recordUnanswered(...args)),
    recordLead: (...args) => order.write(() => recordLead(...args)),
    async listOpen(clientId, limit) {
      // One statement, so the list and the total come from the same snapshot.
      const r = await read<UnansweredQuestionsTable & { total: number }>(
        `SELECT q.*, (SELECT count(*) FROM unanswered_questions WHERE client_id = $1 AND status = 'open') AS total
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (
           SELECT * FROM unanswered_questions WHERE client_id = $1 AND status = 'open'
           ORDER BY last_asked_at DESC, question_key LIMIT $2
         ) q ON TRUE`,
        [clientId, limit],
      );
      return {
        questions: r.rows.filter((row) => row.question_key !== null).map(toUnansweredQuestion),
        total: r.rows[0]?.total ?? 0,
      };
    },
    resolve: (clientId, key, status, at) =>
      order.write(async () => {
        const r = await pool.query(
          `UPDATE unanswered_questions SET status = $1, resolved_at = $2
         WHERE client_id = $3 AND question_key = $4 AND status = 'open'`,
          [status, at, clientId, key],
        );
        return (r.rowCount ?? 0) > 0;
      }),
    async isOpen(clientId, key) {
      const r = await read(
        "SELECT 1 FROM unanswered_questions WHERE client_id = $1 AND question_key = $2 AND status = 'open'",
        [clientId, key],
      );
      return r.rows.length > 0;
    },
    async listLeads(clientId, limit) {
      const r = await read<FollowUpLeadsTable>(
        'SELECT * FROM follow_up_leads WHERE client_id = $1 ORDER BY created_at DESC, message_id DESC LIMIT $2',
        [clientId, limit],
      );
      return r.rows.map(toFollowUpLead);
    },
    async countLeads(clientId) {
      const r = await read<{ n: string }>('SELECT COUNT(*) AS n FROM follow_up_leads WHERE client_id = $1', [
        clientId,
      ]);
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
