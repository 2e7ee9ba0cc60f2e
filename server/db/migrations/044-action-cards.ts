import type { Kysely } from 'kysely';

// Confirm/cancel cards: an action that changes something, proposed in a conversation and run only when
// that session's visitor confirms it. The definition is kept as it was proposed, so a changed action is
// refused; `state` leaves `pending` once, by one conditional update (a double click runs it once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('action_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('arguments', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('result_message_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('action_cards_session')
    .on('action_cards')
    .columns(['client_id', 'session_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('action_cards').execute();
}
