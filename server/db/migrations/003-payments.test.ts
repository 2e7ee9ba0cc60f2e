import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../database.ts';
import { createPaypalOrdersRepo } from '../../payments/paypal-orders-repo.ts';

describe('migration 003-payments', () => {
  let opened: OpenedDatabase;
  afterEach(() => opened.close());

  const order = (orderId: string) => ({
    orderId,
    plan: 'Starter',
    amount: '29.00',
    currency: 'USD',
    status: 'CREATED',
    createdAt: '2026-01-01T00:00:00.000Z',
    claimedAt: null,
    clientId: null,
    buyerEmail: null,
    kind: 'signup' as const,
  });

  it('creates paypal_orders, and one order can be claimed only once', async () => {
    opened = openDatabase(':memory:');
    expect(await migrateToLatest(opened.db)).toContain('003-payments');
    const repo = createPaypalOrdersRepo(opened.db);
    await repo.insert(order('O1'));
    expect(await repo.claim('O1', '2026-01-01T00:00:01.000Z')).toBe(true);
    expect(await repo.claim('O1', '2026-01-01T00:00:02.000Z')).toBe(false);
    await repo.release('O1');
    expect(await repo.claim('O1', '2026-01-01T00:00:03.000Z')).toBe(true);
    expect(await repo.get('O1')).toMatchObject({
      orderId: 'O1',
      amount: '29.00',
      claimedAt: '2026-01-01T00:00:03.000Z',
    });
  });

  it('lets one client have several orders since 014 (a sign-up, then upgrades)', async () => {
    opened = openDatabase(':memory:');
    await migrateToLatest(opened.db);
    opened.sqlite
      .prepare(
        `insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
         values ('c1', 'Jane', 'Biz', 'biz.example', 'Starter', '{}', 'x', 'x')`,
      )
      .run();
    const repo = createPaypalOrdersRepo(opened.db);
    await repo.insert(order('O1'));
    await repo.insert({ ...order('O2'), kind: 'upgrade', clientId: 'c1' });
    await repo.complete('O1', 'c1', 'a@b.example');
    expect((await repo.listForClient('c1')).map((o) => o.orderId)).toEqual(['O1', 'O2']);
  });
});
