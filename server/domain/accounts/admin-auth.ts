import { DomainError } from '../shared/errors.ts';
import type {
  AdminRepo,
  AdminUserRecord,
  Clock,
  DomainEvents,
  Ids,
  PasswordHasher,
} from '../shared/ports.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';

/** Admin sessions last 12 hours from login. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** An admin session unused this long ends (FRONTDESK_ADMIN_IDLE_MINUTES; default 2 hours). */
export const ADMIN_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Activity is written at most this often per session, so a busy console does not write per request. */
const TOUCH_EVERY_MS = 60_000;

export interface AdminIdentity {
  userId: string;
  username: string;
  /** The stored session id (the keyed digest of the cookie): names the session's socket room. */
  sessionId: string;
  /** When the session ends at the latest (its lifetime; idleness may end it sooner). */
  expiresAt: string;
}
const INVALID = 'Invalid username or password';

type AdminSession = { sessionToken: string; username: string; expiresAt: string };

export interface AdminAuthService {
  /** Verifies credentials and opens a new session; returns the cookie value (never stored as is). */
  login(username: string, password: string, ip: string): Promise<AdminSession>;
  /** The first step of a sign-in: the operator whose password this is (throttled as `login`). */
  checkPassword(username: string, password: string, ip: string): Promise<{ id: string; username: string }>;
  /** Opens a session for an operator who passed every step of their sign-in. */
  openSession(userId: string): Promise<AdminSession>;
  /** The user id of an operator (not_found when there is none of that name). */
  idOf(username: string): Promise<string>;
  /**
   * The signed-in admin for a cookie value, or null when missing, unknown, expired or idle too long.
   * A use counts as activity unless `touch` is false (a background re-check of an open socket).
   */
  authenticate(sessionToken: string | undefined, opts?: { touch?: boolean }): Promise<AdminIdentity | null>;
  logout(sessionToken: string | undefined): Promise<void>;
  createAdmin(username: string, password: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  list(): Promise<{ username: string; createdAt: string; lastLoginAt: string | null; isActive: boolean }[]>;
  /**
   * At start: when no admin exists, create one from the configured credentials, or with a generated
   * password that is returned so it can be printed once.
   */
  ensureInitialAdmin(
    configured: { username: string; password: string } | null,
  ): Promise<{ username: string; generatedPassword: string | null } | null>;
}

export function createAdminAuthService(deps: {
  admins: AdminRepo;
  hasher: PasswordHasher;
  clock: Clock;
  ids: Ids;
  /** Keyed digest of a session token: what the sessions table stores instead of the token. */
  digest: (text: string) => string;
  /** Failed sign-ins per IP address: a full window refuses that address. */
  throttleByIp: RateLimiter;
  /** Failed sign-ins per (IP, account): a full window refuses that address for that account. */
  throttleByIpAndUser: RateLimiter;
  /** Failed sign-ins per account from any address: a full window slows sign-ins, never refuses them. */
  throttleByUser: RateLimiter;
  /** The pause of a sign-in to an account under attack (default one second). */
  slowDown?: () => Promise<void>;
  /** Ended sessions are announced, so their open sockets are cut at once. */
  events?: DomainEvents;
  idleTimeoutMs?: number;
  /**
   * Whether an operator's session may be used (FRONTDESK_REQUIRE_2FA: only with two-step sign-in on);
   * absent: always. A session that may not is ended, and the operator enrols at their next sign-in.
   */
  mayOpen?: (userId: string) => Promise<boolean>;
}): AdminAuthService {
  const { admins, hasher, clock, ids, digest, throttleByIp, throttleByIpAndUser, throttleByUser, events } =
    deps;
  const slowDown = deps.slowDown ?? (() => new Promise<void>((r) => setTimeout(r, 1000)));
  const idleMs = deps.idleTimeoutMs ?? ADMIN_IDLE_TIMEOUT_MS;
  // Verifying against a real hash for unknown users keeps their timing the same as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(ids.randomToken(16)));

  const validatePassword = (password: string) => {
    if (password.length < 8)
      throw new DomainError('validation_failed', 'Password must be at least 8 characters', {
        password: 'Password must be at least 8 characters',
      });
  };

  const service: AdminAuthService = {
    async login(username, password, ip) {
      return service.openSession((await service.checkPassword(username, password, ip)).id);
    },
    async checkPassword(username, password, ip) {
      const userKey = username.trim().toLowerCase();
      const pairKey = `${ip}\n${userKey}`;
      // Refusals follow the failing address only (per IP, and per IP and account), so nobody can lock
      // the admin out from elsewhere. Failures on the account from anywhere only slow its sign-ins.
      if ((await throttleByIp.isFull(ip)) || (await throttleByIpAndUser.isFull(pairKey))) {
        throw new DomainError(
          'login_throttled',
          'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        );
      }
      if (await throttleByUser.isFull(userKey)) await slowDown();
      const user = await admins.findByUsername(username.trim());
      const ok =
        user && user.isActive
          ? await hasher.verify(user.passwordHash, password)
          : (await hasher.verify(await decoy(), password), false);
      if (!ok || !user) {
        await throttleByIp.hit(ip);
        await throttleByIpAndUser.hit(pairKey);
        await throttleByUser.hit(userKey);
        throw new DomainError('unauthorized', INVALID);
      }
      await throttleByIpAndUser.reset(pairKey);
      return { id: user.id, username: user.username };
    },
    async idOf(username) {
      const user = await admins.findByUsername(username.trim());
      if (!user) throw new DomainError('not_found', `Admin ${username.trim()} not found`);
      return user.id;
    },
    async openSession(userId) {
      const user = await admins.getById(userId);
      if (!user || !user.isActive) throw new DomainError('unauthorized', INVALID);
      const now = clock.now();
      const token = ids.randomToken(32);
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_TTL_MS).toISOString();
      await admins.deleteExpiredSessions(now.toISOString());
      await admins.createSession({
        id: digest(token),
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt,
        lastSeenAt: now.toISOString(),
      });
      await admins.touchLogin(user.id, now.toISOString());
      return { sessionToken: token, username: user.username, expiresAt };
    },
    async authenticate(token, opts) {
      if (!token || token.length > 200) return null;
      const id = digest(token);
      const session = await admins.findSession(id);
      if (!session) return null;
      const now = clock.now();
      const idle = session.lastSeenAt !== null && Date.parse(session.lastSeenAt) + idleMs <= now.getTime();
      if (session.expiresAt <= now.toISOString() || idle) {
        await admins.deleteSession(id);
        events?.emit('admin.session-ended', { sessionId: id });
        return null;
      }
      const user = await admins.getById(session.userId);
      if (!user || !user.isActive) return null;
      if (deps.mayOpen && !(await deps.mayOpen(user.id))) {
        await admins.deleteSession(id);
        events?.emit('admin.session-ended', { sessionId: id });
        return null;
      }
      if (
        opts?.touch !== false &&
        (session.lastSeenAt === null || now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS)
      )
        await admins.touchSession(id, now.toISOString());
      return { userId: user.id, username: user.username, sessionId: id, expiresAt: session.expiresAt };
    },
    async logout(token) {
      if (!token || token.length > 200) return;
      const id = digest(token);
      await admins.deleteSession(id);
      events?.emit('admin.session-ended', { sessionId: id });
    },
    async createAdmin(username, password) {
      const name = username.trim();
      if (!name || name.length > 50)
        throw new DomainError('validation_failed', 'Username must be 1–50 characters', {
          username: 'Username must be 1–50 characters',
        });
      validatePassword(password);
      if (await admins.findByUsername(name))
        throw new DomainError('conflict', `Admin ${name} already exists`);
      const user: AdminUserRecord = {
        id: ids.uuid(),
        username: name,
        passwordHash: await hasher.hash(password),
        createdAt: clock.now().toISOString(),
        lastLoginAt: null,
        isActive: true,
      };
      await admins.insert(user);
    },
    async setPassword(username, password) {
      validatePassword(password);
      const user = await admins.findByUsername(username.trim());
      if (!user) throw new DomainError('not_found', `Admin ${username} not found`);
      await admins.setPassword(user.id, await hasher.hash(password));
      await admins.deleteSessionsOf(user.id);
      events?.emit('admin.user-sessions-ended', { userId: user.id });
    },
    async list() {
      return (await admins.list()).map((u) => ({
        username: u.username,
        createdAt: u.createdAt,
        lastLoginAt: u.lastLoginAt,
        isActive: u.isActive,
      }));
    },
    async ensureInitialAdmin(configured) {
      if ((await admins.count()) > 0) return null;
      if (configured) {
        await this.createAdmin(configured.username, configured.password);
        return { username: configured.username, generatedPassword: null };
      }
      const generated = ids.randomToken(18);
      await this.createAdmin('admin', generated);
      return { username: 'admin', generatedPassword: generated };
    },
  };
  return service;
}
