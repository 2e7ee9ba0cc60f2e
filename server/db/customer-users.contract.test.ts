/**
 * The customer users repository against both stores (the SQLite file and a throwaway PostgreSQL): the
 * one membership per client and email, one client's users only, single-use links that race, and removal with the client.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import type { CustomerUserRecord } from '../domain/accounts/customer-accounts-ports.ts';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

const clock = { now: () => new Date('2026-03-10T12:00:00.000Z') };
let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const user = (id: string, clientId: string, over: Partial<CustomerUserRecord> = {}): CustomerUserRecord => ({
  id,
  clientId,
  email: `${id}@example.com`,
  role: 'member',
  passwordHash: null,
  passwordVerified: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  lastLoginAt: null,
  ...over,
});

describe.each(['sqlite', 'postgres'] as const)('%s customer users', (kind: StoreKind) => {
  let store: Store;
  let remove = () => {};
  beforeEach(async () => {
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-users-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    for (const id of ['a', 'b'])
      await store.repos.clients.insert(
        clientRecord(id, {
          email: '',
          industry: '',
          accessToken: null,
          accessTokenCreatedAt: null,
          testMode: false,
          testAccessToken: null,
          testAccessTokenCreatedAt: null,
          chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
          createdAt: '2026-03-01T00:00:00.000Z',
          updatedAt: '2026-03-01T00:00:00.000Z',
        }),
      );
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });

  it('keeps one membership per client and email, one password per email, one client’s users per list', async () => {
    const repo = store.repos.customerUsers;
    await repo.insert(user('u1', 'a', { role: 'owner' }));
    await repo.insert(user('u2', 'a'));
    await repo.insert(user('u3', 'b'));
    // The same person in a second workspace (migration 014); twice in one workspace is refused.
    await repo.insert(user('u4', 'b', { email: 'u1@example.com', createdAt: '2026-03-02T00:00:00.000Z' }));
    await expect(repo.insert(user('u5', 'a', { email: 'u1@example.com' }))).rejects.toThrow();
    expect((await repo.list('a')).map((u) => u.id)).toEqual(['u1', 'u2']);
    expect((await repo.list()).map((u) => u.id).sort()).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect((await repo.listByEmail('u1@example.com')).map((u) => [u.id, u.clientId, u.role])).toEqual([
      ['u1', 'a', 'owner'],
      ['u4', 'b', 'member'],
    ]);
    // A password from the mailbox is every membership's, verified; one a buyer saw is its row's only.
    await repo.setPasswordOfEmail('u1@example.com', 'shared-hash');
    expect((await repo.getById('u4'))?.passwordHash).toBe('shared-hash');
    expect((await repo.getById('u4'))?.passwordVerified).toBe(true);
    expect((await repo.getById('u2'))?.passwordHash).toBeNull();
    await repo.setUnverifiedPassword('u4', 'buyer-hash');
    expect(await repo.getById('u4')).toMatchObject({ passwordHash: 'buyer-hash', passwordVerified: false });
    expect(await repo.getById('u1')).toMatchObject({ passwordHash: 'shared-hash', passwordVerified: true });
    // Removing asks for the client too: b's user is not a's to remove.
    expect(await repo.delete('a', 'u3')).toBe(false);
    expect(await repo.delete('b', 'u3')).toBe(true);
    expect(await repo.getById('u3')).toBeNull();
  });

  it('uses a link once, even when two requests race, and never after it expires', async () => {
    const repo = store.repos.customerUsers;
    await repo.insert(user('u1', 'a'));
    const link = { userId: 'u1', purpose: 'set' as const, createdAt: '2026-03-10T11:00:00.000Z' };
    await repo.createPasswordToken({ ...link, id: 'live', expiresAt: '2026-03-11T00:00:00.000Z' });
    await repo.createPasswordToken({ ...link, id: 'old', expiresAt: '2026-03-10T11:30:00.000Z' });
    const now = '2026-03-10T12:00:00.000Z';
    const raced = await Promise.all([
      repo.consumePasswordToken('live', now),
      repo.consumePasswordToken('live', now),
    ]);
    expect(raced.filter(Boolean)).toEqual([{ userId: 'u1', purpose: 'set' }]);
    expect(await repo.consumePasswordToken('old', now)).toBeNull();
    expect(await repo.consumePasswordToken('unknown', now)).toBeNull();
  });

  it('ends every outstanding link of an email, of all its memberships and no one else’s', async () => {
    const repo = store.repos.customerUsers;
    await repo.insert(user('u1', 'a'));
    await repo.insert(user('u2', 'b', { email: 'u1@example.com' }));
    await repo.insert(user('u3', 'b'));
    const link = (id: string, userId: string) =>
      repo.createPasswordToken({
        id,
        userId,
        purpose: 'invite',
        createdAt: '2026-03-10T11:00:00.000Z',
        expiresAt: '2026-03-11T00:00:00.000Z',
      });
    await link('l1', 'u1');
    await link('l2', 'u2');
    await link('l3', 'u3');
    await repo.deletePasswordTokensOfEmail('u1@example.com');
    const now = '2026-03-10T12:00:00.000Z';
    expect(await repo.consumePasswordToken('l1', now)).toBeNull();
    expect(await repo.consumePasswordToken('l2', now)).toBeNull();
    expect(await repo.consumePasswordToken('l3', now)).toEqual({ userId: 'u3', purpose: 'invite' });
  });

  it('ends sessions one by one, per user, and with the client', async () => {
    const repo = store.repos.customerUsers;
    await repo.insert(user('u1', 'a'));
    const session = (id: string, expiresAt = '2026-03-11T00:00:00.000Z') =>
      repo.createSession({ id, userId: 'u1', createdAt: '2026-03-10T12:00:00.000Z', expiresAt });
    await session('s1');
    await session('s2');
    await session('s-old', '2026-03-10T00:00:00.000Z');
    await repo.deleteExpiredSessions('2026-03-10T12:00:00.000Z');
    expect(await repo.findSession('s-old')).toBeNull();
    await repo.deleteSession('s1');
    expect(await repo.findSession('s1')).toBeNull();
    // A session starts as used at its creation; each use moves its last-seen time (idle timeout).
    expect(await repo.findSession('s2')).toEqual({
      userId: 'u1',
      expiresAt: '2026-03-11T00:00:00.000Z',
      lastSeenAt: '2026-03-10T12:00:00.000Z',
    });
    await repo.touchSession('s2', '2026-03-10T13:00:00.000Z');
    expect((await repo.findSession('s2'))?.lastSeenAt).toBe('2026-03-10T13:00:00.000Z');
    await repo.setPasswordOfEmail('u1@example.com', 'hash');
    expect((await repo.getById('u1'))?.passwordHash).toBe('hash');
    await store.repos.clients.delete('a');
    expect(await repo.getById('u1')).toBeNull();
    expect(await repo.findSession('s2')).toBeNull();
  });
});
