import { sql, type Kysely } from 'kysely';

/**
 * The outbox's "when was this kind last delivered" index (notices' coalescing) holds delivered rows
 * only: a row enters it when it is delivered, not when it is written, so the chat append that writes
 * a message's events maintains one index fewer. PostgreSQL's 048 runs the same statements.
 */
export const leanOutboxIndex = [
  'DROP INDEX outbox_by_type',
  `CREATE INDEX outbox_delivered_by_type ON outbox (client_id, channel, type, done_at) WHERE status = 'delivered'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of leanOutboxIndex) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX outbox_delivered_by_type').execute(db);
  await sql.raw('CREATE INDEX outbox_by_type ON outbox (client_id, channel, type, done_at)').execute(db);
}
