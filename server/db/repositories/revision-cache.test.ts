import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientRecord } from '../../testing/client-record.ts';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../database.ts';
import { createClientsRepo } from './clients-repo.ts';
import { dataVersionOf } from './data-version.ts';
import { cachedRevisions } from './revision-cache.ts';

/** Counts the statements the connection runs that read the revisions table. */
function countReads(sqlite: SQLite.Database) {
  let reads = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!/^SELECT revision FROM knowledge_revisions/.test(source)) return statement;
    const get = statement.get.bind(statement);
    statement.get = ((...args: unknown[]) => {
      reads++;
      return get(...args);
    }) as typeof statement.get;
    return statement;
  }) as typeof sqlite.prepare;
  return () => reads;
}

const nextTask = () => new Promise((resolve) => setImmediate(resolve));

describe('cached knowledge revisions (SQLite)', () => {
  let dir: string;
  let file: string;
  let database: OpenedDatabase;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-revision-cache-'));
    file = path.join(dir, 'db.sqlite');
    database = openDatabase(file);
    await migrateToLatest(database.db);
    const clients = createClientsRepo(database.db);
    await clients.insert(clientRecord('c1'));
    await clients.insert(clientRecord('c2'));
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bump = (sqlite: SQLite.Database, clientId: string) =>
    sqlite
      .prepare(
        `INSERT INTO knowledge_revisions (client_id, revision) VALUES (?, 1)
         ON CONFLICT (client_id) DO UPDATE SET revision = revision + 1`,
      )
      .run(clientId);

  it('reads a revision once while nothing changes', async () => {
    const reads = countReads(database.sqlite);
    const revision = cachedRevisions(database.sqlite);
    bump(database.sqlite, 'c1');
    expect(revision('c1')).toBe(1);
    await nextTask();
    expect(revision('c1')).toBe(1);
    expect(revision('c2')).toBe(0);
    await nextTask();
    expect(revision('c2')).toBe(0);
    expect(reads()).toBe(2);
  });

  it('sees a write on this connection at once, whatever code path made it', async () => {
    const revision = cachedRevisions(database.sqlite);
    expect(revision('c1')).toBe(0);
    bump(database.sqlite, 'c1');
    expect(revision('c1')).toBe(1);
    database.sqlite.prepare('UPDATE knowledge_revisions SET revision = 7').run();
    expect(revision('c1')).toBe(7);
    // The client's deletion cascades to its revision row.
    database.sqlite.prepare("DELETE FROM clients WHERE id = 'c1'").run();
    expect(revision('c1')).toBe(0);
  });

  it('sees a commit by another connection (the CLI, a second process) in the next task', async () => {
    const revision = cachedRevisions(database.sqlite);
    expect(revision('c1')).toBe(0);
    await nextTask();
    const other = new SQLite(file);
    bump(other, 'c1');
    other.close();
    expect(revision('c1')).toBe(1);
  });

  it('keeps nothing read inside an open transaction, which may roll back', async () => {
    const revision = cachedRevisions(database.sqlite);
    expect(revision('c1')).toBe(0);
    database.sqlite.exec('BEGIN');
    bump(database.sqlite, 'c1');
    expect(revision('c1')).toBe(1);
    database.sqlite.exec('ROLLBACK');
    expect(revision('c1')).toBe(0);
  });

  it('reuses a data version only until the microtasks queued so far have run', async () => {
    const version = dataVersionOf(database.sqlite);
    const before = version();
    const other = new SQLite(file);
    bump(other, 'c1');
    // Same synchronous run: the commit overlaps this read and may be ordered after it.
    expect(version()).toBe(before);
    await Promise.resolve();
    expect(version()).not.toBe(before);
    other.close();
  });
});
