import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './database.ts';
import { writeBatchOf } from './write-batch.ts';

describe('write batch (group commit)', () => {
  let database: OpenedDatabase;
  beforeEach(async () => {
    database = openDatabase(':memory:');
    await migrateToLatest(database.db);
    database.sqlite.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
  });
  afterEach(() => database.close());

  const count = () => (database.sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;

  it('commits writes queued in one turn together and resolves each only after the commit', async () => {
    const batch = writeBatchOf(database.sqlite);
    const insert = database.sqlite.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    const writes = [batch.run(() => insert.run('a', 1).changes), batch.run(() => insert.run('b', 2).changes)];
    // Nothing ran yet: the batch flushes after this turn's I/O.
    expect(count()).toBe(0);
    expect(await Promise.all(writes)).toEqual([1, 1]);
    expect(database.sqlite.inTransaction).toBe(false);
    expect(count()).toBe(2);
  });

  it('rolls back only the failing write', async () => {
    const batch = writeBatchOf(database.sqlite);
    const insert = database.sqlite.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    const results = await Promise.allSettled([
      batch.run(() => insert.run('a', 1)),
      batch.run(() => {
        insert.run('b', 2);
        insert.run('a', 3); // duplicate key: this whole write is undone, 'b' included
      }),
      batch.run(() => insert.run('c', 4)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(database.sqlite.prepare('SELECT k FROM t ORDER BY k').pluck().all()).toEqual(['a', 'c']);
  });

  it('applies a write once when another write of its batch failed and the batch ran again', async () => {
    const batch = writeBatchOf(database.sqlite);
    database.sqlite.exec("INSERT INTO t (k, v) VALUES ('counter', 0)");
    const insert = database.sqlite.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    const bump = database.sqlite.prepare("UPDATE t SET v = v + 1 WHERE k = 'counter'");
    const results = await Promise.allSettled([
      batch.run(() => bump.run().changes),
      batch.run(() => insert.run('counter', 9)), // fails after the bump ran in the first attempt
      batch.run(() => bump.run().changes),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(database.sqlite.prepare("SELECT v FROM t WHERE k = 'counter'").pluck().get()).toBe(2);
    expect(database.sqlite.inTransaction).toBe(false);
  });

  it('rejects a lone failing write with its own error and keeps nothing of it', async () => {
    const batch = writeBatchOf(database.sqlite);
    const insert = database.sqlite.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    await batch.run(() => insert.run('a', 1));
    await expect(
      batch.run(() => {
        insert.run('b', 2);
        insert.run('a', 3);
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(database.sqlite.prepare('SELECT k FROM t ORDER BY k').pluck().all()).toEqual(['a']);
  });

  it('waits for a transaction someone else holds open across awaits instead of joining it', async () => {
    const batch = writeBatchOf(database.sqlite);
    database.sqlite.exec('BEGIN');
    database.sqlite.prepare("INSERT INTO t (k, v) VALUES ('foreign', 0)").run();
    const write = batch.run(() => database.sqlite.prepare("INSERT INTO t (k, v) VALUES ('mine', 1)").run());
    await new Promise((r) => setTimeout(r, 20));
    database.sqlite.exec('ROLLBACK');
    await write;
    expect(database.sqlite.prepare('SELECT k FROM t').pluck().all()).toEqual(['mine']);
  });
});
