import type { Kysely } from 'kysely';

// Each client's assistant settings (instructions, reply length, the unknown-answer offer, and the model
// and temperature where its plan allows): JSON, NULL reading as the defaults.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clients').addColumn('assistant_settings', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('assistant_settings').execute();
}
