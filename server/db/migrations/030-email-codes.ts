import type { Kysely } from 'kysely';

// Codes mailed to the email on a personal record (an order): the visitor types the code in the
// conversation to prove the address is theirs. Only the code's digest is kept; a proven row stays as
// the session's proof of that email.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('record_ref', 'text', (c) => c.notNull())
    .addColumn('code_digest', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('proven_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_codes_session')
    .on('email_codes')
    .columns(['client_id', 'session_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_codes_email')
    .on('email_codes')
    .columns(['client_id', 'email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_codes').execute();
}
