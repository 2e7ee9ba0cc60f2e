import type { RateLimits, Clock, DomainEvents, Ids } from './domain/shared/index.ts';
import type { TwoFactorService } from './domain/two-factor/index.ts';
import type { createSignIns } from './two-factor-wiring.ts';
import type { Config } from './config.ts';
import type { AdminAuthService, ApiKeysService, CustomerAccountsService } from './domain/accounts/index.ts';
import type { ChargeRecovery, CheckoutService, UsageMeter } from './domain/billing/index.ts';
import type { AnalyticsService, DashboardService, InsightsService } from './domain/insights/index.ts';
import type { ChatService, ChatSessionsService } from './domain/chat/index.ts';
import type { HandoffService } from './domain/handoff/index.ts';
import type { ClientsService, DemoClientsService } from './domain/clients/index.ts';
import type {
  FeedsService,
  FileUploadsService,
  KnowledgeSourcesService,
  WebsitesService,
} from './domain/sources/index.ts';
import type { Db } from './db/database.ts';
import type { Retention, VisitorDataService } from './domain/privacy/index.ts';

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
  /** Two-step sign-in (TOTP and recovery codes) of operators and customers, and clients' policies. */
  twoFactor: TwoFactorService;
  twoFactorPolicy: {
    required(clientId: string): Promise<boolean>;
    set(clientId: string, required: boolean): Promise<void>;
  };
  /** Sign-ins in two steps: the password, then a code when one is on or required. */
  operatorSignIn: ReturnType<typeof createSignIns>['operatorSignIn'];
  customerSignIn: ReturnType<typeof createSignIns>['customerSignIn'];
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
  /** One visitor's data: exported as JSON or erased everywhere (privacy requests). */
  visitorData: VisitorDataService;
  /** Deletes conversations and page views past each client's retention period (hourly, one process). */
  retention: Retention;
}
