import type { ChatMessage } from '../../contract/chat.ts';
import { key, readItem, writeItem } from '../shared/storage.ts';
import { LOCAL_PREFIX } from './messages.ts';

/** Enough for the instant first paint; the server holds the whole conversation. */
const KEPT = 100;

/**
 * The conversation kept in localStorage, so a reload or the next page paints it at once, before the
 * server answers. Only confirmed messages are kept, and only for the session they belong to.
 */
export function createMessageCache(clientId: string) {
  return {
    read(sessionId: string): ChatMessage[] {
      try {
        const cached = JSON.parse(readItem(key('cache', clientId)) ?? 'null') as {
          sessionId: string;
          messages: ChatMessage[];
        } | null;
        return cached?.sessionId === sessionId && Array.isArray(cached.messages) ? cached.messages : [];
      } catch {
        // A corrupt cache only costs the instant first paint; the server copy follows.
        return [];
      }
    },
    /** Stores the confirmed messages; true when the visitor has said something (a conversation is active). */
    write(sessionId: string, messages: ChatMessage[]): boolean {
      const confirmed = messages.filter((m) => !m.id.startsWith(LOCAL_PREFIX)).slice(-KEPT);
      writeItem(key('cache', clientId), JSON.stringify({ sessionId, messages: confirmed }));
      return confirmed.some((m) => m.sender === 'user');
    },
  };
}
