import { sql, type Kysely } from 'kysely';

/**
 * Two-step sign-in (issue 34): a TOTP secret per subject (an operator by user id, a customer person by
 * email), sealed with the SecretBox; its recovery codes as keyed digests, each used once; the pending
 * sign-ins between the password and the code; and the clients whose owners require it.
 */
export const twoFactorTables = (text: string) => [
  `CREATE TABLE two_factor (
    subject ${text} PRIMARY KEY,
    sealed_secret text NOT NULL,
    confirmed_at text,
    last_step integer,
    created_at text NOT NULL
  )`,
  `CREATE TABLE two_factor_recovery_codes (
    subject ${text} NOT NULL,
    code_hash ${text} NOT NULL,
    used_at text,
    PRIMARY KEY (subject, code_hash)
  )`,
  `CREATE TABLE two_factor_challenges (
    id ${text} PRIMARY KEY,
    subject ${text} NOT NULL,
    ref text NOT NULL,
    label text NOT NULL,
    step text NOT NULL,
    expires_at text NOT NULL
  )`,
  `CREATE TABLE two_factor_policies (
    client_id ${text} PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
    required integer NOT NULL
  )`,
];
export const DROP_TWO_FACTOR = [
  'DROP TABLE two_factor_policies',
  'DROP TABLE two_factor_challenges',
  'DROP TABLE two_factor_recovery_codes',
  'DROP TABLE two_factor',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of twoFactorTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DROP_TWO_FACTOR) await sql.raw(s).execute(db);
}
