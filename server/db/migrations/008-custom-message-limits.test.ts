/**
 * Migration 008 on both stores: a database made before it (migrated to 006) holds clients on every
 * plan; after it each keeps the limit that was enforced until now, as a custom limit, and plan names
 * have their one spelling.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { migrateToLatest, type Db } from '../database.ts';
import type { StoreKind } from '../store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

async function insertClient(db: Db, id: string, plan: string): Promise<void> {
  await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
    values (${id}, 'Owner', ${`Business ${id}`}, ${`${id}.example`}, ${plan}, '{}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
    db,
  );
}

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 008 on %s', (kind) => {
  it('keeps every existing client on the limit it had as a custom limit', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      await migrateUpTo(connection.db, '006-one-website-per-client');
      await insertClient(connection.db, 'starter', 'Starter');
      await insertClient(connection.db, 'premium', 'Premium');
      await insertClient(connection.db, 'enterprise', 'Enterprise');
      await insertClient(connection.db, 'lower', 'premium');
      await insertClient(connection.db, 'odd', 'Gold');

      expect(await migrateToLatest(connection.db)).toContain('008-custom-message-limits');
      const { clients } = connection.repositories({ clock: { now: () => new Date() } });
      const read = async (id: string) => {
        const c = await clients.get(id);
        if (!c) throw new Error(`${id} is gone`);
        return { plan: c.plan, custom: c.customMessageLimit, effective: effectiveMessageLimit(c) };
      };
      expect(await read('starter')).toEqual({ plan: 'Starter', custom: 500, effective: 500 });
      expect(await read('premium')).toEqual({ plan: 'Premium', custom: 1000, effective: 1000 });
      expect(await read('enterprise')).toEqual({ plan: 'Enterprise', custom: 50000, effective: 50000 });
      expect(await read('lower')).toEqual({ plan: 'Premium', custom: 1000, effective: 1000 });
      expect(await read('odd')).toEqual({ plan: 'Starter', custom: 500, effective: 500 });
      const stored = await sql<{ plan: string }>`select plan from clients where id = 'odd'`.execute(
        connection.db,
      );
      expect(stored.rows[0]?.plan).toBe('Starter');
    });
  });
});
