/**
 * What the container tests share: podman with this machine's settings (runc, cgroupfs, no default
 * ulimits through a containers.conf given by CONTAINERS_CONF; FRONTDESK_PODMAN_ARGS replaces the flags
 * elsewhere), timed steps, checks that stop the run with what failed, and readiness polling.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const conf = path.join(os.tmpdir(), `frontdesk-containers-${process.pid}.conf`);
fs.writeFileSync(conf, '[containers]\ndefault_ulimits = []\n');
process.on('exit', () => fs.rmSync(conf, { force: true }));
export const podmanEnv = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? conf };
export const podmanArgs = (
  process.env.FRONTDESK_PODMAN_ARGS ?? '--runtime /usr/sbin/runc --cgroup-manager cgroupfs'
)
  .split(' ')
  .filter(Boolean);

const timings: [string, number][] = [];
export async function step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`• ${name}\n`);
  const result = await fn();
  timings.push([name, Date.now() - started]);
  return result;
}
export function printTimings(what: string, started: number): void {
  for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  console.log(`${what} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export function podman(args: string[], opts: { inherit?: boolean } = {}): string {
  const r = spawnSync('podman', [...podmanArgs, ...args], {
    cwd: root,
    env: podmanEnv,
    encoding: 'utf8',
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0)
    throw new Error(`podman ${args.join(' ')} failed (${r.status}): ${String(r.stderr ?? '').trim()}`);
  return String(r.stdout ?? '').trim();
}

/** podman without failing: its exit status (a health check's verdict, a cleanup). */
export const podmanStatus = (args: string[]): number | null =>
  spawnSync('podman', [...podmanArgs, ...args], { env: podmanEnv, stdio: 'ignore' }).status;

export function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`container test: ${what}`);
}

export function requirePodman(): void {
  check(
    spawnSync('podman', ['--version']).status === 0,
    'podman is not installed (apt-get install -y podman runc debootstrap podman-compose)',
  );
}

/** The images the Dockerfile and the stand-ins start FROM (debootstrap, Node from the npm registry). */
export function buildBaseImages(): void {
  execFileSync(path.join(root, 'scripts/container/base-image.sh'), ['podman', ...podmanArgs], {
    cwd: root,
    env: podmanEnv,
    stdio: 'inherit',
  });
}

const BUILD_CACHE = 'localhost/frontdesk:build-cache';
/**
 * Keeps podman's store from growing by ~2 GB with every source change: the build stage is tagged (so
 * its layers, npm ci's above all, stay the next build's cache), then untagged images left by earlier
 * builds are removed. A layer that a tagged image still builds on is never dangling.
 */
export function keepBuildCacheOnly(): void {
  podman([
    'build',
    '--format',
    'docker',
    '--network',
    'host',
    '--target',
    'build',
    '--tag',
    BUILD_CACHE,
    '.',
  ]);
  podman(['image', 'prune', '--force']);
}
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Polls `${base}/readyz` until it answers 200; `describe` says what to show if it never does. */
export async function waitReady(base: string, describe: () => string, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${base} not ready within ${ms / 1000} s:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  check(res.ok, `${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs in to the console and creates a client with one line of knowledge: the cookie and the client. */
export async function clientWithKnowledge(
  base: string,
  admin: { username: string; password: string },
): Promise<{ cookie: string; clientId: string; token: string }> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  await json(login);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const client = await json(
    await fetch(`${base}/api/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        clientName: 'Harbour Books',
        businessName: 'Harbour Books',
        domain: 'harbourbooks.example',
        plan: 'Starter',
        testMode: true,
        aiContent: 'Opening hours: Harbour Books is open from 10am to 7pm every day except Monday.',
      }),
    }),
  );
  return { cookie, clientId: String(client.id), token: String(client.testAccessToken) };
}

/** One chat turn over the REST API; the reply must quote the knowledge. */
export async function chatTurn(base: string, token: string, sessionId: string): Promise<string> {
  const turn = await json(
    await fetch(`${base}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: 'What are your opening hours?', sessionId }),
    }),
  );
  check(String(turn.reply).includes('10am to 7pm'), `the reply quotes the knowledge: ${String(turn.reply)}`);
  return String(turn.messageId);
}

/** The senders of a conversation's messages, as the console reads them. */
export async function sendersOf(
  base: string,
  cookie: string,
  clientId: string,
  sessionId: string,
): Promise<string> {
  const session = await json(
    await fetch(`${base}/api/chat/sessions/${sessionId}?clientId=${clientId}`, { headers: { cookie } }),
  );
  return ((session.messages ?? []) as { sender: string }[]).map((m) => m.sender).join(',');
}
