/**
 * Customer accounts: the owners and members of a client business who sign in to its workspace at /app.
 * Passwords are argon2 hashes (the operators' hasher); a new user sets theirs through a one-time link
 * sent to their mailbox and to nobody else; sessions and links are stored as keyed digests, so a copy of
 * the database opens nothing. One email may belong to several clients (a row per membership): one login,
 * several workspaces, and a session is in one of them at a time. Only a password set from the person's
 * own mailbox (verified) is shared by their memberships; one set through the link a buyer saw at checkout
 * opens that membership alone, so nobody's chosen password ever carries into a workspace they did not
 * pay for or were not invited to (attack rows 40–42). A link is bound to one membership, and every
 * outstanding link dies when the person's workspaces or password change. Sessions follow the operators' rules: a lifetime,
 * an idle timeout, and an end announced (events) so open sockets are cut at once.
 */
import type { CustomerRole, CustomerUser } from '../../../contract/accounts.ts';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_TTL_MS } from './admin-auth.ts';
import type {
  CustomerUserRecord,
  CustomerUsersRepo,
  Mailer,
  PasswordTokenPurpose,
} from './customer-accounts-ports.ts';
import { addedText, mailText, type LinkMail } from './customer-account-mails.ts';
import { createCustomerPasswordCheck } from './customer-password-check.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock, DomainEvents, Ids, PasswordHasher } from '../shared/ports.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';

/** A link to set a first password lasts a week; a reset link an hour. */
const LINK_TTL_MS: Record<PasswordTokenPurpose, number> = {
  set: 7 * 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};
const INVALID = 'Invalid email or password';
/** Activity is written at most this often per session, as for operators. */
const TOUCH_EVERY_MS = 60_000;

export type {
  CustomerAccountsService,
  CustomerPrincipal,
  Invited,
  RemovedBy,
  SignedIn,
} from './customer-accounts-service.ts';
import type { CustomerAccountsService, CustomerPrincipal, SignedIn } from './customer-accounts-service.ts';

export interface CustomerAccountsDeps {
  users: CustomerUsersRepo;
  hasher: PasswordHasher;
  clock: Clock;
  ids: Ids;
  digest: (text: string) => string;
  mailer: Mailer;
  publicUrl: () => string;
  /** Whether a client exists (users are only added to real clients). */
  clientExists: (clientId: string) => Promise<boolean>;
  /** Business names for the workspace switcher. */
  businessNameOf: (clientId: string) => Promise<string>;
  /** Sign-in throttling as for operators: refusals per IP and per (IP, email), never per email alone. */
  throttleByIp: RateLimiter;
  throttleByIpAndUser: RateLimiter;
  /** Failures against an email from anywhere only slow its sign-ins (no lockout from elsewhere). */
  throttleByUser: RateLimiter;
  slowDown?: () => Promise<void>;
  resetThrottle: RateLimiter;
  /** Ended sessions are announced, so their open sockets are cut at once. */
  events?: DomainEvents;
  idleTimeoutMs?: number;
  onMailError?: (err: unknown) => void;
  /** Whether a person may move into a workspace (its owners may require two-step sign-in). */
  mayOpen?: (email: string, clientId: string) => Promise<boolean>;
}

export const toCustomerUser = (u: CustomerUserRecord): CustomerUser => ({
  id: u.id,
  clientId: u.clientId,
  email: u.email,
  role: u.role,
  hasPassword: u.passwordHash !== null,
  createdAt: u.createdAt,
  lastLoginAt: u.lastLoginAt,
});

/** Two memberships open with one sign-in when they hold the same password. */
const opensWith = (target: CustomerUserRecord, from: CustomerUserRecord) =>
  target.passwordHash !== null && target.passwordHash === from.passwordHash;

export function createCustomerAccountsService(deps: CustomerAccountsDeps): CustomerAccountsService {
  const { users, hasher, clock, ids, digest, mailer, events } = deps;
  const idleMs = deps.idleTimeoutMs ?? ADMIN_IDLE_TIMEOUT_MS;
  const checkPassword = createCustomerPasswordCheck(deps);
  const normal = (email: string) => email.trim().toLowerCase();

  // A mail server that is down must not undo the account (or a paid sign-up): the buyer's page has its
  // own link, and a new one can be asked for later.
  const send = (mail: { to: string; subject: string; text: string; link?: string }) =>
    mailer.send(mail).catch((err: unknown) => deps.onMailError?.(err));

  /** A new one-time link; mailed unless it is the buyer's page link (`set`), which no mailbox sees. */
  const issue = async (
    user: CustomerUserRecord,
    purpose: PasswordTokenPurpose,
    businessName?: string,
    mail: LinkMail | 'none' = purpose === 'reset' ? 'reset' : 'invite',
  ) => {
    const token = ids.randomToken(32);
    const now = clock.now();
    await users.createPasswordToken({
      id: digest(token),
      userId: user.id,
      purpose,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]).toISOString(),
    });
    // The token rides in the fragment: it never reaches a server log or a Referer header.
    const link = `${deps.publicUrl()}/app/set-password#token=${token}`;
    if (purpose !== 'set' && mail !== 'none')
      await send({ to: user.email, ...mailText(mail, link, businessName), link });
    return link;
  };

  /**
   * A new membership of an email. It inherits only a verified password; without one, a link goes to the
   * mailbox, and a buyer also gets a page link (`set`) whose password opens this membership only. Links
   * issued before die: the person's workspaces changed, and no link acts on what it was not made for.
   */
  const join = async (
    clientId: string,
    email: string,
    role: CustomerRole,
    businessName: string | undefined,
    purpose: 'invite' | 'set' | 'quiet',
  ) => {
    if (!(await deps.clientExists(clientId))) throw new DomainError('not_found', 'Client not found');
    const others = await users.listByEmail(email);
    if (others.some((u) => u.clientId === clientId))
      throw new DomainError('conflict', `A user with the email ${email} already exists in this workspace`);
    const verified = others.find((u) => u.passwordVerified && u.passwordHash !== null);
    const user: CustomerUserRecord = {
      id: ids.uuid(),
      clientId,
      email,
      role,
      passwordHash: verified?.passwordHash ?? null,
      passwordVerified: verified !== undefined,
      createdAt: clock.now().toISOString(),
      lastLoginAt: null,
    };
    await users.deletePasswordTokensOfEmail(email);
    await users.insert(user);
    // The caller's own mail tells the person (a buyer's welcome, through the outbox).
    if (purpose === 'quiet') return { user, invited: !verified, pageLink: null };
    if (verified) {
      await send({ to: email, ...addedText(businessName, deps.publicUrl()) });
      return { user, invited: false, pageLink: null };
    }
    // The mailbox gets its own link: a buyer who uses it proves the address and verifies the password.
    await issue(user, 'invite', businessName, purpose === 'set' ? 'welcome' : 'invite');
    const pageLink = purpose === 'set' ? await issue(user, 'set', businessName) : null;
    return { user, invited: true, pageLink };
  };

  const userOf = async (clientId: string, userId: string) => {
    const user = await users.getById(userId);
    if (!user || user.clientId !== clientId) throw new DomainError('not_found', 'User not found');
    return user;
  };

  /** Ends every session of every membership of a person (password changed) or of one membership. */
  const endSessionsOf = async (members: CustomerUserRecord[]) => {
    for (const m of members) {
      await users.deleteSessionsOf(m.id);
      events?.emit('customer.user-sessions-ended', { userId: m.id });
    }
  };

  const principalOf = (
    user: CustomerUserRecord,
    sessionId: string,
    expiresAt: string,
  ): CustomerPrincipal => ({
    userId: user.id,
    email: user.email,
    role: user.role,
    clientId: user.clientId,
    sessionId,
    expiresAt,
  });

  const openSession = async (user: CustomerUserRecord): Promise<SignedIn> => {
    const now = clock.now();
    const token = ids.randomToken(32);
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_TTL_MS).toISOString();
    await users.deleteExpiredSessions(now.toISOString());
    await users.createSession({
      id: digest(token),
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt,
    });
    await users.touchLogin(user.id, now.toISOString());
    return { sessionToken: token, expiresAt, principal: principalOf(user, digest(token), expiresAt) };
  };

  const endSession = async (id: string) => {
    await users.deleteSession(id);
    events?.emit('customer.session-ended', { sessionId: id });
  };

  const service: CustomerAccountsService = {
    async addUser(clientId, input, opts = {}) {
      const email = normal(input.email);
      const { user, invited } = await join(clientId, email, input.role, opts.businessName, 'invite');
      return { user: toCustomerUser(user), status: invited ? 'invited' : 'added' };
    },
    async addBuyer(clientId, email, businessName, opts = {}) {
      const purpose = opts.links === false ? 'quiet' : 'set';
      const { user, pageLink } = await join(clientId, normal(email), 'owner', businessName, purpose);
      return { user: toCustomerUser(user), setPasswordUrl: pageLink };
    },
    async mailboxLink(clientId, userId) {
      const user = await userOf(clientId, userId);
      return user.passwordHash === null ? await issue(user, 'invite', undefined, 'none') : null;
    },
    async pageLink(clientId, email) {
      const user = (await users.listByEmail(normal(email))).find((u) => u.clientId === clientId);
      return user && user.passwordHash === null ? await issue(user, 'set') : null;
    },
    async issueLink(clientId, userId) {
      const user = await userOf(clientId, userId);
      await issue(user, user.passwordHash === null ? 'invite' : 'reset');
      return { user: toCustomerUser(user), status: 'invited' };
    },
    async list(clientId) {
      return (await users.list(clientId)).map(toCustomerUser);
    },
    async membershipsOf(email) {
      return (await users.listByEmail(normal(email))).map(toCustomerUser);
    },
    async workspaces(principal) {
      const members = await users.listByEmail(principal.email);
      const current = members.find((m) => m.id === principal.userId);
      return Promise.all(
        members
          .filter((m) => current && opensWith(m, current))
          .map(async (m) => ({
            clientId: m.clientId,
            businessName: await deps.businessNameOf(m.clientId),
            role: m.role,
          })),
      );
    },
    async switchWorkspace(token, clientId) {
      const current = await service.authenticate(token);
      if (!current || !token) throw new DomainError('unauthorized', 'Authentication required');
      const members = await users.listByEmail(current.email);
      const from = members.find((m) => m.id === current.userId);
      const target = members.find((m) => m.clientId === clientId);
      if (!target || !from || !opensWith(target, from))
        throw new DomainError('not_found', 'Workspace not found');
      if (deps.mayOpen && !(await deps.mayOpen(current.email, clientId)))
        throw new DomainError('forbidden', 'This workspace requires two-step sign-in: turn it on first');
      const opened = await openSession(target);
      await endSession(current.sessionId);
      return opened;
    },
    async removeUser(clientId, userId, by) {
      const user = await userOf(clientId, userId);
      if (user.role === 'owner') {
        const owners = (await users.list(clientId)).filter((u) => u.role === 'owner');
        if (owners.length <= 1)
          throw new DomainError('conflict', 'The last owner of a workspace cannot be removed');
        // The buyer is the oldest owner (list is oldest first): another owner cannot push them out.
        if (owners[0]?.id === user.id && 'userId' in by && by.userId !== user.id)
          throw new DomainError(
            'forbidden',
            'The owner who signed the workspace up can only be removed by themselves or by support',
          );
      }
      if (!(await users.delete(clientId, userId))) throw new DomainError('not_found', 'User not found');
      await users.deletePasswordTokensOfEmail(user.email);
      events?.emit('customer.user-sessions-ended', { userId });
    },
    async setPasswordWithLink(token, password) {
      if (password.length < 8)
        throw new DomainError('validation_failed', 'Password must be at least 8 characters', {
          password: 'Password must be at least 8 characters',
        });
      const used = await users.consumePasswordToken(digest(token), clock.now().toISOString());
      const user = used ? await users.getById(used.userId) : null;
      if (!used || !user)
        throw new DomainError('bad_request', 'This link has expired or was already used. Ask for a new one.');
      const hash = await hasher.hash(password);
      // Only a link that went to the mailbox alone proves the person: theirs becomes every membership's.
      if (used.purpose === 'set') await users.setUnverifiedPassword(user.id, hash);
      else await users.setPasswordOfEmail(user.email, hash);
      await users.deletePasswordTokensOfEmail(user.email);
      await endSessionsOf(await users.listByEmail(user.email));
      // Whoever just chose the password is the link's owner: they go straight into its workspace.
      return { email: user.email, signedIn: await openSession(user) };
    },
    async checkLink(token) {
      const link = await users.findPasswordToken(digest(token));
      const user = link ? await users.getById(link.userId) : null;
      if (!link || !user) return { status: 'unknown', businessName: null };
      const status = link.usedAt ? 'used' : link.expiresAt <= clock.now().toISOString() ? 'expired' : 'valid';
      return { status, businessName: status === 'valid' ? await deps.businessNameOf(user.clientId) : null };
    },
    async requestReset(email, ip) {
      const key = normal(email);
      const byIp = await deps.resetThrottle.hit(`ip:${ip}`);
      const byEmail = await deps.resetThrottle.hit(`email:${key}`);
      // Over the limit, nothing is sent, yet the answer stays the same: it tells nothing about the email.
      if (!byIp.allowed || !byEmail.allowed) return;
      const [user] = await users.listByEmail(key);
      if (user) await issue(user, 'reset');
    },
    async login(email, password, ip) {
      return openSession(await checkPassword(email, password, ip));
    },
    checkPassword: (email, password, ip) => checkPassword(email, password, ip),
    async openSessionFor(membershipId) {
      const user = await users.getById(membershipId);
      if (!user || user.passwordHash === null) throw new DomainError('unauthorized', INVALID);
      return openSession(user);
    },
    async authenticate(token, opts) {
      if (!token || token.length > 200) return null;
      const id = digest(token);
      const session = await users.findSession(id);
      if (!session) return null;
      const now = clock.now();
      const idle = session.lastSeenAt !== null && Date.parse(session.lastSeenAt) + idleMs <= now.getTime();
      if (session.expiresAt <= now.toISOString() || idle) {
        await endSession(id);
        return null;
      }
      const user = await users.getById(session.userId);
      if (!user || user.passwordHash === null) return null;
      // The workspace's owners required two-step sign-in after this session opened: it ends, and the
      // person enrols at their next sign-in.
      if (deps.mayOpen && !(await deps.mayOpen(user.email, user.clientId))) {
        await endSession(id);
        return null;
      }
      if (
        opts?.touch !== false &&
        (session.lastSeenAt === null || now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS)
      )
        await users.touchSession(id, now.toISOString());
      return principalOf(user, id, session.expiresAt);
    },
    async logout(token) {
      if (token && token.length <= 200) await endSession(digest(token));
    },
  };
  return service;
}
