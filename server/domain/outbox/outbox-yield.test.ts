/**
 * The claim loop yields to visitors, on both stores: while the process is busy answering them, a tick
 * delivers one batch and the next waits out the pause (deliveries take a bounded share of the time);
 * once it is quiet, everything due goes at once. The rows a claim delivers finish together, each with
 * its attempt logged, and a row whose lease was taken over is not written by the old claimer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createOutboxDispatcher, type OutboxDraft, type OutboxRow } from './index.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres.stop();
});

const draft = (clientId: string, i: number, at: string): OutboxDraft => ({
  id: `yield-row-${String(i).padStart(4, '0')}`,
  eventId: `evt_yield_${i}`,
  clientId,
  type: 'message.created',
  channel: 'webhook',
  target: 'endpoint-under-test',
  payload: JSON.stringify({ n: i }),
  createdAt: at,
  nextAttemptAt: at,
  dedupeKey: null,
});

describe.each(['sqlite', 'postgres'] as const)('the claim loop on %s', (store) => {
  let t: TestApp;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
    });
    // The app's own loop would claim the rows too: this test drives its own.
    await t.services.outbox.dispatcher.stop();
    const c = await t.services.clients.create({
      clientName: 'Yield',
      businessName: 'Yield',
      domain: `yield-${store}.example`,
      plan: 'Premium',
      testMode: true,
    });
    clientId = c.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers one batch at a time while busy, then the rest at once when quiet', async () => {
    const repo = t.services.outbox.repo;
    const now = new Date().toISOString();
    await repo.insert(Array.from({ length: 12 }, (_, i) => draft(clientId, i, now)));
    // Each delivery "takes" 10 ms of the loop's monotonic clock.
    let ms = 0;
    let busy = true;
    const delivered: OutboxRow[] = [];
    const dispatcher = createOutboxDispatcher({
      repo,
      clock: t.services.clock,
      ids: t.services.ids,
      retry: { baseMs: 10, maxMs: 10, retryForMs: 60_000 },
      batch: 5,
      busyShare: 0.05,
      monotonic: () => ms,
      pressure: { busy: () => busy },
      deliverers: {
        webhook: {
          async deliver(row) {
            ms += 10;
            delivered.push(row);
            return { kind: 'delivered', statusCode: 200, response: 'ok', durationMs: 10 };
          },
        },
      },
    });
    try {
      expect(await dispatcher.tick()).toBe(5);
      // 50 ms spent at a 5% share: the next 950 ms are the visitors'.
      expect(await dispatcher.tick()).toBe(0);
      ms += 900;
      expect(await dispatcher.tick()).toBe(0);
      expect(delivered).toHaveLength(5);
      ms += 100;
      expect(await dispatcher.tick()).toBe(5);
      expect(delivered).toHaveLength(10);
      // Quiet: the pause no longer applies and a tick goes on until nothing is due.
      busy = false;
      expect(await dispatcher.tick()).toBe(2);
      expect(new Set(delivered.map((r) => r.id)).size).toBe(12);

      const log = await repo.listByTarget(clientId, 'webhook', 'endpoint-under-test', { limit: 50 });
      expect(log).toHaveLength(12);
      for (const entry of log) {
        expect(entry.status).toBe('delivered');
        expect(entry.attempts).toBe(1);
        expect(entry.last).toMatchObject({ attempt: 1, ok: true, statusCode: 200, durationMs: 10 });
      }
    } finally {
      await dispatcher.stop();
    }
  });

  it('does not write a row whose lease another claimer took over', async () => {
    const repo = t.services.outbox.repo;
    const at = new Date();
    await repo.insert([draft(clientId, 100, at.toISOString()), draft(clientId, 101, at.toISOString())]);
    const lapsed = new Date(at.getTime() + 1000).toISOString();
    const first = await repo.claim(at.toISOString(), 'first-claimer', lapsed, 10);
    expect(first.map((r) => r.id).sort()).toEqual(['yield-row-0100', 'yield-row-0101']);
    // The first claimer's lease lapses; a second claimer takes both rows.
    const later = new Date(at.getTime() + 2000).toISOString();
    const second = await repo.claim(
      later,
      'second-claimer',
      new Date(at.getTime() + 60_000).toISOString(),
      10,
    );
    expect(second).toHaveLength(2);
    const update = {
      status: 'delivered' as const,
      attempts: 1,
      nextAttemptAt: later,
      lastError: null,
      doneAt: later,
    };
    const attempt = (id: string) => ({
      outboxId: id,
      attempt: 1,
      clientId,
      at: later,
      ok: true,
      statusCode: 200,
      durationMs: 3,
      error: null,
      response: null,
    });
    const stale = await repo.finish('first-claimer', [
      { id: 'yield-row-0100', update, attempt: attempt('yield-row-0100') },
    ]);
    expect(stale.size).toBe(0);
    const held = await repo.finish(
      'second-claimer',
      ['yield-row-0100', 'yield-row-0101'].map((id) => ({ id, update, attempt: attempt(id) })),
    );
    expect([...held].sort()).toEqual(['yield-row-0100', 'yield-row-0101']);
    const log = await repo.listByTarget(clientId, 'webhook', 'endpoint-under-test', { limit: 2 });
    expect(log.map((e) => [e.id, e.status, e.last?.attempt])).toEqual([
      ['yield-row-0101', 'delivered', 1],
      ['yield-row-0100', 'delivered', 1],
    ]);
  });
});
