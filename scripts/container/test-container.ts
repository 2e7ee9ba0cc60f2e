/**
 * `npm run test:container`: the Dockerfile built and run as users would, with podman. No registry
 * image can be pulled here, so the base the Dockerfile names (node:20-bookworm-slim) is built first by
 * base-image.sh (debootstrap + Node from the npm registry) and kept between runs; the Dockerfile itself
 * is built unchanged (podman's layer cache keeps unchanged steps). Then the image runs with a data
 * volume: it must be ready, run as a non-root user, hold a chat turn, stop gracefully on SIGTERM (exit
 * 0) and, started again, serve the same conversation from the volume. compose.yaml is brought up by
 * `npm run test:compose` (test-compose.ts).
 */
import {
  buildBaseImages,
  chatTurn,
  check,
  clientWithKnowledge,
  freePort,
  keepBuildCacheOnly,
  podman,
  podmanStatus,
  printTimings,
  requirePodman,
  sendersOf,
  step,
  waitReady,
} from './podman.ts';

const IMAGE = 'localhost/frontdesk:test';
const ADMIN = { username: 'ops', password: 'container-password-1' };
const run = `fd-test-${process.pid}`;

async function main() {
  const started = Date.now();
  requirePodman();
  await step(
    'base images debian:bookworm-slim, node:20-bookworm-slim (built once, then cached)',
    buildBaseImages,
  );
  // Host networking for the build's npm ci (the registry as this machine reaches it); Docker's image
  // format, since the OCI one has no HEALTHCHECK.
  await step('podman build (the Dockerfile as it is)', () =>
    podman(['build', '--format', 'docker', '--network', 'host', '--tag', IMAGE, '.'], { inherit: true }),
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const volume = `${run}-data`;
  const logs = () => podman(['logs', '--tail', '30', run]);
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
      await waitReady(base, logs);
    });
    check(podman(['exec', run, 'id', '-u']) !== '0', 'the server runs as a non-root user');
    check(podmanStatus(['healthcheck', 'run', run]) === 0, 'HEALTHCHECK passes');

    const sessionId = 'containerSession00000001';
    const { cookie, clientId } = await step('a chat turn through the image', async () => {
      const made = await clientWithKnowledge(base, ADMIN);
      await chatTurn(base, made.token, sessionId);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      check(/^frontdesk_chat_turns_total 1$/m.test(metrics), 'the turn is counted in /metrics');
      return made;
    });

    await step(
      'SIGTERM stops it cleanly; started again it serves the conversation from the volume',
      async () => {
        podman(['stop', '--time', '30', run]);
        const exit = podman(['inspect', '--format', '{{.State.ExitCode}}', run]);
        check(exit === '0', `the server exits 0 on SIGTERM (got ${exit})`);
        check(/"msg":"stopped"/.test(podman(['logs', run])), 'the log says it stopped, as JSON lines');
        podman(['start', run]);
        await waitReady(base, logs);
        const senders = await sendersOf(base, cookie, clientId, sessionId);
        check(senders === 'user,ai', `the turn survived the restart: ${senders}`);
      },
    );
  } finally {
    podmanStatus(['rm', '--force', '--time', '5', run]);
    podmanStatus(['volume', 'rm', '--force', volume]);
  }
  await step(
    "tag the build stage as the next build's cache; remove images earlier builds left",
    keepBuildCacheOnly,
  );
  printTimings('container test', started);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  podmanStatus(['rm', '--force', run]);
  process.exit(1);
});
