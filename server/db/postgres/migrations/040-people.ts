import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The faces of the people who answer visitors (SQLite's 040, same tables; images in bytea).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE people (
      person_key ${TEXT} PRIMARY KEY,
      display_name ${TEXT},
      avatar_id ${TEXT},
      updated_at ${TEXT} NOT NULL
    )`,
    `CREATE TABLE avatar_images (
      id ${TEXT} PRIMARY KEY,
      person_key ${TEXT} NOT NULL REFERENCES people (person_key) ON DELETE CASCADE,
      content_type ${TEXT} NOT NULL,
      bytes bytea NOT NULL,
      created_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX avatar_images_person ON avatar_images (person_key)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE IF EXISTS avatar_images', 'DROP TABLE IF EXISTS people']);
}
