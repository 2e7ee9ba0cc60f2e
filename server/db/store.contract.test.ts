/**
 * The repository contract, run against both stores: the SQLite file and a real PostgreSQL (a throwaway
 * cluster, one database per test). Whatever a port promises, both implementations must keep.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionListQueryParsed } from '../../contract/chat.ts';
import type { ChatMessageRecord, KnowledgeChunk } from '../domain/chat/chat-ports.ts';
import type { KnowledgeSourceRecord } from '../domain/sources/knowledge-sources-ports.ts';
import { coverage, keyStems } from '../domain/answering/knowledge-text.ts';
import { questionBeforeLead, unansweredAsk } from '../domain/insights/insights-text.ts';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

/** A second later on every reading, so "newest" is well defined. */
let tick = 0;
const clock = { now: () => new Date(Date.parse('2026-03-10T12:00:00.000Z') + ++tick * 1000) };

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

/** One fresh database per test; `another()` opens a second store on it, as a second process would. */
interface Harness {
  store: Store;
  another(): Promise<Store>;
  close(): Promise<void>;
}

async function harness(kind: StoreKind): Promise<Harness> {
  const { config, remove } = await freshStoreConfig(kind, postgres, 'frontdesk-contract-');
  const opened: Store[] = [await openStore(config, { clock })];
  return {
    store: opened[0] as Store,
    async another() {
      const s = await openStore(config, { clock });
      opened.push(s);
      return s;
    },
    async close() {
      for (const s of opened.reverse()) await s.close();
      remove();
    },
  };
}

const client = clientRecord;

let seq = 0;
function message(
  clientId: string,
  sessionId: string,
  over: Partial<ChatMessageRecord> = {},
): ChatMessageRecord {
  seq++;
  return {
    id: `m${String(seq).padStart(6, '0')}`,
    clientId,
    sessionId,
    sender: 'user',
    message: `message ${seq}`,
    metadata: {},
    clientMessageId: null,
    createdAt: `2026-03-10T10:${String(Math.floor(seq / 60) % 60).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}.000Z`,
    ...over,
  };
}

function source(
  id: string,
  clientId: string,
  over: Partial<KnowledgeSourceRecord> = {},
): KnowledgeSourceRecord {
  return {
    id,
    clientId,
    kind: 'website',
    name: `Source ${id}`,
    status: 'pending',
    schedule: 'manual',
    settings: { url: 'https://example.com' },
    secret: null,
    documentCount: 0,
    lastSyncedAt: null,
    nextSyncAt: null,
    lastError: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...over,
  };
}

const listQuery = (over: Partial<SessionListQueryParsed> = {}): SessionListQueryParsed => ({
  status: 'all',
  context: 'all',
  sortBy: 'lastActivity',
  order: 'desc',
  page: 1,
  pageSize: 50,
  ...over,
});

describe.each(['sqlite', 'postgres'] as const)('%s store', (kind) => {
  let h: Harness;
  let store: Store;
  beforeEach(async () => {
    h = await harness(kind);
    store = h.store;
  });
  afterEach(() => h.close());

  it('says which kind of store it is', () => {
    expect(store.kind).toBe(kind);
  });

  describe('clients', () => {
    it('inserts, reads back every field, updates and deletes', async () => {
      const { clients } = store.repos;
      const c = client('c1', {
        sampleResponses: { greeting: 'Hi!' } as never,
        testMode: false,
        plan: 'Enterprise',
        customMessageLimit: 25_000,
        isDemo: true,
      });
      await clients.insert(c);
      expect(await clients.get('c1')).toEqual(c);
      const updated = await clients.update('c1', {
        businessName: 'Renamed',
        isActive: false,
        isDemo: false,
        updatedAt: 'u2',
      });
      expect(updated).toMatchObject({
        businessName: 'Renamed',
        isActive: false,
        isDemo: false,
        updatedAt: 'u2',
        testMode: false,
        customMessageLimit: 25_000,
      });
      // Back to the plan's allowance.
      expect(await clients.update('c1', { customMessageLimit: null })).toMatchObject({
        customMessageLimit: null,
      });
      expect(await clients.update('nope', { businessName: 'x' })).toBeNull();
      expect(await clients.count()).toBe(1);
      expect(await clients.delete('c1')).toBe(true);
      expect(await clients.delete('c1')).toBe(false);
      expect(await clients.get('c1')).toBeNull();
    });

    it('finds by domain and by live or test token', async () => {
      const { clients } = store.repos;
      await clients.insert(client('c1'));
      await clients.insert(client('c2'));
      expect((await clients.findByDomain('C2.Example'))?.id).toBe('c2');
      expect(await clients.findByToken('live-c1')).toMatchObject({ kind: 'live', client: { id: 'c1' } });
      expect(await clients.findByToken('test-c2')).toMatchObject({ kind: 'test', client: { id: 'c2' } });
      expect(await clients.findByToken('live-c3')).toBeNull();
      // A new token is seen at once (the SQLite store caches lookups and must drop them on writes).
      await clients.update('c1', { accessToken: 'rotated' });
      expect(await clients.findByToken('live-c1')).toBeNull();
      expect((await clients.findByToken('rotated'))?.client.id).toBe('c1');
    });

    it('lists newest first, filters case-insensitively and treats % and _ literally', async () => {
      const { clients } = store.repos;
      await clients.insert(client('a', { businessName: 'Ada Books', createdAt: '2026-01-01T00:00:00.000Z' }));
      await clients.insert(
        client('b', { businessName: '100% Coffee', createdAt: '2026-02-01T00:00:00.000Z' }),
      );
      await clients.insert(
        client('c', { businessName: 'Cafe', plan: 'Premium', createdAt: '2026-03-01T00:00:00.000Z' }),
      );
      expect((await clients.list()).map((c) => c.id)).toEqual(['c', 'b', 'a']);
      expect((await clients.list({ search: 'ADA' })).map((c) => c.id)).toEqual(['a']);
      expect((await clients.list({ search: '0%' })).map((c) => c.id)).toEqual(['b']);
      expect((await clients.list({ search: 'a_a' })).map((c) => c.id)).toEqual([]);
      expect((await clients.list({ plan: 'premium' })).map((c) => c.id)).toEqual(['c']);
      expect(await clients.countCreatedBetween('2026-01-15T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(
        1,
      );
    });

    it('deleting a client removes its usage, chats, sources and keys', async () => {
      const { clients, usage, chats, knowledgeSources, apiKeys } = store.repos;
      await clients.insert(client('c1'));
      await usage.tryConsume('c1', '2026-03', 10);
      await chats.append(message('c1', 's1'));
      await knowledgeSources.insert(source('src1', 'c1'));
      await apiKeys.insert({
        id: 'k1',
        clientId: 'c1',
        name: 'ci',
        prefix: 'fd_abc',
        keyHash: 'h'.repeat(64),
        createdAt: 'x',
        lastUsedAt: null,
        revokedAt: null,
      });
      await clients.delete('c1');
      expect(await usage.used('c1', '2026-03')).toBe(0);
      expect(await chats.session('c1', 's1')).toBeNull();
      expect(await knowledgeSources.list('c1')).toEqual([]);
      expect(await apiKeys.findActiveByHash('h'.repeat(64))).toBeNull();
    });
  });

  describe('usage metering', () => {
    beforeEach(() => store.repos.clients.insert(client('c1')));

    it('counts replies up to the limit, then refuses; release gives one back', async () => {
      const { usage } = store.repos;
      expect(await usage.tryConsume('c1', '2026-03', 0)).toBeNull();
      expect(await usage.tryConsume('c1', '2026-03', 2)).toBe(1);
      expect(await usage.tryConsume('c1', '2026-03', 2)).toBe(2);
      expect(await usage.tryConsume('c1', '2026-03', 2)).toBeNull();
      await usage.release('c1', '2026-03');
      expect(await usage.used('c1', '2026-03')).toBe(1);
      await usage.release('c1', '2026-03');
      await usage.release('c1', '2026-03');
      expect(await usage.used('c1', '2026-03')).toBe(0);
      await usage.set('c1', '2026-02', 7);
      expect(await usage.used('c1', '2026-02')).toBe(7);
      expect(await usage.usedByClient('2026-02')).toEqual(new Map([['c1', 7]]));
    });

    it('never counts past the limit under concurrent requests from two processes', async () => {
      const other = await h.another();
      const limit = 15;
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? store : other).repos.usage.tryConsume('c1', '2026-03', limit),
        ),
      );
      const granted = results.filter((r): r is number => r !== null);
      expect(granted.sort((a, b) => a - b)).toEqual(Array.from({ length: limit }, (_, i) => i + 1));
      expect(await store.repos.usage.used('c1', '2026-03')).toBe(limit);
    });

    it('counts units asked at the same moment exactly: each its own count and charge, none past the limit', async () => {
      const { usage, clients } = store.repos;
      await clients.insert(client('c2'));
      await usage.set('c1', '2026-03', 3);
      const charge = (clientId: string, questionId: string, kind: 'live' | 'test', period: string) => ({
        clientId,
        questionId,
        sessionId: 's1',
        kind,
        period,
        createdAt: '2026-03-02T10:00:00.000Z',
      });
      // One event-loop turn (one group commit on PostgreSQL): c1 has room for two of its four units.
      const results = await Promise.all([
        ...['a', 'b', 'c', 'd'].map((q) =>
          usage.tryConsume('c1', '2026-03', 5, charge('c1', q, 'live', '2026-03')),
        ),
        ...['e', 'f', 'g'].map((q) =>
          usage.tryConsume('c2', '2026-03', 5, charge('c2', q, 'live', '2026-03')),
        ),
        ...['h', 'i'].map((q) =>
          usage.tryConsumeTest('c1', '2026-03-02', 5, charge('c1', q, 'test', '2026-03-02')),
        ),
        usage.tryConsume('c2', '2026-04', 0),
      ]);
      expect(results).toEqual([4, 5, null, null, 1, 2, 3, 1, 2, null]);
      expect(await usage.used('c1', '2026-03')).toBe(5);
      expect(await usage.used('c2', '2026-03')).toBe(3);
      expect(await usage.testUsed('c1', '2026-03-02')).toBe(2);
      // A charge for each counted unit only.
      const pending = await usage.pendingCharges('2026-03-03T00:00:00.000Z');
      expect(pending.map((c) => c.questionId).sort()).toEqual(['a', 'b', 'e', 'f', 'g', 'h', 'i']);
    });

    it('counts test-token replies per day apart from the monthly usage', async () => {
      const { usage } = store.repos;
      expect(await usage.tryConsumeTest('c1', '2026-03-02', 2)).toBe(1);
      expect(await usage.tryConsumeTest('c1', '2026-03-02', 2)).toBe(2);
      expect(await usage.tryConsumeTest('c1', '2026-03-02', 2)).toBeNull();
      expect(await usage.tryConsumeTest('c1', '2026-03-03', 2)).toBe(1);
      await usage.releaseTest('c1', '2026-03-02');
      expect(await usage.testUsed('c1', '2026-03-02')).toBe(1);
      expect(await usage.tryConsumeTest('c1', '2026-03-02', 0)).toBeNull();
      expect(await usage.used('c1', '2026-03')).toBe(0);
    });

    it('keeps a pending charge with each counted reply until it is settled or refunded (row 38)', async () => {
      const { usage } = store.repos;
      const charge = (questionId: string, kind: 'live' | 'test', period: string) => ({
        clientId: 'c1',
        questionId,
        sessionId: 's1',
        kind,
        period,
        createdAt: `2026-03-02T10:00:0${questionId.length % 10}.000Z`,
      });
      expect(await usage.tryConsume('c1', '2026-03', 5, charge('q1', 'live', '2026-03'))).toBe(1);
      expect(await usage.tryConsume('c1', '2026-03', 5, charge('q2', 'live', '2026-03'))).toBe(2);
      expect(await usage.tryConsumeTest('c1', '2026-03-02', 5, charge('q3', 'test', '2026-03-02'))).toBe(1);
      // Over the limit nothing is counted, and no charge is written.
      expect(await usage.tryConsume('c1', '2026-03', 2, charge('q4', 'live', '2026-03'))).toBeNull();
      const pending = async () =>
        (await usage.pendingCharges('2026-03-03T00:00:00.000Z')).map((c) => c.questionId).sort();
      expect(await pending()).toEqual(['q1', 'q2', 'q3']);
      expect(await usage.pendingCharges('2026-03-01T00:00:00.000Z')).toEqual([]);
      // Settled together (one group commit on PostgreSQL): each goes, and the counts stay.
      await Promise.all([usage.settleCharge('c1', 'q1'), usage.settleCharge('c1', 'q-none')]);
      expect(await pending()).toEqual(['q2', 'q3']);
      expect(await usage.refundCharge('c1', 'q2')).toBe(true);
      expect(await usage.refundCharge('c1', 'q2')).toBe(false);
      expect(await usage.refundCharge('c1', 'q3')).toBe(true);
      expect(await pending()).toEqual([]);
      expect(await usage.used('c1', '2026-03')).toBe(1);
      expect(await usage.testUsed('c1', '2026-03-02')).toBe(0);
    });

    it('sums tokens and cost as numbers', async () => {
      const { usage, clients } = store.repos;
      await clients.insert(client('c2'));
      await usage.tryConsume('c1', '2026-03', 10);
      await usage.addTokens('c1', '2026-03', 3_000_000_000, 20, 0.125);
      await usage.addTokens('c1', '2026-03', 100, 30, 0.25);
      await usage.addTokens('c2', '2026-03', 1, 1, 0.001);
      const totals = await usage.totals('2026-03');
      expect(totals).toEqual({ messagesUsed: 1, costUsd: 0.376, pricedReplies: 3_000_000_152 });
      expect(await usage.totals('2020-01')).toEqual({ messagesUsed: 0, costUsd: 0, pricedReplies: 0 });
    });

    it('counts preview replies apart from the plan’s, with their model cost (row 44)', async () => {
      const { usage } = store.repos;
      await usage.addPreview('c1', '2026-03', 100, 20, 0.5);
      await usage.addPreview('c1', '2026-03', 0, 0, 0);
      await usage.tryConsume('c1', '2026-03', 10);
      expect(await usage.previewsUsed('c1', '2026-03')).toBe(2);
      expect(await usage.previewsUsed('c1', '2026-04')).toBe(0);
      expect(await usage.used('c1', '2026-03')).toBe(1);
      expect(await usage.totals('2026-03')).toEqual({ messagesUsed: 1, costUsd: 0.5, pricedReplies: 120 });
    });
  });

  describe('chat', () => {
    beforeEach(async () => {
      await store.repos.clients.insert(client('c1'));
      await store.repos.clients.insert(client('c2'));
    });

    it('appends, opens and touches the session, and reads messages back in order', async () => {
      const { chats } = store.repos;
      const first = message('c1', 's1', { metadata: { userAgent: 'UA', responseTime: 1.5 } });
      // The append passes the session on as it left it, so nobody reads it again for this turn.
      expect(await chats.append(first)).toEqual({
        message: first,
        duplicate: false,
        handledBy: null,
        session: {
          status: 'active',
          lastActivity: first.createdAt,
          handledBy: null,
          handoffStatus: 'none',
          handoffRequestedAt: null,
        },
      });
      const second = message('c1', 's1', { sender: 'ai', metadata: { replyTo: first.id } });
      await chats.append(second);
      const session = await chats.session('c1', 's1');
      expect(session).toMatchObject({ status: 'active', messageCount: 2, startedAt: first.createdAt });
      expect(session?.lastActivity).toBe(second.createdAt);
      expect(await chats.messages('c1', 's1')).toEqual([first, second]);
      expect(await chats.messages('c1', 's1', { afterId: first.id })).toEqual([second]);
      expect(await chats.messages('c1', 's1', { limit: 1 })).toEqual([first]);
      expect(await chats.messages('c2', 's1')).toEqual([]);
    });

    it('stores a client message id once; a repeat returns the earlier message and writes nothing', async () => {
      const { chats } = store.repos;
      const m = message('c1', 's1', { clientMessageId: 'cm-1' });
      await chats.append(m);
      const again = await chats.append(message('c1', 's1', { clientMessageId: 'cm-1', message: 'other' }));
      expect(again).toMatchObject({ duplicate: true, message: { id: m.id, message: m.message } });
      expect((await chats.session('c1', 's1'))?.messageCount).toBe(1);
      // The same id in another session is another message.
      expect((await chats.append(message('c1', 's2', { clientMessageId: 'cm-1' }))).duplicate).toBe(false);
    });

    it('racing appends of one client message id from two processes store it once', async () => {
      const other = await h.another();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 === 0 ? store : other).repos.chats.append(
            message('c1', 's1', { clientMessageId: 'cm-race' }),
          ),
        ),
      );
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(await store.repos.chats.messages('c1', 's1')).toHaveLength(1);
      expect((await store.repos.chats.session('c1', 's1'))?.messageCount).toBe(1);
    });

    it('appends made together (one group commit) count per session, skip repeats, and isolate a failure', async () => {
      const { chats } = store.repos;
      const a1 = message('c1', 'a', { clientMessageId: 'cm-a' });
      const a2 = message('c1', 'a', { sender: 'ai' });
      const repeat = message('c1', 'a', { clientMessageId: 'cm-a', message: 'again' });
      const b = message('c2', 'a');
      // No such client: its session breaks the foreign key, which must fail this append alone.
      const orphan = message('nobody', 'x');
      const results = await Promise.allSettled([a1, a2, repeat, b, orphan].map((m) => chats.append(m)));
      const [r1, r2, r3, r4, r5] = results;
      expect(r1).toMatchObject({ status: 'fulfilled', value: { duplicate: false, message: a1 } });
      expect(r2).toMatchObject({ status: 'fulfilled', value: { duplicate: false, message: a2 } });
      expect(r3).toMatchObject({ status: 'fulfilled', value: { duplicate: true, message: { id: a1.id } } });
      expect(r4).toMatchObject({ status: 'fulfilled', value: { duplicate: false, handledBy: null } });
      expect(r5?.status).toBe('rejected');
      expect((await chats.messages('c1', 'a')).map((m) => m.id)).toEqual([a1.id, a2.id]);
      expect(await chats.session('c1', 'a')).toMatchObject({
        messageCount: 2,
        startedAt: a1.createdAt,
        lastActivity: a2.createdAt,
      });
      expect((await chats.session('c2', 'a'))?.messageCount).toBe(1);
      expect(await chats.session('nobody', 'x')).toBeNull();
    });

    it("settles a question's pending charge with its stored reply, in one group commit, and only then", async () => {
      const { chats, usage } = store.repos;
      const charge = (clientId: string, questionId: string) => ({
        clientId,
        questionId,
        sessionId: 's1',
        kind: 'live' as const,
        period: '2026-03',
        createdAt: '2026-03-02T10:00:00.000Z',
      });
      for (const [c, q] of [
        ['c1', 'q1'],
        ['c1', 'q2'],
        ['c2', 'q1'],
        ['c1', 'q3'],
      ] as const)
        expect(await usage.tryConsume(c, '2026-03', 10, charge(c, q))).not.toBeNull();
      const pending = async () =>
        (await usage.pendingCharges('2026-03-03T00:00:00.000Z'))
          .map((c) => `${c.clientId}/${c.questionId}`)
          .sort();
      const q3 = message('c1', 's1', { clientMessageId: 'cm-q3' });
      await chats.append(q3);
      // Made together: two replies settle their own client's charges; a repeat and a plain append settle
      // nothing, and a failing append (no such client) leaves its charge (c1's q3 here) pending.
      const results = await Promise.allSettled([
        chats.append(message('c1', 's1', { sender: 'ai' }), { settlesChargeOf: 'q1' }),
        chats.append(message('c1', 's1', { clientMessageId: 'cm-q3' }), { settlesChargeOf: 'q2' }),
        chats.append(message('c2', 's1', { sender: 'ai' })),
        chats.append(message('nobody', 's1', { sender: 'ai' }), { settlesChargeOf: 'q3' }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect(results[1]).toMatchObject({ value: { duplicate: true } });
      expect(await pending()).toEqual(['c1/q2', 'c1/q3', 'c2/q1']);
      await chats.append(message('c2', 's2', { sender: 'ai' }), { settlesChargeOf: 'q1' });
      expect(await pending()).toEqual(['c1/q2', 'c1/q3']);
      // The count stays: settling is not refunding.
      expect(await usage.used('c1', '2026-03')).toBe(3);
    });

    it("reads several sessions' visitor secrets together, each its own, and claims one only once", async () => {
      const { chats } = store.repos;
      await chats.append(message('c1', 'k1'));
      await chats.append(message('c1', 'k2'));
      await chats.append(message('c2', 'k1'));
      expect(await chats.claimVisitorKey('c1', 'k1', 'hash-1')).toBe(true);
      expect(await chats.claimVisitorKey('c1', 'k1', 'hash-x')).toBe(false);
      expect(await chats.claimVisitorKey('c2', 'k1', 'hash-2')).toBe(true);
      const read = await Promise.all(
        [
          ['c1', 'k1'],
          ['c1', 'k2'],
          ['c2', 'k1'],
          ['c1', 'missing'],
          ['c2', 'k2'],
        ].map(([clientId, sessionId]) => chats.visitorKeyOf(clientId!, sessionId!)),
      );
      expect(read).toEqual([{ hash: 'hash-1' }, { hash: null }, { hash: 'hash-2' }, null, null]);
    });

    it('opens a session with its secret in the append itself, and never replaces one (a secret key’s session)', async () => {
      const { chats } = store.repos;
      await chats.append(message('c1', 'ks1'), { visitorKeyHash: 'hash-at-open' });
      expect(await chats.visitorKeyOf('c1', 'ks1')).toEqual({ hash: 'hash-at-open' });
      // Nothing is left to claim: the session had its secret from its first row.
      expect(await chats.claimVisitorKey('c1', 'ks1', 'hash-widget')).toBe(false);
      await chats.append(message('c1', 'ks1'), { visitorKeyHash: 'hash-later' });
      expect(await chats.visitorKeyOf('c1', 'ks1')).toEqual({ hash: 'hash-at-open' });
      // A session without one gets it with its next message.
      await chats.append(message('c1', 'ks2'));
      await chats.append(message('c1', 'ks2'), { visitorKeyHash: 'hash-2' });
      expect(await chats.visitorKeyOf('c1', 'ks2')).toEqual({ hash: 'hash-2' });
      // Appends made together (one group commit): each session its own.
      await Promise.all([
        chats.append(message('c1', 'ks3'), { visitorKeyHash: 'hash-3' }),
        chats.append(message('c1', 'ks4')),
        chats.append(message('c2', 'ks3'), { visitorKeyHash: 'hash-3b' }),
      ]);
      expect(
        await Promise.all([
          chats.visitorKeyOf('c1', 'ks3'),
          chats.visitorKeyOf('c1', 'ks4'),
          chats.visitorKeyOf('c2', 'ks3'),
        ]),
      ).toEqual([{ hash: 'hash-3' }, { hash: null }, { hash: 'hash-3b' }]);
    });

    it('gives the newest messages oldest first, finds replies and unanswered questions', async () => {
      const { chats } = store.repos;
      const q1 = message('c1', 's1', { message: 'Do you ship?' });
      const a1 = message('c1', 's1', { sender: 'ai', metadata: { replyTo: q1.id } });
      const q2 = message('c1', 's1', { message: 'Do you ship?' });
      for (const m of [q1, a1, q2]) await chats.append(m);
      expect((await chats.recent('c1', 's1', 2)).map((m) => m.id)).toEqual([a1.id, q2.id]);
      expect((await chats.findReply('c1', 's1', q1.id))?.id).toBe(a1.id);
      expect(await chats.findReply('c1', 's1', q2.id)).toBeNull();
      expect((await chats.findUnanswered('c1', 's1', 'Do you ship?'))?.id).toBe(q2.id);
      expect(await chats.findUnanswered('c1', 's1', 'Something else')).toBeNull();
    });

    it('keeps the reply link in its column, not the JSON, and reads one message by id per session', async () => {
      const { chats } = store.repos;
      const q = message('c1', 's1', { message: 'Do you ship?' });
      const a = message('c1', 's1', { sender: 'ai', metadata: { model: 'builtin', replyTo: q.id } });
      for (const m of [q, a, message('c2', 's1', { id: 'other-client' })]) await chats.append(m);
      const rows = await store.db
        .selectFrom('chat_messages')
        .select(['id', 'metadata', 'reply_to'])
        .where('client_id', '=', 'c1')
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.id, JSON.parse(r.metadata) as unknown, r.reply_to])).toEqual([
        [q.id, {}, null],
        [a.id, { model: 'builtin' }, q.id],
      ]);
      expect(await chats.messages('c1', 's1')).toEqual([q, a]);
      expect(await chats.message('c1', 's1', a.id)).toEqual(a);
      expect(await chats.message('c1', 's2', a.id)).toBeNull();
      expect(await chats.message('c1', 's1', 'other-client')).toBeNull();
      expect(await chats.message('c2', 's1', 'other-client')).toMatchObject({ clientId: 'c2' });
      expect(await chats.message('c1', 's1', 'no-such-id')).toBeNull();
      // An operator's message names what it answers the same way.
      const o = message('c1', 's1', { sender: 'operator', metadata: { operator: 'ann', replyTo: q.id } });
      await chats.append(o);
      expect((await chats.findReply('c1', 's1', q.id))?.id).toBe(a.id);
      expect(await chats.findReply('c2', 's1', q.id)).toBeNull();
    });

    it('keeps a message holding U+0000 (as U+FFFD on PostgreSQL, whose text cannot hold it)', async () => {
      const { chats, clients } = store.repos;
      const q = message('c1', 's1', { message: 'hello\u0000world', metadata: { userAgent: 'agent\u0000x' } });
      expect((await chats.append(q)).duplicate).toBe(false);
      const a = message('c1', 's1', { sender: 'ai', metadata: { replyTo: q.id, userAgent: 'a\u0000' } });
      await chats.append(a);
      const [stored] = await chats.messages('c1', 's1');
      expect(stored?.message.replace('\u0000', '\uFFFD')).toBe('hello\uFFFDworld');
      expect((await chats.findReply('c1', 's1', q.id))?.id).toBe(a.id);
      expect(await chats.findUnanswered('c1', 's1', 'hello\u0000world')).toBeNull();
      await clients.update('c1', { notes: 'a\u0000b' });
      expect((await clients.get('c1'))?.notes.replace('\u0000', '\uFFFD')).toBe('a\uFFFDb');
    });

    it('ends a session, hands it to an operator, and a new message re-opens it', async () => {
      const { chats } = store.repos;
      await chats.append(message('c1', 's1'));
      expect(await chats.end('c1', 's1', '2026-03-10T11:00:00.000Z')).toBe(true);
      expect(await chats.end('c1', 'missing', '2026-03-10T11:00:00.000Z')).toBe(false);
      expect(await chats.session('c1', 's1')).toMatchObject({
        status: 'inactive',
        endedAt: '2026-03-10T11:00:00.000Z',
        lastActivity: '2026-03-10T11:00:00.000Z',
      });
      expect(await chats.setHandledBy('c1', 's1', 'alice')).toBe(true);
      const next = await chats.append(message('c1', 's1'));
      expect(next.handledBy).toBe('alice');
      expect(next.session).toEqual({
        status: 'active',
        lastActivity: '2026-03-10T11:00:00.000Z',
        handledBy: 'alice',
        handoffStatus: 'none',
        handoffRequestedAt: null,
      });
      // The earlier message's time is older than the end: last activity never goes back.
      expect(await chats.session('c1', 's1')).toMatchObject({
        status: 'active',
        endedAt: null,
        lastActivity: '2026-03-10T11:00:00.000Z',
        handledBy: 'alice',
      });
    });

    it('lists, filters, pages and sums sessions for the console', async () => {
      const { chats, chatSessions } = store.repos;
      await chats.append(message('c1', 'alpha', { message: 'Where is my ORDER?' }));
      await chats.append(message('c1', 'alpha', { sender: 'ai' }));
      await chats.append(message('c1', 'beta'));
      await chats.append(message('c2', 'alpha'));
      await chats.end('c1', 'beta', '2026-03-10T11:00:00.000Z');
      const since = '2026-03-10T00:00:00.000Z';

      const all = await chatSessions.list(listQuery(), since);
      expect(all.total).toBe(3);
      const alpha = all.rows.find((r) => r.clientId === 'c1' && r.sessionId === 'alpha');
      expect(alpha).toMatchObject({
        status: 'active',
        messageCount: 2,
        userMessageCount: 1,
        aiMessageCount: 1,
        clientName: 'Owner c1',
      });
      expect(
        (await chatSessions.list(listQuery({ status: 'inactive' }), since)).rows.map((r) => r.sessionId),
      ).toEqual(['beta']);
      expect(
        (await chatSessions.list(listQuery({ search: 'order' }), since)).rows.map((r) => r.sessionId),
      ).toEqual(['alpha']);
      expect((await chatSessions.list(listQuery({ clientIds: [] } as never), since)).total).toBe(0);
      const page = await chatSessions.list(
        listQuery({ sortBy: 'sessionId', order: 'asc', pageSize: 1, page: 2 }),
        since,
      );
      expect(page.total).toBe(3);
      expect(page.rows).toHaveLength(1);
      expect(page.rows[0]?.sessionId).toBe('alpha');

      expect(await chatSessions.summary(undefined, since)).toEqual({
        totalSessions: 3,
        activeSessions: 2,
        totalMessages: 4,
      });
      expect(await chatSessions.summary(['c2'], since)).toEqual({
        totalSessions: 1,
        activeSessions: 1,
        totalMessages: 1,
      });
      expect((await chatSessions.row('c1', 'beta', since))?.status).toBe('inactive');
      expect(await chatSessions.row('c1', 'nope', since)).toBeNull();
      expect((await chatSessions.clientsOfSession('alpha')).sort()).toEqual(['c1', 'c2']);
    });

    it('reports message counts and recent chats for the dashboard', async () => {
      const { chats, chatStats } = store.repos;
      await chats.append(message('c1', 's1', { createdAt: '2026-03-01T00:00:00.000Z' }));
      await chats.append(message('c1', 's1', { createdAt: '2026-03-05T00:00:00.000Z', message: 'latest' }));
      await chats.append(message('c2', 's2', { createdAt: '2026-02-01T00:00:00.000Z' }));
      expect(await chatStats.countMessages()).toBe(3);
      expect(
        await chatStats.countMessages({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z' }),
      ).toBe(1);
      const recent = await chatStats.recentChats(1);
      expect(recent).toEqual([
        expect.objectContaining({
          sessionId: 's1',
          clientId: 'c1',
          lastMessage: 'latest',
          businessName: 'Business c1',
        }),
      ]);
    });
  });

  describe('knowledge index', () => {
    const chunk = (body: string, title = 'Info', k: KnowledgeChunk['kind'] = 'content'): KnowledgeChunk => ({
      kind: k,
      title,
      url: null,
      body,
    });

    it('records the version, searches any of the terms best first, and keeps keys apart', async () => {
      const { knowledge } = store.repos;
      expect(await knowledge.version('c1')).toBeNull();
      await knowledge.replace('c1', 'v1', [
        chunk('Shipping takes three days. Returns are free within a month.', 'Shipping'),
        chunk('We are open from nine to five on weekdays.', 'Opening hours'),
        chunk('Shipping to Mars is not possible, sadly.', 'Mars', 'faq'),
      ]);
      await knowledge.replace('c2', 'v9', [chunk('Mars Mars Mars shipping shipping.')]);
      expect(await knowledge.version('c1')).toBe('v1');

      const found = await knowledge.search('c1', ['shipping', 'mars'], 5);
      expect(found.map((p) => p.title)).toEqual(['Mars', 'Shipping']);
      expect(Object.keys(found[0] ?? {}).sort()).toEqual(['body', 'kind', 'rank', 'title', 'url']);
      expect(found[0]).toMatchObject({
        kind: 'faq',
        url: null,
        body: 'Shipping to Mars is not possible, sadly.',
      });
      // Lower rank is better, as FTS5's bm25 reports it.
      expect(typeof found[0]?.rank).toBe('number');
      expect(found[0]?.rank).toBeLessThan(found[1]?.rank ?? Infinity);

      expect(await knowledge.search('c1', ['mars'], 1)).toHaveLength(1);
      // Stemmed: "prices" in a question finds "price", "opening" finds "open".
      await knowledge.replace('c3', 'v1', [chunk('Our price list is on the wall.'), chunk('Nothing here.')]);
      expect((await knowledge.search('c3', ['prices'], 5)).map((p) => p.body)).toEqual([
        'Our price list is on the wall.',
      ]);
      expect((await knowledge.search('c1', ['opening'], 5)).map((p) => p.title)).toEqual(['Opening hours']);
      expect(await knowledge.search('c1', ['unicorn'], 5)).toEqual([]);
      expect(await knowledge.search('c1', ['not-a-word!'], 5)).toEqual([]);
      expect(await knowledge.search('nobody', ['shipping'], 5)).toEqual([]);
    });

    it("ranks a key's chunks by that key's own word statistics, whatever other keys hold", async () => {
      const { knowledge } = store.repos;
      // In c1 "deposit" is rare (one chunk of four) and "refund" common (three), so the chunk naming the
      // deposit once ranks over the one naming refunds twice.
      await knowledge.replace('c1', 'v1', [
        chunk('A deposit of 20% secures your date.', 'Deposits'),
        chunk('Refund requests are answered in a day; every refund is paid to your card.', 'Refunds'),
        chunk('A refund is not given for late cancellations.', 'Cancelling'),
        chunk('We post the refund policy in the shop.', 'Shop'),
      ]);
      const order = async () => (await knowledge.search('c1', ['deposit', 'refund'], 4)).map((p) => p.title);
      const alone = await order();
      expect(alone[0]).toBe('Deposits');
      // Another client whose knowledge names deposits everywhere and refunds nowhere leaves c1 as it was
      // (a table-wide statistic would now rank the refund chunk first).
      await knowledge.replace(
        'c2',
        'v1',
        Array.from({ length: 40 }, (_, i) => chunk(`Deposit ${i}: every deposit is held in trust.`)),
      );
      expect(await order()).toEqual(alone);
    });

    it("matches a word by the answerer's stems: exactly the chunks its word check reads as covering it", async () => {
      const { knowledge } = store.repos;
      const chunks = [
        chunk('Invoices are generated on the first day.', 'Billing'),
        chunk('General questions go to the front desk.', 'Contact'),
        chunk('Plans are billed monthly.', 'Plans'),
        chunk('Every month we publish a newsletter.', 'Newsletter'),
        chunk('Children under 12 ride free.', 'Fares'),
        chunk('Book your e-bike online.', 'Bikes'),
      ];
      await knowledge.replace('c1', 'v1', chunks);
      // Porter conflates "generate" and "general", Snowball does not; Snowball conflates "monthly" and
      // "month", Porter does not; "children" is "child" only by the answerer's irregular plurals, and
      // "ebike" is "e-bike" only by its compound rule.
      const expected: Record<string, string[]> = {
        generate: ['Billing', 'Contact'],
        general: ['Billing', 'Contact'],
        month: ['Newsletter'],
        monthly: ['Plans'],
        child: ['Fares'],
        ebike: ['Bikes'],
      };
      for (const [word, titles] of Object.entries(expected)) {
        const covering = chunks.filter((c) => coverage(keyStems(word), `${c.title} ${c.body}`) === 1);
        expect(covering.map((c) => c.title).sort(), word).toEqual(titles);
        const found = await knowledge.search('c1', [word], 10);
        expect(found.map((p) => p.title).sort(), word).toEqual(titles);
      }
    });

    it('ranks the chunk with the rare word first in a large index', async () => {
      const { knowledge } = store.repos;
      const chunks = Array.from({ length: 1200 }, (_, i) =>
        chunk(
          i === 613
            ? 'Shipping to Mars takes nine months by cargo rocket.'
            : `Shipping and returns for order batch ${i} follow the usual rules.`,
          `Section ${i}`,
        ),
      );
      await knowledge.replace('big', 'v1', chunks);
      const found = await knowledge.search('big', ['shipping', 'returns', 'mars'], 5);
      expect(found).toHaveLength(5);
      expect(found[0]?.body).toMatch(/Mars/);
    });

    it('replaces every chunk of a key, removes a key, and prunes old previews', async () => {
      const { knowledge } = store.repos;
      await knowledge.replace('c1', 'v1', [chunk('Old text about parrots.')]);
      await knowledge.replace('c1', 'v2', [chunk('New text about ferrets.')]);
      expect(await knowledge.version('c1')).toBe('v2');
      expect(await knowledge.search('c1', ['parrots'], 5)).toEqual([]);
      expect(await knowledge.search('c1', ['ferrets'], 5)).toHaveLength(1);
      // Removal is started without awaiting it (as the client.deleted handler does); a later read sees it.
      void knowledge.remove('c1');
      expect(await knowledge.version('c1')).toBeNull();
      expect(await knowledge.search('c1', ['ferrets'], 5)).toEqual([]);
    });

    it('two processes rebuilding one key at once leave one set of chunks', async () => {
      const other = await h.another();
      await Promise.all([
        store.repos.knowledge.replace('c1', 'v1', [chunk('Alpha otters.'), chunk('Beta otters.')]),
        other.repos.knowledge.replace('c1', 'v2', [chunk('Gamma otters.'), chunk('Delta otters.')]),
      ]);
      const version = await store.repos.knowledge.version('c1');
      const found = (await store.repos.knowledge.search('c1', ['otters'], 10)).map((p) => p.body).sort();
      expect(found).toEqual(
        version === 'v1' ? ['Alpha otters.', 'Beta otters.'] : ['Delta otters.', 'Gamma otters.'],
      );
    });

    it('keeps only the newest previews', async () => {
      const { knowledge } = store.repos;
      for (const key of ['preview:c1:a', 'preview:c1:b', 'preview:c1:c']) {
        await knowledge.replace(key, 'v1', [chunk(`Preview ${key} about llamas.`)]);
      }
      await knowledge.replace('c1', 'v1', [chunk('Client index about llamas.')]);
      await knowledge.prunePreviews(1);
      expect(await knowledge.version('preview:c1:a')).toBeNull();
      expect(await knowledge.version('preview:c1:b')).toBeNull();
      expect(await knowledge.version('preview:c1:c')).toBe('v1');
      expect(await knowledge.search('preview:c1:a', ['llamas'], 5)).toEqual([]);
      expect(await knowledge.version('c1')).toBe('v1');
    });
  });

  describe('knowledge sources', () => {
    beforeEach(() => store.repos.clients.insert(client('c1')));

    it("stores a running sync's progress for other processes, cleared on update and when interrupted", async () => {
      const { knowledgeSources } = store.repos;
      await knowledgeSources.insert(source('w1', 'c1', { status: 'syncing' }));
      expect((await knowledgeSources.get('c1', 'w1'))?.progress).toBeNull();
      await knowledgeSources.update('c1', 'w1', { progress: { stage: 'fetching', done: 2, total: null } });
      const other = await h.another();
      expect((await other.repos.knowledgeSources.get('c1', 'w1'))?.progress).toEqual({
        stage: 'fetching',
        done: 2,
        total: null,
      });
      await knowledgeSources.update('c1', 'w1', { status: 'ready', progress: null });
      expect((await knowledgeSources.get('c1', 'w1'))?.progress).toBeNull();
      await knowledgeSources.update('c1', 'w1', {
        status: 'syncing',
        progress: { stage: 'embedding', done: 1, total: 4 },
      });
      await knowledgeSources.markInterrupted(
        'The server stopped during this sync',
        '2030-01-01T00:00:00Z',
        [],
      );
      expect(await knowledgeSources.get('c1', 'w1')).toMatchObject({ status: 'failed', progress: null });
    });

    it('allows one website and one uploads source per client, any number of feeds', async () => {
      const { knowledgeSources } = store.repos;
      expect(await knowledgeSources.insert(source('w1', 'c1'))).toBe(true);
      expect(await knowledgeSources.insert(source('w2', 'c1'))).toBe(false);
      expect(await knowledgeSources.insert(source('f1', 'c1', { kind: 'files' }))).toBe(true);
      expect(await knowledgeSources.insert(source('f2', 'c1', { kind: 'files' }))).toBe(false);
      expect(await knowledgeSources.insert(source('d1', 'c1', { kind: 'feed' }))).toBe(true);
      expect(await knowledgeSources.insert(source('d2', 'c1', { kind: 'feed' }))).toBe(true);
      expect((await knowledgeSources.list('c1')).map((s) => s.id).sort()).toEqual(['d1', 'd2', 'f1', 'w1']);
    });

    it('two processes racing to add the website: one wins, the other is refused', async () => {
      const other = await h.another();
      const results = await Promise.all([
        store.repos.knowledgeSources.insert(source('w1', 'c1')),
        other.repos.knowledgeSources.insert(source('w2', 'c1')),
        store.repos.knowledgeSources.insert(source('w3', 'c1')),
        other.repos.knowledgeSources.insert(source('w4', 'c1')),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store.repos.knowledgeSources.list('c1')).toHaveLength(1);
    });

    it('updates a source, lists the due ones and marks interrupted syncs', async () => {
      const { knowledgeSources } = store.repos;
      await knowledgeSources.insert(
        source('w1', 'c1', { schedule: 'daily', nextSyncAt: '2026-03-01T00:00:00.000Z' }),
      );
      await knowledgeSources.insert(
        source('d1', 'c1', { kind: 'feed', schedule: 'daily', nextSyncAt: '2026-04-01T00:00:00.000Z' }),
      );
      const updated = await knowledgeSources.update('c1', 'w1', {
        settings: { url: 'https://example.com', maxPages: 5 },
        status: 'ready',
        secret: 'Bearer x',
      });
      expect(updated).toMatchObject({
        settings: { url: 'https://example.com', maxPages: 5 },
        status: 'ready',
      });
      expect(await knowledgeSources.update('c1', 'w1', {})).toEqual(updated);
      expect(await knowledgeSources.update('other', 'w1', { status: 'failed' })).toBeNull();
      expect((await knowledgeSources.due('2026-03-10T00:00:00.000Z', 10)).map((s) => s.id)).toEqual(['w1']);
      await knowledgeSources.update('c1', 'd1', { status: 'syncing' });
      await knowledgeSources.update('c1', 'w1', { status: 'syncing' });
      // w1 is still being synced by a live process (it holds the lease): left alone.
      expect(await knowledgeSources.markInterrupted('Interrupted', '2026-03-10T00:00:00.000Z', ['w1'])).toBe(
        1,
      );
      expect(await knowledgeSources.get('c1', 'w1')).toMatchObject({ status: 'syncing' });
      expect(await knowledgeSources.get('c1', 'd1')).toMatchObject({
        status: 'failed',
        lastError: 'Interrupted',
      });
    });

    it('diffs documents by content hash and bumps the revision only on a change', async () => {
      const { knowledgeSources } = store.repos;
      await knowledgeSources.insert(source('w1', 'c1'));
      expect(await knowledgeSources.revision('c1')).toBe(0);
      const page = (ref: string, body: string) => ({
        ref,
        title: `Page ${ref}`,
        url: `https://x/${ref}`,
        body,
      });
      expect(
        await knowledgeSources.replaceDocuments(
          'c1',
          'w1',
          [page('a', 'A'), page('b', 'B'), page('a', 'dup')],
          't1',
        ),
      ).toEqual({ added: 2, updated: 0, removed: 0, unchanged: 0 });
      expect(await knowledgeSources.revision('c1')).toBe(1);
      expect(
        await knowledgeSources.replaceDocuments('c1', 'w1', [page('a', 'A'), page('b', 'B')], 't2'),
      ).toEqual({
        added: 0,
        updated: 0,
        removed: 0,
        unchanged: 2,
      });
      expect(await knowledgeSources.revision('c1')).toBe(1);
      expect(
        await knowledgeSources.replaceDocuments('c1', 'w1', [page('a', 'A2'), page('c', 'C')], 't3'),
      ).toEqual({
        added: 1,
        updated: 1,
        removed: 1,
        unchanged: 0,
      });
      expect(await knowledgeSources.revision('c1')).toBe(2);
      const docs = await knowledgeSources.documents('c1', 'w1');
      expect(docs.map((d) => [d.ref, d.characters, d.lookupOnly, d.updatedAt])).toEqual([
        ['a', 2, false, 't3'],
        ['c', 1, false, 't3'],
      ]);
      expect((await knowledgeSources.get('c1', 'w1'))?.documentCount).toBe(2);

      expect(await knowledgeSources.upsertDocuments('c1', 'w1', [page('d', 'D')], 't4')).toEqual({
        added: 1,
        updated: 0,
        removed: 0,
        unchanged: 0,
      });
      expect((await knowledgeSources.documents('c1', 'w1')).map((d) => d.ref)).toEqual(['a', 'c', 'd']);
      const d = (await knowledgeSources.documents('c1', 'w1')).find((x) => x.ref === 'd');
      expect(await knowledgeSources.deleteDocument('c1', 'w1', d?.id ?? '')).toBe(true);
      expect(await knowledgeSources.deleteDocument('c1', 'w1', d?.id ?? '')).toBe(false);
      expect(await knowledgeSources.revision('c1')).toBe(4);
      expect((await knowledgeSources.get('c1', 'w1'))?.documentCount).toBe(2);
      // A private record (an order) has no searchable text: it is looked up by its id only.
      await knowledgeSources.upsertDocuments(
        'c1',
        'w1',
        [{ ref: 'o1', title: 'Order o1', url: null, body: '', data: { id: 'o1', status: 'Shipped' } }],
        't4',
      );
      const order = (await knowledgeSources.documents('c1', 'w1')).find((x) => x.ref === 'o1');
      expect(order).toMatchObject({ characters: 0, lookupOnly: true });
      await knowledgeSources.deleteDocument('c1', 'w1', order?.id ?? '');
    });

    it('serves documents to the index and feed records to exact lookups', async () => {
      const { knowledgeSources } = store.repos;
      await knowledgeSources.insert(source('w1', 'c1'));
      await knowledgeSources.insert(source('d1', 'c1', { kind: 'feed' }));
      await knowledgeSources.replaceDocuments(
        'c1',
        'w1',
        [{ ref: 'p', title: 'Page', url: 'https://x/p', body: 'Body' }],
        't',
      );
      await knowledgeSources.replaceDocuments(
        'c1',
        'd1',
        [
          {
            ref: '1001',
            title: 'Order 1001',
            url: null,
            body: 'Shipped',
            data: { order: '1001', status: 'shipped' },
          },
        ],
        't',
      );
      expect(await knowledgeSources.indexDocuments('c1')).toEqual(
        expect.arrayContaining([
          { kind: 'page', title: 'Page', url: 'https://x/p', body: 'Body' },
          { kind: 'data', title: 'Order 1001', url: null, body: 'Shipped' },
        ]),
      );
      expect(await knowledgeSources.records('c1')).toEqual([
        {
          sourceId: 'd1',
          ref: '1001',
          title: 'Order 1001',
          url: null,
          data: { order: '1001', status: 'shipped' },
        },
      ]);
      expect(await knowledgeSources.records('c1', { sourceId: 'w1' })).toEqual([]);
      expect(await knowledgeSources.delete('c1', 'd1')).toBe(true);
      expect(await knowledgeSources.delete('c1', 'd1')).toBe(false);
      expect(await knowledgeSources.records('c1')).toEqual([]);
      expect(await knowledgeSources.revision('c1')).toBe(3);
    });
  });

  describe('insights', () => {
    beforeEach(() => store.repos.clients.insert(client('c1')));

    it('counts unanswered visitor questions, reopens an FAQ asked again, keeps dismissals', async () => {
      const { chats, insights } = store.repos;
      const q1 = message('c1', 's1', { message: 'What is the PRICE?? ' });
      const q2 = message('c1', 's2', { message: 'what is the price' });
      const ai = message('c1', 's1', { sender: 'ai', message: 'Sorry.' });
      for (const m of [q1, q2, ai]) await chats.append(m);
      // Recorded from the message.created event without awaiting: a later read must still see them.
      // The later asking lands first: its wording and session still win.
      void insights.recordUnanswered(
        'c1',
        's2',
        q2.id,
        '2026-03-10T11:00:00.000Z',
        'unsupported',
        unansweredAsk,
      );
      void insights.recordUnanswered(
        'c1',
        's1',
        q1.id,
        '2026-03-10T10:00:00.000Z',
        'no_answer',
        unansweredAsk,
      );
      void insights.recordUnanswered(
        'c1',
        's1',
        ai.id,
        '2026-03-10T11:00:00.000Z',
        'no_answer',
        unansweredAsk,
      );
      const open = await insights.listOpen('c1', 10);
      expect(open).toEqual({
        total: 1,
        questions: [
          {
            question: 'what is the price',
            normalized: 'what is the price',
            count: 2,
            firstAskedAt: '2026-03-10T10:00:00.000Z',
            lastAskedAt: '2026-03-10T11:00:00.000Z',
            sampleSessionId: 's2',
            // The latest asking's reason, like its wording.
            reason: 'unsupported',
          },
        ],
      });
      expect(await insights.isOpen('c1', 'what is the price')).toBe(true);
      expect(await insights.resolve('c1', 'what is the price', 'faq', 't')).toBe(true);
      expect(await insights.resolve('c1', 'what is the price', 'faq', 't')).toBe(false);
      expect(await insights.listOpen('c1', 10)).toEqual({ total: 0, questions: [] });
      await insights.recordUnanswered(
        'c1',
        's1',
        q1.id,
        '2026-03-11T09:00:00.000Z',
        'no_answer',
        unansweredAsk,
      );
      expect((await insights.listOpen('c1', 10)).questions[0]).toMatchObject({
        count: 1,
        firstAskedAt: '2026-03-11T09:00:00.000Z',
      });
      await insights.resolve('c1', 'what is the price', 'dismissed', 't');
      await insights.recordUnanswered(
        'c1',
        's1',
        q1.id,
        '2026-03-12T09:00:00.000Z',
        'no_answer',
        unansweredAsk,
      );
      expect(await insights.isOpen('c1', 'what is the price')).toBe(false);
    });

    it('records a lead once, with the question it follows, newest first', async () => {
      const { chats, insights } = store.repos;
      const q = message('c1', 's1', { message: 'Can I book a group tour?' });
      const email = message('c1', 's1', { message: 'me@example.com' });
      const again = message('c1', 's1', { message: 'or you@example.com' });
      for (const m of [q, email, again]) await chats.append(m);
      const lead = (id: string, m: ChatMessageRecord, at: string) => ({
        id,
        sessionId: 's1',
        messageId: m.id,
        email: 'me@example.com',
        createdAt: at,
      });
      await insights.recordLead('c1', lead('l1', email, '2026-03-10T10:00:00.000Z'), questionBeforeLead);
      await insights.recordLead(
        'c1',
        lead('l1-again', email, '2026-03-10T10:00:00.000Z'),
        questionBeforeLead,
      );
      void insights.recordLead('c1', lead('l2', again, '2026-03-10T11:00:00.000Z'), questionBeforeLead);
      const leads = await insights.listLeads('c1', 10);
      expect(leads.map((l) => [l.id, l.question])).toEqual([
        ['l2', 'Can I book a group tour?'],
        ['l1', 'Can I book a group tour?'],
      ]);
      expect(await insights.listLeads('c1', 1)).toHaveLength(1);
      // The count is every lead, however short the list asked for.
      expect(await insights.countLeads('c1')).toBe(2);
      expect(await insights.countLeads('c2')).toBe(0);
    });

    it("names a chat's visitor by the newest email they left, in the session list and recent chats", async () => {
      const { chats, chatSessions, chatStats, insights } = store.repos;
      const asked = message('c1', 's1', { message: 'Can someone call me back?' });
      const left = message('c1', 's1', { message: 'jo@example.com' });
      const later = message('c1', 's1', { message: 'or jo.work@example.com' });
      for (const m of [asked, left, later, message('c1', 's2')]) await chats.append(m);
      await insights.recordLead(
        'c1',
        {
          id: 'l1',
          sessionId: 's1',
          messageId: left.id,
          email: 'jo@example.com',
          createdAt: '2026-03-10T10:00:00.000Z',
        },
        questionBeforeLead,
      );
      await insights.recordLead(
        'c1',
        {
          id: 'l2',
          sessionId: 's1',
          messageId: later.id,
          email: 'jo.work@example.com',
          createdAt: '2026-03-10T11:00:00.000Z',
        },
        questionBeforeLead,
      );
      const since = '2026-03-10T00:00:00.000Z';
      const listed = (await chatSessions.list(listQuery(), since)).rows;
      expect(Object.fromEntries(listed.map((r) => [r.sessionId, r.visitorEmail]))).toEqual({
        s1: 'jo.work@example.com',
        s2: null,
      });
      expect((await chatSessions.row('c1', 's1', since))?.visitorEmail).toBe('jo.work@example.com');
      const recent = await chatStats.recentChats(10);
      expect(Object.fromEntries(recent.map((r) => [r.sessionId, r.visitorEmail]))).toEqual({
        s1: 'jo.work@example.com',
        s2: null,
      });
    });
  });

  describe('analytics', () => {
    beforeEach(() => store.repos.clients.insert(client('c1')));

    it('counts visitors, page views, top pages, engaged visitors and chats per day', async () => {
      const { analytics, chats } = store.repos;
      const device = 'd'.repeat(32);
      const visit = (id: string, visitorId: string, pageUrl: string, at: string) => ({
        id,
        clientId: 'c1',
        visitorId,
        pageUrl,
        referrer: null,
        ipAddress: null,
        userAgent: null,
        at,
      });
      await analytics.recordVisit(visit('v1', device, '/a', '2026-03-08T10:00:00.000Z'), 'vs1');
      await analytics.recordVisit(visit('v2', device, '/b', '2026-03-09T10:00:00.000Z'), 'vs2');
      await analytics.recordVisit(visit('v3', 'short-visitor', '/a', '2026-03-09T11:00:00.000Z'), 'vs3');
      await chats.append(message('c1', `${device}:1`, { createdAt: '2026-03-09T10:05:00.000Z' }));
      await chats.append(message('c1', `${device}:2`, { createdAt: '2026-03-09T12:05:00.000Z' }));
      await chats.append(message('c1', 'other', { createdAt: '2026-03-08T12:05:00.000Z' }));
      // A test token's chat (row 5) is not production analytics, whatever the visitor wrote.
      await chats.append(
        message('c1', 'test-chat', { createdAt: '2026-03-09T13:05:00.000Z', metadata: { test: true } }),
      );
      await chats.append(
        message('c1', 'faker', {
          createdAt: '2026-03-09T13:06:00.000Z',
          message: '"test":true',
          metadata: { userAgent: '"test":true' },
        }),
      );
      await analytics.markEngagedVisitors('c1');
      const from = '2026-03-01T00:00:00.000Z';
      expect(await analytics.visitorTotals('c1', from)).toEqual({ visitors: 2, engaged: 1, pageViews: 3 });
      expect(await analytics.topPages('c1', from, 10)).toEqual([
        { pageUrl: '/a', uniqueVisitors: 2, visits: 2 },
        { pageUrl: '/b', uniqueVisitors: 1, visits: 1 },
      ]);
      expect(await analytics.chatTotals('c1', from)).toEqual({ chats: 4, messages: 4 });
      expect(await analytics.chatsPerDay('c1', from)).toEqual([
        { date: '2026-03-08', chats: 1 },
        { date: '2026-03-09', chats: 3 },
      ]);
    });
  });

  describe('API keys and admin sessions', () => {
    it('lists active keys, finds them by hash, revokes by prefix', async () => {
      const { clients, apiKeys } = store.repos;
      await clients.insert(client('c1'));
      const key = (id: string, at: string) => ({
        id,
        clientId: 'c1',
        name: id,
        prefix: `fd_${id}`,
        keyHash: id.padEnd(64, '0'),
        createdAt: at,
        lastUsedAt: null,
        revokedAt: null,
      });
      await apiKeys.insert(key('k1', '2026-01-01'));
      await apiKeys.insert(key('k2', '2026-02-01'));
      expect((await apiKeys.listActive('c1')).map((k) => k.id)).toEqual(['k2', 'k1']);
      await apiKeys.touch('k1', '2026-03-01');
      expect(await apiKeys.findActiveByHash('k1'.padEnd(64, '0'))).toMatchObject({
        lastUsedAt: '2026-03-01',
      });
      expect(await apiKeys.revoke('c1', 'fd_k1', '2026-03-02')).toBe(true);
      expect(await apiKeys.revoke('c1', 'fd_k1', '2026-03-02')).toBe(false);
      expect(await apiKeys.findActiveByHash('k1'.padEnd(64, '0'))).toBeNull();
      await expect(apiKeys.insert(key('k2', 'again'))).rejects.toThrow();
    });

    it('stores admins and their sessions, and expires sessions', async () => {
      const { admin } = store.repos;
      await admin.insert({
        id: 'u1',
        username: 'alice',
        passwordHash: 'h1',
        createdAt: 't',
        lastLoginAt: null,
        isActive: true,
      });
      expect(await admin.count()).toBe(1);
      expect(await admin.findByUsername('alice')).toMatchObject({ id: 'u1', isActive: true });
      expect(await admin.findByUsername('ALICE')).toBeNull();
      await admin.setPassword('u1', 'h2');
      await admin.touchLogin('u1', '2026-03-10');
      expect(await admin.getById('u1')).toMatchObject({ passwordHash: 'h2', lastLoginAt: '2026-03-10' });
      await admin.createSession({
        id: 's1',
        userId: 'u1',
        createdAt: 't',
        expiresAt: '2026-03-10T00:00:00.000Z',
        lastSeenAt: '2026-03-09T00:00:00.000Z',
      });
      await admin.createSession({
        id: 's2',
        userId: 'u1',
        createdAt: 't',
        expiresAt: '2026-03-12T00:00:00.000Z',
        lastSeenAt: '2026-03-09T00:00:00.000Z',
      });
      await admin.deleteExpiredSessions('2026-03-11T00:00:00.000Z');
      expect(await admin.findSession('s1')).toBeNull();
      expect(await admin.findSession('s2')).toEqual({
        userId: 'u1',
        expiresAt: '2026-03-12T00:00:00.000Z',
        lastSeenAt: '2026-03-09T00:00:00.000Z',
      });
      await admin.touchSession('s2', '2026-03-10T01:00:00.000Z');
      expect((await admin.findSession('s2'))?.lastSeenAt).toBe('2026-03-10T01:00:00.000Z');
      await admin.deleteSessionsOf('u1');
      expect(await admin.findSession('s2')).toBeNull();
      await expect(
        admin.insert({
          id: 'u2',
          username: 'alice',
          passwordHash: 'h',
          createdAt: 't',
          lastLoginAt: null,
          isActive: true,
        }),
      ).rejects.toThrow();
    });
  });

  describe('handoff', () => {
    beforeEach(async () => {
      await store.repos.clients.insert(client('c1'));
      await store.repos.clients.insert(client('c2'));
      await store.repos.chats.append(message('c1', 's1', { message: 'I want a person' }));
      await store.repos.chats.append(message('c1', 's1', { sender: 'system', message: 'note' }));
    });

    it('moves a session through waiting, held and missed with conditional updates', async () => {
      const { handoff, chats } = store.repos;
      expect(await handoff.request('c1', 's1', '2026-03-10T10:00:00.000Z')).toBe(true);
      expect(await handoff.request('c1', 's1', '2026-03-10T10:05:00.000Z')).toBe(false);
      // Another client's id changes nothing.
      expect(await handoff.take('c2', 's1', 'alice')).toBe(false);
      expect(await handoff.waiting()).toEqual([
        { clientId: 'c1', sessionId: 's1', requestedAt: '2026-03-10T10:00:00.000Z' },
      ]);
      expect(await handoff.queue()).toEqual([
        expect.objectContaining({
          clientId: 'c1',
          clientName: 'Owner c1',
          sessionId: 's1',
          status: 'waiting',
          operator: null,
          lastMessage: 'I want a person',
        }),
      ]);
      expect(await handoff.take('c1', 's1', 'alice')).toBe(true);
      expect(await handoff.take('c1', 's1', 'alice')).toBe(true);
      expect(await handoff.take('c1', 's1', 'bob')).toBe(false);
      expect(await chats.session('c1', 's1')).toMatchObject({
        handledBy: 'alice',
        handoffStatus: 'operator',
      });
      // The timeout sweep's miss only applies to a session still waiting.
      expect(await handoff.miss('c1', 's1', ['waiting'], '2026-03-10T10:09:00.000Z')).toBe(false);
      expect(await handoff.release('c1', 's1')).toBe(true);
      expect(await handoff.release('c1', 's1')).toBe(false);
      expect(await chats.session('c1', 's1')).toMatchObject({ handledBy: null, handoffStatus: 'none' });
      expect(await handoff.miss('c1', 's1', ['none'], '2026-03-10T10:10:00.000Z')).toBe(true);
      expect(await chats.session('c1', 's1')).toMatchObject({
        handoffStatus: 'missed',
        handoffRequestedAt: '2026-03-10T10:10:00.000Z',
      });
      expect(await handoff.queue()).toEqual([]);
    });

    it('two processes taking one session at once: exactly one operator gets it', async () => {
      const other = await h.another();
      await store.repos.handoff.request('c1', 's1', '2026-03-10T10:00:00.000Z');
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(
          ['alice', 'bob', 'carol', 'dave'].map((op, i) =>
            (i % 2 === 0 ? store : other).repos.handoff.take('c1', 's1', `${op}${round}`),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const holder = (await other.repos.chats.session('c1', 's1'))?.handledBy;
        expect(holder).toBe(`${['alice', 'bob', 'carol', 'dave'][results.indexOf(true)]}${round}`);
        expect(await store.repos.handoff.release('c1', 's1')).toBe(true);
      }
    });

    it('keeps how long visitors waited, per client, newest first, since a time', async () => {
      const { handoff } = store.repos;
      const wait = (id: string, clientId: string, waitedMs: number, takenAt: string) =>
        handoff.recordWait({ id, clientId, sessionId: 's1', waitedMs, takenAt });
      await wait('w1', 'c1', 60_000, '2026-03-01T10:00:00.000Z');
      await wait('w2', 'c1', 120_000, '2026-03-09T10:00:00.000Z');
      await wait('w3', 'c1', 30_500.4, '2026-03-10T10:00:00.000Z');
      await wait('w4', 'c2', 999_000, '2026-03-10T10:00:00.000Z');
      expect(await handoff.recentWaits('c1', '2026-03-05T00:00:00.000Z', 10)).toEqual([30_500, 120_000]);
      expect(await handoff.recentWaits('c1', '2026-01-01T00:00:00.000Z', 2)).toEqual([30_500, 120_000]);
      await store.repos.clients.delete('c1');
      expect(await handoff.recentWaits('c1', '2026-01-01T00:00:00.000Z', 10)).toEqual([]);
      expect(await handoff.recentWaits('c2', '2026-01-01T00:00:00.000Z', 10)).toEqual([999_000]);
    });
  });
});

describe('PostgreSQL: several processes starting at once on an empty database', () => {
  // Kysely's PostgreSQL migrator takes an advisory lock; SQLite's does not serialise separate
  // connections, so this promise is PostgreSQL's only.
  it('one applies the migrations, the others wait and come up', async () => {
    const config = { databaseFile: '', databaseUrl: await (postgres as TestPostgres).createDatabase() };
    const stores = await Promise.all([1, 2, 3].map(() => openStore(config, { clock })));
    try {
      await stores[0]?.repos.clients.insert(client('c1'));
      for (const s of stores) expect(await s.repos.clients.count()).toBe(1);
    } finally {
      for (const s of stores) await s.close();
    }
  });
});
