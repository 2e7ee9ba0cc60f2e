import type SQLite from 'better-sqlite3';
import { type InsightsRepo, LEAD_LOOK_BACK } from '../../domain/insights/index.ts';
import type { FollowUpLeadsTable, UnansweredQuestionsTable } from '../schema.ts';
import { writeBatchOf } from '../write-batch.ts';
import { toFollowUpLead, toUnansweredQuestion } from '../rows.ts';

/**
 * The report and the leads on the raw SQLite handle. Writes and reads both go through the chat write
 * batch: the write is queued when the reply is stored, so a read queued after it (the console, a test)
 * always sees it, and nothing joins a foreign transaction.
 */
export function createInsightsRepo(sqlite: SQLite.Database): InsightsRepo {
  const batch = writeBatchOf(sqlite);
  const visitorMessage = sqlite
    .prepare<[string, string, string], string>(
      "SELECT message FROM chat_messages WHERE client_id = ? AND session_id = ? AND id = ? AND sender = 'user'",
    )
    .pluck();
  // A question answered after it was turned into an FAQ means the FAQ is gone: it opens again, counted
  // afresh. A dismissed question stays dismissed (and keeps counting, unseen). The latest asking gives
  // the wording and sample session, whatever order concurrent records land in.
  const upsert = sqlite.prepare<[string, string, string, string, string, string, string]>(
    `INSERT INTO unanswered_questions (client_id, question_key, question, ask_count, first_asked_at, last_asked_at, sample_session_id, reason, status)
     VALUES (?, ?, ?, 1, ?, ?, ?, ?, 'open')
     ON CONFLICT (client_id, question_key) DO UPDATE SET
       question = CASE WHEN status = 'faq' OR excluded.last_asked_at >= last_asked_at
                       THEN excluded.question ELSE question END,
       reason = CASE WHEN status = 'faq' OR excluded.last_asked_at >= last_asked_at
                     THEN excluded.reason ELSE reason END,
       sample_session_id = CASE WHEN status = 'faq' OR excluded.last_asked_at >= last_asked_at
                                THEN excluded.sample_session_id ELSE sample_session_id END,
       last_asked_at = max(last_asked_at, excluded.last_asked_at),
       ask_count = CASE WHEN status = 'faq' THEN 1 ELSE ask_count + 1 END,
       first_asked_at = CASE WHEN status = 'faq' THEN excluded.first_asked_at
                         ELSE min(first_asked_at, excluded.first_asked_at) END,
       resolved_at = CASE WHEN status = 'faq' THEN NULL ELSE resolved_at END,
       status = CASE WHEN status = 'faq' THEN 'open' ELSE status END`,
  );
  const listOpen = sqlite.prepare<[string, number], UnansweredQuestionsTable>(
    "SELECT * FROM unanswered_questions WHERE client_id = ? AND status = 'open' ORDER BY last_asked_at DESC, question_key LIMIT ?",
  );
  const countOpen = sqlite
    .prepare<[string], number>(
      "SELECT count(*) FROM unanswered_questions WHERE client_id = ? AND status = 'open'",
    )
    .pluck();
  const isOpen = sqlite
    .prepare<[string, string], number>(
      "SELECT 1 FROM unanswered_questions WHERE client_id = ? AND question_key = ? AND status = 'open'",
    )
    .pluck();
  const resolve = sqlite.prepare<[string, string, string, string]>(
    "UPDATE unanswered_questions SET status = ?, resolved_at = ? WHERE client_id = ? AND question_key = ? AND status = 'open'",
  );
  const earlierVisitorMessages = sqlite
    .prepare<[string, string, string, number], string>(
      "SELECT message FROM chat_messages WHERE client_id = ? AND session_id = ? AND sender = 'user' AND id < ? ORDER BY id DESC LIMIT ?",
    )
    .pluck();
  const insertLead = sqlite.prepare<
    [string, string, string, string, string, string | null, string, string | null, string | null]
  >(
    `INSERT INTO follow_up_leads (id, client_id, session_id, message_id, email, question, created_at, name, consent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (client_id, message_id) DO NOTHING`,
  );
  const listLeads = sqlite.prepare<[string, number], FollowUpLeadsTable>(
    'SELECT * FROM follow_up_leads WHERE client_id = ? ORDER BY created_at DESC, message_id DESC LIMIT ?',
  );
  const countLeads = sqlite
    .prepare<[string], number>('SELECT COUNT(*) FROM follow_up_leads WHERE client_id = ?')
    .pluck();

  return {
    recordUnanswered: (clientId, sessionId, questionId, at, reason, askOf) =>
      batch.run(() => {
        const text = visitorMessage.get(clientId, sessionId, questionId);
        const ask = text === undefined ? null : askOf(text);
        if (ask) upsert.run(clientId, ask.key, ask.question, at, at, sessionId, reason);
      }),
    listOpen: (clientId, limit) =>
      batch.run(() => ({
        questions: listOpen.all(clientId, limit).map(toUnansweredQuestion),
        total: countOpen.get(clientId) ?? 0,
      })),
    resolve: (clientId, key, status, at) =>
      batch.run(() => resolve.run(status, at, clientId, key).changes > 0),
    isOpen: (clientId, key) => batch.run(() => isOpen.get(clientId, key) === 1),
    recordLead: (clientId, lead, questionOf) =>
      batch.run(() => {
        const question = questionOf(
          earlierVisitorMessages.all(clientId, lead.sessionId, lead.messageId, LEAD_LOOK_BACK),
        );
        insertLead.run(
          lead.id,
          clientId,
          lead.sessionId,
          lead.messageId,
          lead.email,
          question,
          lead.createdAt,
          lead.name ?? null,
          lead.consent ?? null,
        );
      }),
    listLeads: (clientId, limit) => batch.run(() => listLeads.all(clientId, limit).map(toFollowUpLead)),
    countLeads: (clientId) => batch.run(() => countLeads.get(clientId) ?? 0),
  };
}
