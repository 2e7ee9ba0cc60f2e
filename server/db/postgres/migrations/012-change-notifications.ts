import type { Kysely } from 'kysely';
import { run } from './ddl.ts';

/**
 * Every commit that changes a client or a client's knowledge revision notifies the channel
 * `frontdesk_changes` with "<table> <client id>", whoever made it (any machine, the CLI, plain SQL), so
 * each process's caches of client rows and revisions drop the entry (server/db/postgres/change-feed.ts).
 * PostgreSQL delivers notifications only on commit, once per distinct payload per transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE FUNCTION frontdesk_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('frontdesk_changes', TG_TABLE_NAME || ' ' ||
         coalesce(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0], ''));
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER clients_notify_change AFTER INSERT OR UPDATE OR DELETE ON clients
       FOR EACH ROW EXECUTE FUNCTION frontdesk_notify_change('id')`,
    `CREATE TRIGGER knowledge_revisions_notify_change AFTER INSERT OR UPDATE OR DELETE ON knowledge_revisions
       FOR EACH ROW EXECUTE FUNCTION frontdesk_notify_change('client_id')`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TRIGGER IF EXISTS knowledge_revisions_notify_change ON knowledge_revisions',
    'DROP TRIGGER IF EXISTS clients_notify_change ON clients',
    'DROP FUNCTION IF EXISTS frontdesk_notify_change()',
  ]);
}
