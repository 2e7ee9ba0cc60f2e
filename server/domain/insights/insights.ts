import type { Client, Faq } from '../../../contract/clients.ts';
import type {
  FollowUpLead,
  LeadList,
  UnansweredList,
  UnansweredQuestion,
  UnansweredReason,
} from '../../../contract/insights.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import {
  followUpEmail,
  questionBeforeLead,
  questionKey,
  unansweredAsk,
  type UnansweredAsk,
} from './insights-text.ts';
import type { Clock, DomainEvents, Ids } from '../shared/ports.ts';

/** Most FAQs a client keeps (ChatCustomizations.faqs). */
const MAX_FAQS = 50;
const LIST_LIMIT = 200;

/**
 * Storage of the report and the leads; every call is scoped by client id first. A recording reads the
 * stored messages it needs and hands them to the domain's rule (insights-text.ts) within its ordered
 * write, so a read begun after a recording sees it; the rule, not the store, decides what is recorded.
 */
export interface InsightsRepo {
  /**
   * Counts one unanswered ask of the visitor message `questionId` as `askOf` reads it (nothing when
   * it is not a visitor message of the session, or `askOf` returns null).
   */
  recordUnanswered(
    clientId: string,
    sessionId: string,
    questionId: string,
    at: string,
    reason: UnansweredReason,
    askOf: (visitorMessage: string) => UnansweredAsk | null,
  ): Promise<void>;
  listOpen(clientId: string, limit: number): Promise<{ questions: UnansweredQuestion[]; total: number }>;
  /** Marks an open question resolved; false when there is no open question with this key. */
  resolve(clientId: string, key: string, status: 'faq' | 'dismissed', at: string): Promise<boolean>;
  isOpen(clientId: string, key: string): Promise<boolean>;
  /**
   * Stores the lead of a visitor message once (a repeated call for the same message is a no-op), with
   * the question `questionOf` picks from the visitor's earlier messages of the session, newest first.
   */
  recordLead(
    clientId: string,
    lead: Omit<FollowUpLead, 'question' | 'name' | 'consent' | 'source'> & {
      messageId: string;
      name?: string | null;
      consent?: string | null;
    },
    questionOf: (earlierNewestFirst: string[]) => string | null,
  ): Promise<void>;
  listLeads(clientId: string, limit: number): Promise<FollowUpLead[]>;
  countLeads(clientId: string): Promise<number>;
}

export interface InsightsService {
  unanswered(clientId: string): Promise<UnansweredList>;
  /** Adds (or re-answers) the FAQ and resolves the reported question. */
  answerWithFaq(
    clientId: string,
    input: { question: string; answer: string; reportedQuestion?: string },
  ): Promise<Client>;
  dismiss(clientId: string, question: string): Promise<void>;
  leads(clientId: string): Promise<LeadList>;
}

/**
 * The unanswered-questions report and the follow-up leads. Both are recorded from stored chat messages
 * (the message.created event), so no chat path changes to feed them, and previews never count.
 */
export function createInsightsService(deps: {
  repo: InsightsRepo;
  clients: ClientsService;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
  /** Where a failed recording goes: the chat itself must never fail because of the report. */
  onError: (err: unknown) => void;
}): InsightsService {
  const { repo, clients, events, clock, ids, onError } = deps;

  events.on('message.created', ({ clientId, message }) => {
    const m = message.metadata;
    // Console previews and test-token chats are not visitors: they never reach the report or the leads.
    if (m.preview || m.test) return;
    let work: Promise<void> | null = null;
    const reason = m.responseType === 'no_answer' || m.responseType === 'unsupported' ? m.responseType : null;
    if (message.sender === 'ai' && reason && m.replyTo) {
      work = repo.recordUnanswered(
        clientId,
        message.sessionId,
        m.replyTo,
        message.timestamp,
        reason,
        unansweredAsk,
      );
    } else if (message.sender === 'user') {
      const email = followUpEmail(message.message);
      if (email)
        work = repo.recordLead(
          clientId,
          {
            id: ids.uuid(),
            sessionId: message.sessionId,
            messageId: message.id,
            email,
            createdAt: message.timestamp,
          },
          questionBeforeLead,
        );
    }
    work?.catch(onError);
  });

  const requireOpen = async (clientId: string, key: string) => {
    if (!(await repo.isOpen(clientId, key))) throw notFound('Unanswered question');
  };

  return {
    async unanswered(clientId) {
      await clients.record(clientId);
      return repo.listOpen(clientId, LIST_LIMIT);
    },

    async answerWithFaq(clientId, input) {
      const client = await clients.record(clientId);
      const key = questionKey(input.reportedQuestion ?? input.question);
      await requireOpen(clientId, key);
      const faq: Faq = { question: input.question, answer: input.answer };
      const faqs = client.chatCustomizations.faqs;
      const same = faqs.findIndex((f) => questionKey(f.question) === questionKey(faq.question));
      const next = same >= 0 ? faqs.map((f, i) => (i === same ? faq : f)) : [...faqs, faq];
      if (next.filter((f) => !f.curated).length > MAX_FAQS) {
        throw new DomainError('validation_failed', `A client can have at most ${MAX_FAQS} FAQs`, {
          question: `A client can have at most ${MAX_FAQS} FAQs`,
        });
      }
      const updated = await clients.update(clientId, {
        chatCustomizations: { ...client.chatCustomizations, faqs: next },
      });
      await repo.resolve(clientId, key, 'faq', clock.now().toISOString());
      return updated;
    },

    async dismiss(clientId, question) {
      await clients.record(clientId);
      if (!(await repo.resolve(clientId, questionKey(question), 'dismissed', clock.now().toISOString())))
        throw notFound('Unanswered question');
    },

    async leads(clientId) {
      await clients.record(clientId);
      const [leads, total] = await Promise.all([
        repo.listLeads(clientId, LIST_LIMIT),
        repo.countLeads(clientId),
      ]);
      return { leads, total };
    },
  };
}
