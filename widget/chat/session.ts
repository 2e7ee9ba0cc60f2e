import { key, deviceId, randomId, readItem, writeItem } from '../shared/storage.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_CHECK_MS = 5 * 60 * 1000;
/** 24 characters × 6 bits = 144 random bits after the device part. */
const RANDOM_PART = 24;

interface Stored {
  id: string;
  expiresAt: number;
}

function readStored(clientId: string): Stored | null {
  try {
    const v = JSON.parse(readItem(key('session', clientId)) ?? 'null') as Stored | null;
    return v && typeof v.id === 'string' && typeof v.expiresAt === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** Forgets a session and everything cached for it (expiry and restart both clear the cache). */
export function clearSession(clientId: string): void {
  writeItem(key('session', clientId), null);
  writeItem(key('skey', clientId), null);
  writeItem(key('cache', clientId), null);
  writeItem(key('active', clientId), null);
}

export function newSessionId(): string {
  return deviceId() + randomId(RANDOM_PART);
}

/**
 * The visitor's session for one client: device id + random part, kept for 24 h. `current()` returns
 * the live id, replacing an expired one; `restart()` always replaces it.
 */
export function createSessionStore(clientId: string, now: () => number) {
  const start = (): string => {
    clearSession(clientId);
    const s: Stored = { id: newSessionId(), expiresAt: now() + SESSION_TTL_MS };
    writeItem(key('session', clientId), JSON.stringify(s));
    return s.id;
  };
  return {
    current(): string {
      const s = readStored(clientId);
      return s && s.expiresAt > now() ? s.id : start();
    },
    isExpired(id: string): boolean {
      const s = readStored(clientId);
      return !s || s.id !== id || s.expiresAt <= now();
    },
    restart: start,
    /** Marks a conversation in progress so the loader brings the chat back on the next page. */
    markActive(id: string): void {
      const s = readStored(clientId);
      if (s?.id === id) writeItem(key('active', clientId), String(s.expiresAt));
    },
  };
}
