/**
 * `npm run test:compose`: compose.yaml brought up as a user would, with Debian's podman-compose reading
 * it unchanged. No registry image can be pulled here, so the images it names for PostgreSQL and Redis
 * are stand-ins built from the locally built Debian (stand-ins/: Debian bookworm's PostgreSQL 15 and
 * Redis 7 behind the official images' entrypoint contract) and tagged with exactly those names; the app
 * image is compose's own build of the Dockerfile. Then: both replicas ready and healthy, a chat turn
 * through one reaches an operator's socket on the other (the Redis adapter), the conversation is in
 * PostgreSQL, and the whole stack taken down and brought up again (volumes kept) still has it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { parse } from 'yaml';
import {
  buildBaseImages,
  chatTurn,
  check,
  clientWithKnowledge,
  freePort,
  keepBuildCacheOnly,
  podman,
  podmanArgs,
  podmanEnv,
  podmanStatus,
  printTimings,
  requirePodman,
  root,
  sendersOf,
  step,
  waitReady,
} from './podman.ts';

const project = `fdcompose${process.pid}`;
const ADMIN = { username: 'ops', password: 'compose-password-1' };
const composeLog = path.join(os.tmpdir(), `${project}.log`);

interface Compose {
  services: Record<string, { image?: string; build?: unknown; ports?: string[] }>;
}
// Merge keys (<<: *app) are YAML 1.1, as Compose reads them.
const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as Compose;

/** This process's environment less any setting compose.yaml would pass into the containers. */
const inherited = Object.fromEntries(
  Object.entries(podmanEnv).filter(([k]) => !/^(FRONTDESK_|OPENAI_|POSTGRES_|PAYPAL_)/.test(k)),
);

/** podman-compose on the repository's compose.yaml, this machine's podman flags passed through. */
function podmanCompose(args: string[], env: Record<string, string>): void {
  const r = spawnSync(
    'podman-compose',
    [
      '--podman-args',
      podmanArgs.join(' '),
      // Docker's image format keeps the Dockerfile's HEALTHCHECK; host networking for the build's npm ci.
      '--podman-build-args',
      '--format docker --network host',
      '-p',
      project,
      '-f',
      path.join(root, 'compose.yaml'),
      ...args,
    ],
    { cwd: root, env: { ...inherited, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  fs.appendFileSync(composeLog, `$ podman-compose ${args.join(' ')}\n${r.stdout}${r.stderr}\n`);
  if (r.status !== 0)
    throw new Error(`podman-compose ${args.join(' ')} failed (${r.status}); see ${composeLog}`);
}

/** The official name a short image name stands for (`postgres:15-bookworm` → docker.io/library/…). */
const officialName = (image: string) => (image.includes('/') ? image : `docker.io/library/${image}`);

/** The stand-ins, tagged with the names compose.yaml gives, built FROM the local debian:bookworm-slim. */
function buildStandIns(): void {
  for (const service of ['postgres', 'redis']) {
    const image = compose.services[service]?.image;
    check(image, `compose.yaml names an image for ${service}`);
    podman(
      [
        'build',
        '--format',
        'docker',
        '--network',
        'host',
        '--tag',
        officialName(image),
        path.join(root, 'scripts/container/stand-ins', service),
      ],
      { inherit: true },
    );
  }
}

/** The containers compose made for a service (podman-compose names them project_service_n). */
const containerOf = (service: string) => `${project}_${service}_1`;

const nextEvent = <T>(s: Socket, event: string, pick: (e: T) => boolean) =>
  new Promise<T>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error(`no matching ${event} within 30 s`)), 30_000);
    const on = (e: T) => {
      if (!pick(e)) return;
      clearTimeout(guard);
      s.off(event, on);
      resolve(e);
    };
    s.on(event, on);
  });

function psql(sql: string): string {
  return podman(['exec', containerOf('postgres'), 'psql', '-U', 'frontdesk', '-d', 'frontdesk', '-tAc', sql]);
}

async function main() {
  const started = Date.now();
  requirePodman();
  check(
    spawnSync('podman-compose', ['version']).status === 0,
    'podman-compose is not installed (apt-get install -y podman-compose)',
  );
  check(
    !fs.existsSync(path.join(root, '.env')),
    'a .env in the repository would override the settings this test gives compose.yaml (podman-compose reads it): move it aside',
  );
  check(
    compose.services['app-1']?.build && compose.services['app-2']?.build,
    'compose.yaml builds two app replicas, app-1 and app-2',
  );
  const ports = [await freePort(), await freePort()];
  const env = {
    POSTGRES_PASSWORD: 'compose-postgres-password',
    FRONTDESK_SESSION_SECRET: 'a'.repeat(64),
    FRONTDESK_SECRET_KEY: 'b'.repeat(64),
    FRONTDESK_ADMIN_USERNAME: ADMIN.username,
    FRONTDESK_ADMIN_PASSWORD: ADMIN.password,
    FRONTDESK_PUBLIC_URL: `http://localhost:${ports[0]}`,
    FRONTDESK_PORT_1: String(ports[0]),
    FRONTDESK_PORT_2: String(ports[1]),
  };
  const [one, two] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  const logs = () =>
    ['app-1', 'app-2', 'postgres']
      .map(
        (s) =>
          `--- ${s}\n${spawnSync('podman', [...podmanArgs, 'logs', '--tail', '15', containerOf(s)], { env: podmanEnv, encoding: 'utf8' }).stderr}`,
      )
      .join('\n');

  await step('base images (built once, then cached)', buildBaseImages);
  await step('stand-ins for postgres and redis, tagged as compose.yaml names them', buildStandIns);
  await step('podman-compose build (the Dockerfile; cached layers when test:container ran)', () =>
    podmanCompose(['build'], env),
  );
  const sockets: Socket[] = [];
  try {
    await step('podman-compose up -d, until both replicas answer /readyz', async () => {
      podmanCompose(['up', '-d'], env);
      await waitReady(one, logs);
      await waitReady(two, logs);
    });
    await step('health checks: both replicas, PostgreSQL and Redis', () => {
      for (const service of ['app-1', 'app-2', 'postgres', 'redis'])
        check(podmanStatus(['healthcheck', 'run', containerOf(service)]) === 0, `${service} is healthy`);
    });

    const sessionId = 'composeSession0000000001';
    const made = await step('a chat turn on app-1 reaches an operator socket on app-2', async () => {
      const made = await clientWithKnowledge(one, ADMIN);
      // The operator's console on the other replica, signed in with the same cookie (shared secrets).
      const operator = io(`${two}/admin`, {
        transports: ['websocket'],
        extraHeaders: { cookie: made.cookie },
        reconnection: false,
      });
      sockets.push(operator);
      await new Promise<void>((resolve, reject) => {
        operator.once('connect', () => resolve());
        operator.once('connect_error', (err) =>
          reject(new Error(`operator socket on app-2: ${err.message}`)),
        );
      });
      const seen = nextEvent<{ clientId: string; message: { sessionId: string; sender: string } }>(
        operator,
        'admin:message-created',
        (e) => e.clientId === made.clientId && e.message.sessionId === sessionId && e.message.sender === 'ai',
      );
      await chatTurn(one, made.token, sessionId);
      await seen;
      return made;
    });
    await step('the conversation is in PostgreSQL, and both replicas read it', async () => {
      const rows = psql(`SELECT sender FROM chat_messages WHERE session_id = '${sessionId}' ORDER BY id`);
      check(rows.split('\n').sort().join(',') === 'ai,user', `PostgreSQL holds the turn: ${rows}`);
      for (const base of [one, two]) {
        const senders = await sendersOf(base, made.cookie, made.clientId, sessionId);
        check(senders === 'user,ai', `${base} reads the turn: ${senders}`);
      }
    });
    await step('down (volumes kept) and up again: the conversation is still there', async () => {
      for (const s of sockets) s.disconnect();
      podmanCompose(['down', '-t', '20'], env);
      podmanCompose(['up', '-d'], env);
      await waitReady(one, logs);
      await waitReady(two, logs);
      const senders = await sendersOf(two, made.cookie, made.clientId, sessionId);
      check(senders === 'user,ai', `the turn survived the restart: ${senders}`);
    });
  } finally {
    for (const s of sockets) s.disconnect();
    try {
      podmanCompose(['down', '-v', '-t', '5'], env);
    } catch {
      // Left for the lines below.
    }
    for (const volume of ['frontdesk-data', 'postgres-data'])
      podmanStatus(['volume', 'rm', '--force', `${project}_${volume}`]);
    podmanStatus(['network', 'rm', '--force', `${project}_default`]);
  }
  fs.rmSync(composeLog, { force: true });
  await step(
    "tag the build stage as the next build's cache; remove images earlier builds left",
    keepBuildCacheOnly,
  );
  printTimings('compose test', started);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
