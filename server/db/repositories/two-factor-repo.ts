import { sql } from 'kysely';
import type { TwoFactorRecord, TwoFactorRepo, TwoFactorSubject } from '../../domain/two-factor/index.ts';
import type { Db } from '../database.ts';

/** Two-step sign-in: secrets, recovery codes, pending sign-ins and client policies; portable Kysely. */
export function createTwoFactorRepo(db: Db): TwoFactorRepo {
  return {
    async get(subject) {
      const r = await db
        .selectFrom('two_factor')
        .selectAll()
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (!r) return null;
      const record: TwoFactorRecord = {
        subject: r.subject as TwoFactorSubject,
        sealedSecret: r.sealed_secret,
        confirmedAt: r.confirmed_at,
        lastStep: r.last_step === null ? null : Number(r.last_step),
        createdAt: r.created_at,
      };
      return record;
    },
    async saveUnconfirmed(r) {
      await db.transaction().execute(async (tx) => {
        // Only an unconfirmed one is replaced: a confirmed secret stays until two-step sign-in is off.
        await tx
          .deleteFrom('two_factor')
          .where('subject', '=', r.subject)
          .where('confirmed_at', 'is', null)
          .execute();
        await tx
          .insertInto('two_factor')
          .values({
            subject: r.subject,
            sealed_secret: r.sealedSecret,
            confirmed_at: null,
            last_step: null,
            created_at: r.createdAt,
          })
          .execute();
      });
    },
    async confirm(subject, at, step) {
      await db
        .updateTable('two_factor')
        .set({ confirmed_at: at, last_step: step })
        .where('subject', '=', subject)
        .where('confirmed_at', 'is', null)
        .execute();
    },
    async advanceStep(subject, step) {
      const r = await db
        .updateTable('two_factor')
        .set({ last_step: step })
        .where('subject', '=', subject)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(subject) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('two_factor_recovery_codes').where('subject', '=', subject).execute();
        await tx.deleteFrom('two_factor').where('subject', '=', subject).execute();
      });
    },
    async replaceRecoveryCodes(subject, hashes) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('two_factor_recovery_codes').where('subject', '=', subject).execute();
        if (hashes.length > 0)
          await tx
            .insertInto('two_factor_recovery_codes')
            .values(hashes.map((h) => ({ subject, code_hash: h, used_at: null })))
            .execute();
      });
    },
    async useRecoveryCode(subject, hash, at) {
      const r = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: at })
        .where('subject', '=', subject)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(subject) {
      const r = await db
        .selectFrom('two_factor_recovery_codes')
        .select(sql<number>`count(*)`.as('n'))
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    async savePending(p) {
      await db
        .insertInto('two_factor_challenges')
        .values({
          id: p.id,
          subject: p.subject,
          ref: p.ref,
          label: p.label,
          step: p.step,
          expires_at: p.expiresAt,
        })
        .execute();
    },
    async pending(id, nowIso) {
      await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', nowIso).execute();
      const r = await db
        .selectFrom('two_factor_challenges')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        subject: r.subject as TwoFactorSubject,
        ref: r.ref,
        label: r.label,
        step: r.step === 'enroll' ? 'enroll' : 'code',
        expiresAt: r.expires_at,
      };
    },
    async deletePending(id) {
      await db.deleteFrom('two_factor_challenges').where('id', '=', id).execute();
    },
    async clientRequires(clientId) {
      const r = await db
        .selectFrom('two_factor_policies')
        .select('required')
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return r?.required === 1;
    },
    async setClientRequires(clientId, required) {
      await db
        .insertInto('two_factor_policies')
        .values({ client_id: clientId, required: required ? 1 : 0 })
        .onConflict((oc) => oc.column('client_id').doUpdateSet({ required: required ? 1 : 0 }))
        .execute();
    },
  };
}
