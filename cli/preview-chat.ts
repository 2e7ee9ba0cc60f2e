import type { Source } from '../contract/chat.ts';
import { V1ChatRequest } from '../contract/chat.ts';
import { DomainError, type ClientRecord } from '../server/domain/shared/index.ts';
import { parseInput } from '../server/http/parse-input.ts';
import type { Services } from '../server/services.ts';

export type ChatTurnEvent =
  { type: 'delta'; text: string } | { type: 'done'; reply: string; messageId: string; sources: Source[] };

export interface PreviewChat {
  sessionId: string;
  /** Asks one question; streams the reply's text, then the stored reply with its sources. */
  ask(question: string, signal?: AbortSignal): AsyncGenerator<ChatTurnEvent>;
  /** Ends the conversation (a one-shot question or a closed terminal): it does not stay active. */
  end(): Promise<void>;
}

/**
 * A conversation with a client's assistant as the operator: admin access, so the chat service marks
 * both sides as previews and counts nothing against the client's usage (like the console preview).
 */
export function createPreviewChat(services: Services, client: ClientRecord): PreviewChat {
  const sessionId = `cli_${services.ids.randomToken(18)}`;
  const access = { kind: 'admin', clientId: client.id, username: 'cli' } as const;
  let asked = false;
  return {
    sessionId,
    async end() {
      if (asked) await services.chat.end(access, sessionId);
    },
    async *ask(question, signal) {
      const input = parseInput(V1ChatRequest, { message: question, sessionId });
      const sent = await services.chat.send(access, input, { signal });
      // The question is stored: from now on there is a conversation to end.
      asked = true;
      let text = '';
      for await (const event of sent.reply) {
        if (event.type === 'delta') {
          text += event.text;
          yield event;
        } else {
          yield {
            type: 'done',
            reply: event.message.message || text,
            messageId: event.message.id,
            sources: event.sources,
          };
          return;
        }
      }
      if (signal?.aborted) return;
      throw new DomainError('conflict', 'An operator is answering this conversation');
    },
  };
}

/** "Title (url)" per source, as the widget lists them under an answer. */
export function sourceLabels(sources: readonly Source[]): string[] {
  return sources.map((s) => (s.url ? `${s.title} (${s.url})` : s.title));
}
