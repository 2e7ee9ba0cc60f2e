/**
 * The audit log against both stores (the SQLite file and a throwaway PostgreSQL): newest first per
 * client and for the deployment, a cursor that neither skips nor repeats entries written in the same
 * millisecond, retention that deletes exactly what is older than the period, and secrets redacted
 * before anything is stored.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog, type AuditLog } from '../domain/audit/index.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { createAuditLogRepo } from './repositories/audit-log-repo.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const DAY = 24 * 60 * 60 * 1000;

describe.each(['sqlite', 'postgres'] as const)('%s audit log', (kind: StoreKind) => {
  let store: Store;
  let log: AuditLog;
  let now = new Date('2026-03-10T12:00:00.000Z');
  let seq = 0;
  let remove = () => {};
  const clock = { now: () => now };
  beforeEach(async () => {
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-audit-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    const ids = {
      uuid: () => crypto.randomUUID(),
      sortable: () => `id-${String(++seq).padStart(6, '0')}`,
      randomToken: () => 'unused',
    };
    log = createAuditLog({
      repo: createAuditLogRepo(store.db),
      clock,
      ids,
      retentionDays: 30,
      clientExists: async (id) => id !== 'missing',
    });
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });
  const operator = { kind: 'operator' as const, id: 'u1', label: 'admin' };
  const record = (clientId: string | null, action: string) =>
    log.record({ clientId, actor: operator, source: '10.0.0.1', action });

  it('reads newest first, per client and deployment-wide, a page at a time without gaps or repeats', async () => {
    // Seven entries in the same millisecond, then one later: the id breaks the tie.
    for (let i = 0; i < 7; i++) await record(i % 2 === 0 ? 'c1' : 'c2', `a.${i}`);
    now = new Date(now.getTime() + 1000);
    await record(null, 'operator.created');

    const all = await log.page(null, { limit: 200 });
    expect(all.entries.map((e) => e.action)).toEqual([
      'operator.created',
      'a.6',
      'a.5',
      'a.4',
      'a.3',
      'a.2',
      'a.1',
      'a.0',
    ]);
    expect(all.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<AuditLog['page']>> = await log.page('c1', { cursor, limit: 3 });
      seen.push(...page.entries.map((e) => e.action));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['a.6', 'a.4', 'a.2', 'a.0']);
    const exported: string[] = [];
    for await (const e of log.all('c2')) exported.push(e.action);
    expect(exported).toEqual(['a.5', 'a.3', 'a.1']);
    await expect(log.pageOfClient('missing', {})).rejects.toMatchObject({ code: 'not_found' });
  });

  it('keeps entries for the retention period and deletes exactly what is older', async () => {
    await record('c1', 'old');
    now = new Date(now.getTime() + DAY);
    await record('c1', 'newer');
    // 30 days after the first entry plus one millisecond: only the first is past the period.
    now = new Date(now.getTime() + 29 * DAY + 1);
    expect(await log.prune()).toBe(1);
    expect((await log.page('c1', {})).entries.map((e) => e.action)).toEqual(['newer']);
    expect(await log.prune()).toBe(0);
  });

  it('stores changes with secrets redacted by field name and by fd_ prefix, long texts cut', async () => {
    await log.record({
      clientId: 'c1',
      actor: operator,
      source: 'cli',
      action: 'client.updated',
      changes: {
        accessToken: { before: 'fd_live_abcdefghijkl', after: 'fd_live_mnopqrstuvwx' },
        note: { after: 'fd_test_hidden_in_a_note' },
        settings: { after: { password: 'hunter2', apiKey: 'sk-abc', name: 'kept' } },
        businessName: { before: 'Old', after: 'New' },
        aiContent: { after: 'x'.repeat(5000) },
      },
    });
    const [entry] = (await log.page('c1', {})).entries;
    expect(entry?.changes).toEqual({
      accessToken: { before: '[redacted]', after: '[redacted]' },
      note: { after: '[redacted]' },
      settings: { after: { password: '[redacted]', apiKey: '[redacted]', name: 'kept' } },
      businessName: { before: 'Old', after: 'New' },
      aiContent: { after: `${'x'.repeat(2000)}…` },
    });
  });
});
