import { AVATAR_TYPES, type AvatarType } from '../../../contract/people.ts';
import type { PeopleRepo } from '../../domain/people/index.ts';
import type { Db } from '../database.ts';

const isAvatarType = (t: string): t is AvatarType => (AVATAR_TYPES as readonly string[]).includes(t);

/** Profiles and avatar images on both stores through Kysely (plain SQL both dialects share). */
export function createPeopleRepo(db: Db): PeopleRepo {
  const ensure = (trx: Db, key: string, at: string) =>
    trx
      .insertInto('people')
      .values({ person_key: key, display_name: null, avatar_id: null, updated_at: at })
      .onConflict((oc) => oc.column('person_key').doNothing())
      .execute();
  return {
    async get(key) {
      const r = await db.selectFrom('people').selectAll().where('person_key', '=', key).executeTakeFirst();
      return r
        ? { key: r.person_key, displayName: r.display_name, avatarId: r.avatar_id, updatedAt: r.updated_at }
        : null;
    },
    async saveName(key, displayName, at) {
      await db
        .insertInto('people')
        .values({ person_key: key, display_name: displayName, avatar_id: null, updated_at: at })
        .onConflict((oc) =>
          oc.column('person_key').doUpdateSet({ display_name: displayName, updated_at: at }),
        )
        .execute();
    },
    async saveAvatar(key, avatarId, image, at) {
      await db.transaction().execute(async (trx) => {
        await ensure(trx, key, at);
        await trx.deleteFrom('avatar_images').where('person_key', '=', key).execute();
        await trx
          .insertInto('avatar_images')
          .values({
            id: avatarId,
            person_key: key,
            content_type: image.type,
            bytes: Buffer.from(image.bytes),
            created_at: at,
          })
          .execute();
        await trx
          .updateTable('people')
          .set({ avatar_id: avatarId, updated_at: at })
          .where('person_key', '=', key)
          .execute();
      });
    },
    async clearAvatar(key, at) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('avatar_images').where('person_key', '=', key).execute();
        await trx
          .updateTable('people')
          .set({ avatar_id: null, updated_at: at })
          .where('person_key', '=', key)
          .execute();
      });
    },
    async avatar(avatarId) {
      const r = await db
        .selectFrom('avatar_images')
        .select(['content_type', 'bytes'])
        .where('id', '=', avatarId)
        .executeTakeFirst();
      if (!r || !isAvatarType(r.content_type)) return null;
      return { type: r.content_type, bytes: new Uint8Array(r.bytes) };
    },
  };
}
