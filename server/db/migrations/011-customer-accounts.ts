import type { Kysely } from 'kysely';

// Customer accounts: the people of a client business who sign in to its workspace at /app. An email
// (stored lower-cased) belongs to one user of one client; a user's password stays null until they set it
// through a one-time link. Sessions and link tokens are stored as keyed digests, never as given out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema.createIndex('customer_users_client').on('customer_users').column('client_id').execute();

  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_sessions_user').on('customer_sessions').column('user_id').execute();

  await db.schema
    .createTable('customer_password_tokens')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('customer_password_tokens_user')
    .on('customer_password_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['customer_password_tokens', 'customer_sessions', 'customer_users'])
    await db.schema.dropTable(t).ifExists().execute();
}
