/**
 * Migration 003: the ledger of the one-time PayPal orders sold before subscriptions. No code writes it
 * any more; its rows stay as history, so the table and its rules must still hold after every migration.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../database.ts';

describe('migration 003-payments', () => {
  let opened: OpenedDatabase;
  afterEach(() => opened.close());

  const insert = (orderId: string, clientId: string | null, kind = 'signup') =>
    opened.sqlite
      .prepare(
        `insert into paypal_orders (order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email, kind)
         values (?, 'Starter', '29.00', 'USD', 'COMPLETED', '2026-01-01T00:00:00.000Z', null, ?, null, ?)`,
      )
      .run(orderId, clientId, kind);

  it('creates paypal_orders, which holds one row per order', async () => {
    opened = openDatabase(':memory:');
    expect(await migrateToLatest(opened.db)).toContain('003-payments');
    insert('O1', null);
    expect(() => insert('O1', null)).toThrow();
    expect(opened.sqlite.prepare('select order_id, amount, kind from paypal_orders').all()).toEqual([
      { order_id: 'O1', amount: '29.00', kind: 'signup' },
    ]);
  });

  it('lets one client have several orders since 014 (a sign-up, then upgrades), each naming a real client', async () => {
    opened = openDatabase(':memory:');
    await migrateToLatest(opened.db);
    opened.sqlite
      .prepare(
        `insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
         values ('c1', 'Jane', 'Biz', 'biz.example', 'Starter', '{}', 'x', 'x')`,
      )
      .run();
    insert('O1', 'c1');
    insert('O2', 'c1', 'upgrade');
    expect(() => insert('O3', 'no-such-client')).toThrow();
    expect(
      opened.sqlite
        .prepare("select order_id from paypal_orders where client_id = 'c1' order by order_id")
        .all(),
    ).toEqual([{ order_id: 'O1' }, { order_id: 'O2' }]);
  });
});
