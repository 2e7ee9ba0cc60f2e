import { sql, type Kysely } from 'kysely';

/**
 * Self-serve, second step:
 * - a client may have several PayPal orders (its sign-up, then plan upgrades from the workspace): the
 *   UNIQUE on `paypal_orders.client_id` goes, and `kind` says what an order is for;
 * - one email may belong to several clients (one login, several workspaces): `customer_users` rows are
 *   memberships, unique per (client, email), sharing one password;
 * SQLite cannot drop a UNIQUE column constraint, so those tables are rebuilt; sessions and one-time
 * links are copied aside first, because dropping their parent would cascade-delete them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = async (statements: string[]) => {
    for (const s of statements) await sql.raw(s).execute(db);
  };
  // Migration 015 adds customer_sessions.last_seen_at; a database that ran it first keeps the column.
  const columns = await sql<{
    name: string;
  }>`SELECT name FROM pragma_table_info('customer_sessions')`.execute(db);
  const lastSeen = columns.rows.some((c) => c.name === 'last_seen_at');
  const sessionColumns = `id, user_id, created_at, expires_at${lastSeen ? ', last_seen_at' : ''}`;
  await run([
    `CREATE TABLE paypal_orders_014 (
      order_id varchar(64) PRIMARY KEY,
      plan text NOT NULL,
      amount text NOT NULL,
      currency varchar(3) NOT NULL,
      status text NOT NULL,
      created_at text NOT NULL,
      claimed_at text,
      client_id text REFERENCES clients (id) ON DELETE SET NULL,
      buyer_email text,
      kind text NOT NULL DEFAULT 'signup'
    )`,
    `INSERT INTO paypal_orders_014 (order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email)
      SELECT order_id, plan, amount, currency, status, created_at, claimed_at, client_id, buyer_email FROM paypal_orders`,
    'DROP TABLE paypal_orders',
    'ALTER TABLE paypal_orders_014 RENAME TO paypal_orders',
    'CREATE INDEX paypal_orders_client ON paypal_orders (client_id)',

    'CREATE TEMP TABLE customer_sessions_014 AS SELECT * FROM customer_sessions',
    'CREATE TEMP TABLE customer_password_tokens_014 AS SELECT * FROM customer_password_tokens',
    'DROP TABLE customer_password_tokens',
    'DROP TABLE customer_sessions',
    `CREATE TABLE customer_users_014 (
      id text PRIMARY KEY,
      client_id text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL,
      password_hash text,
      created_at text NOT NULL,
      last_login_at text,
      UNIQUE (client_id, email)
    )`,
    'INSERT INTO customer_users_014 SELECT id, client_id, email, role, password_hash, created_at, last_login_at FROM customer_users',
    'DROP TABLE customer_users',
    'ALTER TABLE customer_users_014 RENAME TO customer_users',
    'CREATE INDEX customer_users_client ON customer_users (client_id)',
    'CREATE INDEX customer_users_email ON customer_users (email)',
    `CREATE TABLE customer_sessions (
      id varchar(64) PRIMARY KEY,
      user_id text NOT NULL REFERENCES customer_users (id) ON DELETE CASCADE,
      created_at text NOT NULL,
      expires_at text NOT NULL${lastSeen ? ',\n      last_seen_at text' : ''}
    )`,
    `INSERT INTO customer_sessions SELECT ${sessionColumns} FROM customer_sessions_014`,
    'CREATE INDEX customer_sessions_user ON customer_sessions (user_id)',
    `CREATE TABLE customer_password_tokens (
      id varchar(64) PRIMARY KEY,
      user_id text NOT NULL REFERENCES customer_users (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      created_at text NOT NULL,
      expires_at text NOT NULL,
      used_at text
    )`,
    'INSERT INTO customer_password_tokens SELECT id, user_id, purpose, created_at, expires_at, used_at FROM customer_password_tokens_014',
    'CREATE INDEX customer_password_tokens_user ON customer_password_tokens (user_id)',
    'DROP TABLE customer_sessions_014',
    'DROP TABLE customer_password_tokens_014',
  ]);
}

export async function down(): Promise<void> {
  throw new Error('014-workspaces-and-upgrades cannot be undone: emails may now repeat across clients');
}
