import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The ledger of PayPal orders; `client_id` is unique so one order can never create two clients.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE paypal_orders (
      order_id varchar(64) COLLATE "C" PRIMARY KEY,
      plan ${TEXT} NOT NULL,
      amount ${TEXT} NOT NULL,
      currency varchar(3) COLLATE "C" NOT NULL,
      status ${TEXT} NOT NULL,
      created_at ${TEXT} NOT NULL,
      claimed_at ${TEXT},
      client_id ${TEXT} UNIQUE REFERENCES clients (id) ON DELETE SET NULL,
      buyer_email ${TEXT}
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE paypal_orders']);
}
