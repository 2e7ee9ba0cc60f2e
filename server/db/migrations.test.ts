import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('come up once when three processes start on one new file at the same moment', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-mig-race-'));
    const file = path.join(dir, 'db.sqlite');
    const database = path.join(path.dirname(fileURLToPath(import.meta.url)), 'database.ts');
    const script = `const { openDatabase, migrateToLatest } = await import(${JSON.stringify(database)});
      const opened = openDatabase(${JSON.stringify(file)});
      console.log('ready');
      await new Promise((go) => process.stdin.once('data', go));
      const applied = await migrateToLatest(opened.db);
      await opened.close();
      console.log(applied.length);`;
    // Each process loads and opens the file, then all three are told to migrate at once.
    const start = () => {
      let out = '';
      let ready!: () => void;
      const isReady = new Promise<void>((r) => (ready = r));
      const child = execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        timeout: 60_000,
      });
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready')) ready();
      });
      let err = '';
      child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
      const done = new Promise<{ code: number | null; applied: number; err: string }>((resolve) =>
        child.on('close', (code) => resolve({ code, applied: Number(out.replace('ready', '').trim()), err })),
      );
      return { child, isReady, done };
    };
    try {
      const children = [start(), start(), start()];
      await Promise.all(children.map((c) => c.isReady));
      for (const c of children) c.child.stdin?.end('go');
      const runs = await Promise.all(children.map((c) => c.done));
      for (const r of runs) expect(r.code, r.err).toBe(0);
      // Exactly one process applied the migrations; the others found them done.
      expect(runs.map((r) => r.applied).sort((x, y) => x - y)).toEqual([
        0,
        0,
        Object.keys(migrations).length,
      ]);
      const opened = openDatabase(file);
      expect((await migrationStatus(opened.db)).every((m) => m.executedAt !== null)).toBe(true);
      await opened.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
