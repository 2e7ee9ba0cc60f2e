/**
 * The visitor erase against both stores, held to the live schema: every table with a session id, an
 * email or a device (visitor) id column is read from the database itself (sqlite_master and
 * table_info; information_schema on PostgreSQL) and must be an erase target or be named as holding no
 * visitor's data. Each target table is seeded with a row of the visitor, of another visitor of the
 * same client and of the same ids in another client; after the erase no row of the visitor is left in
 * any such table, and the others' rows are all there.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createVisitorDataRepo,
  deviceOfSession,
  NOT_VISITOR_DATA,
  VISITOR_DATA_TARGETS,
} from './repositories/visitor-data-repo.ts';
import type { Db } from './database.ts';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

const clock = { now: () => new Date('2026-03-10T12:00:00.000Z') };
/** A column naming a visitor: a session id (also a sample one), an email, a browser's visitor id. */
const VISITOR_COLUMN = /(^|_)(session_id|email|visitor_id)$/;

interface Column {
  table: string;
  name: string;
  type: string;
  notNull: boolean;
}

async function liveColumns(kind: StoreKind, db: Db): Promise<Column[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>`
      select table_name, column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    return rows.map((r) => ({
      table: r.table_name,
      name: r.column_name,
      type: r.data_type.toLowerCase(),
      notNull: r.is_nullable === 'NO',
    }));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const out: Column[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; type: string; notnull: number }>`
      select name, type, "notnull" from pragma_table_info(${name})`.execute(db);
    for (const c of rows)
      out.push({ table: name, name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1 });
  }
  return out;
}

/** A value of the column's type for a seeded row (tag keeps keys apart). */
function filler(c: Column, tag: string): unknown {
  if (/int|real|double|numeric|decimal|float/.test(c.type)) return 1;
  if (c.type.includes('bool')) return false;
  if (/blob|bytea/.test(c.type)) return Buffer.from('x');
  if (c.type.includes('timestamp') || c.name.endsWith('_at')) return '2026-03-01T00:00:00.000Z';
  if (c.type.includes('json')) return '{}';
  return `${tag}-${c.name}`;
}

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

describe.each(['sqlite', 'postgres'] as const)('%s visitor erase', (kind: StoreKind) => {
  let store: Store;
  let remove = () => {};
  beforeEach(async () => {
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-privacy-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    await store.repos.clients.insert(clientRecord('c1'));
    await store.repos.clients.insert(clientRecord('c2'));
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });

  const device = 'd'.repeat(32);
  const visitor = {
    session: `${device}${'a'.repeat(24)}`,
    other: `${device}${'b'.repeat(24)}`,
    email: 'Ann@Example.com',
    device,
  };
  const stranger = {
    session: `${'e'.repeat(32)}${'c'.repeat(24)}`,
    email: 'bob@example.com',
    device: 'e'.repeat(32),
  };

  const visitorTables = async () => {
    const columns = await liveColumns(kind, store.db);
    const byTable = new Map<string, Column[]>();
    for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
    const named = columns.filter((c) => VISITOR_COLUMN.test(c.name));
    return { byTable, named };
  };

  it('knows every table of the live schema that holds a session id, an email or a visitor id', async () => {
    const { named } = await visitorTables();
    expect(named.length).toBeGreaterThan(8);
    const unknown = named.filter(
      (c) =>
        !(c.table in NOT_VISITOR_DATA) &&
        !VISITOR_DATA_TARGETS.some((t) => t.table === c.table && t.column === c.name),
    );
    expect(unknown.map((c) => `${c.table}.${c.name}`)).toEqual([]);
    // And the lists name only what exists: a renamed column cannot leave a stale target behind.
    for (const t of VISITOR_DATA_TARGETS)
      expect(named).toContainEqual(expect.objectContaining({ table: t.table, name: t.column }));
    for (const table of Object.keys(NOT_VISITOR_DATA))
      expect(named.some((c) => c.table === table)).toBe(true);
  });

  /** One row per visitor-data table: every visitor column set from `who`, the rest filled by type. */
  const seed = async (
    clientId: string,
    who: { session: string; email: string; device: string },
    tag: string,
  ) => {
    const { byTable, named } = await visitorTables();
    const tables = [...new Set(named.map((c) => c.table))].filter((t) => !(t in NOT_VISITOR_DATA));
    // Parents first: sessions before the rows that point at them.
    const order = (t: string) => (t === 'chat_sessions' ? 0 : t === 'chat_messages' ? 1 : 2);
    for (const table of tables.sort((a, b) => order(a) - order(b))) {
      const row: Record<string, unknown> = {};
      for (const c of byTable.get(table) ?? []) {
        if (c.name === 'client_id') row[c.name] = clientId;
        else if (/(^|_)session_id$/.test(c.name)) row[c.name] = who.session;
        else if (/(^|_)email$/.test(c.name)) row[c.name] = who.email;
        else if (c.name === 'visitor_id') row[c.name] = who.device;
        else if (c.name === 'status' && table === 'chat_sessions') row[c.name] = 'active';
        else if (c.notNull || c.name === 'id') row[c.name] = filler(c, `${tag}-${clientId}`);
      }
      const cols = Object.keys(row);
      await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
        values (${sql.join(cols.map((c) => row[c]))})`.execute(store.db);
    }
    return tables;
  };

  /** Rows of any visitor-data table naming one of the ids, per table (empty tables left out). */
  const rowsNaming = async (clientId: string, ids: string[]) => {
    const { named } = await visitorTables();
    const found: Record<string, number> = {};
    for (const c of named.filter((n) => !(n.table in NOT_VISITOR_DATA))) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(c.table)}
        where client_id = ${clientId} and lower(${sql.ref(c.name)}) in (${sql.join(ids.map((i) => i.toLowerCase()))})`.execute(
        store.db,
      );
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0) found[`${c.table}.${c.name}`] = n;
    }
    return found;
  };

  it('erases by session id: nothing of the visitor is left in any table, the others’ rows all are', async () => {
    const tables = await seed('c1', visitor, 'v');
    await seed('c1', stranger, 's');
    await seed('c2', visitor, 'v');
    // A second conversation of the same browser goes too.
    await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
      values ('c1', ${visitor.other}, 'ended', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 0, '{}')`.execute(
      store.db,
    );
    const ids = [visitor.session, visitor.other, visitor.email, visitor.device];
    expect(Object.keys(await rowsNaming('c1', ids)).length).toBeGreaterThanOrEqual(tables.length);
    const before = {
      stranger: await rowsNaming('c1', [stranger.session, stranger.email, stranger.device]),
      other: await rowsNaming('c2', ids),
    };

    const repo = createVisitorDataRepo(store.db);
    const who = await repo.identify('c1', { sessionId: visitor.session });
    expect(who).toEqual({
      sessionIds: [visitor.session, visitor.other].sort(),
      deviceIds: [device],
      emails: ['ann@example.com'],
    });
    expect(await repo.liveSessions('c1', who)).toEqual([{ sessionId: visitor.session, status: 'active' }]);
    const exported = await repo.collect('c1', who);
    expect(exported.chat_sessions).toHaveLength(2);
    expect(exported.chat_sessions?.[0]).not.toHaveProperty('visitor_key_hash');
    expect(exported.follow_up_leads?.[0]).toMatchObject({ email: visitor.email });

    const deleted = await repo.erase('c1', who);
    expect(deleted.chat_sessions).toBe(2);
    expect(await rowsNaming('c1', ids)).toEqual({});
    expect(await rowsNaming('c1', [stranger.session, stranger.email, stranger.device])).toEqual(
      before.stranger,
    );
    expect(await rowsNaming('c2', ids)).toEqual(before.other);
    // A shared unanswered question stays, without the visitor as its example.
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from unanswered_questions where client_id = 'c1'`.execute(store.db);
    expect(Number(rows[0]?.n)).toBe(2);
    // Again: nothing left to erase.
    expect(
      Object.values(await repo.erase('c1', await repo.identify('c1', { sessionId: visitor.session }))).every(
        (n) => n === 0,
      ),
    ).toBe(true);
  });

  it('erases by email, whatever its case, with the conversations and browser it came from', async () => {
    await seed('c1', visitor, 'v');
    await seed('c1', stranger, 's');
    const repo = createVisitorDataRepo(store.db);
    const who = await repo.identify('c1', { email: 'ann@example.com' });
    expect(who.sessionIds).toEqual([visitor.session]);
    expect(who.deviceIds).toEqual([device]);
    await repo.erase('c1', who);
    expect(await rowsNaming('c1', [visitor.session, visitor.email, visitor.device])).toEqual({});
    expect(Object.keys(await rowsNaming('c1', [stranger.session])).length).toBeGreaterThan(3);
  });

  it('finds nothing for an unknown visitor, and an id not in the widget’s form names no browser', async () => {
    await seed('c1', visitor, 'v');
    const repo = createVisitorDataRepo(store.db);
    const who = await repo.identify('c1', { sessionId: 'api-session-0000000000000001' });
    expect(who).toEqual({ sessionIds: ['api-session-0000000000000001'], deviceIds: [], emails: [] });
    expect(Object.values(await repo.collect('c1', who)).flat()).toEqual([]);
    expect(Object.values(await repo.erase('c1', who)).every((n) => n === 0)).toBe(true);
    expect(deviceOfSession(visitor.session)).toBe(device);
    expect(deviceOfSession(`${device}short`)).toBeNull();
  });

  /** An outbox row (a delivery, pending or logged) with one attempt whose answer echoed the payload. */
  const delivery = async (id: string, clientId: string, type: string, data: object, status = 'pending') => {
    const payload = JSON.stringify(data);
    await sql`insert into outbox (id, event_id, client_id, type, channel, target, payload, created_at,
        status, next_attempt_at)
      values (${id}, ${`evt-${id}`}, ${clientId}, ${type}, 'webhook', 'we-1', ${payload},
        '2026-03-01T00:00:00.000Z', ${status}, '2026-03-01T00:00:00.000Z')`.execute(store.db);
    await sql`insert into outbox_attempts (outbox_id, attempt, client_id, at, ok, duration_ms, response)
      values (${id}, 1, ${clientId}, '2026-03-01T00:00:01.000Z', 0, 5, ${payload})`.execute(store.db);
  };
  const outboxIds = async (table: 'outbox' | 'outbox_attempts') => {
    const column = table === 'outbox' ? 'id' : 'outbox_id';
    const { rows } = await sql<{ id: string }>`select ${sql.ref(column)} as id from ${sql.table(table)}
      order by ${sql.ref(column)}`.execute(store.db);
    return rows.map((r) => r.id);
  };

  it('scrubs the visitor from the outbox: pending and logged deliveries naming their session or email, with the answers', async () => {
    await seed('c1', visitor, 'v');
    const message = { id: 'm1', sessionId: visitor.session, sender: 'user', text: 'my flat has damp' };
    await delivery('o1-message', 'c1', 'message.created', { sessionId: visitor.session, message });
    // A lead mail already delivered: the email as the visitor typed it, in another case than the lookup.
    await delivery(
      'o2-lead',
      'c1',
      'lead.created',
      { sessionId: 'x', email: 'ANN@example.com' },
      'delivered',
    );
    await delivery('o3-handoff', 'c1', 'handoff.requested', {
      sessionId: visitor.other,
      conversationUrl: `https://fd.example/admin/chats/${visitor.other}`,
    });
    // Kept: another visitor's, another client's, the erase's own announcement, a usage notice.
    await delivery('o4-stranger', 'c1', 'message.created', { sessionId: stranger.session, text: 'hi' });
    await delivery('o5-other-client', 'c2', 'message.created', { sessionId: visitor.session });
    await delivery('o6-announced', 'c1', 'visitor.erased', { sessionIds: [visitor.session], email: null });
    await delivery('o7-usage', 'c1', 'usage.threshold_reached', { percent: 80 });
    await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
      values ('c1', ${visitor.other}, 'ended', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 0, '{}')`.execute(
      store.db,
    );

    const repo = createVisitorDataRepo(store.db);
    const deleted = await repo.erase('c1', await repo.identify('c1', { sessionId: visitor.session }));
    expect(deleted.outbox).toBe(3);
    const kept = ['o4-stranger', 'o5-other-client', 'o6-announced', 'o7-usage'];
    expect(await outboxIds('outbox')).toEqual(kept);
    expect(await outboxIds('outbox_attempts')).toEqual(kept);
    // Again: nothing left of them.
    expect((await repo.erase('c1', await repo.identify('c1', { email: visitor.email }))).outbox).toBe(0);
  });

  it('lets the retention period take conversations’ deliveries older than it, and nothing else', async () => {
    await delivery('o1-old-message', 'c1', 'message.created', { sessionId: stranger.session });
    await delivery('o2-old-usage', 'c1', 'usage.threshold_reached', { percent: 80 });
    await delivery('o3-old-c2', 'c2', 'message.created', { sessionId: stranger.session });
    await sql`update outbox set created_at = '2026-03-09T00:00:00.000Z' where id = 'o3-old-c2'`.execute(
      store.db,
    );
    const repo = createVisitorDataRepo(store.db);
    // o1 and o2 are of 2026-03-01: a cut-off the day after takes the conversation's delivery alone.
    expect((await repo.expire('c1', '2026-03-02T00:00:00.000Z')).outbox).toBe(1);
    expect((await repo.expire('c2', '2026-03-02T00:00:00.000Z')).outbox).toBe(0);
    expect(await outboxIds('outbox')).toEqual(['o2-old-usage', 'o3-old-c2']);
    expect(await outboxIds('outbox_attempts')).toEqual(['o2-old-usage', 'o3-old-c2']);
  });
});
