import type { Kysely } from 'kysely';

// Actions: each client's calls to its own API (the secret sealed with the SecretBox; parameters,
// headers, fields and examples as JSON text), the log of every call with redacted arguments, and the
// action a conversation is collecting parameters for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sealed_secret', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('actions_client').on('actions').columns(['client_id', 'name']).execute();
  await db.schema
    .createTable('action_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('action_name', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('arguments', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_calls_action')
    .on('action_calls')
    .columns(['client_id', 'action_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('action_calls_session')
    .on('action_calls')
    .columns(['client_id', 'session_id', 'created_at'])
    .execute();
  // The action the builtin answerer is collecting parameters for, one per session.
  await db.schema
    .createTable('pending_actions')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('arguments', 'text', (c) => c.notNull())
    .addColumn('asking', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pending_actions_pk', ['client_id', 'session_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_actions').execute();
  await db.schema.dropTable('action_calls').execute();
  await db.schema.dropTable('actions').execute();
}
