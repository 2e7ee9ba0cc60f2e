import { sql, type Kysely } from 'kysely';

/**
 * Plans that renew (issue 29): PayPal's catalog as we made it, the subscriptions bought through it,
 * every payment kept as a receipt, and the webhook events applied (by id, so each applies once).
 * - `paypal_plans`: one PayPal billing plan per (PayPal environment: its API base, our plan, its
 *   price); a price change makes a new one, and older ids still name their plan for subscriptions
 *   made on them; sandbox ids are never offered on the live API;
 * - `subscriptions`: keyed by PayPal's subscription id; `client_id` is set when the client is created
 *   (a sign-up) or from the start (a workspace resubscribing); `claimed_at` makes one client per
 *   subscription however often it is reported;
 * - `subscription_payments`: keyed by PayPal's sale id; `client_id` stays null until the subscription's
 *   client exists (a payment may be reported first), money records outlive a deleted client;
 * - `paypal_webhook_events`: keyed by PayPal's event id.
 * PostgreSQL's 032 runs the same statements with its text type.
 */
export const subscriptionTables = (text: string): string[] => [
  `CREATE TABLE paypal_plans (
    plan_id ${text} PRIMARY KEY,
    environment ${text} NOT NULL,
    plan ${text} NOT NULL,
    price ${text} NOT NULL,
    currency ${text} NOT NULL,
    product_id ${text} NOT NULL,
    created_at ${text} NOT NULL
  )`,
  'CREATE INDEX paypal_plans_plan ON paypal_plans (environment, plan, price)',
  `CREATE TABLE subscriptions (
    id ${text} PRIMARY KEY,
    client_id ${text} REFERENCES clients (id) ON DELETE SET NULL,
    plan ${text} NOT NULL,
    paypal_plan_id ${text} NOT NULL,
    status ${text} NOT NULL,
    pending_plan ${text},
    period_start ${text},
    period_end ${text},
    next_billing_at ${text},
    past_due_since ${text},
    claimed_at ${text},
    buyer_email ${text},
    created_at ${text} NOT NULL,
    updated_at ${text} NOT NULL
  )`,
  'CREATE INDEX subscriptions_client ON subscriptions (client_id)',
  `CREATE TABLE subscription_payments (
    id ${text} PRIMARY KEY,
    subscription_id ${text} NOT NULL,
    client_id ${text} REFERENCES clients (id) ON DELETE SET NULL,
    plan ${text} NOT NULL,
    amount ${text} NOT NULL,
    currency ${text} NOT NULL,
    period_start ${text} NOT NULL,
    period_end ${text} NOT NULL,
    paid_at ${text} NOT NULL
  )`,
  'CREATE INDEX subscription_payments_client ON subscription_payments (client_id, paid_at)',
  'CREATE INDEX subscription_payments_subscription ON subscription_payments (subscription_id)',
  `CREATE TABLE paypal_webhook_events (
    id ${text} PRIMARY KEY,
    event_type ${text} NOT NULL,
    resource_id ${text} NOT NULL,
    received_at ${text} NOT NULL
  )`,
];

export const DROP_SUBSCRIPTION_TABLES = [
  'DROP TABLE paypal_webhook_events',
  'DROP TABLE subscription_payments',
  'DROP TABLE subscriptions',
  'DROP TABLE paypal_plans',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of subscriptionTables('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DROP_SUBSCRIPTION_TABLES) await sql.raw(s).execute(db);
}
