/**
 * Migration 021 on both stores: the reply-link index is keyed by the link first (new entries land at
 * its end instead of beside their session's), still serves the reply lookups, which still filter by
 * client and session, and goes back to 018's shape on the way down.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { migrateToLatest, migrationsOf, type Db } from '../database.ts';
import type { StoreKind } from '../store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const AT = '2026-01-01T00:00:00.000Z';

async function seed(db: Db): Promise<void> {
  for (const client of ['c1', 'c2'])
    await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
      values (${client}, 'Owner', 'Business', ${`${client}.example`}, 'Starter', '{}', ${AT}, ${AT})`.execute(
      db,
    );
  const sessions: [string, string][] = [
    ['c1', 's1'],
    ['c1', 's2'],
    ['c2', 's1'],
  ];
  for (const [client, session] of sessions)
    await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
      values (${client}, ${session}, 'active', ${AT}, ${AT}, 2, '{}')`.execute(db);
  // The same link in three sessions (ids are per process, so only a forged row could repeat one): each
  // session's lookup must find its own reply, never another session's or client's.
  const rows: [string, string, string, string, string, string | null][] = [
    ['m1', 'c1', 's1', 'user', 'Do you ship?', null],
    ['m2', 'c1', 's1', 'ai', 'Yes, worldwide.', 'm1'],
    ['m3', 'c1', 's2', 'ai', 'Other session.', 'm1'],
    ['m4', 'c2', 's1', 'ai', 'Other client.', 'm1'],
    ['m5', 'c1', 's1', 'user', 'Do you ship?', null],
  ];
  for (const [id, client, session, sender, message, replyTo] of rows)
    await sql`insert into chat_messages (id, client_id, session_id, sender, message, metadata, client_message_id, created_at, reply_to)
      values (${id}, ${client}, ${session}, ${sender}, ${message}, '{}', null, ${AT}, ${replyTo})`.execute(
      db,
    );
}

/** The reply-link index's columns, in key order. */
async function replyIndexColumns(db: Db, kind: StoreKind): Promise<string[]> {
  if (kind === 'sqlite') {
    const r = await sql<{
      name: string;
    }>`select name from pragma_index_info('chat_messages_reply_to') order by seqno`.execute(db);
    return r.rows.map((row) => row.name);
  }
  const r = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, n)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where c.relname = 'chat_messages_reply_to'
    order by k.n`.execute(db);
  return r.rows.map((row) => row.name);
}

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 021 on %s', (kind) => {
  it('keys the reply-link index by the link first; lookups still stay inside their session', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      const { db } = connection;
      await migrateUpTo(db, '020-sync-progress', ['021-reply-link-first']);
      expect(await replyIndexColumns(db, kind)).toEqual(['client_id', 'session_id', 'reply_to', 'id']);
      await seed(db);

      expect(await migrateToLatest(db)).toContain('021-reply-link-first');
      expect(await replyIndexColumns(db, kind)).toEqual(['reply_to', 'client_id', 'session_id', 'id']);

      const { chats } = connection.repositories({ clock: { now: () => new Date() } });
      expect((await chats.findReply('c1', 's1', 'm1'))?.id).toBe('m2');
      expect((await chats.findReply('c1', 's2', 'm1'))?.id).toBe('m3');
      expect((await chats.findReply('c2', 's1', 'm1'))?.id).toBe('m4');
      expect(await chats.findReply('c2', 's2', 'm1')).toBeNull();
      expect((await chats.findUnanswered('c1', 's1', 'Do you ship?'))?.id).toBe('m5');

      // Down: 018's index again (by client and session first), the rows untouched.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsOf(db) } });
      const { error } = await migrator.migrateTo('020-sync-progress');
      expect(error).toBeUndefined();
      expect(await replyIndexColumns(db, kind)).toEqual(['client_id', 'session_id', 'reply_to', 'id']);
      expect((await chats.findReply('c1', 's1', 'm1'))?.id).toBe('m2');
    });
  });
});

describe('migration 021 on sqlite, the plans', () => {
  it('the reply lookups probe the index by the link, not a scan of the session', async () => {
    await withEmptyStore('sqlite', null, async (connection) => {
      const { db } = connection;
      await migrateToLatest(db);
      const plan = async (query: string) =>
        (await sql.raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`).execute(db)).rows.map(
          (r) => r.detail,
        );
      // The statements of server/db/repositories/chat-repo.ts (findReply, findUnanswered), with values.
      expect(
        await plan(`SELECT id FROM chat_messages WHERE client_id = 'c1' AND session_id = 's1' AND reply_to = 'm1'
          AND sender IN ('ai', 'operator') ORDER BY id LIMIT 1`),
      ).toEqual([
        'SEARCH chat_messages USING INDEX chat_messages_reply_to (reply_to=? AND client_id=? AND session_id=?)',
      ]);
      expect(
        await plan(`SELECT id FROM chat_messages m WHERE client_id = 'c1' AND session_id = 's1' AND sender = 'user'
          AND message = 'x' AND NOT EXISTS (SELECT 1 FROM chat_messages r WHERE r.client_id = m.client_id
          AND r.session_id = m.session_id AND r.reply_to = m.id) ORDER BY id DESC LIMIT 1`),
      ).toContain(
        'SEARCH r USING COVERING INDEX chat_messages_reply_to (reply_to=? AND client_id=? AND session_id=?)',
      );
    });
  });
});
