import type { Kysely } from 'kysely';

// Portable DDL (text and integer only). The unanswered report is kept per distinct question as replies
// are stored, so the console reads one small table instead of scanning every message's metadata.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unanswered_questions')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('ask_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_asked_at', 'text', (c) => c.notNull())
    .addColumn('last_asked_at', 'text', (c) => c.notNull())
    .addColumn('sample_session_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolved_at', 'text')
    .addPrimaryKeyConstraint('unanswered_questions_pk', ['client_id', 'question_key'])
    .execute();
  await db.schema
    .createIndex('unanswered_questions_open')
    .on('unanswered_questions')
    .columns(['client_id', 'status', 'last_asked_at'])
    .execute();

  await db.schema
    .createTable('follow_up_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('question', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('follow_up_leads_message', ['client_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('follow_up_leads_client_time')
    .on('follow_up_leads')
    .columns(['client_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('follow_up_leads').ifExists().execute();
  await db.schema.dropTable('unanswered_questions').ifExists().execute();
}
