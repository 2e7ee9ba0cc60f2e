import { sql, type Kysely } from 'kysely';

/**
 * What a buyer typed on the site before approving at PayPal, kept with the subscription made for
 * them: whichever of PayPal's webhook, the browser's post-approval call or the reconciliation sees
 * the subscription ACTIVE first creates the workspace from it, so a tab closed after approval still
 * gets one. Never a password.
 * - `completed_at`: the first post-approval call from the browser was answered (the buyer's page gets
 *   its one-time link once);
 * - `welcomed_at`: the welcome mail is in the outbox (the reconciliation records it again otherwise).
 * PostgreSQL's 050 runs the same statements with its text type.
 */
export const signUpTables = (text: string): string[] => [
  `CREATE TABLE subscription_sign_ups (
    subscription_id ${text} PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
    full_name ${text} NOT NULL,
    email ${text} NOT NULL,
    business_name ${text} NOT NULL,
    website ${text} NOT NULL,
    plan ${text} NOT NULL,
    created_at ${text} NOT NULL,
    completed_at ${text},
    welcomed_at ${text}
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of signUpTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE subscription_sign_ups').execute(db);
}
