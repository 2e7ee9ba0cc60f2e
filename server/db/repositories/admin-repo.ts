import type { Selectable } from 'kysely';
import type { AdminRepo, AdminUserRecord } from '../../domain/shared/index.ts';
import type { Db } from '../database.ts';
import type { AdminUsersTable } from '../schema.ts';

const toUser = (r: Selectable<AdminUsersTable>): AdminUserRecord => ({
  id: r.id,
  username: r.username,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
  isActive: r.is_active === 1,
});

export function createAdminRepo(db: Db): AdminRepo {
  return {
    async count() {
      const r = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async list() {
      return (await db.selectFrom('admin_users').selectAll().orderBy('username').execute()).map(toUser);
    },
    async findByUsername(username) {
      const r = await db
        .selectFrom('admin_users')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      return r ? toUser(r) : null;
    },
    async getById(id) {
      const r = await db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toUser(r) : null;
    },
    async insert(u) {
      await db
        .insertInto('admin_users')
        .values({
          id: u.id,
          username: u.username,
          password_hash: u.passwordHash,
          created_at: u.createdAt,
          last_login_at: u.lastLoginAt,
          is_active: u.isActive ? 1 : 0,
        })
        .execute();
    },
    async setPassword(id, hash) {
      await db.updateTable('admin_users').set({ password_hash: hash }).where('id', '=', id).execute();
    },
    async touchLogin(id, at) {
      await db.updateTable('admin_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
    async createSession(s) {
      await db
        .insertInto('admin_sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          last_seen_at: s.lastSeenAt,
        })
        .execute();
    },
    async findSession(id) {
      const r = await db
        .selectFrom('admin_sessions')
        .select(['user_id', 'expires_at', 'last_seen_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { userId: r.user_id, expiresAt: r.expires_at, lastSeenAt: r.last_seen_at } : null;
    },
    async touchSession(id, at) {
      await db.updateTable('admin_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
    async deleteSession(id) {
      await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
    },
    async deleteSessionsOf(userId) {
      await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
    },
    async deleteExpiredSessions(nowIso) {
      await db.deleteFrom('admin_sessions').where('expires_at', '<=', nowIso).execute();
    },
  };
}
