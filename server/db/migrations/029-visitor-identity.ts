import type { Kysely } from 'kysely';

// Verified visitor identity: each client's identity secret (sealed with the SecretBox) and who each
// session's visitor is, as the page told the widget and as far as a proof covered it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_secrets')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session_identities')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_identities_pk', ['client_id', 'session_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_identities').execute();
  await db.schema.dropTable('identity_secrets').execute();
}
