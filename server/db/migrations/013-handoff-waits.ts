import type { Kysely } from 'kysely';

// How long visitors waited for a person, one row per take-over of a waiting session: the widget's
// "usually within N minutes" is the recent median of these, per client.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handoff_waits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('waited_ms', 'integer', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('handoff_waits_client_taken')
    .on('handoff_waits')
    .columns(['client_id', 'taken_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handoff_waits').execute();
}
