import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../database.ts';
import { migrations } from './index.ts';

describe('migration 007', () => {
  it('marks the seeded demo profiles of an existing install, and no paying client', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-007-'));
    const opened = openDatabase(path.join(dir, 'db.sqlite'));
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '007'));
      const r = await new Migrator({
        db: opened.db,
        provider: { getMigrations: () => Promise.resolve(before) },
      }).migrateToLatest();
      expect(r.error).toBeUndefined();
      const insert = (id: string, domain: string, testMode: number, live: string | null) =>
        sql`INSERT INTO clients (id, client_name, business_name, domain, plan, ai_content, email, phone, industry,
              notes, status, access_token, test_mode, is_active, chat_customizations, created_at, updated_at)
            VALUES (${id}, 'n', 'b', ${domain}, 'Starter', '', '', '', '', '', 'Active', ${live}, ${testMode}, 1,
              '{}', 't', 't')`.execute(opened.db);
      await insert('demo', 'bellamoda.shop', 1, null);
      await insert('paying', 'adasbooks.com', 1, null);
      await insert('went-live', 'taskpilot.io', 0, 'fd_live_x');
      expect(await migrateToLatest(opened.db)).toContain('007-security');
      const rows = await opened.db.selectFrom('clients').select(['id', 'is_demo']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'demo', is_demo: 1 },
        { id: 'paying', is_demo: 0 },
        { id: 'went-live', is_demo: 0 },
      ]);
    } finally {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
