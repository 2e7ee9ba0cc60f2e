import { sql, type Kysely } from 'kysely';

// Human handoff: where each session stands (none, waiting, operator, missed) and since when a person
// was asked for, and each client's handoff settings (JSON; NULL reads as the defaults). The partial
// index serves the console's queue, which only ever reads waiting and held sessions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('handoff_status', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('chat_sessions').addColumn('handoff_requested_at', 'text').execute();
  await db.schema.alterTable('clients').addColumn('handoff_settings', 'text').execute();
  await sql`CREATE INDEX chat_sessions_handoff_queue ON chat_sessions (handoff_status, handoff_requested_at) WHERE handoff_status IN ('waiting', 'operator')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS chat_sessions_handoff_queue`.execute(db);
  await db.schema.alterTable('clients').dropColumn('handoff_settings').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('handoff_requested_at').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('handoff_status').execute();
}
