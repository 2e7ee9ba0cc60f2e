import type { Selectable } from 'kysely';
import type { CustomerUserRecord, CustomerUsersRepo } from '../../domain/accounts/index.ts';
import type { Db } from '../database.ts';
import type { CustomerUsersTable } from '../schema.ts';

const toUser = (r: Selectable<CustomerUsersTable>): CustomerUserRecord => ({
  id: r.id,
  clientId: r.client_id,
  email: r.email,
  role: r.role === 'owner' ? 'owner' : 'member',
  passwordHash: r.password_hash,
  passwordVerified: r.password_verified === 1,
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
});

/** Customer users, their sessions and one-time password links; portable Kysely for both stores. */
export function createCustomerUsersRepo(db: Db): CustomerUsersRepo {
  return {
    async insert(u) {
      await db
        .insertInto('customer_users')
        .values({
          id: u.id,
          client_id: u.clientId,
          email: u.email,
          role: u.role,
          password_hash: u.passwordHash,
          password_verified: u.passwordVerified ? 1 : 0,
          created_at: u.createdAt,
          last_login_at: u.lastLoginAt,
        })
        .execute();
    },
    async list(clientId) {
      let q = db.selectFrom('customer_users').selectAll();
      if (clientId !== undefined) q = q.where('client_id', '=', clientId);
      return (await q.orderBy('created_at').orderBy('email').execute()).map(toUser);
    },
    async listByEmail(email) {
      const rows = await db
        .selectFrom('customer_users')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at')
        .orderBy('client_id')
        .execute();
      return rows.map(toUser);
    },
    async getById(id) {
      const r = await db.selectFrom('customer_users').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toUser(r) : null;
    },
    async setPasswordOfEmail(email, hash) {
      await db
        .updateTable('customer_users')
        .set({ password_hash: hash, password_verified: 1 })
        .where('email', '=', email)
        .execute();
    },
    async setUnverifiedPassword(id, hash) {
      await db
        .updateTable('customer_users')
        .set({ password_hash: hash, password_verified: 0 })
        .where('id', '=', id)
        .execute();
    },
    async deletePasswordTokensOfEmail(email) {
      await db
        .deleteFrom('customer_password_tokens')
        .where('user_id', 'in', db.selectFrom('customer_users').select('id').where('email', '=', email))
        .execute();
    },
    async touchLogin(id, at) {
      await db.updateTable('customer_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
    async delete(clientId, id) {
      return db.transaction().execute(async (tx) => {
        const user = await tx
          .selectFrom('customer_users')
          .select('id')
          .where('id', '=', id)
          .where('client_id', '=', clientId)
          .executeTakeFirst();
        if (!user) return false;
        await tx.deleteFrom('customer_sessions').where('user_id', '=', id).execute();
        await tx.deleteFrom('customer_password_tokens').where('user_id', '=', id).execute();
        await tx.deleteFrom('customer_users').where('id', '=', id).execute();
        return true;
      });
    },
    async createSession(s) {
      await db
        .insertInto('customer_sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          last_seen_at: s.createdAt,
        })
        .execute();
    },
    async findSession(id) {
      const r = await db
        .selectFrom('customer_sessions')
        .select(['user_id', 'expires_at', 'last_seen_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? { userId: r.user_id, expiresAt: r.expires_at, lastSeenAt: r.last_seen_at } : null;
    },
    async touchSession(id, at) {
      await db.updateTable('customer_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
    async deleteSession(id) {
      await db.deleteFrom('customer_sessions').where('id', '=', id).execute();
    },
    async deleteSessionsOf(userId) {
      await db.deleteFrom('customer_sessions').where('user_id', '=', userId).execute();
    },
    async deleteExpiredSessions(nowIso) {
      await db.deleteFrom('customer_sessions').where('expires_at', '<=', nowIso).execute();
    },
    async createPasswordToken(t) {
      await db
        .insertInto('customer_password_tokens')
        .values({
          id: t.id,
          user_id: t.userId,
          purpose: t.purpose,
          created_at: t.createdAt,
          expires_at: t.expiresAt,
          used_at: null,
        })
        .execute();
    },
    async findPasswordToken(id) {
      const row = await db
        .selectFrom('customer_password_tokens')
        .select(['user_id', 'expires_at', 'used_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at } : null;
    },
    async consumePasswordToken(id, nowIso) {
      // The conditional update is the single-use check: of two racing requests one changes the row.
      const r = await db
        .updateTable('customer_password_tokens')
        .set({ used_at: nowIso })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      const row = await db
        .selectFrom('customer_password_tokens')
        .select(['user_id', 'purpose'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const purpose = row.purpose === 'reset' || row.purpose === 'invite' ? row.purpose : 'set';
      return { userId: row.user_id, purpose };
    },
  };
}
