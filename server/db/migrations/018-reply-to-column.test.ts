/**
 * Migration 018 on both stores: a database made before it holds replies whose link to the visitor
 * message lives only in metadata's replyTo; after it the link is in the reply_to column, and the chat
 * repository finds replies and unanswered questions through that column.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { migrateToLatest, type Db } from '../database.ts';
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
  await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
    values ('c1', 'Owner', 'Business', 'c1.example', 'Starter', '{}', ${AT}, ${AT})`.execute(db);
  await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
    values ('c1', 's1', 'active', ${AT}, ${AT}, 4, '{}')`.execute(db);
  const rows: [string, string, string, string][] = [
    ['m1', 'user', 'Do you ship?', '{"userAgent":"UA"}'],
    ['m2', 'ai', 'Yes, worldwide.', '{"model":"builtin","replyTo":"m1","test":true}'],
    ['m3', 'user', 'Do you ship?', '{}'],
    ['m4', 'operator', 'Hello from Ann.', '{"operator":"ann"}'],
  ];
  for (const [id, sender, message, metadata] of rows)
    await sql`insert into chat_messages (id, client_id, session_id, sender, message, metadata, client_message_id, created_at)
      values (${id}, 'c1', 's1', ${sender}, ${message}, ${metadata}, null, ${AT})`.execute(db);
}

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 018 on %s', (kind) => {
  it('moves every reply link into the reply_to column, where the chat repository looks', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      await migrateUpTo(connection.db, '018-reply-to-column', ['018-reply-to-column']);
      await seed(connection.db);

      expect(await migrateToLatest(connection.db)).toContain('018-reply-to-column');
      const rows = await sql<{ id: string; reply_to: string | null; metadata: string }>`
        select id, reply_to, metadata from chat_messages order by id`.execute(connection.db);
      expect(rows.rows.map((r) => [r.id, r.reply_to])).toEqual([
        ['m1', null],
        ['m2', 'm1'],
        ['m3', null],
        ['m4', null],
      ]);
      // The JSON text is left byte for byte (analytics reads it with LIKE patterns).
      expect(rows.rows[1]?.metadata).toBe('{"model":"builtin","replyTo":"m1","test":true}');

      const { chats } = connection.repositories({ clock: { now: () => new Date() } });
      expect((await chats.findReply('c1', 's1', 'm1'))?.id).toBe('m2');
      expect(await chats.findReply('c1', 's1', 'm3')).toBeNull();
      expect((await chats.findUnanswered('c1', 's1', 'Do you ship?'))?.id).toBe('m3');
      expect((await chats.message('c1', 's1', 'm2'))?.metadata).toEqual({
        model: 'builtin',
        replyTo: 'm1',
        test: true,
      });
    });
  });
});
