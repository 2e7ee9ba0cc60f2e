/**
 * Composition root of the server: the core (database, migrations, services), then the first admin,
 * the demo seed, the HTTP edge and socket.io. The CLI uses server/core.ts directly.
 */
import path from 'node:path';
import type Hapi from '@hapi/hapi';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config.ts';
import { createCore, REPO_ROOT, type CoreOverrides } from './core.ts';
import { holdServerPid } from './db/backup.ts';
import { createHttpServer } from './http/create-http-server.ts';
import type { AnyRouteSpec } from './http/define-route.ts';
import { attachRealtime } from './realtime/gateway.ts';
import { connectScaleOut, localScaleOut } from './realtime/scale-out.ts';
import { seedDemoClients } from './seed/seed-demo.ts';
import type { Services } from './services.ts';
import { RETENTION_EVERY_MS } from './domain/privacy/index.ts';

export { createCore, REPO_ROOT, type Core, type CoreOverrides } from './core.ts';

export interface AppOptions extends CoreOverrides {
  distDir?: string;
  extraRoutes?: AnyRouteSpec[];
  /** How often open console sockets re-check their session (default 5 s; tests shorten it). */
  adminRecheckMs?: number;
  /** How often waiting handoffs are checked against their timeout (default 10 s; tests shorten it). */
  handoffSweepMs?: number;
  /** Where start-up notes (the generated admin password) go; silent in tests. */
  log?: (line: string) => void;
}

export interface App {
  services: Services;
  http: Hapi.Server;
  /** socket.io on the same listener (namespaces /widget and /admin). */
  io: SocketServer;
  /** Listens on config.port/host; returns the URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** How often waiting handoffs are checked against their timeout. */
const HANDOFF_SWEEP_MS = 10_000;
/** How often the server looks for knowledge sources due for a scheduled sync. */
const SCHEDULE_TICK_MS = 60_000;
/** How often pending charges old enough to be orphans are looked at. */
const CHARGE_SWEEP_MS = 60_000;

/** The whole server: core, first admin, demo seed, HTTP. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? (() => {});
  // With FRONTDESK_REDIS_URL, socket.io reaches the sockets of every process and the processes share
  // their leases; an unreachable Redis stops the start.
  const scale = config.redisUrl ? await connectScaleOut(config.redisUrl) : localScaleOut();
  const core = await createCore(config, {
    ...options,
    log,
    leases: scale.leases,
    rateLimits: scale.rateLimits,
  }).catch(async (err: unknown) => {
    await scale.close();
    throw err;
  });
  const { services } = core;
  // A restore refuses while this process serves the SQLite file (server/db/backup.ts).
  const releasePid =
    !config.databaseUrl && config.databaseFile !== ':memory:' ? holdServerPid(config.databaseFile) : () => {};

  const initial = await services.adminAuth.ensureInitialAdmin(config.admin);
  if (initial?.generatedPassword) {
    log(`Created admin "${initial.username}" with password: ${initial.generatedPassword}`);
    log('This password is shown once. Change it with: npx frontdesk admin passwd admin --password-stdin');
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

  let stopped = false;
  return {
    services,
    http,
    io: realtime.io,
    async start() {
      await http.start();
      return http.info.uri.replace('0.0.0.0', 'localhost');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(schedule);
      clearInterval(handoffSweep);
      clearInterval(chargeSweep);
      clearInterval(retentionSweep);
      await retentionRun;
      services.knowledgeSources.stop();
      await realtime.close();
      await http.stop({ timeout: 2000 });
      await core.close();
      releasePid();
    },
  };
}
