/**
 * What the identity capability needs from outside: storage of secrets, session identities and email
 * codes (db/), the cryptography of proofs (server/identity-proofs.ts: HMAC, JWT, random codes), and mail.
 */
import type { SessionIdentity } from '../../../contract/identity.ts';

export type IdentityMethod = SessionIdentity['method'];

export interface StoredIdentity {
  userId: string | null;
  email: string | null;
  name: string | null;
  verified: boolean;
  emailVerified: boolean;
  method: IdentityMethod;
  updatedAt: string;
}

export interface IdentityRepo {
  secret(clientId: string): Promise<{ sealed: string; createdAt: string } | null>;
  /** Creates or replaces the client's sealed secret. */
  setSecret(clientId: string, sealed: string, createdAt: string): Promise<void>;
  identityOf(clientId: string, sessionId: string): Promise<StoredIdentity | null>;
  /** Creates or replaces the session's identity. */
  setIdentity(clientId: string, sessionId: string, identity: StoredIdentity): Promise<void>;
  clearIdentity(clientId: string, sessionId: string): Promise<void>;
}

export interface EmailCodeRow {
  id: string;
  clientId: string;
  sessionId: string;
  email: string;
  /** The record the code unlocks first (an order number). */
  recordRef: string;
  codeDigest: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  provenAt: string | null;
}

export interface EmailCodesRepo {
  create(row: EmailCodeRow): Promise<void>;
  /** The session's newest code not yet proven, unexpired at `nowIso`, with tries left. */
  open(
    clientId: string,
    sessionId: string,
    nowIso: string,
    maxAttempts: number,
  ): Promise<EmailCodeRow | null>;
  /** Counts one try in one conditional step; false when the code has no tries left (a race lost). */
  attempt(clientId: string, id: string, maxAttempts: number): Promise<boolean>;
  prove(clientId: string, id: string, at: string): Promise<void>;
  /** Emails this session proved with a code. */
  provenEmails(clientId: string, sessionId: string): Promise<string[]>;
  /** Codes sent since `sinceIso` to this session, to this email, or by the client in all (the throttles). */
  sentSince(
    clientId: string,
    by: { sessionId: string } | { email: string } | Record<string, never>,
    sinceIso: string,
  ): Promise<number>;
}

export interface TokenClaims {
  sub: string | null;
  email: string | null;
  name: string | null;
}

/** The cryptography of proofs; the domain decides what a proof covers. */
export interface IdentityProofs {
  /** Whether `hash` is the hex HMAC-SHA256 of `value` keyed with `secret` (constant time). */
  hashMatches(secret: string, value: string, hash: string): boolean;
  /** The claims of an HS256 JWT signed with `secret` and unexpired at `now`; null otherwise. */
  verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null>;
  /** A new identity secret (printable, 256 bits). */
  newSecret(): string;
  /** Six uniformly random digits. */
  newCode(): string;
  /** A keyed digest of a code: only the digest is stored. */
  digest(text: string): string;
  same(a: string, b: string): boolean;
}
