/**
 * Composition root: opens the database, runs migrations, builds repositories and services, and (for
 * the server) the HTTP edge. The CLI calls createCore for the same services without a listener.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Hapi from '@hapi/hapi';
import type { Server as SocketServer } from 'socket.io';
import { createChatServices, type ChatOverrides } from './chat-services.ts';
import type { Config } from './config.ts';
import { createAdminAuthService } from './domain/admin-auth.ts';
import { createAnalyticsService } from './domain/analytics.ts';
import { createApiKeysService } from './domain/api-keys.ts';
import { createClientsService } from './domain/clients.ts';
import { createDashboardService } from './domain/dashboard.ts';
import { createCheckout } from './payments/create-checkout.ts';
import { createDemoClientsService } from './domain/demo-clients.ts';
import type { Clock, Ids, PasswordHasher } from './domain/ports.ts';
import { createRateLimiter } from './domain/rate-limiter.ts';
import { createUsageMeter } from './domain/usage-meter.ts';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database.ts';
import { createAdminRepo } from './db/repositories/admin-repo.ts';
import { createAnalyticsRepo } from './db/repositories/analytics-repo.ts';
import { createApiKeysRepo } from './db/repositories/api-keys-repo.ts';
import { createChatStatsRepo } from './db/repositories/chat-stats-repo.ts';
import { cacheClientLookups } from './db/repositories/client-cache.ts';
import { createClientsRepo } from './db/repositories/clients-repo.ts';
import { createUsageRepo } from './db/repositories/usage-repo.ts';
import { createHttpServer } from './http/create-http-server.ts';
import { attachRealtime } from './realtime/gateway.ts';
import type { AnyRouteSpec } from './http/define-route.ts';
import { DEMO_PROFILES } from './seed/demo-profiles.ts';
import { seedDemoClients } from './seed/seed-demo.ts';
import { hmacWith, loadSessionSecret } from './session-secret.ts';
import type { Services } from './services.ts';
import { argon2Hasher, createEvents, createIds, sha256, systemClock } from './system.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface CoreOverrides {
  clock?: Clock;
  ids?: Ids;
  hasher?: PasswordHasher;
  chat?: ChatOverrides;
}

export interface Core {
  services: Services;
  database: OpenedDatabase;
  close(): Promise<void>;
}

/** Database + migrations + services: what both the server and the CLI stand on. */
export async function createCore(config: Config, overrides: CoreOverrides = {}): Promise<Core> {
  const clock = overrides.clock ?? systemClock;
  const ids = overrides.ids ?? createIds(clock);
  const hasher = overrides.hasher ?? argon2Hasher;
  const database = openDatabase(config.databaseFile);
  await migrateToLatest(database.db);
  const { db } = database;
  const events = createEvents();

  const clientsRepo = cacheClientLookups(createClientsRepo(db), database.sqlite);
  const usageRepo = createUsageRepo(database.sqlite);
  const usage = createUsageMeter({ usage: usageRepo, clock, events });
  const clientsService = createClientsService({ clients: clientsRepo, usage, clock, ids, events });
  const services: Services = {
    config,
    clock,
    ids,
    events,
    db,
    usage,
    clients: clientsService,
    adminAuth: createAdminAuthService({
      admins: createAdminRepo(db),
      hasher,
      clock,
      ids,
      digest: hmacWith(loadSessionSecret(config.sessionSecret, config.dataDir)),
      throttleByIp: createRateLimiter({ limit: 20, windowMs: 15 * 60_000, clock }),
      throttleByUser: createRateLimiter({ limit: 10, windowMs: 15 * 60_000, clock }),
    }),
    apiKeys: createApiKeysService({ keys: createApiKeysRepo(db), clients: clientsRepo, clock, ids, sha256 }),
    dashboard: createDashboardService({ clients: clientsRepo, chats: createChatStatsRepo(db), usage: usageRepo, clock }),
    analytics: createAnalyticsService({
      repo: createAnalyticsRepo(db),
      clients: clientsService,
      clock,
      ids,
      limiter: createRateLimiter({ limit: 120, windowMs: 60_000, clock }),
    }),
    checkout: createCheckout({ config, db, clients: clientsService, clock }),
    ...createChatServices({ config, sqlite: database.sqlite, clientsRepo, clients: clientsService, apiKeys: { authenticate: (key) => services.apiKeys.authenticate(key) }, usage, events, clock, ids, sha256, overrides: overrides.chat }),
    demoClients: createDemoClientsService({
      clients: clientsService,
      limiter: createRateLimiter({ limit: 60, windowMs: 60_000, clock }),
      profiles: DEMO_PROFILES.map((p) => ({
        businessName: p.businessName,
        domain: p.domain,
        industry: p.industry ?? '',
        welcomeMessage: p.welcomeMessage,
        aiContent: p.aiContent ?? '',
        themeColor: p.themeColor,
        sampleResponses: p.sampleResponses ?? {},
        faqs: p.faqs,
      })),
    }),
  };
  return { services, database, close: () => database.close() };
}

export interface AppOptions extends CoreOverrides {
  distDir?: string;
  extraRoutes?: AnyRouteSpec[];
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

/** The whole server: core, first admin, demo seed, HTTP. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? (() => {});
  const core = await createCore(config, options);
  const { services } = core;

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

  const realtime = attachRealtime(http.listener, services);

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
      await realtime.close();
      await http.stop({ timeout: 2000 });
      await core.close();
    },
  };
}
