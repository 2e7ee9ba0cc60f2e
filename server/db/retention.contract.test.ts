/**
 * The retention period against both stores, on an injected clock: a client keeping 30 days loses
 * exactly the conversations last active, and the page views made, more than 30 days ago (a row at the
 * very cut-off stays), with what is linked to those conversations; a client with no period keeps all;
 * the job runs once an hour across processes sharing the lease, and again the next hour.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localLeases } from '../cluster/leases.ts';
import { createRetention } from '../domain/privacy/index.ts';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { createVisitorDataRepo } from './repositories/visitor-data-repo.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

const now = { t: Date.parse('2026-03-31T12:00:00.000Z') };
const clock = { now: () => new Date(now.t) };
const CUTOFF = '2026-03-01T12:00:00.000Z';
const JUST_BEFORE = '2026-03-01T11:59:59.999Z';
const RECENT = '2026-03-30T09:00:00.000Z';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

describe.each(['sqlite', 'postgres'] as const)('%s retention', (kind: StoreKind) => {
  let store: Store;
  let remove = () => {};
  beforeEach(async () => {
    now.t = Date.parse('2026-03-31T12:00:00.000Z');
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-retention-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    await store.repos.clients.insert(clientRecord('c1'));
    await store.repos.clients.insert(clientRecord('c2'));
    await store.repos.clients.update('c1', { retentionDays: 30 });
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });

  const conversation = async (clientId: string, sessionId: string, lastActivity: string) => {
    await sql`insert into chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata)
      values (${clientId}, ${sessionId}, 'ended', ${lastActivity}, ${lastActivity}, 1, '{}')`.execute(
      store.db,
    );
    await sql`insert into chat_messages (id, client_id, session_id, sender, message, metadata, created_at)
      values (${`m-${clientId}-${sessionId}`}, ${clientId}, ${sessionId}, 'user', 'hello', '{}', ${lastActivity})`.execute(
      store.db,
    );
    await sql`insert into follow_up_leads (id, client_id, session_id, message_id, email, created_at)
      values (${`l-${clientId}-${sessionId}`}, ${clientId}, ${sessionId}, ${`m-${clientId}-${sessionId}`}, 'a@b.co', ${lastActivity})`.execute(
      store.db,
    );
  };
  const pageView = async (clientId: string, id: string, at: string) => {
    await sql`insert into page_visits (id, client_id, visitor_id, page_url, created_at)
      values (${id}, ${clientId}, ${`v-${id}`}, 'https://x.example/', ${at})`.execute(store.db);
    await sql`insert into visitor_sessions (id, client_id, visitor_id, first_visit, last_activity, page_views, chat_engaged)
      values (${`vs-${id}`}, ${clientId}, ${`v-${id}`}, ${at}, ${at}, 1, 0)`.execute(store.db);
  };
  const ids = async (table: 'chat_sessions' | 'chat_messages' | 'follow_up_leads', clientId: string) =>
    (await store.db.selectFrom(table).select('session_id').where('client_id', '=', clientId).execute())
      .map((r) => r.session_id)
      .sort();
  const pageViews = async (clientId: string) =>
    (await store.db.selectFrom('page_visits').select('id').where('client_id', '=', clientId).execute())
      .map((r) => r.id)
      .sort();
  const browsers = async (clientId: string) =>
    (await store.db.selectFrom('visitor_sessions').select('id').where('client_id', '=', clientId).execute())
      .map((r) => r.id)
      .sort();

  it('deletes exactly what is older than the period, in the clients that have one, once an hour', async () => {
    for (const c of ['c1', 'c2']) {
      await conversation(c, 'old-session-000001', JUST_BEFORE);
      await conversation(c, 'edge-session-00001', CUTOFF);
      await conversation(c, 'new-session-000001', RECENT);
      await pageView(c, `${c}-old`, JUST_BEFORE);
      await pageView(c, `${c}-edge`, CUTOFF);
      await pageView(c, `${c}-new`, RECENT);
    }
    const leases = localLeases(() => now.t);
    const deps = { repo: createVisitorDataRepo(store.db), clients: store.repos.clients, leases, clock };
    const first = createRetention(deps);
    const other = createRetention(deps);

    const run = await first.run();
    expect(run).toMatchObject({
      clients: 1,
      deleted: {
        chat_sessions: 1,
        chat_messages: 1,
        follow_up_leads: 1,
        page_visits: 1,
        visitor_sessions: 1,
      },
    });
    for (const table of ['chat_sessions', 'chat_messages', 'follow_up_leads'] as const) {
      expect(await ids(table, 'c1')).toEqual(['edge-session-00001', 'new-session-000001']);
      expect(await ids(table, 'c2')).toHaveLength(3);
    }
    expect(await pageViews('c1')).toEqual(['c1-edge', 'c1-new']);
    expect(await browsers('c1')).toEqual(['vs-c1-edge', 'vs-c1-new']);
    expect(await pageViews('c2')).toHaveLength(3);

    // Another process's tick within the hour finds the run taken.
    now.t += 30 * 60_000;
    expect(await other.run()).toBeNull();
    // The next hour, whoever ticks first runs: the cut-off has moved past the edge rows.
    now.t += 31 * 60_000;
    expect(await other.run()).toMatchObject({ deleted: { chat_sessions: 1, page_visits: 1 } });
    expect(await ids('chat_sessions', 'c1')).toEqual(['new-session-000001']);
    expect(await pageViews('c1')).toEqual(['c1-new']);
  });

  it('a client without a period keeps everything, and setting one back to null stops the deletion', async () => {
    await conversation('c1', 'old-session-000001', '2020-01-01T00:00:00.000Z');
    await store.repos.clients.update('c1', { retentionDays: null });
    expect((await store.repos.clients.get('c1'))?.retentionDays ?? null).toBeNull();
    const run = await createRetention({
      repo: createVisitorDataRepo(store.db),
      clients: store.repos.clients,
      leases: localLeases(() => now.t),
      clock,
    }).run();
    expect(run).toEqual({ clients: 0, deleted: {} });
    expect(await ids('chat_sessions', 'c1')).toEqual(['old-session-000001']);
  });

  it('keeps a client’s consent mode (migration 042): off unless set, on, and off again', async () => {
    expect((await store.repos.clients.get('c1'))?.consentMode ?? false).toBe(false);
    await store.repos.clients.update('c1', { consentMode: true });
    expect((await store.repos.clients.get('c1'))?.consentMode).toBe(true);
    expect((await store.repos.clients.get('c2'))?.consentMode ?? false).toBe(false);
    await store.repos.clients.update('c1', { consentMode: false });
    expect((await store.repos.clients.get('c1'))?.consentMode ?? false).toBe(false);
  });
});
