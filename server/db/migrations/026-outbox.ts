import { sql, type Kysely } from 'kysely';

/**
 * The one durable outbox (server/domain/outbox/): a row per delivery of an event to one channel
 * (a webhook endpoint, the client's people by mail, its Slack channel), written in the same
 * transaction as the change that raised it. A deliverer claims due rows with a lease held in the row
 * (`lease_until`), so one process delivers each and a killed one's rows come back when it lapses; each
 * attempt is kept in `outbox_attempts`. `dedupe_key` makes a once-only event (usage at 80% in a
 * period) once only. PostgreSQL's 026 runs the same statements with its text type.
 */
export const outboxTables = (text: string, int: string) => [
  `CREATE TABLE outbox (
    id ${text} PRIMARY KEY,
    event_id ${text} NOT NULL,
    client_id ${text} NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    type ${text} NOT NULL,
    channel ${text} NOT NULL,
    target ${text},
    payload ${text} NOT NULL,
    created_at ${text} NOT NULL,
    status ${text} NOT NULL DEFAULT 'pending',
    attempts ${int} NOT NULL DEFAULT 0,
    next_attempt_at ${text} NOT NULL,
    lease_token ${text},
    lease_until ${text},
    last_error ${text},
    dedupe_key ${text} UNIQUE,
    done_at ${text}
  )`,
  // The claim reads pending rows by due time; delivered ones leave the index.
  `CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending'`,
  // An endpoint's delivery log, newest first; a kind's last mail (coalescing).
  `CREATE INDEX outbox_by_target ON outbox (client_id, channel, target, id)`,
  `CREATE INDEX outbox_by_type ON outbox (client_id, channel, type, done_at)`,
  `CREATE TABLE outbox_attempts (
    outbox_id ${text} NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
    attempt ${int} NOT NULL,
    client_id ${text} NOT NULL,
    at ${text} NOT NULL,
    ok ${int} NOT NULL,
    status_code ${int},
    duration_ms ${int} NOT NULL,
    error ${text},
    response ${text},
    PRIMARY KEY (outbox_id, attempt)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of outboxTables('text', 'integer')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE outbox_attempts').execute(db);
  await sql.raw('DROP TABLE outbox').execute(db);
}
