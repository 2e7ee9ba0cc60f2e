import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrationStatus, openDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

describe('migrations', () => {
  it('create every table on a fresh file, with WAL and foreign keys, and are idempotent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-mig-'));
    const file = path.join(dir, 'db.sqlite');
    const opened = openDatabase(file);
    try {
      const applied = await migrateToLatest(opened.db);
      expect(applied).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(opened.db)).toEqual([]);
      const tables = opened.sqlite.prepare("select name from sqlite_master where type = 'table'").all() as {
        name: string;
      }[];
      const names = tables.map((t) => t.name);
      for (const t of [
        'admin_users',
        'admin_sessions',
        'clients',
        'monthly_usage',
        'chat_sessions',
        'chat_messages',
        'visitor_sessions',
        'page_visits',
        'chat_analytics',
        'api_keys',
      ]) {
        expect(names).toContain(t);
      }
      expect(opened.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(opened.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      const status = await migrationStatus(opened.db);
      expect(status.every((m) => m.executedAt !== null)).toBe(true);
    } finally {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
