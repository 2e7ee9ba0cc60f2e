import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// Several orders per client (sign-up, then upgrades) and one email across several clients (memberships
// sharing one password): see the SQLite migration of the same name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'ALTER TABLE paypal_orders DROP CONSTRAINT paypal_orders_client_id_key',
    `ALTER TABLE paypal_orders ADD COLUMN kind ${TEXT} NOT NULL DEFAULT 'signup'`,
    'CREATE INDEX paypal_orders_client ON paypal_orders (client_id)',
    'ALTER TABLE customer_users DROP CONSTRAINT customer_users_email_key',
    'ALTER TABLE customer_users ADD CONSTRAINT customer_users_client_email UNIQUE (client_id, email)',
    'CREATE INDEX customer_users_email ON customer_users (email)',
  ]);
}

export async function down(): Promise<void> {
  throw new Error('014-workspaces-and-upgrades cannot be undone: emails may now repeat across clients');
}
