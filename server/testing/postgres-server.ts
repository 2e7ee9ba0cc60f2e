/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, its own postgres process on a
 * free loopback port (unix socket in the same folder), fsync off, killed and deleted at stop. Never the
 * system daemon, so tests cannot touch shared data. One cluster per test file; each test takes its own
 * database from createDatabase().
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './redis-server.ts';

const SUPERUSER = 'postgres';

/** The folder holding initdb and postgres: $PG_BIN_DIR, else the newest Debian postgresql-NN. */
export function postgresBinDir(): string {
  const find = () => {
    if (process.env.PG_BIN_DIR)
      return fs.existsSync(path.join(process.env.PG_BIN_DIR, 'postgres')) ? process.env.PG_BIN_DIR : null;
    const root = '/usr/lib/postgresql';
    const versions = fs.existsSync(root)
      ? fs
          .readdirSync(root)
          .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
          .sort((a, b) => Number(b) - Number(a))
      : [];
    return versions[0] ? path.join(root, versions[0], 'bin') : null;
  };
  let found = find();
  if (!found && process.getuid?.() === 0) {
    // A fresh root machine gets Debian's package once, as the Redis tests do. Its post-install may
    // create and start a system cluster on 5432; tests never use it.
    execSync('apt-get update -qq && apt-get install -y -qq postgresql', {
      stdio: 'ignore',
      timeout: 10 * 60_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = find();
  }
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries not found: set PG_BIN_DIR or install Debian postgresql (apt-get install -y postgresql)',
    );
  }
  return found;
}

/** Postgres refuses to run as root: as root, commands run as the `postgres` system user. */
function asServerUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('running as root needs a `postgres` system user to run the test cluster as');
  }
}

function command(user: { uid: number } | null, bin: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', SUPERUSER, '--', bin, ...args]] : [bin, args];
}

export interface TestPostgres {
  port: number;
  /** URL of `database` on this cluster, as the superuser (trust auth on loopback). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name; returns its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

interface Running {
  port: number;
  exited: Promise<void>;
  /** Fast shutdown: the postmaster ends its sessions and exits. */
  kill(): void;
}

/** Starts postgres on `port`; resolves once it logged readiness, rejects when it exits first. */
function startPostmaster(
  user: { uid: number } | null,
  bin: string,
  dataDir: string,
  socketDir: string,
  port: number,
): Promise<Running> {
  const [cmd, args] = command(user, path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'shared_buffers=16MB',
    '-c',
    'max_connections=200',
    '-c',
    'logging_collector=off',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Running>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`postgres exited (${code}) before it was ready: ${output.trim().slice(-2000)}`));
    const onData = (d: Buffer) => {
      output += d.toString();
      if (/database system is ready to accept connections/.test(output)) {
        child.off('exit', onExit);
        child.stderr.off('data', onData);
        child.stdout.off('data', onData);
        // Keep draining, so a chatty server never blocks on a full pipe.
        child.stderr.resume();
        child.stdout.resume();
        resolve({
          port,
          exited,
          kill: () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            // runuser stays the parent of postgres and may not pass signals on: signal the postmaster
            // itself (its pid file's first line). SIGINT is its fast shutdown; SIGTERM would wait for
            // every client to leave.
            let pid = child.pid;
            try {
              pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
            } catch {
              // No pid file yet: the child is the one to stop.
            }
            try {
              if (pid) process.kill(pid, 'SIGINT');
            } catch {
              // Already gone.
            }
          },
        });
      }
    };
    child.once('exit', onExit);
    child.stderr.on('data', onData);
    child.stdout.on('data', onData);
  });
}

/** Connects once the server accepts queries (it may still report "starting up" just after readiness). */
async function connectWhenReady(url: string): Promise<pg.Client> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 50; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return client;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => undefined);
      const code = (err as { code?: string }).code;
      if (code !== '57P03' && code !== 'ECONNREFUSED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export async function startPostgresServer(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const user = asServerUser();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-pg-'));
  const dataDir = path.join(root, 'data');
  if (user) fs.chownSync(root, user.uid, user.gid);
  const cleanUp = () => fs.rmSync(root, { recursive: true, force: true });

  let running: Running | null = null;
  try {
    const [initCmd, initArgs] = command(user, path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    execFileSync(initCmd, initArgs, { stdio: 'pipe', timeout: 120_000 });
    // Another process may take the free port before postgres binds it: then try another one.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3 && !running; attempt++) {
      try {
        running = await startPostmaster(user, bin, dataDir, root, await freePort());
      } catch (err) {
        lastError = err;
        if (!/could not bind|Address already in use/i.test(String(err))) break;
      }
    }
    if (!running) throw lastError;
  } catch (err) {
    cleanUp();
    throw err;
  }

  const server = running;
  const url = (database = 'postgres') =>
    `postgresql://${SUPERUSER}@127.0.0.1:${server.port}/${encodeURIComponent(database)}`;
  const admin = await connectWhenReady(url()).catch(async (err: unknown) => {
    server.kill();
    await server.exited;
    cleanUp();
    throw err;
  });
  let next = 0;

  return {
    port: server.port,
    url,
    async createDatabase() {
      const name = `t${process.pid}_${++next}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return url(name);
    },
    async stop() {
      await admin.end().catch(() => undefined);
      server.kill();
      await server.exited;
      cleanUp();
    },
  };
}
