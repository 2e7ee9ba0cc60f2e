/**
 * The core both the server and the CLI stand on: opens the database, runs migrations, and builds the
 * repositories and services. Kept apart from the HTTP edge so the CLI starts without loading hapi.
 */
import path from 'node:path';
import { createChatServices, type ChatOverrides } from './chat-services.ts';
import type { Config } from './config.ts';
import {
  createAdminAuthService,
  type Mailer,
  createCustomerAccountsService,
  createApiKeysService,
} from './domain/accounts/index.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createAnalyticsService, createInsightsService } from './domain/insights/index.ts';
import { createClientsService, createDemoClientsService } from './domain/clients/index.ts';
import {
  createFeedsService,
  createFileUploadsService,
  createKnowledgeSourcesService,
  type KnowledgeIndexer,
  embeddingIndexer,
  type EmbeddingScheduler,
  type Fetcher,
  type SourceSyncer,
  createWebsitesService,
} from './domain/sources/index.ts';
import { createCheckout } from './payments/create-checkout.ts';
import {
  type Clock,
  type Ids,
  type Leases,
  type PasswordHasher,
  localRateLimits,
  type RateLimits,
  type SecretBox,
} from './domain/shared/index.ts';
import { connectRedisLeases, localLeases } from './cluster/leases.ts';
import { createUsageMeter, createChargeRecovery } from './domain/billing/index.ts';
import { openStore, type Store } from './db/store.ts';
import { createSafeFetcher } from './net/safe-fetch.ts';
import { createWebsiteCrawler } from './source-fetching/website-crawler.ts';
import { createFeedSyncer } from './source-fetching/feed-syncer.ts';
import { textExtractor } from './source-fetching/extract-text.ts';
import { DEMO_PROFILES } from './seed/demo-profiles.ts';
import { createSecretBox, loadSealingKey } from './secret-box.ts';
import { createShopifyServices } from './shopify-services.ts';
import { createSignIns, createTwoFactor } from './two-factor-wiring.ts';
import { createAuditLog } from './domain/audit/index.ts';
import { createAuditLogRepo } from './db/repositories/audit-log-repo.ts';
import { hmacWith, loadSessionSecret } from './session-secret.ts';
import type { Services } from './services.ts';
import { argon2Hasher, createEvents, createIds, sha256, systemClock } from './system.ts';
import { createHealthProbe } from './ops/health-probe.ts';
import { log } from './ops/log.ts';
import { metricHooks } from './ops/metrics.ts';
import { createEmbeddingsRepo } from './db/repositories/embeddings-repo.ts';
import { PACKAGE_ROOT } from './package-root.ts';
import { installPackagedWordLists } from './word-lists.ts';
import { assistantPolicyOf } from './ai/index.ts';
import { installPackagedLanguageResources } from './language-resources.ts';
import { createQualityServices } from './quality-services.ts';
import { createFigureServices } from './figures-services.ts';
import { createOutboxServices, type OutboxOverrides } from './outbox-services.ts';
import { createExportsService } from './domain/exports/index.ts';
import { createExportRepo } from './db/repositories/export-repo.ts';
import { createPeopleService } from './domain/people/index.ts';
import { createWorkspaceChecklistService } from './domain/workspace/index.ts';
import { createPeopleRepo } from './db/repositories/people-repo.ts';
import { createWorkspaceChecklistRepo } from './db/repositories/workspace-checklist-repo.ts';
import { createRetention, createVisitorDataService } from './domain/privacy/index.ts';
import { createVisitorDataRepo } from './db/repositories/visitor-data-repo.ts';

/** The package's folder, from the sources or from the built server alike. */
export const REPO_ROOT = PACKAGE_ROOT;

export interface CoreOverrides {
  clock?: Clock;
  ids?: Ids;
  hasher?: PasswordHasher;
  chat?: ChatOverrides;
  /** Replaces the outbound fetcher of crawls and feeds (tests). */
  fetcher?: Fetcher;
  /** Shared with the other server processes when scaled out (default: this process only). */
  leases?: Leases;
  /** Rate limits counted with the other server processes when scaled out (default: this process only). */
  rateLimits?: (clock: Clock) => RateLimits;
  /** Replaces the outgoing mail (default: SMTP when configured, else the outbox folder). */
  mailer?: Mailer;
  /** Where the outbox mailer prints set-password links (default: the console). */
  log?: (line: string) => void;
  /** The outbox's egress and timings (tests). */
  outbox?: OutboxOverrides;
}

export interface Core {
  services: Services;
  /** The SQLite file or the PostgreSQL database the services stand on. */
  store: Store;
  /** Seals secrets kept at rest; every capability that stores one uses this box. */
  secretBox: SecretBox;
  close(): Promise<void>;
}

/** Database + migrations + services: what both the server and the CLI stand on. */
export async function createCore(config: Config, overrides: CoreOverrides = {}): Promise<Core> {
  // The answerer reads its word lists through a port; they load on first use, not here.
  installPackagedWordLists();
  installPackagedLanguageResources();
  const clock = overrides.clock ?? systemClock;
  const ids = overrides.ids ?? createIds(clock);
  const hasher = overrides.hasher ?? argon2Hasher;
  // A server passes the leases of its scale-out; the CLI connects its own when the deployment has Redis.
  const own = overrides.leases || !config.redisUrl ? null : await connectRedisLeases(config.redisUrl);
  const leases = overrides.leases ?? own?.leases ?? localLeases();
  const rateLimits = (overrides.rateLimits ?? localRateLimits)(clock);
  const store = await openStore(config, { clock }).catch(async (err: unknown) => {
    await own?.close();
    throw err;
  });
  const { db, repos } = store;
  const events = createEvents();

  const clientsRepo = repos.clients;
  const usageRepo = repos.usage;
  const usage = createUsageMeter({
    usage: usageRepo,
    clock,
    events,
    testDailyLimit: config.testDailyLimit,
    usagePeriodOf: async (id) => (await clientsRepo.get(id))?.usagePeriod ?? null,
  });
  const clientsService = createClientsService({
    clients: clientsRepo,
    usage,
    clock,
    ids,
    events,
    assistantPolicy: assistantPolicyOf(config.ai),
  });
  const knowledgeSourcesRepo = repos.knowledgeSources;
  const fetcher = overrides.fetcher ?? createSafeFetcher({ allowPrivateNetwork: config.allowPrivateNetwork });
  // A syncer per fetched kind of source (uploads need none); each merges what it learnt into the settings.
  const saveSettings = async (
    source: { clientId: string; id: string; settings: Record<string, unknown> },
    settings: object,
  ) => {
    await knowledgeSourcesRepo.update(source.clientId, source.id, {
      settings: { ...source.settings, ...settings },
    });
  };
  const secretBox = createSecretBox(loadSealingKey(config.secretKey, config.dataDir));
  const shopify = createShopifyServices({ config, fetcher, secretBox, clock, repo: knowledgeSourcesRepo });
  const syncers: SourceSyncer[] = [
    createWebsiteCrawler({
      fetcher,
      saveSettings,
      pageDeadlineMs: config.crawl.pageTimeoutMs,
      syncDeadlineMs: config.crawl.syncTimeoutMs,
    }),
    createFeedSyncer({ fetcher, saveSettings }),
    shopify.syncer,
  ];
  // Bound once the chat services build the knowledge index (only when chunks are embedded).
  let embeddingIndex: KnowledgeIndexer | null = null;
  let embeddingScheduler: EmbeddingScheduler | null = null;
  const knowledgeSources = createKnowledgeSourcesService({
    repo: knowledgeSourcesRepo,
    clients: clientsService,
    syncers,
    clock,
    ids,
    events,
    leases,
    onError: (err) => log().error({ err }, 'knowledge sync failed'),
    indexer: () => embeddingIndex,
  });
  metricHooks.queueDepth('syncs', () => knowledgeSources.runningSyncs());
  const digest = hmacWith(loadSessionSecret(config.sessionSecret, config.dataDir));
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: overrides.log ?? ((line) => log().info(line)),
    });
  const twoFactor = createTwoFactor({ db, secretBox, clock, ids, digest, rateLimits });
  const outbox = createOutboxServices({
    config,
    store,
    clients: clientsRepo,
    customerUsers: repos.customerUsers,
    knowledgeSources: knowledgeSourcesRepo,
    mailer,
    events,
    secretBox,
    clock,
    ids,
    overrides: overrides.outbox,
    onError: (err) => console.error('[frontdesk] delivering an event failed:', err),
    // The welcome mail's set-password link is made as it is sent (the accounts come after the outbox).
    mailboxLink: (clientId, userId) => customerAccounts.mailboxLink(clientId, userId),
  });
  const customerAccounts = createCustomerAccountsService({
    users: repos.customerUsers,
    hasher,
    clock,
    ids,
    digest,
    mailer,
    publicUrl: () => config.publicUrl,
    idleTimeoutMs: config.adminIdleMinutes * 60_000,
    events,
    clientExists: async (id) => (await clientsRepo.get(id)) !== null,
    businessNameOf: async (id) => (await clientsRepo.get(id))?.businessName ?? '',
    throttleByIp: rateLimits('customer-login-ip', { limit: 20, windowMs: 15 * 60_000 }),
    throttleByIpAndUser: rateLimits('customer-login-ip-user', { limit: 10, windowMs: 15 * 60_000 }),
    throttleByUser: rateLimits('customer-login-user', { limit: 10, windowMs: 15 * 60_000 }),
    resetThrottle: rateLimits('password-reset', { limit: 5, windowMs: 15 * 60_000 }),
    onMailError: (err) => log().error({ err }, 'sending mail failed'),
    mayOpen: twoFactor.mayOpen,
  });
  const adminAuth = createAdminAuthService({
    admins: repos.admin,
    hasher,
    clock,
    ids,
    digest,
    throttleByIp: rateLimits('login-ip', { limit: 20, windowMs: 15 * 60_000 }),
    throttleByIpAndUser: rateLimits('login-ip-user', { limit: 10, windowMs: 15 * 60_000 }),
    throttleByUser: rateLimits('login-user', { limit: 10, windowMs: 15 * 60_000 }),
    events,
    idleTimeoutMs: config.adminIdleMinutes * 60_000,
    // A session opened before FRONTDESK_REQUIRE_2FA was set, by an operator without it, ends.
    ...(config.requireTwoFactor && {
      mayOpen: async (id: string) => (await twoFactor.service.status(`operator:${id}`)).enabled,
    }),
  });
  // Feedback and outcomes (issue 31); the session views and the test suites reach them once built.
  const { setAssistant, ...quality } = createQualityServices({
    db,
    chats: repos.chats,
    resolveSession: (access, sessionId) => services.chat.resolveSession(access, sessionId),
    clients: clientsService,
    leases,
    events,
    clock,
    ids,
    ai: config.ai,
  });
  const visitorData = createVisitorDataRepo(db);
  const services: Services = {
    ...quality,
    config,
    clock,
    ids,
    events,
    rateLimits,
    db,
    usage,
    chargeRecovery: createChargeRecovery({ usage: usageRepo, chats: repos.chats, leases, clock }),
    clients: clientsService,
    adminAuth,
    twoFactor: twoFactor.service,
    twoFactorPolicy: twoFactor.policy,
    ...createSignIns({ config, clock, ids, digest, twoFactor, adminAuth, customerAccounts }),
    apiKeys: createApiKeysService({ keys: repos.apiKeys, clients: clientsRepo, clock, ids, sha256 }),
    ...createFigureServices({ repos, clock, services: () => services }),
    analytics: createAnalyticsService({
      repo: repos.analytics,
      clients: clientsService,
      clock,
      ids,
      limiter: rateLimits('page-views', { limit: 120, windowMs: 60_000 }),
    }),
    customerAccounts,
    ...createCheckout({
      config,
      db,
      clients: clientsService,
      clientsRepo,
      accounts: customerAccounts,
      outbox: { insert: (rows) => outbox.repo.insert(rows), announce: () => outbox.recorder.announce() },
      leases,
      events,
      clock,
      ids,
    }),
    insights: createInsightsService({
      repo: repos.insights,
      clients: clientsService,
      events,
      clock,
      ids,
      onError: (err) => log().error({ err }, 'recording insights failed'),
    }),
    outbox,
    exports: createExportsService({ repo: createExportRepo(db), clients: clientsRepo, clock }),
    ...createChatServices({
      config,
      chats: outbox.chats,
      sessions: repos.chatSessions,
      knowledgeStore: repos.knowledge,
      embeddingStore: createEmbeddingsRepo(db),
      clientsRepo,
      clients: clientsService,
      apiKeys: { authenticate: (key) => services.apiKeys.authenticate(key) },
      usage,
      events,
      clock,
      ids,
      sha256,
      documents: knowledgeSourcesRepo,
      leases,
      rateLimits,
      overrides: overrides.chat,
      handoffRepo: repos.handoff,
      identity: { db, box: secretBox, mailer, digest },
      actions: { db, box: secretBox, http: fetcher, allowPrivateNetwork: config.allowPrivateNetwork },
      liveOrders: shopify.orders,
      leads: repos.insights,
      onEmbeddingIndex: (knowledge) => (embeddingIndex = embeddingIndexer(knowledge)),
      onEmbeddingScheduler: (s) => (embeddingScheduler = s),
      sessionQuality: () => quality.feedback,
      onAssistant: setAssistant,
    }),
    knowledgeSources,
    health: createHealthProbe(db),
    people: createPeopleService({ repo: createPeopleRepo(db), clock, ids }),
    workspaceChecklist: createWorkspaceChecklistService({
      repo: createWorkspaceChecklistRepo(db),
      clients: clientsService,
      clock,
    }),
    websites: createWebsitesService({ clients: clientsService, sources: knowledgeSources }),
    feeds: createFeedsService({
      clients: clientsService,
      sources: knowledgeSources,
      allowPlainHttp: config.allowPrivateNetwork,
    }),
    shopify: shopify.stores({ clients: clientsService, sources: knowledgeSources }),
    fileUploads: createFileUploadsService({
      clients: clientsService,
      knowledgeSources,
      extractor: textExtractor,
    }),
    visitorData: createVisitorDataService({ repo: visitorData, clients: clientsService, clock, events }),
    retention: createRetention({ repo: visitorData, clients: clientsRepo, leases, clock }),
    demoClients: createDemoClientsService({
      clients: clientsService,
      limiter: rateLimits('demo', { limit: 60, windowMs: 60_000 }),
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
    auditLog: createAuditLog({
      repo: createAuditLogRepo(db),
      clock,
      ids,
      retentionDays: config.auditRetentionDays,
      clientExists: async (id) => (await clientsRepo.get(id)) !== null,
    }),
  };
  const stopChecklist = services.workspaceChecklist.listen(events);
  return {
    services,
    store,
    secretBox,
    close: async () => {
      // A client edited just before (a CLI command) has its embedding run end before the store closes.
      stopChecklist();
      await embeddingScheduler?.settled();
      // A suite run started by a knowledge change, and outcome decisions, finish before the store closes.
      await services.answerTests.settled();
      await services.feedback.settled();
      await store.close();
      await own?.close();
    },
  };
}
