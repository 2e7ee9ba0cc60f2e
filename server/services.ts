import type { RateLimits } from './domain/shared/rate-limiter.ts';
import type { Config } from './config.ts';
import type { AdminAuthService } from './domain/accounts/admin-auth.ts';
import type { ChargeRecovery } from './domain/billing/charge-recovery.ts';
import type { AnalyticsService } from './domain/insights/analytics.ts';
import type { ApiKeysService } from './domain/accounts/api-keys.ts';
import type { ChatService } from './domain/chat/chat.ts';
import type { ChatSessionsService } from './domain/chat/chat-sessions.ts';
import type { HandoffService } from './domain/handoff/handoff.ts';
import type { CheckoutService } from './domain/billing/checkout.ts';
import type { CustomerAccountsService } from './domain/accounts/customer-accounts.ts';
import type { ClientsService } from './domain/clients/clients.ts';
import type { DashboardService } from './domain/insights/dashboard.ts';
import type { DemoClientsService } from './domain/clients/demo-clients.ts';
import type { FeedsService } from './domain/sources/feeds.ts';
import type { FileUploadsService } from './domain/sources/file-uploads.ts';
import type { InsightsService } from './domain/insights/insights.ts';
import type { KnowledgeSourcesService } from './domain/sources/knowledge-sources.ts';
import type { Clock, DomainEvents, Ids } from './domain/shared/ports.ts';
import type { UsageMeter } from './domain/billing/usage-meter.ts';
import type { WebsitesService } from './domain/sources/websites.ts';
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
