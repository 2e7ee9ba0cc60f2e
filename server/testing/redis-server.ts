/**
 * A throwaway redis-server for scale-out tests: its own process on a free loopback port, no config
 * file, no persistence, killed at stop. Never a system daemon, so tests cannot touch shared data.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function redisServerPath(): string {
  const candidates = [
    process.env.REDIS_SERVER_PATH,
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ].filter(Boolean) as string[];
  let found = candidates.find((p) => fs.existsSync(p));
  if (!found && process.getuid?.() === 0) {
    // A fresh root machine gets Debian's package once, as browser tests do with chromium. The package's
    // post-install may start a system daemon on 6379; tests never use it.
    execSync('apt-get update -qq && apt-get install -y -qq redis-server', {
      stdio: 'ignore',
      timeout: 10 * 60_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = candidates.find((p) => fs.existsSync(p));
  }
  if (!found) {
    throw new Error(
      'redis-server not found: set REDIS_SERVER_PATH or install Debian redis-server (apt-get install -y redis-server)',
    );
  }
  return found;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts redis-server on a free loopback port, or on `port` (a restart of an earlier one). */
export async function startRedisServer(opts: { port?: number } = {}): Promise<TestRedis> {
  const bin = redisServerPath();
  const port = opts.port ?? (await freePort());
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`redis-server exited (${code}) before it was ready: ${output.trim()}`));
    child.once('exit', onExit);
    const onData = () => {
      if (/ready to accept connections/i.test(output)) {
        child.off('exit', onExit);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
  });

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
