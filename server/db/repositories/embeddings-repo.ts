import type { EmbeddingStore } from '../../domain/sources/index.ts';
import type { Db } from '../database.ts';

const toBlob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
const fromBlob = (b: Uint8Array, dimensions: number) => {
  // Copied: a driver's buffer may not be 4-byte aligned for a Float32Array view.
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Float32Array(copy.buffer, 0, dimensions);
};

/** Chunk vectors on either store through Kysely (BLOB on SQLite, bytea on PostgreSQL). */
export function createEmbeddingsRepo(db: Db): EmbeddingStore {
  return {
    async hashes(key, model) {
      const rows = await db
        .selectFrom('knowledge_embeddings')
        .select('chunk_hash')
        .where('index_key', '=', key)
        .where('model', '=', model)
        .execute();
      return new Set(rows.map((r) => r.chunk_hash));
    },
    async put(key, model, rows) {
      if (rows.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (const r of rows)
          await tx
            .insertInto('knowledge_embeddings')
            .values({
              index_key: key,
              model,
              chunk_hash: r.hash,
              dimensions: r.vector.length,
              vector: toBlob(r.vector),
            })
            .onConflict((oc) =>
              oc.columns(['index_key', 'model', 'chunk_hash']).doUpdateSet((eb) => ({
                dimensions: eb.ref('excluded.dimensions'),
                vector: eb.ref('excluded.vector'),
              })),
            )
            .execute();
      });
    },
    async vectors(key, model, hashes) {
      const out = new Map<string, Float32Array>();
      for (let i = 0; i < hashes.length; i += 500) {
        const rows = await db
          .selectFrom('knowledge_embeddings')
          .select(['chunk_hash', 'dimensions', 'vector'])
          .where('index_key', '=', key)
          .where('model', '=', model)
          .where('chunk_hash', 'in', hashes.slice(i, i + 500))
          .execute();
        for (const r of rows) out.set(r.chunk_hash, fromBlob(r.vector, r.dimensions));
      }
      return out;
    },
    async prune(key, model, keep) {
      const rows = await db
        .selectFrom('knowledge_embeddings')
        .select(['model', 'chunk_hash'])
        .where('index_key', '=', key)
        .execute();
      const drop = rows.filter((r) => model === null || r.model !== model || !keep.has(r.chunk_hash));
      if (drop.length === 0) return;
      // One transaction: a reader sees the index before or after the prune, never half of it.
      await db.transaction().execute(async (tx) => {
        for (const r of drop)
          await tx
            .deleteFrom('knowledge_embeddings')
            .where('index_key', '=', key)
            .where('model', '=', r.model)
            .where('chunk_hash', '=', r.chunk_hash)
            .execute();
      });
    },
  };
}
