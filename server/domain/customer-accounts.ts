/**
 * Customer accounts: the owners and members of a client business who sign in to its workspace at /app.
 * Passwords are argon2 hashes (the operators' hasher); a new user sets theirs through a one-time link
 * sent by email; sessions and links are stored as keyed digests, so a copy of the database opens nothing.
 */
import type { CustomerRole, CustomerUser } from '../../contract/accounts.ts';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_TTL_MS } from './admin-auth.ts';
import type {
  CustomerUserRecord,
  CustomerUsersRepo,
  Mailer,
  PasswordTokenPurpose,
} from './customer-accounts-ports.ts';
import { DomainError } from './errors.ts';
import type { Clock, DomainEvents, Ids, PasswordHasher } from './ports.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** A link to set a first password lasts a week; a reset link an hour. */
const LINK_TTL_MS: Record<PasswordTokenPurpose, number> = {
  set: 7 * 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};
const INVALID = 'Invalid email or password';

/** Who a customer session belongs to. */
export interface CustomerPrincipal {
  userId: string;
  email: string;
  role: CustomerRole;
  clientId: string;
}

export interface CustomerAccountsService {
  /**
   * Adds a user to a client and sends them a one-time link to set their password; the link is also
   * returned, for the sign-up dialog, the console or the CLI to show once.
   */
  addUser(
    clientId: string,
    input: { email: string; role: CustomerRole },
    opts?: { businessName?: string; purpose?: 'set' | 'invite' },
  ): Promise<{ user: CustomerUser; setPasswordUrl: string }>;
  /** A fresh set-password link for an existing user of that client (the earlier ones stay valid until used). */
  issueLink(clientId: string, userId: string): Promise<{ user: CustomerUser; setPasswordUrl: string }>;
  list(clientId?: string): Promise<CustomerUser[]>;
  findByEmail(email: string): Promise<CustomerUser | null>;
  /** Removes a user of that client and ends their sessions; the last owner cannot be removed. */
  removeUser(clientId: string, userId: string): Promise<void>;
  /** Uses a one-time link: sets the password and ends every session of that user. */
  setPasswordWithLink(token: string, password: string): Promise<{ email: string }>;
  /** Sends a reset link when the email is known; answers the same either way (throttled by IP and email). */
  requestReset(email: string, ip: string): Promise<void>;
  login(
    email: string,
    password: string,
    ip: string,
  ): Promise<{ sessionToken: string; expiresAt: string; principal: CustomerPrincipal }>;
  authenticate(sessionToken: string | undefined): Promise<CustomerPrincipal | null>;
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
  throttleByIp: RateLimiter;
  throttleByUser: RateLimiter;
  resetThrottle: RateLimiter;
  onMailError?: (err: unknown) => void;
  /** A session unused this long ends, as a console session does (FRONTDESK_ADMIN_IDLE_MINUTES). */
  idleTimeoutMs?: number;
  /** Ended sessions are announced, so whatever holds them open (sockets) lets go at once. */
  events?: Pick<DomainEvents, 'emit'>;
}

/** Activity is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export const toCustomerUser = (u: CustomerUserRecord): CustomerUser => ({
  id: u.id,
  clientId: u.clientId,
  email: u.email,
  role: u.role,
  hasPassword: u.passwordHash !== null,
  createdAt: u.createdAt,
  lastLoginAt: u.lastLoginAt,
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
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(ids.randomToken(16)));
  const normal = (email: string) => email.trim().toLowerCase();

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
    // A mail server that is down must not undo the account (or a paid sign-up): the link is also
    // returned to whoever asked, and a new one can be sent later.
    await mailer
      .send({ to: user.email, ...mailText(purpose, link, businessName), link })
      .catch((err: unknown) => deps.onMailError?.(err));
    return link;
  };

  const userOf = async (clientId: string, userId: string) => {
    const user = await users.getById(userId);
    if (!user || user.clientId !== clientId) throw new DomainError('not_found', 'User not found');
    return user;
  };

  return {
    async addUser(clientId, input, opts = {}) {
      if (!(await deps.clientExists(clientId))) throw new DomainError('not_found', 'Client not found');
      const email = normal(input.email);
      if (await users.findByEmail(email))
        throw new DomainError('conflict', `A user with the email ${email} already exists`);
      const user: CustomerUserRecord = {
        id: ids.uuid(),
        clientId,
        email,
        role: input.role,
        passwordHash: null,
        createdAt: clock.now().toISOString(),
        lastLoginAt: null,
      };
      await users.insert(user);
      const setPasswordUrl = await issue(user, opts.purpose ?? 'invite', opts.businessName);
      return { user: toCustomerUser(user), setPasswordUrl };
    },
    async issueLink(clientId, userId) {
      const user = await userOf(clientId, userId);
      return { user: toCustomerUser(user), setPasswordUrl: await issue(user, 'set') };
    },
    async list(clientId) {
      return (await users.list(clientId)).map(toCustomerUser);
    },
    async findByEmail(email) {
      const user = await users.findByEmail(normal(email));
      return user ? toCustomerUser(user) : null;
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
      await users.setPassword(user.id, await hasher.hash(password));
      await users.deleteSessionsOf(user.id);
      events?.emit('customer.user-sessions-ended', { userId: user.id });
      return { email: user.email };
    },
    async requestReset(email, ip) {
      const key = normal(email);
      const byIp = await deps.resetThrottle.hit(`ip:${ip}`);
      const byEmail = await deps.resetThrottle.hit(`email:${key}`);
      // Over the limit, nothing is sent, yet the answer stays the same: it tells nothing about the email.
      if (!byIp.allowed || !byEmail.allowed) return;
      const user = await users.findByEmail(key);
      if (user) await issue(user, 'reset');
    },
    async login(email, password, ip) {
      const key = normal(email);
      if ((await deps.throttleByIp.isFull(ip)) || (await deps.throttleByUser.isFull(key)))
        throw new DomainError(
          'login_throttled',
          'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        );
      const user = await users.findByEmail(key);
      const ok =
        user?.passwordHash != null
          ? await hasher.verify(user.passwordHash, password)
          : (await hasher.verify(await decoy(), password), false);
      if (!ok || !user) {
        await deps.throttleByIp.hit(ip);
        await deps.throttleByUser.hit(key);
        throw new DomainError('unauthorized', INVALID);
      }
      await deps.throttleByUser.reset(key);
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
      return {
        sessionToken: token,
        expiresAt,
        principal: { userId: user.id, email: user.email, role: user.role, clientId: user.clientId },
      };
    },
    async authenticate(token) {
      if (!token || token.length > 200) return null;
      const id = digest(token);
      const session = await users.findSession(id);
      if (!session) return null;
      const now = clock.now();
      const idle = session.lastSeenAt !== null && Date.parse(session.lastSeenAt) + idleMs <= now.getTime();
      if (session.expiresAt <= now.toISOString() || idle) {
        await users.deleteSession(id);
        events?.emit('customer.session-ended', { sessionId: id });
        return null;
      }
      const user = await users.getById(session.userId);
      if (!user || user.passwordHash === null) return null;
      if (session.lastSeenAt === null || now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS)
        await users.touchSession(id, now.toISOString());
      return { userId: user.id, email: user.email, role: user.role, clientId: user.clientId };
    },
    async logout(token) {
      if (!token || token.length > 200) return;
      const id = digest(token);
      await users.deleteSession(id);
      events?.emit('customer.session-ended', { sessionId: id });
    },
  };
}
