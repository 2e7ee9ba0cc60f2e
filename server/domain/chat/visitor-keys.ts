import type { ChatAccess, ChatCaller } from './chat-gate.ts';
import type { ChatRepo } from './chat-ports.ts';
import { notFound } from '../shared/errors.ts';
import type { Ids } from '../shared/ports.ts';

/** 24 random bytes: 192 bits, above the 128 the attack table asks for (row 9). */
const KEY_BYTES = 24;

export interface VisitorKeys {
  /**
   * Before a widget visitor reads, joins or writes a session: a session that holds a secret needs it
   * (otherwise "not found", as for another tenant's session). Returns whether the session still needs
   * a secret issued (it is new, or it was opened before secrets existed). A secret API key reads any
   * session of its client; a session it opens gets a secret of its own that no widget can present.
   */
  check(caller: ChatCaller, access: ChatAccess, sessionId: string): Promise<boolean>;
  /**
   * After the call that created the session (or the first contact with an older one): issues the secret
   * once, through the access's `issueKey`, and stores only its hash. A race for the same new session is
   * won by one caller; the other's next call then needs the secret it never got.
   */
  issue(caller: ChatCaller, access: ChatAccess, sessionId: string): Promise<void>;
  /**
   * For a secret API key's message: the digest its session's secret is stored as, given to the append
   * that opens the session, so the session and its secret are one write (no widget can claim it in
   * between). Undefined for other callers (a widget's secret is issued to it after the append).
   */
  sessionSecretFor(caller: ChatCaller, access: ChatAccess): { visitorKeyHash?: string };
}

const guarded = (caller: ChatCaller, access: ChatAccess): access is Extract<ChatAccess, { kind: 'widget' }> =>
  caller.mode === 'visitor' && access.kind === 'widget';
/** A session a secret API key opened (the business's own server): it holds its client's every session. */
const bySecretKey = (caller: ChatCaller, access: ChatAccess) =>
  caller.mode === 'visitor' && access.kind === 'secret';
/**
 * What a secret-key session's secret is hashed under: never the widget's digest of any key a browser
 * could send, so no widget token ever opens, or claims, a session a server opened (attack row 43).
 */
const SECRET_SESSION = 'secret-key-session\n';

/** Sessions a connection remembers having proven: a socket that wanders through more starts over. */
const MAX_PROVEN = 64;

const remember = (access: Extract<ChatAccess, { kind: 'widget' }>, sessionId: string, hash: string) => {
  if (!access.proven) return;
  if (access.proven.size >= MAX_PROVEN) access.proven.clear();
  access.proven.set(sessionId, hash);
};

/** The visitor session secret: the server's, not the browser's, proof that a visitor owns a session. */
export function createVisitorKeys(deps: {
  chats: Pick<ChatRepo, 'visitorKeyOf' | 'claimVisitorKey'>;
  ids: Pick<Ids, 'randomToken'>;
  /** A keyed or plain digest; only its output is stored. */
  digest: (text: string) => string;
  /** Constant-time comparison of two digests. */
  same: (a: string, b: string) => boolean;
}): VisitorKeys {
  const { chats, ids, digest, same } = deps;
  /** Its own secret, kept by nobody: the server's key is what opens it. */
  const secretSessionHash = () => digest(SECRET_SESSION + ids.randomToken(KEY_BYTES));
  return {
    async check(caller, access, sessionId) {
      if (bySecretKey(caller, access)) {
        const row = await chats.visitorKeyOf(caller.client.id, sessionId);
        return !row || row.hash === null;
      }
      if (!guarded(caller, access)) return false;
      const given = access.sessionKey;
      const known = given === undefined ? undefined : access.proven?.get(sessionId);
      if (known !== undefined && given !== undefined && same(digest(given), known)) return false;
      const row = await chats.visitorKeyOf(caller.client.id, sessionId);
      if (!row || row.hash === null) return true;
      if (!given || given.length > 200 || !same(digest(given), row.hash)) throw notFound('Chat session');
      remember(access, sessionId, row.hash);
      return false;
    },
    sessionSecretFor(caller, access) {
      return bySecretKey(caller, access) ? { visitorKeyHash: secretSessionHash() } : {};
    },
    async issue(caller, access, sessionId) {
      if (bySecretKey(caller, access)) {
        // A session the append did not open with its secret (an older one, or a repeated message).
        await chats.claimVisitorKey(caller.client.id, sessionId, secretSessionHash());
        return;
      }
      if (!guarded(caller, access) || !access.issueKey) return;
      const key = ids.randomToken(KEY_BYTES);
      const hash = digest(key);
      if (!(await chats.claimVisitorKey(caller.client.id, sessionId, hash))) return;
      remember(access, sessionId, hash);
      access.issueKey(key);
    },
  };
}
