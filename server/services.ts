import type { RateLimits, Clock, DomainEvents, Ids } from './domain/shared/index.ts';
import type { TwoFactorPolicy, TwoFactorService } from './domain/two-factor/index.ts';
import type { AuditLog } from './domain/audit/index.ts';
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
import type { VisitorIdentityService } from './domain/identity/index.ts';
import type { HealthProbe } from './ops/health-probe.ts';
import type { AnswerTestsService } from './domain/answer-tests/index.ts';
import type {
  CuratedAnswers,
  FeedbackService,
  QualityReports,
  TopicsService,
} from './domain/feedback/index.ts';
import type { OutboxServices } from './outbox-services.ts';
import type { ExportsService } from './domain/exports/index.ts';
import type { PeopleService } from './domain/people/index.ts';
import type { FiguresService } from './domain/figures/index.ts';
import type { WorkspaceChecklistService } from './domain/workspace/index.ts';
import type { Subscriptions } from './domain/subscriptions/index.ts';
import type { ActionCards, ActionsService } from './domain/actions/index.ts';
import type { Retention, VisitorDataService } from './domain/privacy/index.ts';
import type { ShopifyStoresService } from './domain/shopify/index.ts';

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
  twoFactorPolicy: TwoFactorPolicy;
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
  /** Plans that renew: PayPal subscriptions, webhooks, receipts, cancel and plan changes. */
  subscriptions: Subscriptions;
  insights: InsightsService;
  knowledgeSources: KnowledgeSourcesService;
  websites: WebsitesService;
  fileUploads: FileUploadsService;
  feeds: FeedsService;
  /** Connected Shopify stores (domain/shopify): connect; the knowledge-source routes do the rest. */
  shopify: ShopifyStoresService;
  /** Verified visitor identity: the identity secret, identify, who a session's visitor is. */
  identity: VisitorIdentityService;
  /** Readiness for /readyz: the store (migrated), Redis when scaled out, and whether it is draining. */
  health: HealthProbe;
  /** Visitors' thumbs and scores, and each conversation's outcome (issue 31). */
  feedback: FeedbackService;
  quality: QualityReports;
  topics: TopicsService;
  curatedAnswers: CuratedAnswers;
  /** Per-client test suites of questions, run on demand and after knowledge changes. */
  answerTests: AnswerTestsService;
  /** Events that must not be lost (webhooks, notifications): the recorder, the claim loop, endpoints. */
  outbox: OutboxServices;
  /** Conversations and leads out: streamed exports and the read API's pages. */
  exports: ExportsService;
  /** Display names and avatars of the people who answer visitors. */
  people: PeopleService;
  /** A workspace's first-run checklist, shared by its teammates and devices. */
  workspaceChecklist: WorkspaceChecklistService;
  /** Actions: the business's API called while answering; definitions, tries and the call log. */
  actions: ActionsService;
  /** Confirm/cancel cards of actions that change something (the visitor's decision). */
  actionCards: ActionCards;
  /** Who changed what: recorded at the HTTP edge and by the CLI, read per client and deployment-wide. */
  auditLog: AuditLog;
  /** One visitor's data: exported as JSON or erased everywhere (privacy requests). */
  visitorData: VisitorDataService;
  /** Deletes conversations and page views past each client's retention period (hourly, one process). */
  retention: Retention;
  /** Every labelled figure (messages, conversations, active sessions, AI replies, leads, handoffs). */
  figures: FiguresService;
}
