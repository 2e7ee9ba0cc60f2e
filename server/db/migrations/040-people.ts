import type { Kysely } from 'kysely';

// The faces of the people who answer visitors: a display name and an avatar image per person
// (`operator:<username>` or `member:<customer user id>`); the image is kept apart, loaded only to serve it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('person_key', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text')
    .addColumn('avatar_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('avatar_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_key', 'text', (c) => c.notNull().references('people.person_key').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('avatar_images_person').on('avatar_images').column('person_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avatar_images').execute();
  await db.schema.dropTable('people').execute();
}
