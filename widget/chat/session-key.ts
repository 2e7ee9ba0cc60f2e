import { key, readItem, writeItem } from '../shared/storage.ts';

/**
 * The secret the server issues with a session's first message (or first contact): kept beside the
 * session id, and sent with every later read, join and post of that session. A new session replaces
 * it; without storage it lives for the page view.
 */
export interface SessionKeys {
  get(sessionId: string): string | undefined;
  set(sessionId: string, secret: string): void;
}

export function createSessionKeys(clientId: string | null): SessionKeys {
  let memory: { id: string; key: string } | null = null;
  const read = (): { id: string; key: string } | null => {
    if (!clientId) return memory;
    try {
      const v = JSON.parse(readItem(key('skey', clientId)) ?? 'null') as {
        id?: unknown;
        key?: unknown;
      } | null;
      return v && typeof v.id === 'string' && typeof v.key === 'string' ? { id: v.id, key: v.key } : memory;
    } catch {
      return memory;
    }
  };
  return {
    get(sessionId) {
      const v = read();
      return v?.id === sessionId ? v.key : undefined;
    },
    set(sessionId, secret) {
      memory = { id: sessionId, key: secret };
      if (clientId) writeItem(key('skey', clientId), JSON.stringify(memory));
    },
  };
}
