import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it('copies committed writes into the database file without the main connection checkpointing', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'w.sqlite');
  const database = openDatabase(file);
  try {
    database.sqlite.exec('CREATE TABLE t (v TEXT)');
    const insert = database.sqlite.prepare('INSERT INTO t (v) VALUES (?)');
    for (let i = 0; i < 50; i++) insert.run(`row ${i}`);
    // Far below the main connection's own checkpoint threshold: only the worker copies these pages.
    // A copy of the database file alone (no WAL beside it) shows what has been checkpointed.
    const fileRows = () => {
      const copy = path.join(dir, 'copy.sqlite');
      fs.copyFileSync(file, copy);
      try {
        const reader = new SQLite(copy, { readonly: true });
        try {
          return (reader.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
        } finally {
          reader.close();
        }
      } catch {
        return -1;
      } finally {
        fs.rmSync(copy, { force: true });
      }
    };
    const deadline = Date.now() + 5000;
    while (fileRows() !== 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fileRows()).toBe(50);
  } finally {
    await database.close();
  }
});

it('lets a process with nothing else to do finish closing the database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-wal-'));
  dirs.push(dir);
  // The worker is unreferenced while it runs; closing must still wait for it instead of the process
  // exiting with the close pending.
  const script = `
    const { openDatabase } = await import(${JSON.stringify(new URL('./database.ts', import.meta.url).href)});
    const database = openDatabase(${JSON.stringify(path.join(dir, 'c.sqlite'))});
    await database.close();
    console.log('closed');`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(out.trim()).toBe('closed');
});
