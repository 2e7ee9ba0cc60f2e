import type { Kysely } from 'kysely';

// The ledger of PayPal orders: the amount the server set, the capture status it saw, and the client the
// order became. `client_id` is unique so one order can never create two clients.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('paypal_orders')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('client_id', 'text', (c) => c.unique().references('clients.id').onDelete('set null'))
    .addColumn('buyer_email', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('paypal_orders').execute();
}
