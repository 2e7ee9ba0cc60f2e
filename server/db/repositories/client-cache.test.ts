import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import type { ClientRecord } from '../../domain/shared/ports.ts';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../database.ts';
import { cacheClientLookups } from './client-cache.ts';
import { createClientsRepo } from './clients-repo.ts';

const NOW = '2026-01-15T12:00:00.000Z';
const record: ClientRecord = {
  id: 'client-a',
  clientName: 'A',
  businessName: 'A Ltd',
  domain: 'a.example.com',
  plan: 'Starter',
  customMessageLimit: null,
  aiContent: '',
  timeZone: 'UTC',
  email: '',
  phone: '',
  industry: '',
  notes: '',
  status: 'Active',
  accessToken: 'fd_live_aaaaaaaaaaaa',
  accessTokenCreatedAt: NOW,
  testMode: true,
  testAccessToken: 'fd_test_aaaaaaaaaaaa',
  testAccessTokenCreatedAt: NOW,
  isDemo: false,
  isActive: true,
  chatCustomizations: DEFAULT_CHAT_CUSTOMIZATIONS,
  sampleResponses: null,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('cached client lookups', () => {
  let dir: string;
  let database: OpenedDatabase;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-client-cache-'));
    database = openDatabase(path.join(dir, 'db.sqlite'));
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sees a revoked token at once, whichever code path on this connection wrote it', async () => {
    const repo = cacheClientLookups(createClientsRepo(database.db), database.sqlite);
    await repo.insert(record);
    expect((await repo.findByToken('fd_live_aaaaaaaaaaaa'))?.kind).toBe('live');
    expect((await repo.findByToken('fd_live_aaaaaaaaaaaa'))?.kind).toBe('live');
    // A raw statement, not the repository: the TEMP trigger still reports it.
    database.sqlite.prepare("UPDATE clients SET access_token = NULL WHERE id = 'client-a'").run();
    expect(await repo.findByToken('fd_live_aaaaaaaaaaaa')).toBeNull();
    await repo.update('client-a', { status: 'Suspended' });
    expect((await repo.get('client-a'))?.status).toBe('Suspended');
  });

  it('sees a change committed by another connection (the CLI, a second process)', async () => {
    const repo = cacheClientLookups(createClientsRepo(database.db), database.sqlite);
    await repo.insert(record);
    expect((await repo.findByToken('fd_test_aaaaaaaaaaaa'))?.client.testMode).toBe(true);
    expect((await repo.get('client-a'))?.plan).toBe('Starter');
    const other = new SQLite(path.join(dir, 'db.sqlite'));
    other.prepare("UPDATE clients SET test_mode = 0, plan = 'Premium' WHERE id = 'client-a'").run();
    other.close();
    expect((await repo.findByToken('fd_test_aaaaaaaaaaaa'))?.client.testMode).toBe(false);
    expect((await repo.get('client-a'))?.plan).toBe('Premium');
  });
});
