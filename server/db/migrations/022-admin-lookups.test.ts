/**
 * Migration 022 and the three console lookups that scanned whole tables (issue 17, session 11), on
 * both stores: a conversation found by its session id alone, the handoff waiting list and the recent
 * chats answer as before, each client's rows its own, and their plans probe an index.
 */
import { CompiledQuery, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { migrateUpTo } from '../../testing/migrate-up-to.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { migrateToLatest, migrationsOf, type Db } from '../database.ts';
import { recentChatsQuery } from '../repositories/chat-stats-repo.ts';
import { waitingQuery } from '../repositories/handoff-repo.ts';
import type { StoreKind } from '../store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const AT = '2026-01-01T00:00:00.000Z';
const at = (minute: number) => `2026-03-10T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function seed(db: Db): Promise<void> {
  for (const client of ['c1', 'c2', 'c3'])
    await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
      values (${client}, ${`Owner ${client}`}, 'Business', ${`${client}.example`}, 'Starter', '{}', ${AT}, ${AT})`.execute(
      db,
    );
  // [client, session, last activity (minute), handoff status, requested at (minute)]
  const sessions: [string, string, number, string, number | null][] = [
    ['c1', 'shared', 10, 'waiting', 5],
    ['c2', 'shared', 11, 'waiting', 1],
    ['c1', 'only1', 12, 'none', null],
    ['c3', 'held', 13, 'operator', 2],
    ['c3', 'missed', 14, 'missed', 3],
    ['c1', 'preview', 20, 'none', null],
    ['c2', 'loud-preview', 21, 'none', null],
    ['c2', 'not-preview', 22, 'none', null],
    ['c3', 'quoted', 23, 'none', null],
    ['c3', 'empty', 24, 'none', null],
  ];
  for (const [client, session, activity, status, requested] of sessions)
    await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count,
        metadata, handoff_status, handoff_requested_at)
      values (${client}, ${session}, 'active', ${AT}, ${at(activity)}, ${session === 'empty' ? 0 : 1}, '{}',
        ${status}, ${requested === null ? null : at(requested)})`.execute(db);
  // Each session's one message, and its metadata. SQLite's LIKE folds ASCII case, so an upper-case
  // preview flag hides its chat there; PostgreSQL must answer the same. A visitor's text that spells
  // the flag is JSON-escaped in the metadata (or lives in the message text) and hides nothing.
  const messages: [string, string, string, string][] = [
    ['c1', 'shared', 'hello', '{}'],
    ['c2', 'shared', 'hi', '{}'],
    ['c1', 'only1', 'hey', '{}'],
    ['c3', 'held', 'a person please', '{}'],
    ['c3', 'missed', 'anyone?', '{}'],
    ['c1', 'preview', 'console test', '{"preview":true}'],
    ['c2', 'loud-preview', 'console test', '{"PREVIEW":TRUE}'],
    ['c2', 'not-preview', 'visitor', '{"preview":false}'],
    ['c3', 'quoted', '"preview":true', JSON.stringify({ userAgent: 'x"preview":true' })],
  ];
  let n = 0;
  for (const [client, session, message, metadata] of messages)
    await sql`insert into chat_messages (id, client_id, session_id, sender, message, metadata, client_message_id, created_at)
      values (${`m${++n}`}, ${client}, ${session}, 'user', ${message}, ${metadata}, null, ${AT})`.execute(db);
}

async function indexes(db: Db, kind: StoreKind): Promise<string[]> {
  const r =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'
          and name in ('chat_sessions_session', 'chat_messages_preview') order by name`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where indexname in ('chat_sessions_session', 'chat_messages_preview') order by indexname`.execute(
          db,
        );
  return r.rows.map((row) => row.name);
}

/** Each plan line: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN text. */
async function plan(db: Db, kind: StoreKind, query: CompiledQuery): Promise<string[]> {
  const explain = kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN (COSTS OFF)';
  // A handful of rows: PostgreSQL would read such small tables whole whatever their indexes, so its
  // sequential scans are priced out to show which index the statement can use.
  return db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const r = await trx.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    return r.rows.map((row) => (row.detail ?? row['QUERY PLAN'] ?? '').trim());
  });
}

describe.each<StoreKind>(['sqlite', 'postgres'])('migration 022 on %s', (kind) => {
  it('adds the lookup indexes and takes them away on the way down', async () => {
    await withEmptyStore(kind, postgres, async ({ db }) => {
      await migrateUpTo(db, '021-reply-link-first');
      expect(await indexes(db, kind)).toEqual([]);
      expect(await migrateToLatest(db)).toContain('022-admin-lookups');
      expect(await indexes(db, kind)).toEqual(
        kind === 'sqlite' ? ['chat_sessions_session'] : ['chat_messages_preview', 'chat_sessions_session'],
      );
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsOf(db) } });
      expect((await migrator.migrateTo('021-reply-link-first')).error).toBeUndefined();
      expect(await indexes(db, kind)).toEqual([]);
    });
  });

  it('finds a session by its id, the waiting list and the recent chats as before, each client its own', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      await migrateToLatest(connection.db);
      await seed(connection.db);
      const { chatSessions, handoff, chatStats } = connection.repositories({
        clock: { now: () => new Date() },
      });

      // Every client holding that session id, the most recently active first; no other session's.
      expect(await chatSessions.clientsOfSession('shared')).toEqual(['c2', 'c1']);
      expect(await chatSessions.clientsOfSession('only1')).toEqual(['c1']);
      expect(await chatSessions.clientsOfSession('SHARED')).toEqual([]);
      expect(await chatSessions.clientsOfSession('nope')).toEqual([]);

      // Waiting sessions only (not held, not missed), oldest request first, each with its own client.
      expect(await handoff.waiting()).toEqual([
        { clientId: 'c2', sessionId: 'shared', requestedAt: at(1) },
        { clientId: 'c1', sessionId: 'shared', requestedAt: at(5) },
      ]);

      // Newest first, without console previews (in either case) or sessions with no messages.
      const recent = await chatStats.recentChats(10);
      expect(recent.map((r) => [r.clientId, r.sessionId, r.clientName, r.lastMessage])).toEqual([
        ['c3', 'quoted', 'Owner c3', '"preview":true'],
        ['c2', 'not-preview', 'Owner c2', 'visitor'],
        ['c3', 'missed', 'Owner c3', 'anyone?'],
        ['c3', 'held', 'Owner c3', 'a person please'],
        ['c1', 'only1', 'Owner c1', 'hey'],
        ['c2', 'shared', 'Owner c2', 'hi'],
        ['c1', 'shared', 'Owner c1', 'hello'],
      ]);
      expect((await chatStats.recentChats(2)).map((r) => r.sessionId)).toEqual(['quoted', 'not-preview']);
    });
  });

  it('probes an index for each lookup', async () => {
    await withEmptyStore(kind, postgres, async ({ db }) => {
      await migrateToLatest(db);
      await seed(db);
      // server/db/repositories/chat-sessions-repo.ts and postgres/chat-sessions-repo.ts (clientsOfSession).
      const bySession = CompiledQuery.raw(
        `SELECT client_id FROM chat_sessions WHERE session_id = ${kind === 'sqlite' ? '?' : '$1'} ORDER BY last_activity DESC`,
        ['shared'],
      );
      const waiting = waitingQuery(db).compile();
      const recent = recentChatsQuery(db, kind, 10).compile();
      if (kind === 'sqlite') {
        expect(await plan(db, kind, bySession)).toContain(
          'SEARCH chat_sessions USING INDEX chat_sessions_session (session_id=?)',
        );
        expect(await plan(db, kind, waiting)).toEqual([
          'SEARCH chat_sessions USING INDEX chat_sessions_handoff_queue (handoff_status=?)',
        ]);
        expect(await plan(db, kind, recent)).toContain(
          'SEARCH p USING INDEX chat_messages_session (client_id=? AND session_id=?)',
        );
        return;
      }
      expect((await plan(db, kind, bySession)).join('\n')).toMatch(
        /Index Scan using chat_sessions_session on chat_sessions\n\s*Index Cond: \(session_id = /,
      );
      expect((await plan(db, kind, waiting)).join('\n')).toContain(
        'Index Scan using chat_sessions_handoff_queue on chat_sessions',
      );
      const recentPlan = (await plan(db, kind, recent)).join('\n');
      // How it walks the sessions depends on the table's size (newest first by chat_sessions_activity
      // at 100k sessions: scripts/bench/admin-scans.ts); the previews are one probe per session.
      expect(recentPlan).toMatch(
        /Index Only Scan using chat_messages_preview on chat_messages p\n\s*Index Cond: \(\(client_id = s\.client_id\) AND \(session_id = s\.session_id\)\)/,
      );
      expect(recentPlan).not.toMatch(/Anti Join|Seq Scan on chat_messages/);
    });
  });
});
