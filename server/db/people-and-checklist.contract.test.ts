/**
 * The people repository (display names, avatar images) and the workspace checklist's, against both
 * stores (the SQLite file and a throwaway PostgreSQL): one profile per person, one avatar at a time
 * whose bytes come back as stored, and one first time per checklist step, per client.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientRecord } from '../testing/client-record.ts';
import { freshStoreConfig } from '../testing/fresh-store-config.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { createPeopleRepo } from './repositories/people-repo.ts';
import { createWorkspaceChecklistRepo } from './repositories/workspace-checklist-repo.ts';
import { openStore, type Store, type StoreKind } from './store.ts';

const clock = { now: () => new Date('2026-12-07T12:00:00.000Z') };
let postgres: TestPostgres | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 255, 0]);

describe.each(['sqlite', 'postgres'] as const)('%s people and checklist', (kind: StoreKind) => {
  let store: Store;
  let remove = () => {};
  beforeEach(async () => {
    const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-people-');
    remove = fresh.remove;
    store = await openStore(fresh.config, { clock });
    for (const id of ['a', 'b']) await store.repos.clients.insert(clientRecord(id));
  });
  afterEach(async () => {
    await store.close();
    remove();
    remove = () => {};
  });

  it('keeps one profile per person and one avatar at a time, bytes as stored', async () => {
    const repo = createPeopleRepo(store.db);
    expect(await repo.get('member:u1')).toBeNull();
    await repo.saveName('member:u1', 'Maya <b>Lind</b>', '2026-12-07T12:00:00.000Z');
    await repo.saveName('member:u1', 'Maya Lind', '2026-12-07T12:01:00.000Z');
    expect(await repo.get('member:u1')).toEqual({
      key: 'member:u1',
      displayName: 'Maya Lind',
      avatarId: null,
      updatedAt: '2026-12-07T12:01:00.000Z',
    });
    // An avatar before any name makes the profile too.
    await repo.saveAvatar(
      'operator:admin',
      'av1',
      { type: 'image/png', bytes: PNG },
      '2026-12-07T12:02:00.000Z',
    );
    expect((await repo.get('operator:admin'))?.avatarId).toBe('av1');
    const image = await repo.avatar('av1');
    expect(image?.type).toBe('image/png');
    expect([...(image?.bytes ?? [])]).toEqual([...PNG]);
    // A new image replaces the old one; the old id is gone.
    await repo.saveAvatar(
      'operator:admin',
      'av2',
      { type: 'image/gif', bytes: PNG },
      '2026-12-07T12:03:00.000Z',
    );
    expect(await repo.avatar('av1')).toBeNull();
    expect((await repo.get('operator:admin'))?.avatarId).toBe('av2');
    await repo.clearAvatar('operator:admin', '2026-12-07T12:04:00.000Z');
    expect(await repo.avatar('av2')).toBeNull();
    expect((await repo.get('operator:admin'))?.avatarId).toBeNull();
    // Another person's profile is untouched.
    expect((await repo.get('member:u1'))?.displayName).toBe('Maya Lind');
  });

  it('keeps the first time of each checklist step, per client, and goes with its client', async () => {
    const repo = createWorkspaceChecklistRepo(store.db);
    await repo.mark('a', 'tried', '2026-12-07T12:00:00.000Z');
    await repo.mark('a', 'tried', '2026-12-07T13:00:00.000Z');
    await repo.mark('a', 'copied', '2026-12-07T12:30:00.000Z');
    expect(await repo.list('a')).toEqual([
      { step: 'copied', doneAt: '2026-12-07T12:30:00.000Z' },
      { step: 'tried', doneAt: '2026-12-07T12:00:00.000Z' },
    ]);
    expect(await repo.list('b')).toEqual([]);
    await store.repos.clients.delete('a');
    expect(await repo.list('a')).toEqual([]);
  });
});
