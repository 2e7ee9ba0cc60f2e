import type { Generated } from 'kysely';
import type {
  TwoFactorTable,
  TwoFactorRecoveryCodesTable,
  TwoFactorChallengesTable,
  TwoFactorPoliciesTable,
  AuditLogTable,
  IdentitySecretsTable,
  SessionIdentitiesTable,
  EmailCodesTable,
  PeopleTable,
  AvatarImagesTable,
  WorkspaceChecklistTable,
  ActionsTable,
  ActionCallsTable,
  PendingActionsTable,
  ActionCardsTable,
} from './schema-capabilities.ts';
export type * from './schema-capabilities.ts';

/**
 * Row types of every table. Times are ISO-8601 UTC text and booleans are 0/1 integers so the same
 * migrations and queries run on SQLite today and PostgreSQL later.
 */
export interface AdminUsersTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
  is_active: number;
}

export interface AdminSessionsTable {
  /** sha256 of the cookie value, hex (64 characters): a leaked table does not leak sessions. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** Last use, for the idle timeout (migration 007); null for sessions opened before it. */
  last_seen_at: string | null;
}

export interface ClientsTable {
  id: string;
  client_name: string;
  business_name: string;
  domain: string;
  plan: string;
  ai_content: string;
  email: string;
  phone: string;
  industry: string;
  /** IANA name, 'UTC' by default (migration 010). */
  time_zone: string;
  notes: string;
  status: string;
  access_token: string | null;
  access_token_created_at: string | null;
  test_mode: number;
  test_access_token: string | null;
  test_access_token_created_at: string | null;
  is_active: number;
  chat_customizations: string;
  sample_responses: string | null;
  /** HandoffSettings as JSON; NULL reads as DEFAULT_HANDOFF_SETTINGS. */
  handoff_settings: Generated<string | null>;
  /** AssistantSettings as JSON; NULL reads as DEFAULT_ASSISTANT_SETTINGS (migration 038). */
  assistant_settings: Generated<string | null>;
  /** Monthly AI-reply limit set by an operator; NULL means the plan's allowance (migration 008). */
  custom_message_limit: number | null;
  created_at: string;
  updated_at: string;
  /** 1 for a public demo profile: the only clients the unauthenticated demo routes serve (migration 007). */
  is_demo: number;
  /** The usage key of a client paying by subscription (its paid period's start); NULL: calendar months (033). */
  usage_period: Generated<string | null>;
  /** When the assistant stops answering (end of a cancelled plan's paid period or of the grace period); 033. */
  service_until: Generated<string | null>;
  /** Days visitors' conversations and page views are kept; null: until the client is deleted (migration 037). */
  retention_days: number | null;
  /** 1: page views only with the visitor's consent (migration 042). */
  consent_mode: Generated<number>;
}

export interface MonthlyUsageTable {
  client_id: string;
  /** 'YYYY-MM' in UTC. */
  month: string;
  messages_used: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** USD, summed from priced model usage; 0 for builtin answers. */
  cost_usd: number;
  /** Preview replies (console and workspace), apart from messages_used (migration 023). */
  preview_messages: number;
}

export interface ChatSessionsTable {
  client_id: string;
  /** Unique with client_id (the key); also indexed alone for the console's lookup by id (migration 022). */
  session_id: string;
  status: string;
  started_at: string;
  last_activity: string;
  ended_at: string | null;
  message_count: number;
  metadata: string;
  /** Set while an operator has taken over the conversation; the AI stays quiet. */
  handled_by: string | null;
  /** sha256 of the visitor secret the server issued at creation (migration 007); null before it. */
  visitor_key_hash: string | null;
  /** HandoffStatus: none, waiting (a person was asked for), operator, missed (email offered). */
  handoff_status: Generated<string>;
  handoff_requested_at: string | null;
}

/** Test-token replies per client and UTC day: their own allowance, apart from the plan's usage. */
export interface TestUsageTable {
  client_id: string;
  /** 'YYYY-MM-DD' in UTC. */
  day: string;
  messages_used: number;
}

/** A counted reply whose answer is not stored yet (migration 015); refunded at start if it never lands. */
export interface PendingChargesTable {
  client_id: string;
  /** The visitor message the reply answers. */
  question_id: string;
  session_id: string;
  /** 'live' (monthly_usage) or 'test' (test_usage). */
  kind: string;
  /** The counter's period: 'YYYY-MM' for live, 'YYYY-MM-DD' for test. */
  period: string;
  created_at: string;
}

export interface ChatMessagesTable {
  /** Monotonic, time-sortable id: replay after a reconnect is "id greater than the last seen". */
  id: string;
  client_id: string;
  session_id: string;
  sender: string;
  message: string;
  /**
   * MessageMetadata as JSON. `"preview":true` marks a console preview's message; on PostgreSQL those
   * have a partial index by session (chat_messages_preview, migration 022) for the recent chats.
   */
  metadata: string;
  client_message_id: string | null;
  created_at: string;
  /** On AI and operator replies: the visitor message answered (migration 018; was metadata.replyTo). */
  reply_to: string | null;
}

export interface VisitorSessionsTable {
  id: string;
  client_id: string;
  visitor_id: string;
  ip_address: string | null;
  user_agent: string | null;
  page_url: string | null;
  referrer: string | null;
  country: string | null;
  city: string | null;
  first_visit: string;
  last_activity: string;
  page_views: number;
  chat_engaged: number;
}

export interface PageVisitsTable {
  id: string;
  client_id: string;
  visitor_id: string;
  page_url: string;
  referrer: string | null;
  time_on_page: number | null;
  created_at: string;
}

export interface ChatAnalyticsTable {
  client_id: string;
  session_id: string;
  messages_count: number;
  avg_response_time: number | null;
  satisfaction_score: number | null;
  conversion_event: string | null;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  client_id: string;
  name: string;
  prefix: string;
  /** sha256 hex of the whole key. */
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The embedding of one knowledge chunk text (by hash) under one model, per client index (migration 010). */
export interface KnowledgeEmbeddingsTable {
  index_key: string;
  model: string;
  chunk_hash: string;
  dimensions: number;
  /** float32 little-endian. */
  vector: Buffer;
}

/** One distinct unanswered question per client (question_key: normalised text). */
export interface UnansweredQuestionsTable {
  client_id: string;
  question_key: string;
  question: string;
  ask_count: number;
  first_asked_at: string;
  last_asked_at: string;
  sample_session_id: string;
  /** 'no_answer' or 'unsupported', of the latest ask (migration 010). */
  reason: string;
  /** 'open', 'faq' (turned into an FAQ) or 'dismissed'. */
  status: string;
  resolved_at: string | null;
}

/** A visitor's email left for a human follow-up; one per visitor message. */
export interface FollowUpLeadsTable {
  id: string;
  client_id: string;
  session_id: string;
  message_id: string;
  email: string;
  question: string | null;
  created_at: string;
  /** From the pre-chat form (migration 039): the visitor's name and the consent wording ticked. */
  name: string | null;
  consent: string | null;
}

/** A knowledge source of a client: a crawled website, uploaded files or a live-data feed. */
export interface KnowledgeSourcesTable {
  id: string;
  client_id: string;
  kind: string;
  name: string;
  status: string;
  schedule: string;
  /** JSON object, kind-specific and safe to show. */
  settings: string;
  /** Kind-specific secret (a feed's Authorization header); never leaves the server. */
  secret: string | null;
  document_count: number;
  last_synced_at: string | null;
  next_sync_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** JSON {stage, done, total} of the sync running now (migration 020); null when none runs. */
  sync_progress: string | null;
}

/** One page, file or record of a source; `ref` is unique within the source. */
export interface KnowledgeDocumentsTable {
  id: string;
  source_id: string;
  client_id: string;
  ref: string;
  title: string;
  url: string | null;
  body: string;
  /** JSON of a feed record's fields, for exact lookups (an order number); null for text. */
  data: string | null;
  content_hash: string;
  updated_at: string;
}

export interface KnowledgeRevisionsTable {
  client_id: string;
  revision: number;
}

/** A person of a client business who signs in to its workspace; email is stored lower-cased. */
/** A membership: one email may belong to several clients (one row each, one shared password). */
export interface CustomerUsersTable {
  id: string;
  client_id: string;
  email: string;
  /** 'owner' or 'member'. */
  role: string;
  /** Null until the user sets a password through a one-time link. */
  password_hash: string | null;
  created_at: string;
  last_login_at: string | null;
  /** 1 once the password was set through a link sent only to the email's own mailbox (migration 023). */
  password_verified: number;
}

export interface CustomerSessionsTable {
  /** Keyed digest of the cookie value, as for admin sessions. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** Last use, written at most once a minute; an idle session ends (migration 014). */
  last_seen_at: string | null;
}

/** A one-time link to set a password ('set', 'reset' or 'invite'); id is the keyed digest of the token. */
export interface CustomerPasswordTokensTable {
  id: string;
  user_id: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One take-over of a waiting session: how long the visitor waited (migration 013). */
export interface HandoffWaitsTable {
  id: string;
  client_id: string;
  session_id: string;
  waited_ms: number;
  taken_at: string;
}

export interface Database {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  clients: ClientsTable;
  monthly_usage: MonthlyUsageTable;
  test_usage: TestUsageTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  pending_charges: PendingChargesTable;
  visitor_sessions: VisitorSessionsTable;
  page_visits: PageVisitsTable;
  chat_analytics: ChatAnalyticsTable;
  api_keys: ApiKeysTable;
  unanswered_questions: UnansweredQuestionsTable;
  knowledge_embeddings: KnowledgeEmbeddingsTable;
  follow_up_leads: FollowUpLeadsTable;
  knowledge_sources: KnowledgeSourcesTable;
  knowledge_documents: KnowledgeDocumentsTable;
  knowledge_revisions: KnowledgeRevisionsTable;
  customer_users: CustomerUsersTable;
  customer_sessions: CustomerSessionsTable;
  customer_password_tokens: CustomerPasswordTokensTable;
  handoff_waits: HandoffWaitsTable;
  identity_secrets: IdentitySecretsTable;
  session_identities: SessionIdentitiesTable;
  email_codes: EmailCodesTable;
  people: PeopleTable;
  avatar_images: AvatarImagesTable;
  workspace_checklist: WorkspaceChecklistTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  two_factor_policies: TwoFactorPoliciesTable;
  actions: ActionsTable;
  action_calls: ActionCallsTable;
  pending_actions: PendingActionsTable;
  action_cards: ActionCardsTable;
  audit_log: AuditLogTable;
}

export type { Generated };
