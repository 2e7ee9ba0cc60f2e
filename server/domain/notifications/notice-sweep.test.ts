/**
 * The notice sweep on both stores: a change committed by a process killed before its listener ran
 * (simulated by writing the rows with SQL, so no domain event is raised) is recorded by the next pass,
 * with the listener's dedupe key and data, exactly once; a notice the listener recorded is not recorded
 * again; a failed sync older than a day and a client under 80% get nothing. Its timer runs passes until
 * stopped, and a pass that fails reports to onError instead of throwing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/store.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createNoticeSweep } from './notice-sweep.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres.stop();
});

const HOUR = 60 * 60_000;

describe.each(['sqlite', 'postgres'] as const)('the notice sweep on %s', (store) => {
  let t: TestApp;
  let month: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
    });
    month = t.services.clock.now().toISOString().slice(0, 7);
  });
  afterAll(() => t.close());

  let seq = 0;
  /** A Starter client (200 replies a month) with no usage yet. */
  const newClient = async () => {
    const n = ++seq;
    const c = await t.services.clients.create({
      clientName: `Sweep Shop ${n}`,
      businessName: `Sweep Shop ${n} ${store}`,
      domain: `sweep-${n}-${store}.example`,
      plan: 'Starter',
      email: `sweep-${n}-${store}@shop.example`,
      testMode: true,
    });
    return c.id;
  };
  /** The month's count as a killed process left it: committed, its listener never ran. */
  const writeUsage = (clientId: string, used: number) =>
    sql`INSERT INTO monthly_usage (client_id, month, messages_used, prompt_tokens, completion_tokens, cost_usd)
        VALUES (${clientId}, ${month}, ${used}, 0, 0, 0)`.execute(t.services.db);
  /** A feed source left failed at `updatedAt`, as a sync killed before its listener left it. */
  const writeFailedSource = (clientId: string, id: string, updatedAt: string) =>
    sql`INSERT INTO knowledge_sources (id, client_id, kind, name, status, schedule, settings, secret,
          document_count, last_synced_at, next_sync_at, last_error, created_at, updated_at)
        VALUES (${id}, ${clientId}, 'feed', 'Price list', 'failed', 'manual', '{}', NULL, 0, NULL, NULL,
          'The feed answered 500', ${updatedAt}, ${updatedAt})`.execute(t.services.db);
  const waitForRows = async (clientId: string, type: string) => {
    let found: Awaited<ReturnType<typeof rows>> = [];
    for (let i = 0; i < 300 && found.length === 0; i++) {
      found = await rows(clientId, type);
      if (found.length === 0) await new Promise((r) => setTimeout(r, 10));
    }
    return found;
  };
  const rows = async (clientId: string, type: string) =>
    (
      await sql<{ channel: string; dedupe_key: string; payload: string }>`
        SELECT channel, dedupe_key, payload FROM outbox WHERE client_id = ${clientId} AND type = ${type}
        ORDER BY id`.execute(t.services.db)
    ).rows.map((r) => ({ channel: r.channel, key: r.dedupe_key, data: JSON.parse(r.payload) as unknown }));

  it('records usage over 80% that no listener recorded, once', async () => {
    const id = await newClient();
    await writeUsage(id, 170);
    expect(await rows(id, 'usage.threshold_reached')).toEqual([]);
    expect(await t.services.outbox.noticeSweep.run()).toBe(1);
    expect(await rows(id, 'usage.threshold_reached')).toEqual([
      {
        channel: 'email',
        key: `usage:80:${id}:${month}:email:`,
        data: { percent: 80, used: 170, limit: 200, month },
      },
    ]);
    expect(await t.services.outbox.noticeSweep.run()).toBe(0);
    expect(await rows(id, 'usage.threshold_reached')).toHaveLength(1);
  });

  it('records usage at the limit as the 100% notice', async () => {
    const id = await newClient();
    await writeUsage(id, 200);
    expect(await t.services.outbox.noticeSweep.run()).toBe(1);
    expect(await rows(id, 'usage.threshold_reached')).toEqual([
      {
        channel: 'email',
        key: `usage:100:${id}:${month}:email:`,
        data: { percent: 100, used: 200, limit: 200, month },
      },
    ]);
    expect(await t.services.outbox.noticeSweep.run()).toBe(0);
  });

  it('leaves a client under 80% alone', async () => {
    const id = await newClient();
    await writeUsage(id, 150);
    expect(await t.services.outbox.noticeSweep.run()).toBe(0);
    expect(await rows(id, 'usage.threshold_reached')).toEqual([]);
  });

  it('does not record again what the listener recorded (the same key and data)', async () => {
    const id = await newClient();
    await t.services.usage.set(id, 165);
    expect(await waitForRows(id, 'usage.threshold_reached')).toEqual([
      {
        channel: 'email',
        key: `usage:80:${id}:${month}:email:`,
        data: { percent: 80, used: 165, limit: 200, month },
      },
    ]);
    expect(await t.services.outbox.noticeSweep.run()).toBe(0);
    expect(await rows(id, 'usage.threshold_reached')).toHaveLength(1);
  });

  it('records a sync failed within the last day, once, and not one that failed earlier', async () => {
    const id = await newClient();
    const now = t.services.clock.now().getTime();
    const recent = new Date(now - HOUR).toISOString();
    const old = new Date(now - 25 * HOUR).toISOString();
    const recentId = `src_recent_${store}`;
    await writeFailedSource(id, recentId, recent);
    await writeFailedSource(id, `src_old_${store}`, old);
    expect(await t.services.outbox.noticeSweep.run()).toBe(1);
    expect(await rows(id, 'knowledge.sync_failed')).toEqual([
      {
        channel: 'email',
        key: `sync-failed:${recentId}:${recent}:email:`,
        data: { sourceId: recentId, name: 'Price list', error: 'The feed answered 500', at: recent },
      },
    ]);
    expect(await t.services.outbox.noticeSweep.run()).toBe(0);
    expect(await rows(id, 'knowledge.sync_failed')).toHaveLength(1);
  });

  it('runs on its timer until stopped; a pass that cannot read the store goes to onError', async () => {
    // A second handle on the same database, closed below: the pass's reads then fail for real.
    const other = await openStore(t.config, { clock: t.services.clock });
    const errors: unknown[] = [];
    const sweep = createNoticeSweep({
      recorder: t.services.outbox.recorder,
      usage: other.repos.usage,
      sources: other.repos.knowledgeSources,
      clock: t.services.clock,
      onError: (err) => errors.push(err),
    });
    const id = await newClient();
    await writeUsage(id, 180);
    sweep.start(20);
    expect(await waitForRows(id, 'usage.threshold_reached')).toHaveLength(1);
    await sweep.stop();
    expect(errors).toEqual([]);
    await other.close();
    await expect(sweep.run()).resolves.toBe(0);
    expect(errors).toHaveLength(1);
  });
});
