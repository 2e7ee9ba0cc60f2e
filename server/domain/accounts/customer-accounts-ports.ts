/** What the customer accounts service needs from outside: its store and a way to send mail. */
import type { CustomerRole } from '../../../contract/accounts.ts';

/**
 * A membership: one email may have one row per client. A password set from the person's own mailbox is
 * verified and shared by every membership; one set through a link someone else saw opens its row only.
 */
export interface CustomerUserRecord {
  id: string;
  clientId: string;
  /** Lower-cased. */
  email: string;
  role: CustomerRole;
  passwordHash: string | null;
  /** True once the password was set through a link that went only to the email's own mailbox. */
  passwordVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/**
 * What a one-time link is for. `invite` and `reset` links go to the email's mailbox only, so a password
 * set through them is its owner's (verified). A `set` link is also shown to the buyer at checkout: its
 * password opens that one membership and stays unverified.
 */
export type PasswordTokenPurpose = 'set' | 'reset' | 'invite';

export interface CustomerUsersRepo {
  insert(user: CustomerUserRecord): Promise<void>;
  /** Every user, or one client's, oldest first. */
  list(clientId?: string): Promise<CustomerUserRecord[]>;
  /** Every membership of one email (one person, several clients), oldest first. */
  listByEmail(email: string): Promise<CustomerUserRecord[]>;
  getById(id: string): Promise<CustomerUserRecord | null>;
  /** A password from the person's own mailbox: every membership of the email gets it, verified. */
  setPasswordOfEmail(email: string, passwordHash: string): Promise<void>;
  /** A password set through a link someone else saw: that one membership, unverified. */
  setUnverifiedPassword(id: string, passwordHash: string): Promise<void>;
  /** Ends every outstanding one-time link of every membership of an email. */
  deletePasswordTokensOfEmail(email: string): Promise<void>;
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
  consumePasswordToken(
    id: string,
    nowIso: string,
  ): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null>;
  /** A link as it stands, without using it (the set-password page's check). */
  findPasswordToken(id: string): Promise<{ userId: string; expiresAt: string; usedAt: string | null } | null>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (notices); a mail without it is plain text. */
  html?: string;
  /** The one link the mail carries, printed in the server log when no SMTP server is configured. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
