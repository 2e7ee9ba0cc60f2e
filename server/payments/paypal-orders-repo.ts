import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaypalOrderRecord, PaypalOrdersRepo } from '../domain/shared/index.ts';

export interface PaypalOrdersTable {
  order_id: string;
  plan: string;
  amount: string;
  currency: string;
  status: string;
  created_at: string;
  claimed_at: string | null;
  client_id: string | null;
  buyer_email: string | null;
  /** 'signup' (creates the client) or 'upgrade' (of client_id's plan, set at creation); migration 014. */
  kind: string;
}

const toRecord = (r: Selectable<PaypalOrdersTable>): PaypalOrderRecord => ({
  orderId: r.order_id,
  plan: r.plan,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  createdAt: r.created_at,
  claimedAt: r.claimed_at,
  clientId: r.client_id,
  buyerEmail: r.buyer_email,
  kind: r.kind === 'upgrade' ? 'upgrade' : 'signup',
});

/** The paypal_orders table of migrations 003 and 014 (declared here, beside the only code that reads it). */
export function createPaypalOrdersRepo(base: Db): PaypalOrdersRepo {
  const db = base.withTables<{ paypal_orders: PaypalOrdersTable }>();
  return {
    async insert(o) {
      await db
        .insertInto('paypal_orders')
        .values({
          order_id: o.orderId,
          plan: o.plan,
          amount: o.amount,
          currency: o.currency,
          status: o.status,
          created_at: o.createdAt,
          claimed_at: o.claimedAt,
          client_id: o.clientId,
          buyer_email: o.buyerEmail,
          kind: o.kind,
        })
        .execute();
    },
    async get(orderId) {
      const r = await db
        .selectFrom('paypal_orders')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return r ? toRecord(r) : null;
    },
    async setStatus(orderId, status) {
      await db.updateTable('paypal_orders').set({ status }).where('order_id', '=', orderId).execute();
    },
    async claim(orderId, at) {
      const r = await db
        .updateTable('paypal_orders')
        .set({ claimed_at: at })
        .where('order_id', '=', orderId)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async release(orderId) {
      await db
        .updateTable('paypal_orders')
        .set({ claimed_at: null })
        .where('order_id', '=', orderId)
        // A sign-up that made its client stays claimed; an upgrade names its client from the start.
        .where((eb) => eb.or([eb('client_id', 'is', null), eb('kind', '=', 'upgrade')]))
        .execute();
    },
    async listForClient(clientId) {
      const rows = await db
        .selectFrom('paypal_orders')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },
    async complete(orderId, clientId, buyerEmail) {
      await db
        .updateTable('paypal_orders')
        .set({ client_id: clientId, buyer_email: buyerEmail, status: 'COMPLETED' })
        .where('order_id', '=', orderId)
        .execute();
    },
  };
}
