/**
 * Code shared by the loader and the chat UI: localStorage keys, safe storage access and ids. Both
 * bundles run on the host page's origin, so they see the same storage.
 */

/** localStorage throws in some privacy modes and sandboxed frames; the widget then works without memory. */
export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the conversation still works for this page view.
  }
}

export const DEVICE_KEY = 'fd-device';

/**
 * Per-client keys: session (id + expiry), cache (messages), active (expiry ms of a conversation in
 * progress: the loader then loads the chat UI at once), open (panel state), theme (the launcher's colour and side),
 * skey (the session's server-issued secret), prechat (this browser answered the pre-chat form),
 * consent ('1' or '0': the visitor's answer to the host page's consent question, for page views).
 */
export const key = (
  kind: 'session' | 'skey' | 'cache' | 'active' | 'open' | 'theme' | 'prechat' | 'consent',
  clientId: string,
) => `fd-${kind}:${clientId}`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` URL-safe characters, 6 random bits each. */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 63];
  return out;
}

/**
 * The 32-character device id: random once per browser and kept. It is the visitor id of analytics and
 * the first part of every session id, which is how a chat is linked to its visitor. A random id rather
 * than a fingerprint of browser traits: identical devices would share a fingerprint.
 */
export function deviceId(): string {
  const stored = readItem(DEVICE_KEY);
  if (stored && DEVICE_ID.test(stored)) return stored;
  const id = newDeviceId();
  writeItem(DEVICE_KEY, id);
  return id;
}

/** A stored device id is kept only in this form. */
export const DEVICE_ID = /^\w{32}$/;

/** 128 random bits as hex: the page-view module carries this, and hex needs no alphabet table. */
export const newDeviceId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join('');
