/**
 * Composition root of the server: the core (database, migrations, services), then the first admin,
 * the demo seed, the HTTP edge and socket.io. The CLI uses server/core.ts directly.
 */
import path from 'node:path';
import type Hapi from '@hapi/hapi';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config.ts';
import { createCore, REPO_ROOT, type CoreOverrides } from './core.ts';
import { createHttpServer } from './http/create-http-server.ts';
import { attachOperations, type Operations } from './ops/operations.ts';
import { claimDataDir } from './ops/start-guards.ts';
import type { AnyRouteSpec } from './http/define-route.ts';
import { attachRealtime } from './realtime/gateway.ts';
import { connectScaleOut, localScaleOut } from './realtime/scale-out.ts';
import { seedDemoClients } from './seed/seed-demo.ts';
import type { Services } from './services.ts';
import { RETENTION_EVERY_MS } from './domain/privacy/index.ts';
import { RECONCILE_EVERY_MS } from './domain/subscriptions/index.ts';
import { NOTICE_SWEEP_EVERY_MS } from './domain/notifications/index.ts';

export { createCore, REPO_ROOT, type Core, type CoreOverrides } from './core.ts';

export interface AppOptions extends CoreOverrides {
  distDir?: string;
  extraRoutes?: AnyRouteSpec[];
  /** How often open console sockets re-check their session (default 5 s; tests shorten it). */
  adminRecheckMs?: number;
  /** How often waiting handoffs are checked against their timeout (default 10 s; tests shorten it). */
  handoffSweepMs?: number;
  /** How often the outbox looks for due deliveries besides when an event is written (default 1 s). */
  outboxPollMs?: number;
  /** Where start-up notes (the generated admin password) go; silent in tests. */
  log?: (line: string) => void;
  /** Where the generated admin password goes, once, kept out of the log (default: `log`). */
  announce?: (line: string) => void;
}

export interface App {
  services: Services;
  http: Hapi.Server;
  /** socket.io on the same listener (namespaces /widget and /admin). */
  io: SocketServer;
  /** Metrics (null when FRONTDESK_METRICS is off) and the metrics port's URL when it has its own. */
  operations: Pick<Operations, 'metrics' | 'metricsUrl'>;
  /** Listens on config.port/host; returns the URL. */
  start(): Promise<string>;
  /**
   * The graceful stop (SIGTERM): not ready any more, new requests and connections refused, replies in
   * flight finished within `graceMs`, widgets told to reconnect elsewhere, then `stop`.
   */
  drain(graceMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** How often waiting handoffs are checked against their timeout. */
const HANDOFF_SWEEP_MS = 10_000;
/** How often each process deletes audit entries past the retention period (a cheap indexed DELETE). */
const AUDIT_PRUNE_MS = 60 * 60_000;
/** How often the server looks for knowledge sources due for a scheduled sync. */
const SCHEDULE_TICK_MS = 60_000;
/** How often pending charges old enough to be orphans are looked at. */
const CHARGE_SWEEP_MS = 60_000;
/** How often the outbox looks for due deliveries (retries, delayed notices) without being told. */
const OUTBOX_POLL_MS = 1_000;

/**
 * The whole server: core, first admin, demo seed, HTTP. The SQLite file is claimed first (alone, or
 * shared by scaled-out servers) and the port checked, so a refused start has touched nothing.
 */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const claim = await claimDataDir(config);
  try {
    const app = await assembleApp(config, options);
    return {
      ...app,
      async drain(graceMs) {
        await app.drain(graceMs);
        claim.release();
      },
      async stop() {
        await app.stop();
        claim.release();
      },
    };
  } catch (err) {
    claim.release();
    throw err;
  }
}

async function assembleApp(config: Config, options: AppOptions): Promise<App> {
  const log = options.log ?? (() => {});
  // With FRONTDESK_REDIS_URL, socket.io reaches the sockets of every process and the processes share
  // their leases; an unreachable Redis stops the start.
  const scale = config.redisUrl ? await connectScaleOut(config.redisUrl) : localScaleOut();
  const core = await createCore(config, {
    ...options,
    log,
    leases: options.leases ?? scale.leases,
    rateLimits: scale.rateLimits,
  }).catch(async (err: unknown) => {
    await scale.close();
    throw err;
  });
  const { services } = core;

  const initial = await services.adminAuth.ensureInitialAdmin(config.admin);
  if (initial?.generatedPassword) {
    const announce = options.announce ?? log;
    announce(`Created admin "${initial.username}" with password: ${initial.generatedPassword}`);
    announce(
      'This password is shown once. Change it with: npx frontdesk admin passwd admin --password-stdin',
    );
  }
  if (config.seedDemo) {
    const seeded = await seedDemoClients(services);
    if (seeded > 0) log(`Seeded ${seeded} demo clients (test mode).`);
  }

  const http = await createHttpServer(services, {
    port: config.port,
    host: config.host,
    distDir: options.distDir ?? path.join(REPO_ROOT, 'dist'),
    extraRoutes: options.extraRoutes,
  });

  const realtime = attachRealtime(http.listener, services, scale, {
    adminRecheckMs: options.adminRecheckMs,
  });
  if (scale.ping) services.health.addCheck('redis', scale.ping);
  // Request ids, request log lines, 503 while draining and, with FRONTDESK_METRICS, /metrics.
  const operations = await attachOperations({
    config,
    http,
    io: realtime.io,
    events: services.events,
    health: services.health,
    pool: core.store.poolStats,
  });

  // Syncs left running by a stopped process are reported at start and, when scaled out, each tick (a
  // process may stop while others run on; there every sync, the CLI's too, holds a shared lease). Alone,
  // a sync a CLI runs holds no lease this process can see, so it is only checked at start. Scheduled
  // re-syncs run in the server only (the CLI syncs on demand).
  await services.knowledgeSources.recoverInterrupted();
  // Units counted for replies a killed process never stored are given back before serving. Alone, no
  // other process can be answering, so every pending charge is looked at; scaled out, only those old
  // enough that no live process is behind them (the reply lease guards the rest).
  const refunded = await services.chargeRecovery.recover(scale.clustered ? undefined : services.clock.now());
  if (refunded > 0) log(`Refunded ${refunded} reply units charged for replies that were never stored.`);
  const chargeSweep = setInterval(() => {
    services.chargeRecovery.recover().catch((err: unknown) => log(`Charge recovery failed: ${String(err)}`));
  }, CHARGE_SWEEP_MS);
  chargeSweep.unref();
  const schedule = setInterval(() => {
    (scale.clustered ? services.knowledgeSources.recoverInterrupted() : Promise.resolve(0))
      .then(() => services.knowledgeSources.runDue())
      .catch((err: unknown) => log(`Scheduled sync failed: ${String(err)}`));
  }, SCHEDULE_TICK_MS);
  schedule.unref();
  // Visitors waiting for a person longer than their client's timeout are offered the email follow-up.
  // Every process sweeps; the conditional update lets one of them act on each session.
  const handoffSweep = setInterval(() => {
    services.handoff.sweep().catch((err: unknown) => log(`Handoff sweep failed: ${String(err)}`));
  }, options.handoffSweepMs ?? HANDOFF_SWEEP_MS);
  handoffSweep.unref();
  // Webhooks and notifications: every process claims due rows (one delivers each, by the row's lease).
  // Alone, no other process can be delivering: rows a killed process held are free at once.
  if (!scale.clustered) await services.outbox.repo.releaseLeases();
  services.outbox.dispatcher.start(options.outboxPollMs ?? OUTBOX_POLL_MS);
  // Usage and failed-sync notices a killed process lost between the change and its listener: looked
  // for at start (after the interrupted syncs above were marked failed) and every few minutes. Every
  // process sweeps; the dedupe keys write each notice once.
  await services.outbox.noticeSweep.run();
  services.outbox.noticeSweep.start(NOTICE_SWEEP_EVERY_MS);
  // Every process prunes: one DELETE of what is past the retention period, harmless when repeated.
  const auditPrune = () =>
    services.auditLog.prune().catch((err: unknown) => log(`Audit log pruning failed: ${String(err)}`));
  void auditPrune();
  const auditSweep = setInterval(auditPrune, AUDIT_PRUNE_MS);
  auditSweep.unref();
  // Visitors' data past each client's retention period goes at start and hourly; the run's lease lets
  // one process of a scale-out do each hour's run. `stop` waits for a run under way.
  let retentionRun: Promise<void> = Promise.resolve();
  const expire = () => {
    retentionRun = services.retention
      .run()
      .then((r) => {
        const rows = r ? Object.values(r.deleted).reduce((a, n) => a + n, 0) : 0;
        if (rows > 0) log(`Retention: deleted ${rows} rows of visitors' data past their clients' periods.`);
      })
      .catch((err: unknown) => log(`Retention run failed: ${String(err)}`));
  };
  expire();
  const retentionSweep = setInterval(expire, RETENTION_EVERY_MS);
  retentionSweep.unref();
  // PayPal's subscriptions read again hourly for what a webhook missed; the run's lease lets one
  // process of a scale-out do each hour's run. `stop` waits for a run under way.
  let reconcileRun: Promise<void> = Promise.resolve();
  const reconcile = () => {
    reconcileRun = services.subscriptions.reconciler
      .run()
      .then(() => undefined)
      .catch((err: unknown) => log(`Billing reconciliation failed: ${String(err)}`));
  };
  const reconcileSweep = setInterval(reconcile, RECONCILE_EVERY_MS);
  reconcileSweep.unref();

  let stopped = false;
  let httpGraceMs = 2000;
  const app: App = {
    services,
    http,
    io: realtime.io,
    operations,
    async start() {
      await http.start();
      return http.info.uri.replace('0.0.0.0', 'localhost');
    },
    async drain(graceMs) {
      if (stopped) return;
      services.health.markDraining();
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      try {
        await realtime.drain(deadline);
      } finally {
        clearTimeout(timer);
      }
      // What is left of the grace goes to HTTP requests in flight (a REST reply streaming).
      httpGraceMs = Math.max(100, graceMs - (Date.now() - started));
      await app.stop();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      services.health.markDraining();
      clearInterval(schedule);
      clearInterval(handoffSweep);
      clearInterval(chargeSweep);
      clearInterval(auditSweep);
      clearInterval(retentionSweep);
      clearInterval(reconcileSweep);
      await retentionRun;
      await reconcileRun;
      services.knowledgeSources.stop();
      await services.outbox.noticeSweep.stop();
      await services.outbox.dispatcher.stop();
      await realtime.close();
      await http.stop({ timeout: httpGraceMs });
      await operations.close();
      await core.close();
    },
  };
  return app;
}
