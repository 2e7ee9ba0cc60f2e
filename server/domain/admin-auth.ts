import { DomainError } from './errors.ts';
import type { AdminRepo, AdminUserRecord, Clock, Ids, PasswordHasher } from './ports.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Admin sessions last 12 hours from login. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const INVALID = 'Invalid username or password';

export interface AdminAuthService {
  /** Verifies credentials and opens a new session; returns the cookie value (never stored as is). */
  login(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ sessionToken: string; username: string; expiresAt: string }>;
  /** The signed-in admin for a cookie value, or null when missing, unknown or expired. */
  authenticate(sessionToken: string | undefined): Promise<{ userId: string; username: string } | null>;
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
  throttleByIp: RateLimiter;
  throttleByUser: RateLimiter;
}): AdminAuthService {
  const { admins, hasher, clock, ids, digest, throttleByIp, throttleByUser } = deps;
  // Verifying against a real hash for unknown users keeps their timing the same as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(ids.randomToken(16)));

  const validatePassword = (password: string) => {
    if (password.length < 8)
      throw new DomainError('validation_failed', 'Password must be at least 8 characters', {
        password: 'Password must be at least 8 characters',
      });
  };

  return {
    async login(username, password, ip) {
      const userKey = username.trim().toLowerCase();
      if ((await throttleByIp.isFull(ip)) || (await throttleByUser.isFull(userKey))) {
        throw new DomainError(
          'login_throttled',
          'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        );
      }
      const user = await admins.findByUsername(username.trim());
      const ok =
        user && user.isActive
          ? await hasher.verify(user.passwordHash, password)
          : (await hasher.verify(await decoy(), password), false);
      if (!ok || !user) {
        await throttleByIp.hit(ip);
        await throttleByUser.hit(userKey);
        throw new DomainError('unauthorized', INVALID);
      }
      await throttleByUser.reset(userKey);
      const now = clock.now();
      const token = ids.randomToken(32);
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_TTL_MS).toISOString();
      await admins.deleteExpiredSessions(now.toISOString());
      await admins.createSession({
        id: digest(token),
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt,
      });
      await admins.touchLogin(user.id, now.toISOString());
      return { sessionToken: token, username: user.username, expiresAt };
    },
    async authenticate(token) {
      if (!token || token.length > 200) return null;
      const session = await admins.findSession(digest(token));
      if (!session) return null;
      if (session.expiresAt <= clock.now().toISOString()) {
        await admins.deleteSession(digest(token));
        return null;
      }
      const user = await admins.getById(session.userId);
      if (!user || !user.isActive) return null;
      return { userId: user.id, username: user.username };
    },
    async logout(token) {
      if (token && token.length <= 200) await admins.deleteSession(digest(token));
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
}
