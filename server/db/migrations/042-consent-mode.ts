import { sql, type Kysely } from 'kysely';

/**
 * Consent mode, per client: with `consent_mode` 1 the widget records no page view until the host page
 * signals the visitor's consent (`Frontdesk.consent(true)`), and the server ignores page views that
 * arrive without that consent.
 */
export const UP_042 = ['ALTER TABLE clients ADD COLUMN consent_mode integer NOT NULL DEFAULT 0'];
export const DOWN_042 = ['ALTER TABLE clients DROP COLUMN consent_mode'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of UP_042) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DOWN_042) await sql.raw(s).execute(db);
}
