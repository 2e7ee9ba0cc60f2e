import type { EmailCodesRepo, IdentityRepo, IdentityMethod } from '../../domain/identity/index.ts';
import type { Db } from '../database.ts';

/**
 * Identity secrets, session identities and email codes on both stores through Kysely (plain SQL both
 * dialects share). Every statement filters by client id first.
 */
export function createIdentityRepo(db: Db): IdentityRepo {
  return {
    async secret(clientId) {
      const row = await db
        .selectFrom('identity_secrets')
        .select(['sealed_secret', 'created_at'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row ? { sealed: row.sealed_secret, createdAt: row.created_at } : null;
    },
    async setSecret(clientId, sealed, createdAt) {
      await db
        .insertInto('identity_secrets')
        .values({ client_id: clientId, sealed_secret: sealed, created_at: createdAt })
        .onConflict((oc) =>
          oc.column('client_id').doUpdateSet({ sealed_secret: sealed, created_at: createdAt }),
        )
        .execute();
    },
    async identityOf(clientId, sessionId) {
      const row = await db
        .selectFrom('session_identities')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        userId: row.user_id,
        email: row.email,
        name: row.name,
        verified: row.verified === 1,
        emailVerified: row.email_verified === 1,
        method: row.method as IdentityMethod,
        updatedAt: row.updated_at,
      };
    },
    async setIdentity(clientId, sessionId, i) {
      const values = {
        user_id: i.userId,
        email: i.email,
        name: i.name,
        verified: i.verified ? 1 : 0,
        email_verified: i.emailVerified ? 1 : 0,
        method: i.method,
        updated_at: i.updatedAt,
      };
      await db
        .insertInto('session_identities')
        .values({ client_id: clientId, session_id: sessionId, ...values })
        .onConflict((oc) => oc.columns(['client_id', 'session_id']).doUpdateSet(values))
        .execute();
    },
    async clearIdentity(clientId, sessionId) {
      await db
        .deleteFrom('session_identities')
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .execute();
    },
  };
}

export function createEmailCodesRepo(db: Db): EmailCodesRepo {
  return {
    async create(r) {
      await db
        .insertInto('email_codes')
        .values({
          id: r.id,
          client_id: r.clientId,
          session_id: r.sessionId,
          email: r.email,
          record_ref: r.recordRef,
          code_digest: r.codeDigest,
          attempts: r.attempts,
          created_at: r.createdAt,
          expires_at: r.expiresAt,
          proven_at: r.provenAt,
        })
        .execute();
    },
    async open(clientId, sessionId, nowIso, maxAttempts) {
      const row = await db
        .selectFrom('email_codes')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .where('proven_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .where('attempts', '<', maxAttempts)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            clientId: row.client_id,
            sessionId: row.session_id,
            email: row.email,
            recordRef: row.record_ref,
            codeDigest: row.code_digest,
            attempts: row.attempts,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
            provenAt: row.proven_at,
          }
        : null;
    },
    async attempt(clientId, id, maxAttempts) {
      const r = await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('proven_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async prove(clientId, id, at) {
      await db
        .updateTable('email_codes')
        .set({ proven_at: at })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },
    async provenEmails(clientId, sessionId) {
      const rows = await db
        .selectFrom('email_codes')
        .select('email')
        .distinct()
        .where('client_id', '=', clientId)
        .where('session_id', '=', sessionId)
        .where('proven_at', 'is not', null)
        .execute();
      return rows.map((r) => r.email);
    },
    async sentSince(clientId, by, sinceIso) {
      let q = db
        .selectFrom('email_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('client_id', '=', clientId)
        .where('created_at', '>=', sinceIso);
      if ('sessionId' in by) q = q.where('session_id', '=', by.sessionId);
      else if ('email' in by) q = q.where('email', '=', by.email);
      const row = await q.executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
