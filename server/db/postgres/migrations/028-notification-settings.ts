import type { Kysely } from 'kysely';
import { notificationTables } from '../../migrations/028-notification-settings.ts';
import { run, TEXT } from './ddl.ts';

// SQLite's 028-notification-settings, with PostgreSQL's text type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, notificationTables(TEXT));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE notification_mutes', 'DROP TABLE notification_settings']);
}
