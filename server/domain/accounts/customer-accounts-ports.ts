/** What the customer accounts service needs from outside: its store and a way to send mail. */
import type { CustomerRole } from '../../../contract/accounts.ts';

/** A membership: one email may have one row per client, all sharing one password hash. */
export interface CustomerUserRecord {
  id: string;
  clientId: string;
  /** Lower-cased. */
  email: string;
  role: CustomerRole;
  passwordHash: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

export type PasswordTokenPurpose = 'set' | 'reset' | 'invite';

export interface CustomerUsersRepo {
  insert(user: CustomerUserRecord): Promise<void>;
  /** Every user, or one client's, oldest first. */
  list(clientId?: string): Promise<CustomerUserRecord[]>;
  /** Every membership of one email (one person, several clients), oldest first. */
  listByEmail(email: string): Promise<CustomerUserRecord[]>;
  getById(id: string): Promise<CustomerUserRecord | null>;
  /** One person, one password: every membership of the email gets it. */
  setPasswordOfEmail(email: string, passwordHash: string): Promise<void>;
  touchLogin(id: string, at: string): Promise<void>;
  /** Removes the user with their sessions and links; false when no such user of that client. */
  delete(clientId: string, id: string): Promise<boolean>;
  createSession(session: { id: string; userId: string; createdAt: string; expiresAt: string }): Promise<void>;
  /** A new session's last use is its creation. */
  findSession(id: string): Promise<{ userId: string; expiresAt: string; lastSeenAt: string | null } | null>;
  touchSession(id: string, at: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteSessionsOf(userId: string): Promise<void>;
  deleteExpiredSessions(nowIso: string): Promise<void>;
  createPasswordToken(token: {
    id: string;
    userId: string;
    purpose: PasswordTokenPurpose;
    createdAt: string;
    expiresAt: string;
  }): Promise<void>;
  /**
   * Marks an unused, unexpired link as used and returns its user; null when unknown, used or expired.
   * One atomic step, so two requests racing with the same link cannot both succeed.
   */
  consumePasswordToken(id: string, nowIso: string): Promise<{ userId: string } | null>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (billing receipts); text-only mails leave it out. */
  html?: string;
  /** The one link the mail carries, printed in the server log when no SMTP server is configured. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
