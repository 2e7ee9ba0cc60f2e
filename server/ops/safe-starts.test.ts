/**
 * Safe starts and restores (issue 35), with real server processes: a second server on the data dir of
 * a running one is refused in one line before it touches anything (the first keeps serving, its WAL
 * intact), a restore is refused while a server holds the file, a busy port is one line, servers that
 * all scale out through Redis start together on one file, and a lone server is refused beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startCli, tempDataDir } from '../../cli/testing/run-cli.ts';
import { startRedisServer, type TestRedis } from '../testing/redis-server.ts';

const env = {
  FRONTDESK_SEED_DEMO: 'false',
  FRONTDESK_ADMIN_USERNAME: 'ops',
  FRONTDESK_ADMIN_PASSWORD: 'ops-password-1',
};
const READY = /Frontdesk listening on (http:\/\/\S+)/;
const dirs: string[] = [];
const children: Awaited<ReturnType<typeof startCli>>['child'][] = [];
let redis: TestRedis | undefined;
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await child;
  }
  await redis?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
const serve = async (dir: string, extra: Record<string, string> = {}) => {
  const started = await startCli(dir, ['serve', '--port', '0', '--no-build'], READY, { ...env, ...extra });
  children.push(started.child);
  return { child: started.child, url: started.match[1]! };
};
/** A second start, expected to fail: its exit code and what it printed. */
const refusedStart = async (dir: string, args: string[], extra: Record<string, string> = {}) => {
  const r = await runCli(dir, ['serve', '--no-build', ...args], { env: { ...env, ...extra } });
  return { exitCode: r.exitCode, out: r.stdout + r.stderr };
};

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.FRONTDESK_ADMIN_USERNAME, password: env.FRONTDESK_ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function createClient(url: string, cookie: string, domain: string): Promise<number> {
  const res = await fetch(`${url}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ clientName: domain, businessName: domain, domain, plan: 'Starter' }),
  });
  return res.status;
}

describe('safe starts and restores', { timeout: 240_000 }, () => {
  it('refuses a second lone server and a restore while one serves the file; the first is unharmed', async () => {
    const dir = dataDir();
    const db = path.join(dir, 'frontdesk.sqlite');
    const first = await serve(dir);
    const cookie = await login(first.url);
    expect(await createClient(first.url, cookie, 'before.example.com')).toBe(201);
    const walBefore = fs.statSync(`${db}-wal`).size;
    expect(walBefore).toBeGreaterThan(0);
    const filesBefore = fs.readdirSync(dir).sort();

    const second = await refusedStart(dir, ['--port', '0']);
    expect(second.exitCode).toBe(1);
    expect(second.out).toMatch(
      new RegExp(
        `^Refused to start: ${db.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is in use by pid ${first.child.pid} \\(a Frontdesk server or a restore\\)\\. .*FRONTDESK_REDIS_URL\\.\\n$`,
      ),
    );
    // A scaled-out server is refused beside a lone one too (it could not share its work with it).
    redis = await startRedisServer();
    const shared = await refusedStart(dir, ['--port', '0'], { FRONTDESK_REDIS_URL: redis.url });
    expect(shared.exitCode).toBe(1);
    expect(shared.out).toContain(`is in use by pid ${first.child.pid}`);

    const backup = path.join(dataDir(), 'backup.sqlite');
    expect((await runCli(dir, ['db', 'backup', backup])).exitCode).toBe(0);
    const restore = await runCli(dir, ['db', 'restore', backup, '--yes']);
    expect(restore.exitCode).toBe(1);
    expect(restore.stderr).toBe(
      `A Frontdesk server (pid ${first.child.pid}) is running on ${db}: stop it before restoring\n`,
    );

    // Nothing was replaced or removed: the WAL still holds the first server's writes, and it serves on.
    expect(fs.readdirSync(dir).sort()).toEqual(filesBefore);
    expect(fs.statSync(`${db}-wal`).size).toBeGreaterThanOrEqual(walBefore);
    expect(await createClient(first.url, cookie, 'after.example.com')).toBe(201);
    const ready = await fetch(`${first.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true, checks: { database: 'ok' } }]);

    first.child.kill('SIGTERM');
    expect((await first.child).exitCode).toBe(0);
    const reader = new Database(db, { readonly: true });
    try {
      const domains = reader.prepare('SELECT domain FROM clients ORDER BY domain').pluck().all();
      expect(domains).toEqual(['after.example.com', 'before.example.com']);
    } finally {
      reader.close();
    }
    // Stopped, the file is free: the restore goes through now.
    expect((await runCli(dir, ['db', 'restore', backup, '--yes'])).exitCode).toBe(0);
  });

  it('says a busy port in one line, without a stack trace', async () => {
    const dir = dataDir();
    const first = await serve(dir);
    const port = new URL(first.url).port;
    const other = await refusedStart(dataDir(), ['--port', port]);
    expect(other.exitCode).toBe(1);
    expect(other.out).toBe(
      `Refused to start: port ${port} on 127.0.0.1 is already in use by another process; stop it or set PORT to a free port.\n`,
    );
    first.child.kill('SIGTERM');
    expect((await first.child).exitCode).toBe(0);
  });

  it('starts scaled-out servers together on one file, and refuses a lone one and a restore beside them', async () => {
    redis ??= await startRedisServer();
    const dir = dataDir();
    const scaled = { FRONTDESK_REDIS_URL: redis.url };
    const a = await serve(dir, scaled);
    const b = await serve(dir, scaled);
    for (const s of [a, b]) {
      const ready = await fetch(`${s.url}/readyz`);
      expect(await ready.json()).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
    }
    const alone = await refusedStart(dir, ['--port', '0']);
    expect(alone.exitCode).toBe(1);
    expect(alone.out).toMatch(/^Refused to start: .* is in use by pid \d+(, \d+)? \(a Frontdesk server/);
    expect(alone.out).toContain(String(a.child.pid));
    const backup = path.join(dataDir(), 'b.sqlite');
    expect((await runCli(dir, ['db', 'backup', backup])).exitCode).toBe(0);
    const restore = await runCli(dir, ['db', 'restore', backup, '--yes']);
    expect(restore.exitCode).toBe(1);
    expect(restore.stderr).toMatch(
      /^A Frontdesk server \(pid \d+(, \d+)?\) is running on .*: stop it before restoring\n$/,
    );
    // Redis gone: alive, not ready (a balancer stops sending traffic); back on the same port: ready again.
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    const down = await fetch(`${a.url}/readyz`);
    expect([down.status, await down.json()]).toEqual([
      503,
      { ready: false, checks: { database: 'ok', redis: 'unreachable' } },
    ]);
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    redis = await startRedisServer({ port });
    let back = await fetch(`${a.url}/readyz`);
    for (let i = 0; back.status !== 200 && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = await fetch(`${a.url}/readyz`);
    }
    expect(back.status).toBe(200);
    for (const s of [a, b]) {
      s.child.kill('SIGTERM');
      expect((await s.child).exitCode).toBe(0);
    }
  });

  it('refuses a database migrated by a newer version in one line, leaving it as it was', async () => {
    const dir = dataDir();
    expect((await runCli(dir, ['db', 'migrate'])).exitCode).toBe(0);
    const file = path.join(dir, 'frontdesk.sqlite');
    const db = new Database(file);
    db.prepare(
      "INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-the-future', '2030-01-01')",
    ).run();
    db.close();
    const before = fs.readFileSync(file);
    const start = await refusedStart(dir, ['--port', '0']);
    expect(start.exitCode).toBe(1);
    expect(start.out).toBe(
      'The database was migrated by a newer Frontdesk (migration 999-from-the-future is unknown to this version): run that version, or restore a backup this version made\n',
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
