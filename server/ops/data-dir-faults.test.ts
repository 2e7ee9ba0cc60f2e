/**
 * A data directory the server cannot write, and a disk that fills up under a running server (issue 35,
 * bad input), with real server processes. The first is started as an unprivileged user (setpriv) on a
 * root's directory, as an operator who runs the service as the wrong user would; the second runs on a
 * tmpfs of a few MB that a filler file then fills, for SQLite (the data dir) and for PostgreSQL (a
 * tablespace holding the database). Each must give one clear line and leave the data as it was. They
 * need root (to drop to another user, to mount), as tests run here and in CI.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { execa } from 'execa';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BIN,
  REPO_ROOT,
  cleanEnv,
  createdDataDir,
  startCli,
  tempDataDir,
} from '../../cli/testing/run-cli.ts';
import { Writable } from 'node:stream';
import pg from 'pg';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { startPostgresServer } from '../testing/postgres-server.ts';
import { createLogger, installLogger } from './log.ts';
import { STORAGE_FULL_MESSAGE } from './storage-full.ts';

const env = {
  FRONTDESK_SEED_DEMO: 'false',
  FRONTDESK_ADMIN_USERNAME: 'ops',
  FRONTDESK_ADMIN_PASSWORD: 'ops-password-1',
  FRONTDESK_LOG_FORMAT: 'json',
};
const NOBODY = 65534;
const dirs: string[] = [];
const mounts: string[] = [];
afterAll(() => {
  for (const m of mounts) execFileSync('umount', ['-l', m]);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function requireRoot(): void {
  if (process.getuid?.() !== 0)
    throw new Error('this test drops to another user and mounts a tmpfs: run it as root (as CI does)');
}

/** Every file in `dir` with its bytes, to show a refused start changed nothing. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]),
  );

/**
 * How a start loses the right to write root's files: as uid 65534 when that user can read this
 * checkout (and run it), else (a checkout under /root) as root without CAP_DAC_OVERRIDE, which then
 * obeys file modes like anyone else.
 */
async function unprivileged(): Promise<{ uid: number; setpriv: string[] }> {
  const nobody = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
  const probe = await execa('setpriv', [...nobody, 'node', BIN, '--version'], {
    reject: false,
    cwd: REPO_ROOT,
    env: cleanEnv({ HOME: os.tmpdir() }),
    extendEnv: false,
    timeout: 60_000,
  });
  if (probe.exitCode === 0) return { uid: NOBODY, setpriv: nobody };
  const caps = '-dac_override,-dac_read_search';
  return { uid: 0, setpriv: [`--bounding-set=${caps}`, `--inh-caps=${caps}`] };
}

describe('a data directory the server cannot write', { timeout: 240_000 }, () => {
  it('is refused in one line with exit code 1 when the server runs as another user; nothing is touched', async () => {
    requireRoot();
    const runner = await unprivileged();
    const line = (what: string, code = 'EACCES') =>
      `Refused to start: ${what} cannot be written by uid ${runner.uid} (${code}); make it writable for this user, or set FRONTDESK_DATA_DIR to a folder that is.\n`;
    const dir = await createdDataDir();
    dirs.push(dir);
    fs.chmodSync(dir, 0o555);
    const before = snapshot(dir);
    const serve = async (d: string) => {
      const r = await execa(
        'setpriv',
        [...runner.setpriv, 'node', BIN, '--data-dir', d, 'serve', '--port', '0', '--no-build'],
        {
          reject: false,
          cwd: REPO_ROOT,
          env: cleanEnv({ ...env, HOME: os.tmpdir() }),
          extendEnv: false,
          stripFinalNewline: false,
          timeout: 60_000,
        },
      );
      return { exitCode: r.exitCode, out: String(r.stdout) + String(r.stderr) };
    };
    expect(await serve(dir)).toEqual({ exitCode: 1, out: line(`the data directory ${dir}`) });
    expect(snapshot(dir)).toEqual(before);

    // A folder still to be made, under one this user cannot write: the same line for that folder.
    const missing = path.join(dir, 'sub', 'data');
    expect(await serve(missing)).toEqual({ exitCode: 1, out: line(`the data directory ${missing}`) });

    // The folder the user's, but the database left read-only to it (a first start as root).
    const own = await createdDataDir();
    dirs.push(own);
    fs.chownSync(own, runner.uid, runner.uid);
    const db = path.join(own, 'frontdesk.sqlite');
    fs.chmodSync(db, 0o444);
    expect(await serve(own)).toEqual({ exitCode: 1, out: line(`the database file ${db}`) });

    // A read-only mount: EROFS, named as such, for root too.
    const ro = tempDataDir();
    dirs.push(ro);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', ro]);
    mounts.push(ro);
    const r = await execa('node', [BIN, '--data-dir', ro, 'serve', '--port', '0', '--no-build'], {
      reject: false,
      cwd: REPO_ROOT,
      env: cleanEnv(env),
      extendEnv: false,
      stripFinalNewline: false,
      timeout: 60_000,
    });
    expect({ exitCode: r.exitCode, out: String(r.stdout) + String(r.stderr) }).toEqual({
      exitCode: 1,
      out: `Refused to start: the data directory ${ro} cannot be written by uid 0 (EROFS); make it writable for this user, or set FRONTDESK_DATA_DIR to a folder that is.\n`,
    });
  });
});

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  route?: string;
  socket?: boolean;
  err?: unknown;
}

describe('a disk that fills up under a running server', { timeout: 240_000 }, () => {
  it('refuses writes with storage_full and one log line each, keeps serving reads, and recovers', async () => {
    requireRoot();
    const dir = tempDataDir();
    dirs.push(dir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir]);
    mounts.push(dir);
    const { child, match } = await startCli(
      dir,
      ['serve', '--port', '0', '--no-build'],
      /"url":"(http:\/\/[^"]+)"/,
      env,
    );
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    const url = match[1]!;
    try {
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: env.FRONTDESK_ADMIN_USERNAME,
          password: env.FRONTDESK_ADMIN_PASSWORD,
        }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      const created = await fetch(`${url}/api/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          clientName: 'Full Disk Books',
          businessName: 'Full Disk Books',
          domain: 'fulldisk.example',
          plan: 'Starter',
          testMode: true,
          aiContent: 'Opening hours: we open at 10am every day.',
        }),
      });
      const client = (await created.json()) as { id: string; testAccessToken: string };
      let seq = 0;
      const turn = (message: string) =>
        fetch(`${url}/api/v1/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${client.testAccessToken}` },
          body: JSON.stringify({ message, sessionId: `fullDiskSession${String(++seq).padStart(9, '0')}` }),
        });
      const first = await turn('When do you open?');
      expect(first.status).toBe(200);
      const firstSession = `fullDiskSession${String(seq).padStart(9, '0')}`;

      // Fill the disk to the last byte.
      const filler = path.join(dir, 'filler');
      fillUp(filler);
      // SQLite reuses the room its WAL already has: turns go on until that is used up, then one is refused.
      const long = `When do you open? ${'x'.repeat(3500)}`;
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 2000 && !refused; i++) {
        const res = await turn(long);
        statuses.push(res.status);
        if (res.status !== 200) refused = res;
        else await res.body?.cancel();
      }
      expect(refused?.status).toBe(507);
      expect(await refused!.json()).toEqual({ error: STORAGE_FULL_MESSAGE, code: 'storage_full' });
      expect(statuses.filter((s) => s !== 200 && s !== 507)).toEqual([]);

      // A widget's message over the socket: the same code in its ack.
      const socket = io(`${url}/widget`, {
        transports: ['websocket'],
        auth: { token: client.testAccessToken },
        reconnection: false,
      });
      const ack = (await socket.timeout(15_000).emitWithAck('message:send', {
        sessionId: `fullDiskSocket${'1'.padStart(10, '0')}`,
        clientMessageId: 'full-disk-socket-1',
        message: long,
      })) as { ok: boolean; code?: string; error?: string };
      socket.disconnect();
      expect(ack).toEqual({ ok: false, code: 'storage_full', error: STORAGE_FULL_MESSAGE });

      // Reads go on: the console's list, the first conversation, readiness.
      const list = await fetch(`${url}/api/clients`, { headers: { cookie } });
      expect(list.status).toBe(200);
      const session = await fetch(`${url}/api/chat/sessions/${firstSession}?clientId=${client.id}`, {
        headers: { cookie },
      });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { messages: unknown[] }).messages).toHaveLength(2);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      // Space back: the next turn is saved.
      fs.rmSync(filler);
      const again = await turn('When do you open?');
      expect(again.status).toBe(200);

      const lines = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine);
      const full = lines.filter((l) => l.msg.startsWith('disk full'));
      // One line for each refused turn, the socket's included.
      const refusals = statuses.filter((s) => s === 507).length + 1;
      expect(full).toHaveLength(refusals);
      expect(full[0]).toMatchObject({ level: 50, code: 'SQLITE_FULL', route: '/api/v1/chat' });
      expect(full[0]).not.toHaveProperty('err');
      expect(full.at(-1)).toMatchObject({ level: 50, code: 'SQLITE_FULL', socket: true });
      // No other error line: no stack trace, no background job failing over and over.
      expect(lines.filter((l) => l.level >= 50 && !l.msg.startsWith('disk full'))).toEqual([]);
      expect(out).not.toMatch(/\n\s+at /);
    } finally {
      child.kill('SIGTERM');
      await child;
    }
    // No damage: the file is sound, and holds the turn before the disk filled and the one after.
    const db = new Database(path.join(dir, 'frontdesk.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const sessions = db.prepare('SELECT session_id FROM chat_sessions').pluck().all() as string[];
      expect(sessions).toContain(`fullDiskSession${'1'.padStart(9, '0')}`);
    } finally {
      db.close();
    }
  });
});

describe('a PostgreSQL whose disk fills up', { timeout: 240_000 }, () => {
  it('refuses the write with storage_full (disk_full, 53100), keeps serving reads, and recovers', async () => {
    requireRoot();
    const postgres = await startPostgresServer();
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    let f: ChatFixture | undefined;
    try {
      // The database's tables on a tablespace of their own, on a 16 MB tmpfs.
      const space = tempDataDir();
      dirs.push(space);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', space]);
      mounts.push(space);
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(space, uid, gid);
      await admin.connect();
      await admin.query(`CREATE TABLESPACE small LOCATION '${space}'`);
      await admin.query('CREATE DATABASE fulldisk TABLESPACE small');
      f = await chatFixture({ env: { FRONTDESK_DATABASE_URL: postgres.url('fulldisk') } });
      const fixture = f;
      let seq = 0;
      const turn = (message: string) =>
        fixture.t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: { authorization: `Bearer ${fixture.a.test}` },
          payload: { message, sessionId: `pgFullSession${String(++seq).padStart(11, '0')}` },
        });
      expect((await turn('When are you open?')).statusCode).toBe(200);
      // Signed in before the disk fills: a sign-in is a write too.
      const cookie = await fixture.t.login();

      const logged: LogLine[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const text of chunk.toString().split('\n').filter(Boolean))
            logged.push(JSON.parse(text) as LogLine);
          done();
        },
      });
      installLogger(createLogger({ format: 'json', level: 'warn' }, sink));

      fillUp(path.join(space, 'filler'));
      const long = `When are you open? ${'x'.repeat(3500)}`;
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof turn>> | undefined;
      for (let i = 0; i < 2000 && !refused; i++) {
        const res = await turn(long);
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) refused = res;
      }
      expect(refused?.statusCode).toBe(507);
      expect(refused?.json).toEqual({ error: STORAGE_FULL_MESSAGE, code: 'storage_full' });
      expect(statuses.filter((s) => s !== 200 && s !== 507)).toEqual([]);
      // PostgreSQL's own disk_full, one line, no stack.
      for (let i = 0; i < 100 && !logged.some((l) => l.msg.startsWith('disk full')); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(logged.filter((l) => l.level >= 50)).toEqual([
        expect.objectContaining({
          code: '53100',
          route: '/api/v1/chat',
          msg: expect.stringMatching(/^disk full/),
        }),
      ]);
      expect(logged[0]).not.toHaveProperty('err');

      const read = await fixture.t.inject({
        method: 'GET',
        url: `/api/chat/sessions/pgFullSession${'1'.padStart(11, '0')}?clientId=${fixture.a.id}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
      expect((read.json as { messages: unknown[] }).messages).toHaveLength(2);

      fs.rmSync(path.join(space, 'filler'));
      expect((await turn('When are you open?')).statusCode).toBe(200);
    } finally {
      installLogger(createLogger({ format: 'json', level: 'silent' }));
      await f?.close();
      await admin.end().catch(() => undefined);
      await postgres.stop();
    }
  });
});

/** Writes zeros to `file` until the filesystem has no byte left. */
function fillUp(file: string): void {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
}
