import type { RateLimits } from './domain/rate-limiter.ts';
import type { Config } from './config.ts';
import type { AdminAuthService } from './domain/admin-auth.ts';
import type { ChargeRecovery } from './domain/charge-recovery.ts';
import type { AnalyticsService } from './domain/analytics.ts';
import type { ApiKeysService } from './domain/api-keys.ts';
import type { ChatService } from './domain/chat.ts';
import type { ChatSessionsService } from './domain/chat-sessions.ts';
import type { HandoffService } from './domain/handoff.ts';
import type { CheckoutService } from './domain/checkout.ts';
import type { CustomerAccountsService } from './domain/customer-accounts.ts';
import type { ClientsService } from './domain/clients.ts';
import type { DashboardService } from './domain/dashboard.ts';
import type { DemoClientsService } from './domain/demo-clients.ts';
import type { FeedsService } from './domain/feeds.ts';
import type { FileUploadsService } from './domain/file-uploads.ts';
import type { InsightsService } from './domain/insights.ts';
import type { KnowledgeSourcesService } from './domain/knowledge-sources.ts';
import type { Clock, DomainEvents, Ids } from './domain/ports.ts';
import type { UsageMeter } from './domain/usage-meter.ts';
import type { WebsitesService } from './domain/websites.ts';
import type { Db } from './db/database.ts';

/**
 * Everything app.ts builds, handed to the transports (HTTP routes, socket handlers, CLI commands).
 * Transports call services; only app.ts and db/ touch the database handle.
 */
export interface Services {
  config: Config;
  clock: Clock;
  ids: Ids;
  events: DomainEvents;
  /** Rate limiters by name (counted across the processes when scaled out). */
  rateLimits: RateLimits;
  db: Db;
  clients: ClientsService;
  usage: UsageMeter;
  /** Refunds the units of replies a killed process never stored (run at start and now and then). */
  chargeRecovery: ChargeRecovery;
  adminAuth: AdminAuthService;
  /** Owners and members of client businesses, signing in to their workspace at /app. */
  customerAccounts: CustomerAccountsService;
  apiKeys: ApiKeysService;
  dashboard: DashboardService;
  chat: ChatService;
  chatSessions: ChatSessionsService;
  handoff: HandoffService;
  analytics: AnalyticsService;
  demoClients: DemoClientsService;
  checkout: CheckoutService;
  insights: InsightsService;
  knowledgeSources: KnowledgeSourcesService;
  websites: WebsitesService;
  fileUploads: FileUploadsService;
  feeds: FeedsService;
}
