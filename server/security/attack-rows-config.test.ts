/** Attack table, secrets (rows 32 and 33): a configuration error names the variable, never its value. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';

const message = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('row 33: configuration errors never print a secret', () => {
  it.each([
    [
      'FRONTDESK_ADMIN_PASSWORD',
      { FRONTDESK_ADMIN_USERNAME: 'root', FRONTDESK_ADMIN_PASSWORD: 'hunter2' },
      'hunter2',
    ],
    ['FRONTDESK_SESSION_SECRET', { FRONTDESK_SESSION_SECRET: 'short-secret-42' }, 'short-secret-42'],
    ['FRONTDESK_REDIS_URL', { FRONTDESK_REDIS_URL: 'http://user:redispass@cache:6379' }, 'redispass'],
    ['FRONTDESK_DATABASE_URL', { FRONTDESK_DATABASE_URL: 'mysql://fd:dbpass@db/frontdesk' }, 'dbpass'],
  ])('names %s without its value', (name, env, secret) => {
    const text = message(env);
    expect(text).toContain(name);
    expect(text).not.toContain(secret);
  });
});

describe('T3: SQLite durability is an explicit setting', () => {
  it('runs WAL with synchronous NORMAL by default and FULL when asked', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../db/database.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-sync-'));
    try {
      expect(parseConfig({}).sqliteSynchronous).toBe('normal');
      expect(parseConfig({ FRONTDESK_SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
      expect(() => parseConfig({ FRONTDESK_SQLITE_SYNCHRONOUS: 'off' })).toThrow(/must be normal or full/);
      const normal = openDatabase(path.join(dir, 'a.sqlite'));
      expect(normal.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(normal.sqlite.pragma('synchronous', { simple: true })).toBe(1);
      await normal.close();
      const full = openDatabase(path.join(dir, 'b.sqlite'), { synchronous: 'full' });
      expect(full.sqlite.pragma('synchronous', { simple: true })).toBe(2);
      await full.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
