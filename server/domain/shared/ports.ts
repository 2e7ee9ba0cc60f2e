/**
 * What the domain needs from outside, as interfaces. server/db/, ai/, source-fetching/, cluster/ and
 * payments/ implement them; core.ts and app.ts wire them. Domain code never imports those folders
 * (eslint.config.js allows it only contract/, server/domain/ and pure packages).
 */
import type { ChatMessage } from '../../../contract/chat.ts';
import type { ChatCustomizations, SampleResponses } from '../../../contract/clients.ts';
import type { AssistantSettings } from '../../../contract/assistant-settings.ts';
import type { HandoffSettings } from '../../../contract/handoff-settings.ts';
import type { PlanName } from '../../../contract/plans.ts';
import type { SessionSnapshot } from '../chat/chat-ports.ts';

export interface Clock {
  now(): Date;
}

export interface Ids {
  /** RFC 4122 v4 uuid. */
  uuid(): string;
  /** Time-sortable id, strictly increasing within this process. */
  sortable(): string;
  /** base64url of `bytes` cryptographically random bytes. */
  randomToken(bytes: number): string;
}

/** Seals secrets kept at rest (server/secret-box.ts); a sealed value opens only under the same key. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was altered or sealed under another key. */
  open(sealed: string): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface ClientRecord {
  id: string;
  clientName: string;
  businessName: string;
  domain: string;
  plan: PlanName;
  /** The operator's monthly limit for this client; null means the plan's allowance. */
  customMessageLimit: number | null;
  aiContent: string;
  email: string;
  phone: string;
  industry: string;
  /** IANA time zone of the business. */
  timeZone: string;
  notes: string;
  status: string;
  accessToken: string | null;
  accessTokenCreatedAt: string | null;
  testMode: boolean;
  testAccessToken: string | null;
  testAccessTokenCreatedAt: string | null;
  /** A public demo profile (migration 007): the only clients the unauthenticated demo routes serve. */
  isDemo: boolean;
  isActive: boolean;
  chatCustomizations: ChatCustomizations;
  sampleResponses: SampleResponses | null;
  /** Days visitors' conversations and page views are kept (null: kept); the stores always fill it. */
  retentionDays?: number | null;
  /** Page views only after the visitor's consent (migration 042); absent reads as off. */
  consentMode?: boolean;
  /** Human handoff settings; the stores always fill it (absent reads as the defaults). */
  handoff?: HandoffSettings;
  /** Assistant settings (migration 038); absent reads as DEFAULT_ASSISTANT_SETTINGS. */
  assistant?: AssistantSettings;
  /**
   * Billing (issue 29): the key the usage of a client paying by subscription is counted under (its paid
   * period's start); null or absent: the calendar month, for clients an operator manages by hand.
   */
  usagePeriod?: string | null;
  /** When the assistant stops answering (a cancelled plan's paid end, a grace period's end); null: never. */
  serviceUntil?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientFilter {
  plan?: string;
  status?: string;
  search?: string;
}

export interface ClientsRepo {
  list(filter?: ClientFilter): Promise<ClientRecord[]>;
  get(id: string): Promise<ClientRecord | null>;
  findByDomain(domain: string): Promise<ClientRecord | null>;
  /** Every client registered on one of these (lower-case) domains, oldest first. */
  findAllByDomain(domains: readonly string[]): Promise<ClientRecord[]>;
  findByToken(token: string): Promise<{ client: ClientRecord; kind: 'live' | 'test' } | null>;
  insert(client: ClientRecord): Promise<void>;
  update(id: string, patch: Partial<Omit<ClientRecord, 'id' | 'createdAt'>>): Promise<ClientRecord | null>;
  delete(id: string): Promise<boolean>;
  count(): Promise<number>;
  countCreatedBetween(fromIso: string, toIso: string): Promise<number>;
}

export interface UsageRow {
  clientId: string;
  month: string;
  messagesUsed: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
}

/**
 * A counted reply whose answer is not stored yet: written with the count, removed when the reply is
 * stored (settled) or the unit given back (refunded). One left behind by a killed process is refunded.
 */
export interface PendingCharge {
  clientId: string;
  /** The visitor message being answered. */
  questionId: string;
  sessionId: string;
  kind: 'live' | 'test';
  /** The counter's period: the month for live replies, the UTC day for test replies. */
  period: string;
  createdAt: string;
}

/** A client's count in its current usage period and the inputs of its effective limit. */
export interface MeteredUsage {
  clientId: string;
  /** The usage period counted: the client's paid period, else the calendar month. */
  period: string;
  used: number;
  plan: PlanName;
  customMessageLimit: number | null;
}

export interface UsageRepo {
  used(clientId: string, month: string): Promise<number>;
  /** Each client's count in its current period: its `usage_period` when it has one, else `month`. */
  usedByClient(month: string): Promise<Map<string, number>>;
  /**
   * Every client with usage in its current period (as `usedByClient`), with what its limit is made of:
   * one query over all clients for a sweep, without reading whole client rows.
   */
  meteredClients(month: string): Promise<MeteredUsage[]>;
  set(clientId: string, month: string, messagesUsed: number): Promise<void>;
  /**
   * Counts one reply if the month is still under `limit`; atomic. Returns the new count or null when full.
   * With `charge`, the pending charge is written in the same transaction as the count.
   */
  tryConsume(clientId: string, month: string, limit: number, charge?: PendingCharge): Promise<number | null>;
  /** Gives back one reply counted by tryConsume (the reply could not be produced). */
  release(clientId: string, month: string): Promise<void>;
  addTokens(
    clientId: string,
    month: string,
    promptTokens: number,
    completionTokens: number,
    costUsd: number,
  ): Promise<void>;
  /** Sums over the calendar month `month` and the paid periods that started in it. */
  totals(month: string): Promise<{ messagesUsed: number; costUsd: number; pricedReplies: number }>;
  /** One preview reply and its model usage, counted apart from the plan's replies. */
  addPreview(
    clientId: string,
    month: string,
    promptTokens: number,
    completionTokens: number,
    costUsd: number,
  ): Promise<void>;
  /** The month's preview replies of a client. */
  previewsUsed(clientId: string, month: string): Promise<number>;
  /** Test-token replies on a UTC day ('YYYY-MM-DD'): their own counter, apart from the plan's. */
  testUsed(clientId: string, day: string): Promise<number>;
  /** Counts one test-token reply if the day is under `limit`; atomic. The new count, or null when full. */
  tryConsumeTest(
    clientId: string,
    day: string,
    limit: number,
    charge?: PendingCharge,
  ): Promise<number | null>;
  releaseTest(clientId: string, day: string): Promise<void>;
  /** The reply landed: the pending charge goes, the count stays. */
  settleCharge(clientId: string, questionId: string): Promise<void>;
  /** Gives back the unit of a pending charge and removes it, in one transaction; false when there was none. */
  refundCharge(clientId: string, questionId: string): Promise<boolean>;
  /** Pending charges (every client) written before `before` (ISO time). */
  pendingCharges(before: string): Promise<PendingCharge[]>;
}

export interface AdminUserRecord {
  id: string;
  username: string;
  passwordHash: string;
  createdAt: string;
  lastLoginAt: string | null;
  isActive: boolean;
}

export interface AdminRepo {
  count(): Promise<number>;
  list(): Promise<AdminUserRecord[]>;
  findByUsername(username: string): Promise<AdminUserRecord | null>;
  getById(id: string): Promise<AdminUserRecord | null>;
  insert(user: AdminUserRecord): Promise<void>;
  setPassword(id: string, passwordHash: string): Promise<void>;
  touchLogin(id: string, at: string): Promise<void>;
  createSession(session: {
    id: string;
    userId: string;
    createdAt: string;
    expiresAt: string;
    lastSeenAt: string;
  }): Promise<void>;
  /** lastSeenAt is null for sessions opened before idle tracking (migration 007). */
  findSession(id: string): Promise<{ userId: string; expiresAt: string; lastSeenAt: string | null } | null>;
  touchSession(id: string, at: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteSessionsOf(userId: string): Promise<void>;
  deleteExpiredSessions(nowIso: string): Promise<void>;
}

export interface ApiKeyRecord {
  id: string;
  clientId: string;
  name: string;
  prefix: string;
  keyHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiKeysRepo {
  insert(key: ApiKeyRecord): Promise<void>;
  listActive(clientId: string): Promise<ApiKeyRecord[]>;
  findActiveByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  revoke(clientId: string, idOrPrefix: string, at: string): Promise<boolean>;
  touch(id: string, at: string): Promise<void>;
}

/** In-process domain events: side effects (sockets, analytics) subscribe after the write. */
export interface DomainEvents {
  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void;
  on<K extends keyof DomainEventMap>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void;
}

export interface DomainEventMap {
  'client.changed': { clientId: string };
  'client.deleted': { clientId: string };
  /** A client's own knowledge (business name, AI content or FAQs) was written; its chunks change. */
  'client.knowledge-changed': { clientId: string };
  'usage.changed': { clientId: string; month: string; used: number };
  /** A chat message was stored (visitor, AI, FAQ preset or operator). */
  'message.created': { clientId: string; message: ChatMessage };
  /**
   * A session started, got a message, ended or changed hands. `session`: the session as the write left
   * it, when the writer had it (a message append returns it), so listeners need not read it again.
   */
  'session.updated': { clientId: string; sessionId: string; session?: SessionSnapshot };
  /** A visitor started waiting for a person (the console plays a sound and notifies). */
  'handoff.requested': { clientId: string; sessionId: string };
  /** The visitor is (not) typing in a session (a hint for the console). */
  'typing.visitor': { clientId: string; sessionId: string; typing: boolean };
  /** An operator is (not) typing in a session they hold (a hint for the widget). */
  'typing.operator': { clientId: string; sessionId: string; name: string; typing: boolean };
  /** A knowledge source was added, synced, changed or removed (its documents may have changed). */
  'knowledge.changed': { clientId: string; sourceId: string };
  /** A visitor gave a thumbs on a reply or scored a conversation (domain/feedback): a webhook's source. */
  'feedback.created': {
    clientId: string;
    sessionId: string;
    kind: 'thumbs' | 'rating';
    messageId: string | null;
    rating: 'up' | 'down' | null;
    reason: string | null;
    comment: string | null;
    score: number | null;
    at: string;
  };
  /** Questions of a client's test suite that passed in the previous run fail in this one (domain/answer-tests). */
  'tests.regressed': {
    clientId: string;
    runId: string;
    questions: string[];
    /** Why each question fails now, in the same order (null: no detail). */
    problems: (string | null)[];
  };
  /** An admin session ended (logout, expiry, idleness): its open console sockets are cut. */
  'admin.session-ended': { sessionId: string };
  /** Every session of an admin ended (password change): their open console sockets are cut. */
  'admin.user-sessions-ended': { userId: string };
  /** A workspace session ended (sign-out, expiry, idleness, a switch of workspace). */
  'customer.session-ended': { sessionId: string };
  /** Every session of one membership ended (password changed, user removed). */
  'customer.user-sessions-ended': { userId: string };
  /** A subscription payment was kept (a sign-up's first, or a renewal): a receipt exists. */
  'billing.payment-received': { clientId: string; paymentId: string; amount: string; currency: string };
  /** A renewal failed: the owners are told, the assistant answers until `graceEnd`. */
  'billing.payment-failed': { clientId: string; subscriptionId: string; graceEnd: string };
  /** A subscription's state changed (status, plan, period, end of service). */
  'billing.subscription-changed': { clientId: string; subscriptionId: string; status: string };
  /** Everything stored about one visitor of a client was erased (after the write; webhooks relay it). */
  'visitor.erased': { clientId: string; sessionIds: string[]; email: string | null };
}

export interface RecentChatRow {
  sessionId: string;
  clientId: string;
  clientName: string;
  businessName: string;
  status: string;
  lastActivity: string;
  lastMessage: string | null;
  /** The email the visitor left in the chat (a follow-up lead), or null. */
  visitorEmail: string | null;
}

/** Read-only aggregates over chat tables for the dashboard (its conversation counts: domain/figures). */
export interface ChatStatsRepo {
  countMessages(range?: { from: string; to: string }): Promise<number>;
  recentChats(limit: number): Promise<RecentChatRow[]>;
}

/** A PayPal call that failed (payments/paypal-rest.ts); the subscriptions turn it into provider_error. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  constructor(
    message: string,
    /** HTTP status from PayPal, or 0 when it could not be reached. */
    readonly status: number,
    /** PayPal's error name or first issue (e.g. SUBSCRIPTION_STATUS_INVALID), when it gave one. */
    readonly issue: string | null,
  ) {
    super(message);
  }
}

/**
 * Named, expiring holds shared by every server process (in Redis when the deployment is scaled out), so
 * work that must happen once (a reply to one message, one sync of a source) happens in one process.
 */
export interface Leases {
  /** Holds `name` for `ttlMs` unless someone else holds it: null then. */
  acquire(name: string, ttlMs: number): Promise<Lease | null>;
  /** The names held now (by anyone) that start with `prefix`, without the prefix. */
  held(prefix: string): Promise<string[]>;
}

export interface Lease {
  /** Holds it for another ttl; false when it had lapsed and someone else took it. */
  renew(): Promise<boolean>;
  /** Lets it go, if it is still this holder's. */
  release(): Promise<void>;
}
