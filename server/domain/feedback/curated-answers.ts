/**
 * "Improve this answer": a curated answer written from any assistant reply in a transcript. It is kept
 * with the client's FAQs, marked curated (not a widget button), so the assistant's FAQ match — which
 * runs before retrieval and accepts close paraphrases (answering/faq-match.ts matchFaq) — answers that
 * question with it from the next message on; it is listed, edited and removed with the FAQs.
 */
import type { Faq } from '../../../contract/clients.ts';
import { MAX_FAQS_WITH_CURATED } from '../../../contract/clients.ts';
import type { CuratedAnswerRequest } from '../../../contract/feedback.ts';
import type { ChatRepo } from '../chat/chat-ports.ts';
import type { ClientsService } from '../clients/clients.ts';
import { questionKey } from '../insights/insights-text.ts';
import { DomainError, notFound } from '../shared/errors.ts';

export interface CuratedAnswers {
  /** Adds the curated answer, or replaces the FAQ or curated answer of the same question. */
  write(clientId: string, input: CuratedAnswerRequest): Promise<Faq>;
}

/** The visitor question an assistant reply answered, and whether the reply declined. */
export type ReplyQuestions = (
  clientId: string,
  messageId: string,
) => Promise<{ question: string; declined: boolean }>;

export function replyQuestions(deps: {
  chats: ChatRepo;
  /** The session a message belongs to (message ids are unique per client). */
  sessionOfMessage: (clientId: string, messageId: string) => Promise<string | null>;
}): ReplyQuestions {
  const { chats } = deps;
  return async (clientId, messageId) => {
    const sessionId = await deps.sessionOfMessage(clientId, messageId);
    const reply = sessionId ? await chats.message(clientId, sessionId, messageId) : null;
    if (!sessionId || !reply) throw notFound('Message');
    if (reply.sender !== 'ai') throw new DomainError('bad_request', 'Only an assistant reply can be used');
    const asked = reply.metadata.replyTo
      ? await chats.message(clientId, sessionId, reply.metadata.replyTo)
      : (await chats.messages(clientId, sessionId, { limit: 10_000 }))
          .filter((m) => m.sender === 'user' && m.id < reply.id)
          .at(-1);
    if (!asked) throw new DomainError('bad_request', 'This reply answers no visitor question');
    const kind = reply.metadata.responseType ?? '';
    return {
      question: asked.message.slice(0, 500),
      declined: kind === 'no_answer' || kind === 'unsupported',
    };
  };
}

export function createCuratedAnswers(deps: {
  clients: ClientsService;
  questionOf: ReplyQuestions;
}): CuratedAnswers {
  const { clients } = deps;
  return {
    async write(clientId, input) {
      const client = await clients.record(clientId);
      const question =
        'question' in input ? input.question : (await deps.questionOf(clientId, input.messageId)).question;
      const faqs = client.chatCustomizations.faqs;
      const key = questionKey(question);
      const same = faqs.findIndex((f) => questionKey(f.question) === key);
      // An FAQ of the same question keeps its button; only its answer changes.
      const faq: Faq =
        same >= 0 && !faqs[same]!.curated
          ? { question: faqs[same]!.question, answer: input.answer }
          : { question, answer: input.answer, curated: true };
      const next = same >= 0 ? faqs.map((f, i) => (i === same ? faq : f)) : [...faqs, faq];
      if (next.length > MAX_FAQS_WITH_CURATED)
        throw new DomainError(
          'validation_failed',
          `At most ${MAX_FAQS_WITH_CURATED} FAQs and curated answers`,
          {
            answer: `At most ${MAX_FAQS_WITH_CURATED} FAQs and curated answers`,
          },
        );
      await clients.update(clientId, { chatCustomizations: { ...client.chatCustomizations, faqs: next } });
      return faq;
    },
  };
}
