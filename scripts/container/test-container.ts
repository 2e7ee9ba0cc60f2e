/**
 * `npm run test:container`: the Dockerfile built and run as users would, with podman. No registry
 * image can be pulled here, so the base the Dockerfile names (node:20-bookworm-slim) is built first by
 * base-image.sh (debootstrap + Node from the npm registry) and kept between runs; the Dockerfile itself
 * is built unchanged (podman's layer cache keeps unchanged steps). Then the image runs with a data
 * volume: it must be ready, run as a non-root user, hold a chat turn, stop gracefully on SIGTERM (exit
 * 0) and, started again, serve the same conversation from the volume. compose.yaml is checked for its
 * shape (two replicas, PostgreSQL, Redis); its images cannot be pulled here.
 *
 * Podman on this kind of machine needs runc, cgroupfs and no default ulimits (a containers.conf given
 * by CONTAINERS_CONF); FRONTDESK_PODMAN_ARGS replaces those flags elsewhere.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IMAGE = 'localhost/frontdesk:test';
const ADMIN = { username: 'ops', password: 'container-password-1' };
const run = `fd-test-${process.pid}`;

const conf = path.join(os.tmpdir(), `frontdesk-containers-${process.pid}.conf`);
fs.writeFileSync(conf, '[containers]\ndefault_ulimits = []\n');
const env = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? conf };
const podmanArgs = (process.env.FRONTDESK_PODMAN_ARGS ?? '--runtime /usr/sbin/runc --cgroup-manager cgroupfs')
  .split(' ')
  .filter(Boolean);

const timings: [string, number][] = [];
async function step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`• ${name}\n`);
  const result = await fn();
  timings.push([name, Date.now() - started]);
  return result;
}

function podman(args: string[], opts: { inherit?: boolean } = {}): string {
  const r = spawnSync('podman', [...podmanArgs, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0)
    throw new Error(`podman ${args.join(' ')} failed (${r.status}): ${String(r.stderr ?? '').trim()}`);
  return String(r.stdout ?? '').trim();
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`container test: ${what}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitReady(base: string): Promise<void> {
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until)
      throw new Error(`not ready within 3 minutes:\n${podman(['logs', '--tail', '30', run])}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  check(res.ok, `${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

function checkCompose(): void {
  const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      { deploy?: { replicas?: number }; environment?: Record<string, string>; image?: string }
    >;
  };
  const app = compose.services.app;
  check(app?.deploy?.replicas === 2, 'compose.yaml runs two app replicas');
  check(
    /^postgres:\/\//.test(app.environment?.FRONTDESK_DATABASE_URL ?? ''),
    'the replicas share PostgreSQL',
  );
  check(/^redis:\/\//.test(app.environment?.FRONTDESK_REDIS_URL ?? ''), 'the replicas share Redis');
  check(compose.services.postgres?.image?.startsWith('postgres:'), 'compose.yaml has PostgreSQL');
  check(compose.services.redis?.image?.startsWith('redis:'), 'compose.yaml has Redis');
}

async function main() {
  const started = Date.now();
  check(
    spawnSync('podman', ['--version']).status === 0,
    'podman is not installed (apt-get install -y podman runc debootstrap)',
  );
  await step('compose.yaml shape', checkCompose);
  await step('base image node:20-bookworm-slim (built once, then cached)', () =>
    execFileSync(path.join(root, 'scripts/container/base-image.sh'), ['podman', ...podmanArgs], {
      cwd: root,
      env,
      stdio: 'inherit',
    }),
  );
  // Host networking for the build's npm ci (the registry as this machine reaches it); Docker's image
  // format, since the OCI one has no HEALTHCHECK.
  await step('podman build (the Dockerfile as it is)', () =>
    podman(['build', '--format', 'docker', '--network', 'host', '--tag', IMAGE, '.'], { inherit: true }),
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const volume = `${run}-data`;
  podman(['volume', 'create', volume]);
  try {
    await step('run with a data volume, until /readyz answers', async () => {
      podman([
        'run',
        '--detach',
        '--name',
        run,
        '--network',
        'host',
        '--volume',
        `${volume}:/data`,
        '--env',
        `PORT=${port}`,
        '--env',
        'HOST=127.0.0.1',
        '--env',
        'FRONTDESK_SEED_DEMO=false',
        '--env',
        `FRONTDESK_ADMIN_USERNAME=${ADMIN.username}`,
        '--env',
        `FRONTDESK_ADMIN_PASSWORD=${ADMIN.password}`,
        '--env',
        'FRONTDESK_METRICS=on',
        IMAGE,
      ]);
      await waitReady(base);
    });
    check(podman(['exec', run, 'id', '-u']) !== '0', 'the server runs as a non-root user');
    check(
      spawnSync('podman', [...podmanArgs, 'healthcheck', 'run', run], { env }).status === 0,
      'HEALTHCHECK passes',
    );

    const sessionId = 'containerSession00000001';
    const { cookie, clientId } = await step('a chat turn through the image', async () => {
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
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
      const turn = await json(
        await fetch(`${base}/api/v1/chat`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${String(client.testAccessToken)}`,
          },
          body: JSON.stringify({ message: 'What are your opening hours?', sessionId }),
        }),
      );
      check(
        String(turn.reply).includes('10am to 7pm'),
        `the reply quotes the knowledge: ${String(turn.reply)}`,
      );
      const metrics = await (await fetch(`${base}/metrics`)).text();
      check(/^frontdesk_chat_turns_total 1$/m.test(metrics), 'the turn is counted in /metrics');
      return { cookie, clientId: String(client.id) };
    });

    await step(
      'SIGTERM stops it cleanly; started again it serves the conversation from the volume',
      async () => {
        podman(['stop', '--time', '30', run]);
        const exit = podman(['inspect', '--format', '{{.State.ExitCode}}', run]);
        check(exit === '0', `the server exits 0 on SIGTERM (got ${exit})`);
        check(/"msg":"stopped"/.test(podman(['logs', run])), 'the log says it stopped, as JSON lines');
        podman(['start', run]);
        await waitReady(base);
        const session = await json(
          await fetch(`${base}/api/chat/sessions/${sessionId}?clientId=${clientId}`, { headers: { cookie } }),
        );
        const messages = (session.messages ?? []) as { sender: string }[];
        check(
          messages.map((m) => m.sender).join(',') === 'user,ai',
          `the turn survived the restart: ${JSON.stringify(session)}`,
        );
      },
    );
  } finally {
    spawnSync('podman', [...podmanArgs, 'rm', '--force', '--time', '5', run], { env, stdio: 'ignore' });
    spawnSync('podman', [...podmanArgs, 'volume', 'rm', '--force', volume], { env, stdio: 'ignore' });
    fs.rmSync(conf, { force: true });
  }
  for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  console.log(`container test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  spawnSync('podman', [...podmanArgs, 'rm', '--force', run], { env, stdio: 'ignore' });
  process.exit(1);
});
