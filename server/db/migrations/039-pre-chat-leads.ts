import type { Kysely } from 'kysely';

// A lead left through the widget's pre-chat form carries the visitor's name and the consent wording
// they ticked (the business's own words at that moment); a lead from a chat message has neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('follow_up_leads').addColumn('name', 'text').execute();
  await db.schema.alterTable('follow_up_leads').addColumn('consent', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('follow_up_leads').dropColumn('consent').execute();
  await db.schema.alterTable('follow_up_leads').dropColumn('name').execute();
}
