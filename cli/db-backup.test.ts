/**
 * `frontdesk db backup` and `db restore` (issue 14): a backup taken from a live server while visitors'
 * messages are being written, restored into a fresh data directory, holds every message acknowledged
 * before the backup began; a restore refuses a running server, files that are not an intact Frontdesk
 * database, and PostgreSQL (pg_dump's business).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startCli, tempDataDir } from './testing/run-cli.ts';

const admin = { FRONTDESK_ADMIN_USERNAME: 'ops', FRONTDESK_ADMIN_PASSWORD: 'ops-password-1' };
const env = { ...admin, FRONTDESK_SEED_DEMO: 'false' };
const SESSION = 'backupSession00000000001';

const live = tempDataDir();
const fresh = tempDataDir();
const scratch = tempDataDir();
afterAll(() => {
  for (const dir of [live, fresh, scratch]) fs.rmSync(dir, { recursive: true, force: true });
});

async function clientToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.FRONTDESK_ADMIN_USERNAME,
      password: admin.FRONTDESK_ADMIN_PASSWORD,
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${base}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      clientName: 'Backup Co',
      businessName: 'Backup Co',
      domain: 'backup.example.com',
      plan: 'Starter',
      testMode: true,
      aiContent: 'Open daily.',
    }),
  });
  return ((await created.json()) as { testAccessToken: string }).testAccessToken;
}

describe('db backup and restore', { timeout: 180_000 }, () => {
  it('backs up a live database under write load; the restore holds every message acknowledged before it', async () => {
    const server = await startCli(
      live,
      ['serve', '--port', '0', '--no-build'],
      /Frontdesk listening on (http:\/\/\S+)/,
      env,
    );
    const backupFile = path.join(scratch, 'frontdesk-backup.sqlite');
    let ackedBeforeBackup: string[];
    try {
      const base = server.match[1]!;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: `Bearer ${await clientToken(base)}`,
      };
      const acked: string[] = [];
      let writing = true;
      const post = async (i: number) => {
        const res = await fetch(`${base}/api/chat/messages`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            message: `note ${i}`,
            sender: 'user',
            sessionId: SESSION,
            clientMessageId: `note-${i}`,
          }),
        });
        const key = res.headers.get('x-session-key');
        if (key) headers['x-session-key'] = key;
        if (res.status === 201) acked.push(`note ${i}`);
      };
      // The write loop runs before, during and after the backup.
      const loop = (async () => {
        for (let i = 0; writing; i++) await post(i);
      })();
      while (acked.length < 30) await new Promise((r) => setTimeout(r, 10));
      ackedBeforeBackup = [...acked];
      const backup = await runCli(live, ['--json', 'db', 'backup', backupFile]);
      const ackedAfterBackup = acked.length;
      writing = false;
      await loop;
      expect(backup.exitCode, backup.stderr).toBe(0);
      expect(backup.json()).toMatchObject({ ok: true, backup: backupFile });
      // Writes went on while the backup ran.
      expect(ackedAfterBackup).toBeGreaterThan(ackedBeforeBackup.length);

      // Restoring over the database of a running server is refused.
      const busy = await runCli(live, ['db', 'restore', backupFile, '--yes']);
      expect(busy.exitCode).toBe(1);
      expect(busy.stderr).toMatch(
        /A Frontdesk server \(pid \d+\) is running on .*: stop it before restoring/,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.child;
    }

    // The backup is one self-contained file, checked intact.
    expect(fs.readdirSync(scratch)).toEqual(['frontdesk-backup.sqlite']);
    const restored = await runCli(fresh, ['--json', 'db', 'restore', backupFile]);
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(restored.json()).toMatchObject({ ok: true, databaseFile: `${fresh}/frontdesk.sqlite` });
    const db = new Database(path.join(fresh, 'frontdesk.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        db.prepare('SELECT message FROM chat_messages WHERE session_id = ?').pluck().all(SESSION) as string[],
      );
      const missing = ackedBeforeBackup.filter((m) => !stored.has(m));
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
    // The restored directory serves: the CLI reads the client from it.
    const listed = await runCli(fresh, ['--json', 'clients', 'list']);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(JSON.stringify(listed.json())).toContain('backup.example.com');
  });

  it('asks before replacing a database, and refuses files that are not an intact Frontdesk database', async () => {
    const target = tempDataDir();
    try {
      expect((await runCli(target, ['db', 'migrate'])).exitCode).toBe(0);
      const good = path.join(scratch, 'good.sqlite');
      expect((await runCli(target, ['db', 'backup', good])).exitCode).toBe(0);
      const unconfirmed = await runCli(target, ['db', 'restore', good]);
      expect(unconfirmed.exitCode).toBe(2);
      expect(unconfirmed.stderr).toContain('without --yes');

      const text = path.join(scratch, 'notes.txt');
      fs.writeFileSync(text, 'not a database at all, just some words '.repeat(200));
      const empty = path.join(scratch, 'empty.sqlite');
      new Database(empty).exec('CREATE TABLE t (x)').close();
      const damaged = path.join(scratch, 'damaged.sqlite');
      const bytes = fs.readFileSync(good);
      bytes.fill(0x5a, 4096, 8192);
      fs.writeFileSync(damaged, bytes);
      for (const [file, reason] of [
        [text, /is not a (readable )?SQLite database/],
        [empty, /is not a Frontdesk database/],
        [damaged, /fails SQLite's integrity check|is not a SQLite database/],
        [path.join(scratch, 'missing.sqlite'), /No backup file at/],
      ] as const) {
        const r = await runCli(target, ['db', 'restore', file, '--yes']);
        expect(r.exitCode, file).toBe(1);
        expect(r.stderr, file).toMatch(reason);
      }
      // The database was left as it was.
      expect((await runCli(target, ['db', 'status'])).stdout).toContain('Up to date.');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('points at pg_dump and pg_restore when the store is PostgreSQL', async () => {
    const pg = { FRONTDESK_DATABASE_URL: 'postgres://fd:secret-pw@127.0.0.1:1/frontdesk' };
    const backup = await runCli(scratch, ['db', 'backup', path.join(scratch, 'x.sqlite')], { env: pg });
    expect(backup.exitCode).toBe(1);
    expect(backup.stderr).toMatch(/The store is PostgreSQL .*: back it up with pg_dump/);
    expect(backup.stderr).not.toContain('secret-pw');
    const restore = await runCli(scratch, ['db', 'restore', path.join(scratch, 'x.sqlite'), '--yes'], {
      env: pg,
    });
    expect(restore.exitCode).toBe(1);
    expect(restore.stderr).toMatch(/restore a pg_dump backup with pg_restore/);
  });
});
