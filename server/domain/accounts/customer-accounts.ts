/**
 * Customer accounts: the owners and members of a client business who sign in to its workspace at /app.
 * Passwords are argon2 hashes (the operators' hasher); a new user sets theirs through a one-time link
 * sent by email; sessions and links are stored as keyed digests, so a copy of the database opens nothing.
 * One email may belong to several clients (a row per membership, one shared password): one login, several
 * workspaces, and a session is in one of them at a time. Sessions follow the operators' rules: a lifetime,
 * an idle timeout, and an end announced (events) so open sockets are cut at once.
 */
import type {
  CustomerRole,
  CustomerUser,
  PasswordLinkStatus,
  Workspace,
} from '../../../contract/accounts.ts';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_TTL_MS } from './admin-auth.ts';
import type {
  CustomerUserRecord,
  CustomerUsersRepo,
  Mailer,
  PasswordTokenPurpose,
} from './customer-accounts-ports.ts';
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

type SignedIn = { sessionToken: string; expiresAt: string; principal: CustomerPrincipal };

export interface CustomerAccountsService {
  /**
   * Adds a user to a client and sends them a one-time link to set their password; the link is also
   * returned, for the sign-up dialog, the console or the CLI to show once. An email that already has
   * an account (another workspace) gets a membership and a notice by email, never a link handed to
   * whoever added it: that link would set the password of their other workspaces too.
   */
  addUser(
    clientId: string,
    input: { email: string; role: CustomerRole },
    opts?: { businessName?: string; purpose?: 'set' | 'invite' },
  ): Promise<{ user: CustomerUser; setPasswordUrl: string | null }>;
  /**
   * A fresh set-password link for an existing user of that client (earlier ones stay valid until used);
   * returned only when the email belongs to this client alone, otherwise it goes by email only.
   */
  issueLink(clientId: string, userId: string): Promise<{ user: CustomerUser; setPasswordUrl: string | null }>;
  list(clientId?: string): Promise<CustomerUser[]>;
  /** Every membership of an email. */
  membershipsOf(email: string): Promise<CustomerUser[]>;
  /** The workspaces a signed-in person can switch between, with their role in each. */
  workspaces(principal: CustomerPrincipal): Promise<Workspace[]>;
  /** Moves a session to another workspace of the same person: a new session; the old one ends. */
  switchWorkspace(sessionToken: string | undefined, clientId: string): Promise<SignedIn>;
  /** Removes a user of that client and ends their sessions; the last owner cannot be removed. */
  removeUser(clientId: string, userId: string): Promise<void>;
  /** Uses a one-time link: sets the password and ends every session of that user. */
  /** Sets the password and signs the person in to the link's workspace (a new session). */
  setPasswordWithLink(token: string, password: string): Promise<{ email: string; signedIn: SignedIn }>;
  /** Whether a set-password link still works, before its form is filled (it is not used). */
  checkLink(token: string): Promise<PasswordLinkStatus>;
  /** Sends a reset link when the email is known; answers the same either way (throttled by IP and email). */
  requestReset(email: string, ip: string): Promise<void>;
  /** Opens the workspace used last (or first) of the person; `switchWorkspace` moves to another. */
  login(email: string, password: string, ip: string): Promise<SignedIn>;
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

/** The notice to a person added to one more workspace: their login stays the one they have. */
const addedText = (businessName: string | undefined, publicUrl: string, hasPassword: boolean) => ({
  subject: 'You have been added to a Frontdesk workspace',
  text: `You now also have access to ${businessName ? `the ${businessName} workspace` : 'another workspace'} on Frontdesk.\n\n${
    hasPassword
      ? `Sign in as usual at ${publicUrl}/app/login and choose the workspace in the menu.`
      : 'Set your password with the link in the earlier email first (or ask for a new one on the sign-in page).'
  }\n`,
});

const mailText = (purpose: PasswordTokenPurpose, link: string, businessName: string | undefined) => {
  const what = businessName ? `the ${businessName} workspace on Frontdesk` : 'your Frontdesk workspace';
  if (purpose === 'reset')
    return {
      subject: 'Reset your Frontdesk password',
      text: `Someone asked to reset the password of your Frontdesk account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
    };
  return {
    subject: purpose === 'set' ? 'Welcome to Frontdesk: set your password' : 'You are invited to Frontdesk',
    text: `You have an account for ${what}.\n\nSet your password here (the link works once, for seven days):\n${link}\n\nThen sign in at the same address under /app/login.\n`,
  };
};

export function createCustomerAccountsService(deps: CustomerAccountsDeps): CustomerAccountsService {
  const { users, hasher, clock, ids, digest, mailer, events } = deps;
  const idleMs = deps.idleTimeoutMs ?? ADMIN_IDLE_TIMEOUT_MS;
  const slowDown = deps.slowDown ?? (() => new Promise<void>((r) => setTimeout(r, 1000)));
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(ids.randomToken(16)));
  const normal = (email: string) => email.trim().toLowerCase();

  // A mail server that is down must not undo the account (or a paid sign-up): links are also returned
  // to whoever asked where that is safe, and a new one can be sent later.
  const send = (mail: { to: string; subject: string; text: string; link?: string }) =>
    mailer.send(mail).catch((err: unknown) => deps.onMailError?.(err));

  const issue = async (user: CustomerUserRecord, purpose: PasswordTokenPurpose, businessName?: string) => {
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
    await send({ to: user.email, ...mailText(purpose, link, businessName), link });
    return link;
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
      if (!(await deps.clientExists(clientId))) throw new DomainError('not_found', 'Client not found');
      const email = normal(input.email);
      const others = await users.listByEmail(email);
      if (others.some((u) => u.clientId === clientId))
        throw new DomainError('conflict', `A user with the email ${email} already exists in this workspace`);
      const user: CustomerUserRecord = {
        id: ids.uuid(),
        clientId,
        email,
        role: input.role,
        // One person, one password: a new membership signs in with the password they already have.
        passwordHash: others.find((u) => u.passwordHash !== null)?.passwordHash ?? null,
        createdAt: clock.now().toISOString(),
        lastLoginAt: null,
      };
      await users.insert(user);
      if (others.length > 0) {
        await send({
          to: email,
          ...addedText(opts.businessName, deps.publicUrl(), user.passwordHash !== null),
        });
        return { user: toCustomerUser(user), setPasswordUrl: null };
      }
      const setPasswordUrl = await issue(user, opts.purpose ?? 'invite', opts.businessName);
      return { user: toCustomerUser(user), setPasswordUrl };
    },
    async issueLink(clientId, userId) {
      const user = await userOf(clientId, userId);
      const link = await issue(user, 'set');
      const shared = (await users.listByEmail(user.email)).length > 1;
      return { user: toCustomerUser(user), setPasswordUrl: shared ? null : link };
    },
    async list(clientId) {
      return (await users.list(clientId)).map(toCustomerUser);
    },
    async membershipsOf(email) {
      return (await users.listByEmail(normal(email))).map(toCustomerUser);
    },
    async workspaces(principal) {
      const members = await users.listByEmail(principal.email);
      return Promise.all(
        members.map(async (m) => ({
          clientId: m.clientId,
          businessName: await deps.businessNameOf(m.clientId),
          role: m.role,
        })),
      );
    },
    async switchWorkspace(token, clientId) {
      const current = await service.authenticate(token);
      if (!current || !token) throw new DomainError('unauthorized', 'Authentication required');
      const target = (await users.listByEmail(current.email)).find((m) => m.clientId === clientId);
      if (!target || target.passwordHash === null) throw new DomainError('not_found', 'Workspace not found');
      const opened = await openSession(target);
      await endSession(current.sessionId);
      return opened;
    },
    async removeUser(clientId, userId) {
      const user = await userOf(clientId, userId);
      if (user.role === 'owner') {
        const owners = (await users.list(clientId)).filter((u) => u.role === 'owner');
        if (owners.length <= 1)
          throw new DomainError('conflict', 'The last owner of a workspace cannot be removed');
      }
      if (!(await users.delete(clientId, userId))) throw new DomainError('not_found', 'User not found');
      events?.emit('customer.user-sessions-ended', { userId });
    },
    async setPasswordWithLink(token, password) {
      if (password.length < 8)
        throw new DomainError('validation_failed', 'Password must be at least 8 characters', {
          password: 'Password must be at least 8 characters',
        });
      const used = await users.consumePasswordToken(digest(token), clock.now().toISOString());
      const user = used ? await users.getById(used.userId) : null;
      if (!user)
        throw new DomainError('bad_request', 'This link has expired or was already used. Ask for a new one.');
      await users.setPasswordOfEmail(user.email, await hasher.hash(password));
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
      const key = normal(email);
      const pairKey = `${ip}\n${key}`;
      // As for operators: refusals follow the failing address only, so nobody can lock a customer out
      // from elsewhere; failures on the email from anywhere only slow its sign-ins.
      if ((await deps.throttleByIp.isFull(ip)) || (await deps.throttleByIpAndUser.isFull(pairKey)))
        throw new DomainError(
          'login_throttled',
          'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        );
      if (await deps.throttleByUser.isFull(key)) await slowDown();
      const members = (await users.listByEmail(key)).filter((u) => u.passwordHash !== null);
      const hash = members[0]?.passwordHash;
      const ok = hash
        ? await hasher.verify(hash, password)
        : (await hasher.verify(await decoy(), password), false);
      if (!ok || members.length === 0) {
        await deps.throttleByIp.hit(ip);
        await deps.throttleByIpAndUser.hit(pairKey);
        await deps.throttleByUser.hit(key);
        throw new DomainError('unauthorized', INVALID);
      }
      await deps.throttleByIpAndUser.reset(pairKey);
      // The workspace used last opens; a person new to all of them gets their first.
      const latest = [...members].sort((a, b) => (b.lastLoginAt ?? '').localeCompare(a.lastLoginAt ?? ''))[0];
      return openSession(latest ?? (members[0] as CustomerUserRecord));
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
