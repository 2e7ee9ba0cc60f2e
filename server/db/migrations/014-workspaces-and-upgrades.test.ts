/**
 * Migration 014 on both stores: a database made before it keeps its orders, users, sessions and
 * one-time links (SQLite rebuilds those tables), and afterwards a client may have several orders and
 * one email several clients, but never twice in one client.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { migrateToLatest } from '../database.ts';
import type { StoreKind } from '../store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const T = '2026-01-01T00:00:00.000Z';

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 014 on %s', (kind) => {
  it('keeps every row, then allows several orders per client and one email in several clients', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      const db = connection.db;
      await migrateUpTo(db, '012-change-notifications');
      for (const id of ['a', 'b'])
        await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
          values (${id}, 'Owner', ${`Business ${id}`}, ${`${id}.example`}, 'Starter', '{}', ${T}, ${T})`.execute(
          db,
        );
      await sql`insert into paypal_orders (order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email)
        values ('O1', 'Starter', '29.00', 'USD', 'COMPLETED', ${T}, ${T}, 'a', 'ann@a.example')`.execute(db);
      await sql`insert into customer_users (id, client_id, email, role, password_hash, created_at)
        values ('u1', 'a', 'ann@a.example', 'owner', 'hash-1', ${T})`.execute(db);
      await sql`insert into customer_sessions (id, user_id, created_at, expires_at)
        values ('s1', 'u1', ${T}, '2026-01-02T00:00:00.000Z')`.execute(db);
      await sql`insert into customer_password_tokens (id, user_id, purpose, created_at, expires_at)
        values ('k1', 'u1', 'reset', ${T}, '2026-01-02T00:00:00.000Z')`.execute(db);

      expect(await migrateToLatest(db)).toContain('014-workspaces-and-upgrades');
      // The orders of before subscriptions stay readable as history.
      const orderIdsOf = async (clientId: string) =>
        (
          await sql<{
            order_id: string;
          }>`select order_id from paypal_orders where client_id = ${clientId} order by order_id`.execute(db)
        ).rows.map((r) => r.order_id);
      const o1 = await sql<{ client_id: string; kind: string; claimed_at: string }>`
        select client_id, kind, claimed_at from paypal_orders where order_id = 'O1'`.execute(db);
      expect(o1.rows).toEqual([{ client_id: 'a', kind: 'signup', claimed_at: T }]);
      const { customerUsers } = connection.repositories({ clock: { now: () => new Date(T) } });
      expect(await customerUsers.getById('u1')).toMatchObject({
        email: 'ann@a.example',
        passwordHash: 'hash-1',
      });
      expect(await customerUsers.findSession('s1')).toEqual({
        userId: 'u1',
        expiresAt: '2026-01-02T00:00:00.000Z',
        lastSeenAt: null,
      });
      expect(await customerUsers.consumePasswordToken('k1', T)).toEqual({ userId: 'u1', purpose: 'reset' });

      await sql`insert into paypal_orders (order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email, kind)
        values ('O2', 'Premium', '49.00', 'USD', 'COMPLETED', ${T}, ${T}, 'a', null, 'upgrade')`.execute(db);
      expect(await orderIdsOf('a')).toEqual(['O1', 'O2']);
      const user = {
        email: 'ann@a.example',
        role: 'member' as const,
        passwordHash: 'hash-1',
        passwordVerified: true,
        createdAt: T,
        lastLoginAt: null,
      };
      await customerUsers.insert({ ...user, id: 'u2', clientId: 'b' });
      await expect(customerUsers.insert({ ...user, id: 'u3', clientId: 'a' })).rejects.toThrow();
      expect((await customerUsers.listByEmail('ann@a.example')).map((u) => u.clientId)).toEqual(['a', 'b']);
    });
  });

  it('keeps the last use of customer sessions when 015 ran before it (migrations applied out of order)', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      const db = connection.db;
      await migrateUpTo(db, '015-pending-charges', ['014-workspaces-and-upgrades']);
      await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
        values ('a', 'Owner', 'Business a', 'a.example', 'Starter', '{}', ${T}, ${T})`.execute(db);
      await sql`insert into customer_users (id, client_id, email, role, password_hash, created_at)
        values ('u1', 'a', 'ann@a.example', 'owner', 'hash-1', ${T})`.execute(db);
      await sql`insert into customer_sessions (id, user_id, created_at, expires_at, last_seen_at)
        values ('s1', 'u1', ${T}, '2026-01-02T00:00:00.000Z', '2026-01-01T05:00:00.000Z')`.execute(db);
      // 014 runs late; 015 is not run again (later migrations run too).
      const ran = await migrateToLatest(db);
      expect(ran).toContain('014-workspaces-and-upgrades');
      expect(ran).not.toContain('015-pending-charges');
      const { customerUsers } = connection.repositories({ clock: { now: () => new Date(T) } });
      expect(await customerUsers.findSession('s1')).toEqual({
        userId: 'u1',
        expiresAt: '2026-01-02T00:00:00.000Z',
        lastSeenAt: '2026-01-01T05:00:00.000Z',
      });
    });
  });
});
