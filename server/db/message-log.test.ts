/**
 * The message log (migration 058; repositories/message-log.ts on SQLite, postgres/message-log.ts):
 * `message.created` rows are made from the stored messages after they commit, once each, also when
 * steps race. SQLite: the cursor stays true when the newest messages are deleted (their rowids would
 * otherwise be given again) and across a VACUUM. PostgreSQL: a message whose transaction commits late is
 * not passed over, and ids restored from another cluster are re-based.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageRecord } from '../domain/chat/index.ts';
import {
  createMessageRelay,
  createOutboxRecorder,
  messageCreatedData,
  messageCreatedDrafts,
} from '../domain/outbox/index.ts';
import { createIds } from '../system.ts';
import { insertChat } from '../testing/chat-rows.ts';
import { withEmptyStore } from '../testing/empty-store.ts';
import { migrateUpTo } from '../testing/migrate-up-to.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { migrateToLatest, type Db } from './database.ts';
import type { DatabaseConnection } from './store.ts';

const A = 'client-aaaa-0000-0000-000000000001';
const B = 'client-bbbb-0000-0000-000000000002';
const clock = { now: () => new Date() };
const ids = createIds();

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

async function addClient(db: Db, id: string) {
  const at = new Date().toISOString();
  await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
    values (${id}, ${id}, ${id}, ${`${id}.example`}, 'Starter', '{}', ${at}, ${at})`.execute(db);
}

/** The log of a store migrated to the latest, with client A's webhook endpoint wanting every message. */
function relayOn(connection: DatabaseConnection) {
  const repos = connection.repositories({ clock });
  const recorder = createOutboxRecorder({
    repo: repos.outbox,
    clock,
    ids,
    subscriptions: {
      all: async () => [
        { clientId: A, channel: 'webhook', target: 'endpoint-a', types: ['message.created'] },
      ],
    },
  });
  const relay = createMessageRelay({ log: repos.messageLog!, recorder });
  let n = 0;
  const say = async (clientId: string, sessionId: string, text: string, metadata = {}) => {
    const m: ChatMessageRecord = {
      id: ids.sortable(),
      clientId,
      sessionId,
      sender: 'user',
      message: text,
      metadata,
      clientMessageId: `cm-${n++}`,
      createdAt: new Date().toISOString(),
    };
    await repos.chats.append(m);
    return m;
  };
  const rows = async () =>
    (
      await sql<{
        event_id: string;
        payload: string;
        target: string;
        created_at: string;
      }>`select event_id, payload, target, created_at from outbox where type = 'message.created' order by id`.execute(
        connection.db,
      )
    ).rows.map((r) => ({ ...r, data: JSON.parse(r.payload) as ReturnType<typeof messageCreatedData> }));
  return { repos, relay, say, rows, log: repos.messageLog!, recorder };
}

describe.each(['sqlite', 'postgres'] as const)('the message log on %s', (kind) => {
  it('starts after the messages stored before it, then makes one row per listened message', async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      await migrateUpTo(connection.db, '050-subscription-sign-ups');
      await addClient(connection.db, A);
      await addClient(connection.db, B);
      // Written before 058: their events went with their appends, so the log does not read them again.
      await insertChat(connection.db, {
        clientId: A,
        sessionId: 'old',
        at: '2026-01-01T00:00:00.000Z',
        messages: ['hi', 'hello'],
      });
      await migrateToLatest(connection.db);
      const { relay, say, rows, log } = relayOn(connection);
      expect(await log.backlog()).toBe(0);

      const mine = await say(A, 's1', 'where is my parcel?', { test: true });
      await say(A, 's1', 'a console preview', { preview: true });
      await say(B, 's2', 'nobody listens to B');
      expect(await log.backlog()).toBe(3);
      expect(await relay.step()).toBe(3);
      expect(await log.backlog()).toBe(0);
      expect(await relay.step()).toBe(0);

      const got = await rows();
      expect(got).toHaveLength(1);
      expect(got[0]!.target).toBe('endpoint-a');
      expect(got[0]!.data).toEqual(messageCreatedData(mine));
      expect(got[0]!.data.test).toBe(true);
      // The event's time is the message's, however late the log read it.
      expect(got[0]!.created_at).toBe(mine.createdAt);
    });
  });

  it("makes each message's row once when steps race", async () => {
    await withEmptyStore(kind, postgres, async (connection) => {
      await migrateToLatest(connection.db);
      await addClient(connection.db, A);
      const { say, rows, log, recorder } = relayOn(connection);
      const made = [];
      for (let i = 0; i < 40; i++) made.push(await say(A, `race${i % 4}`, `message ${i}`));
      await recorder.ready();
      const build = (ms: readonly ChatMessageRecord[]) =>
        ms.flatMap((m) => messageCreatedDrafts(recorder, m));
      // Six steps of seven at once: some find the cursor moved under them and read what is left.
      const read = await Promise.all(Array.from({ length: 6 }, () => log.advance(7, build)));
      let more = 0;
      while ((await log.advance(7, build)) > 0) more++;
      expect(read.reduce((a, n) => a + n, 0) + more * 7).toBeGreaterThanOrEqual(40);
      const got = (await rows()).map((r) => r.data.message.id);
      expect(got).toHaveLength(40);
      expect(new Set(got)).toEqual(new Set(made.map((m) => m.id)));
    });
  });
});

describe('the message log on sqlite', () => {
  it('reads a message stored after the newest ones were erased (the rowid is not read as done)', async () => {
    await withEmptyStore('sqlite', null, async (connection) => {
      await migrateToLatest(connection.db);
      await addClient(connection.db, A);
      const { relay, say, rows } = relayOn(connection);
      await say(A, 'keep', 'first');
      const erased = await say(A, 'erase', 'second');
      await relay.step();
      expect(await rows()).toHaveLength(2);

      // The newest message goes (a visitor's data erased); the next one takes its rowid.
      await sql`delete from chat_messages where id = ${erased.id}`.execute(connection.db);
      const next = await say(A, 'keep', 'third');
      expect(await relay.step()).toBe(1);
      expect((await rows()).map((r) => r.data.message.id)).toContain(next.id);

      // A session deleted whole (its messages by the foreign key's cascade) moves the cursor back too.
      await relay.step();
      await sql`delete from chat_sessions where client_id = ${A} and session_id = 'keep'`.execute(
        connection.db,
      );
      const after = await say(A, 'later', 'fourth');
      expect(await relay.step()).toBe(1);
      expect((await rows()).map((r) => r.data.message.id)).toContain(after.id);
      expect(await rows()).toHaveLength(4);
    });
  });

  it('keeps rowids across a VACUUM, so the cursor still points where it did', async () => {
    await withEmptyStore('sqlite', null, async (connection) => {
      await migrateToLatest(connection.db);
      await addClient(connection.db, A);
      const { relay, say, rows } = relayOn(connection);
      const made = [];
      for (let i = 0; i < 6; i++) made.push(await say(A, `v${i}`, `message ${i}`));
      // Gaps below the cursor, as erasing old conversations leaves them.
      await sql`delete from chat_sessions where session_id in ('v1', 'v3')`.execute(connection.db);
      await relay.step();
      const rowids = async () =>
        (
          await sql<{ id: string; r: number }>`select id, rowid as r from chat_messages order by id`.execute(
            connection.db,
          )
        ).rows;
      const before = await rowids();
      await sql`vacuum`.execute(connection.db);
      expect(await rowids()).toEqual(before);
      const next = await say(A, 'v9', 'after the vacuum');
      expect(await relay.step()).toBe(1);
      expect((await rows()).at(-1)!.data.message.id).toBe(next.id);
    });
  });
});

describe('the message log on postgres', () => {
  it('does not pass over a message whose transaction commits after a later one', async () => {
    await withEmptyStore('postgres', postgres, async (connection) => {
      await migrateToLatest(connection.db);
      await addClient(connection.db, A);
      const { relay, say, rows } = relayOn(connection);
      let commit!: () => void;
      const held = new Promise<void>((r) => (commit = r));
      let begun!: () => void;
      const inside = new Promise<void>((r) => (begun = r));
      // The early transaction: its message is written first and committed last.
      const early = connection.db.transaction().execute(async (trx) => {
        await insertChat(trx, {
          clientId: A,
          sessionId: 'early',
          at: new Date().toISOString(),
          messages: ['early'],
        });
        begun();
        await held;
      });
      await inside;
      let late: ChatMessageRecord;
      try {
        late = await say(A, 'late', 'committed first');
        // Still running below the late one: nothing after it is final yet.
        expect(await relay.step()).toBe(0);
      } finally {
        commit();
        await early;
      }
      expect(await relay.step()).toBe(2);
      const got = (await rows()).map((r) => r.data.message.text);
      expect(got).toEqual(['early', late.message]);
    });
  });

  it('re-bases transaction ids from another cluster, so new messages are read', async () => {
    await withEmptyStore('postgres', postgres, async (connection) => {
      await migrateToLatest(connection.db);
      await addClient(connection.db, A);
      const { relay, say, rows } = relayOn(connection);
      const restored = await say(A, 'restored', 'from the old cluster');
      await relay.step();
      // As a dump from a cluster far ahead leaves it: stored ids and the cursor beyond this one's.
      await sql`update chat_messages set log_xid = (pg_current_xact_id()::text::bigint + 1000000)::text::xid8
        where id = ${restored.id}`.execute(connection.db);
      await sql`update outbox_message_log set last_xid = (select log_xid from chat_messages where id = ${restored.id}),
        last_id = ${restored.id}`.execute(connection.db);
      // Without the re-base the next message sorts under the cursor and is never read.
      const before = await say(A, 'restored', 'before the re-base');
      expect(await relay.step()).toBe(0);
      // What openStore runs after migrating; a second open finds nothing to do.
      await connection.afterMigrate!();
      await connection.afterMigrate!();
      const next = await say(A, 'restored', 'after the restore');
      expect(await relay.step()).toBe(1);
      expect((await rows()).map((r) => r.data.message.id)).toEqual([restored.id, next.id]);
      // Messages stored between the restore and the re-base count as read with the restored ones.
      expect((await rows()).map((r) => r.data.message.id)).not.toContain(before.id);
    });
  });
});
