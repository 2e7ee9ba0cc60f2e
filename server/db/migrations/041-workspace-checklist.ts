import type { Kysely } from 'kysely';

// The first-run checklist of a workspace, one row per step a client has done: every teammate and
// every device reads the same list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_checklist')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workspace_checklist_pk', ['client_id', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_checklist').execute();
}
