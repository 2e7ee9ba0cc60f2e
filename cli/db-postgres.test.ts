/**
 * The CLI on PostgreSQL: with FRONTDESK_DATABASE_URL set, `db status`, `db migrate` and the domain
 * commands work on that database (a throwaway cluster), and the data directory gets no SQLite file.
 */
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../server/db/migrations/index.ts';
import { startPostgresServer, type TestPostgres } from '../server/testing/postgres-server.ts';
import { runCli, tempDataDir } from './testing/run-cli.ts';

let postgres: TestPostgres;
const dir = tempDataDir();
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const migrationNames = Object.keys(migrations).sort();

describe('the CLI on PostgreSQL', { timeout: 120_000 }, () => {
  it('migrates and reports the database without showing its password, and runs commands on it', async () => {
    const plain = await postgres.createDatabase();
    // The test cluster trusts loopback, so any password connects; the CLI must never print it.
    const url = plain.replace('postgres@', 'postgres:s3cret-pw@');
    const masked = plain.replace('postgres@', 'postgres:***@');
    const cli = (args: string[], input?: string) =>
      runCli(dir, args, { input, env: { FRONTDESK_DATABASE_URL: url } });

    const before = await cli(['db', 'status', '--json']);
    expect(before.exitCode, before.stderr).toBe(0);
    expect(before.json()).toMatchObject({ databaseUrl: masked, pending: migrationNames });

    const migrated = await cli(['--json', 'db', 'migrate']);
    expect(migrated.json()).toEqual({ databaseUrl: masked, applied: migrationNames });
    const after = await cli(['db', 'status']);
    expect(after.stdout).toContain('Up to date.');
    expect((await cli(['db', 'migrate'])).stdout).toBe(`Database is up to date (${masked}).\n`);

    const created = await cli(
      ['admin', 'create', '--username', 'alice', '--password-stdin', '--json'],
      'correct horse\n',
    );
    expect(created.json()).toEqual({ ok: true, username: 'alice' });
    const list = await cli(['admin', 'list', '--json']);
    expect(list.json<{ admins: { username: string }[] }>().admins.map((a) => a.username)).toEqual(['alice']);

    const client = new pg.Client({ connectionString: plain });
    await client.connect();
    try {
      expect((await client.query('SELECT username FROM admin_users')).rows).toEqual([{ username: 'alice' }]);
    } finally {
      await client.end();
    }
    for (const output of [before, migrated, after, created, list]) {
      expect(output.stdout + output.stderr).not.toContain('s3cret-pw');
    }
    expect(fs.readdirSync(dir).filter((f) => f.includes('sqlite'))).toEqual([]);
  });

  it('fails with one clear line when the URL is not PostgreSQL', async () => {
    const r = await runCli(dir, ['db', 'status'], { env: { FRONTDESK_DATABASE_URL: 'mysql://u:pw@db/x' } });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe(
      'Invalid configuration: FRONTDESK_DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://u:***@db/x")\n',
    );
  });
});
