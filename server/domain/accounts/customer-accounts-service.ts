/** What the customer accounts service offers (customer-accounts.ts builds it), and the shapes it answers. */
import type {
  CustomerRole,
  CustomerUser,
  PasswordLinkStatus,
  Workspace,
} from '../../../contract/accounts.ts';

import type { CustomerUserRecord } from './customer-accounts-ports.ts';
/** Who a customer session belongs to. */
export interface CustomerPrincipal {
  /** The membership (one client's user row) the session is in. */
  userId: string;
  email: string;
  role: CustomerRole;
  clientId: string;
  /** The stored session id (keyed digest of the cookie): names the session's socket room. */
  sessionId: string;
  expiresAt: string;
}

export type SignedIn = { sessionToken: string; expiresAt: string; principal: CustomerPrincipal };

/** What an inviter learns: the person was invited (a link went to their mailbox) or added to a login. */
export type Invited = { user: CustomerUser; status: 'invited' | 'added' };

/** Who removes a user: a signed-in owner of the workspace (their membership id), or an operator. */
export type RemovedBy = { userId: string } | { operator: true };

export interface CustomerAccountsService {
  /**
   * Adds a user to a client. A person with a verified password gets a notice and signs in with it; anyone
   * else gets a one-time link in their mailbox. The inviter never sees the link: only "invited".
   */
  addUser(
    clientId: string,
    input: { email: string; role: CustomerRole },
    opts?: { businessName?: string },
  ): Promise<Invited>;
  /**
   * The buyer's owner membership of a client just paid for. Unless the email has a verified password,
   * the link is also returned for the buyer's page; what is set through it opens this membership only.
   */
  addBuyer(
    clientId: string,
    email: string,
    businessName: string,
    /** `links: false`: no mail and no page link; the caller's welcome mail carries a mailbox link. */
    opts?: { links?: boolean },
  ): Promise<{ user: CustomerUser; setPasswordUrl: string | null }>;
  /**
   * A fresh one-time link for a mail the caller sends to this user's mailbox alone (a password set
   * through it is verified); null when the user has a password already.
   */
  mailboxLink(clientId: string, userId: string): Promise<string | null>;
  /** The buyer's page link (it opens this membership only); null when it has a password already. */
  pageLink(clientId: string, email: string): Promise<string | null>;
  /** Mails a user of that client a fresh link (earlier ones stay valid until a password change). */
  issueLink(clientId: string, userId: string): Promise<Invited>;
  list(clientId?: string): Promise<CustomerUser[]>;
  /** Every membership of an email. */
  membershipsOf(email: string): Promise<CustomerUser[]>;
  /** The workspaces a signed-in person can switch between, with their role in each. */
  workspaces(principal: CustomerPrincipal): Promise<Workspace[]>;
  /** Moves a session to another workspace of the same person: a new session; the old one ends. */
  switchWorkspace(sessionToken: string | undefined, clientId: string): Promise<SignedIn>;
  /**
   * Removes a user of that client and ends their sessions. The last owner cannot be removed, and the
   * first owner (the buyer) only by themselves or an operator.
   */
  removeUser(clientId: string, userId: string, by: RemovedBy): Promise<void>;
  /**
   * Uses a one-time link: sets the password, ends every other link and every session of the person,
   * and signs them in to the link's workspace (a new session).
   */
  setPasswordWithLink(token: string, password: string): Promise<{ email: string; signedIn: SignedIn }>;
  /** Whether a set-password link still works, before its form is filled (it is not used). */
  checkLink(token: string): Promise<PasswordLinkStatus>;
  /** Sends a reset link when the email is known; answers the same either way (throttled by IP and email). */
  requestReset(email: string, ip: string): Promise<void>;
  /** Opens the workspace used last (or first) of the person; `switchWorkspace` moves to another. */
  login(email: string, password: string, ip: string): Promise<SignedIn>;
  /** The first step of a sign-in: the membership the password opens (throttled as `login`). */
  checkPassword(email: string, password: string, ip: string): Promise<CustomerUserRecord>;
  /** Opens a session in a membership whose person passed every step of their sign-in. */
  openSessionFor(membershipId: string): Promise<SignedIn>;
  /**
   * The principal of a cookie value, or null when unknown, expired or idle too long. A use counts as
   * activity unless `touch` is false (a background re-check of an open socket).
   */
  authenticate(
    sessionToken: string | undefined,
    opts?: { touch?: boolean },
  ): Promise<CustomerPrincipal | null>;
  logout(sessionToken: string | undefined): Promise<void>;
}
