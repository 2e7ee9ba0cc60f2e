/**
 * Which stored visitor message a reply posted over REST answers. The widget names it by id (the id
 * POST /api/chat/messages returned), so a question asked twice in a session is never confused with the
 * other copy; integrators that send no id keep the older rule, the newest unanswered message with the
 * same text.
 */
import type { PostMessage } from '../../../contract/chat.ts';
import type { ClientRecord } from '../shared/ports.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ChatMessageRecord, ChatRepo } from './chat-ports.ts';

const same = (a: string, b: string) => a.trim() === b.trim();

export function createReplyTargets(chats: ChatRepo) {
  /** The visitor message named, refused (before any work) unless it can still have a reply. */
  const unansweredById = async (clientId: string, sessionId: string, id: string) => {
    const m = await chats.message(clientId, sessionId, id);
    if (!m) throw notFound('Message');
    if (m.sender !== 'user') throw new DomainError('bad_request', 'Only a visitor message can be answered');
    if (await chats.findReply(clientId, sessionId, id))
      throw new DomainError('conflict', 'This message has been answered already');
    return m;
  };

  return {
    /**
     * The question POST /api/chat/ai-response answers: `messageId`'s message (its text must be
     * `text`), or without it the newest unanswered one with this text (null: none, store it first).
     */
    async question(
      clientId: string,
      sessionId: string,
      text: string,
      messageId: string | undefined,
    ): Promise<ChatMessageRecord | null> {
      if (!messageId) return chats.findUnanswered(clientId, sessionId, text);
      const m = await unansweredById(clientId, sessionId, messageId);
      if (!same(m.message, text))
        throw new DomainError('bad_request', 'The message text does not match messageId');
      return m;
    },

    /**
     * A picked FAQ's preset answer, which the widget posts itself: only one of the client's FAQ answers
     * passes. With `replyTo`, the FAQ is the one that question message asks (two FAQs may share an
     * answer text); without it, the first FAQ with this answer and its newest unanswered question.
     */
    async faq(client: Pick<ClientRecord, 'id' | 'chatCustomizations'>, input: PostMessage) {
      const refused = () => new DomainError('forbidden', 'Visitors may only post their own messages');
      const { faqs } = client.chatCustomizations;
      if (input.replyTo) {
        const question = await unansweredById(client.id, input.sessionId, input.replyTo);
        const faq = faqs.find((f) => same(f.question, question.message) && same(f.answer, input.message));
        if (!faq) throw refused();
        return { faq, question };
      }
      const faq = faqs.find((f) => same(f.answer, input.message));
      if (!faq) throw refused();
      return { faq, question: await chats.findUnanswered(client.id, input.sessionId, faq.question) };
    },
  };
}
