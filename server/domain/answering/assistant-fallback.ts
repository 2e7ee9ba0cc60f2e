/**
 * What the assistant does around a model: the search query for a follow-up, and the reply when the
 * model fails before saying anything (the builtin answerer's, else the polite decline with the email
 * follow-up). The visitor never sees a model error.
 */
import type { MessageMetadata, Sender } from '../../../contract/chat.ts';
import type { AssistantEvent } from './assistant.ts';
import type { AnswerProvider, AnswerRequest } from '../chat/chat-ports.ts';

type Turn = { sender: Sender; message: string };

/**
 * The text to search the knowledge with. A first message is searched as is; a follow-up with a
 * standalone query the provider writes from the last turns, or, when it cannot, with the previous
 * visitor question added (its words say what "that one" or "weekends" is about).
 */
export async function searchQuery(
  provider: AnswerProvider,
  history: Turn[],
  question: string,
  signal: AbortSignal,
): Promise<string> {
  const previous = history.filter((m) => m.sender === 'user').at(-1)?.message;
  if (!previous || !provider.standaloneQuery) return question;
  const rewritten = await provider.standaloneQuery({ history, question, signal }).catch(() => null);
  return rewritten ?? `${question} ${previous.slice(0, 500)}`;
}

/** The polite decline when nothing can answer: the console reports it as unanswered. */
export const unavailableText = (businessName: string) =>
  `I'm sorry, I can't answer that right now. If you leave your email address, someone from ${businessName} will follow up with you.`;

const reasonOf = (failure: unknown) =>
  failure && typeof failure === 'object' && 'reason' in failure && typeof failure.reason === 'string'
    ? failure.reason.slice(0, 50)
    : 'error';

export async function* fallbackReply(
  fallback: AnswerProvider | undefined,
  request: AnswerRequest,
  failure: unknown,
  onFallback?: (failure: unknown) => void,
): AsyncGenerator<AssistantEvent> {
  onFallback?.(failure);
  const marked = { fallback: true, fallbackReason: reasonOf(failure) } satisfies MessageMetadata;
  if (fallback) {
    try {
      let text = '';
      let done: { model: string; responseType: string; sources: MessageMetadata['sources'] } | null = null;
      // Buffered: a fallback that fails half-way must not leave half a reply behind.
      for await (const e of fallback.answer(request)) {
        if (e.type === 'delta') text += e.text;
        else done = e;
      }
      if (done && text) {
        const sources = done.sources ?? [];
        yield { type: 'delta', text };
        yield {
          type: 'final',
          text,
          metadata: { model: done.model, responseType: done.responseType, sources, ...marked },
          sources,
          usage: null,
          interrupted: false,
        };
        return;
      }
    } catch (err) {
      onFallback?.(err);
    }
  }
  const text = unavailableText(request.business.name);
  yield { type: 'delta', text };
  yield {
    type: 'final',
    text,
    metadata: { model: 'fallback', responseType: 'no_answer', sources: [], ...marked },
    sources: [],
    usage: null,
    interrupted: false,
  };
}
