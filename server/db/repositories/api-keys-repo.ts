import type { Selectable } from 'kysely';
import type { ApiKeyRecord, ApiKeysRepo } from '../../domain/shared/index.ts';
import type { Db } from '../database.ts';
import type { ApiKeysTable } from '../schema.ts';

const toKey = (r: Selectable<ApiKeysTable>): ApiKeyRecord => ({
  id: r.id,
  clientId: r.client_id,
  name: r.name,
  prefix: r.prefix,
  keyHash: r.key_hash,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

export function createApiKeysRepo(db: Db): ApiKeysRepo {
  return {
    async insert(k) {
      await db
        .insertInto('api_keys')
        .values({
          id: k.id,
          client_id: k.clientId,
          name: k.name,
          prefix: k.prefix,
          key_hash: k.keyHash,
          created_at: k.createdAt,
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
    },
    async listActive(clientId) {
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toKey);
    },
    async findActiveByHash(hash) {
      const r = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('key_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return r ? toKey(r) : null;
    },
    async revoke(clientId, idOrPrefix, at) {
      const r = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('client_id', '=', clientId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('id', '=', idOrPrefix), eb('prefix', '=', idOrPrefix)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async touch(id, at) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}
