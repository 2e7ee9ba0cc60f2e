/**
 * The two-step sign-in repository against both stores (the SQLite file and a throwaway PostgreSQL):
 * a time step accepted once even when two requests race, a recovery code used once, a confirmed secret
 * never replaced by a new enrolment, pending sign-ins that expire, and client policies.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import type { TwoFactorRepo } from '../domain/two-factor/index.ts';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { createTwoFactorRepo } from './repositories/two-factor-repo.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

const clock = { now: () => new Date('2026-03-10T12:00:00.000Z') };
let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

describe.each(['sqlite', 'postgres'] as const)('%s two-step sign-in', (kind: StoreKind) => {
  let store: Store;
  let repo: TwoFactorRepo;
  let remove = () => {};
  beforeEach(async () => {
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-2fa-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    repo = createTwoFactorRepo(store.db);
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });
  const subject = 'operator:u1' as const;
  const record = (sealedSecret: string) => ({
    subject,
    sealedSecret,
    confirmedAt: null,
    lastStep: null,
    createdAt: '2026-03-10T12:00:00.000Z',
  });

  it('replaces an unconfirmed secret, never a confirmed one; accepts each step once, racing or not', async () => {
    await repo.saveUnconfirmed(record('sealed-1'));
    await repo.saveUnconfirmed(record('sealed-2'));
    expect((await repo.get(subject))?.sealedSecret).toBe('sealed-2');
    await repo.confirm(subject, '2026-03-10T12:01:00.000Z', 100);
    await expect(repo.saveUnconfirmed(record('sealed-3'))).rejects.toThrow();
    expect(await repo.get(subject)).toMatchObject({ sealedSecret: 'sealed-2', lastStep: 100 });
    expect(await repo.advanceStep(subject, 100)).toBe(false);
    const raced = await Promise.all([repo.advanceStep(subject, 101), repo.advanceStep(subject, 101)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await repo.advanceStep(subject, 99)).toBe(false);
    expect((await repo.get(subject))?.lastStep).toBe(101);
  });

  it('uses a recovery code once, and removes everything with the subject', async () => {
    await repo.saveUnconfirmed(record('sealed'));
    await repo.replaceRecoveryCodes(subject, ['h1', 'h2']);
    expect(await repo.recoveryCodesLeft(subject)).toBe(2);
    const raced = await Promise.all([
      repo.useRecoveryCode(subject, 'h1', 'now'),
      repo.useRecoveryCode(subject, 'h1', 'now'),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await repo.useRecoveryCode('operator:other', 'h2', 'now')).toBe(false);
    expect(await repo.recoveryCodesLeft(subject)).toBe(1);
    await repo.remove(subject);
    expect(await repo.get(subject)).toBeNull();
    expect(await repo.recoveryCodesLeft(subject)).toBe(0);
  });

  it('keeps pending sign-ins until they expire, and client policies until the client goes', async () => {
    await repo.savePending({
      id: 'p1',
      subject,
      ref: 'u1',
      label: 'admin',
      step: 'enroll',
      expiresAt: '2026-03-10T12:10:00.000Z',
    });
    expect(await repo.pending('p1', '2026-03-10T12:05:00.000Z')).toMatchObject({ ref: 'u1', step: 'enroll' });
    expect(await repo.pending('p1', '2026-03-10T12:10:00.000Z')).toBeNull();

    await store.repos.clients.insert(
      clientRecord('c1', {
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
    expect(await repo.clientRequires('c1')).toBe(false);
    await repo.setClientRequires('c1', true);
    expect(await repo.clientRequires('c1')).toBe(true);
    await repo.setClientRequires('c1', false);
    expect(await repo.clientRequires('c1')).toBe(false);
    await repo.setClientRequires('c1', true);
    await store.repos.clients.delete('c1');
    expect(await repo.clientRequires('c1')).toBe(false);
  });
});
