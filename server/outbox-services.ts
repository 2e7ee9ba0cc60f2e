/**
 * Composition of the outbox and its channels (webhooks; notification mail and Slack), kept beside
 * core.ts so the core gains a few lines for it: the repositories on the configured store, the
 * recorder the chat path writes through, the deliverers and the one claim loop the server runs.
 */
import crypto from 'node:crypto';
import type { Config } from './config.ts';
import type { Store } from './db/store.ts';
import { createWebhookEndpointsRepo } from './db/repositories/webhook-endpoints-repo.ts';
import {
  createOutboxDispatcher,
  createOutboxRecorder,
  createMessageRelay,
  MESSAGE_LOG_STEP,
  relayDomainEvents,
  withChatEvents,
  type OutboxDispatcher,
  type OutboxRecorder,
  type OperatorPresence,
  type OutboxRepo,
  type SubscriptionSource,
} from './domain/outbox/index.ts';
import {
  createWebhookDeliverer,
  createWebhookEndpointsService,
  type WebhookEndpointsService,
  type WebhookPoster,
} from './domain/webhooks/index.ts';
import type { ChatRepo } from './domain/chat/index.ts';
import type { ClientsRepo, Clock, DomainEvents, Ids, SecretBox } from './domain/shared/index.ts';
import type { CustomerUsersRepo, Mailer } from './domain/accounts/index.ts';
import type { KnowledgeSourcesRepo } from './domain/sources/index.ts';
import {
  createNotificationDeliverers,
  createNoticeSweep,
  createNotificationsService,
  listenForNotices,
  type NoticeSweep,
  type NotificationsService,
} from './domain/notifications/index.ts';
import { createNotificationSettingsRepo } from './db/repositories/notification-settings-repo.ts';
import { createSafePoster } from './net/safe-post.ts';
import { createBillingMailDeliverer } from './domain/subscriptions/index.ts';
import { createLoopPressure } from './ops/loop-pressure.ts';

export const hmacSha256Hex = (key: string, text: string) =>
  crypto.createHmac('sha256', key).update(text).digest('hex');

export interface OutboxServices {
  recorder: OutboxRecorder;
  repo: OutboxRepo;
  dispatcher: OutboxDispatcher;
  webhooks: WebhookEndpointsService;
  notifications: NotificationsService;
  /** Re-records the usage and failed-sync notices a crash lost; the server runs it (app.ts). */
  noticeSweep: NoticeSweep;
  /** The chat repository whose appends carry their events (domain/outbox/chat-events.ts). */
  chats: ChatRepo;
  /** Tells the chat path who is online to take conversations (the realtime gateway, when it runs). */
  usePresence(presence: OperatorPresence): void;
  /** Stored messages whose events are not made yet (the message log's backlog; none without a log). */
  backlog(): Promise<number>;
}

export interface OutboxOverrides {
  /** Replaces the egress POST of webhooks and Slack (tests). */
  poster?: WebhookPoster;
  /** How long an endpoint may fail before it is turned off (default a day; tests shorten it). */
  disableAfterMs?: number;
  /** A number in [0, 1) for the retry jitter (tests pin it). */
  random?: () => number;
  /** The notices' coalescing window (default a minute). */
  coalesceMs?: number;
}

export function createOutboxServices(deps: {
  config: Config;
  store: Store;
  clients: ClientsRepo;
  customerUsers: CustomerUsersRepo;
  knowledgeSources: KnowledgeSourcesRepo;
  mailer: Mailer;
  events: DomainEvents;
  secretBox: SecretBox;
  clock: Clock;
  ids: Ids;
  overrides?: OutboxOverrides;
  onError?: (err: unknown) => void;
  /** A fresh set-password link for a billing welcome mail (customer accounts). */
  mailboxLink: (clientId: string, userId: string) => Promise<string | null>;
}): OutboxServices {
  const { config, store, clock, ids, secretBox } = deps;
  const repo = store.repos.outbox;
  const endpoints = createWebhookEndpointsRepo(store.db);
  const settings = createNotificationSettingsRepo(store.db);
  const poster =
    deps.overrides?.poster ?? createSafePoster({ allowPrivateNetwork: config.allowPrivateNetwork });
  // The recorder reads every channel's subscriptions: webhook endpoints and Slack channels.
  const sources: SubscriptionSource[] = [];
  const recorder = createOutboxRecorder({
    repo,
    clock,
    ids,
    subscriptions: { all: async () => (await Promise.all(sources.map((s) => s.all()))).flat() },
  });
  const webhooks = createWebhookEndpointsService({
    repo: endpoints,
    outbox: repo,
    recorder,
    clients: deps.clients,
    secretBox,
    clock,
    ids,
    allowPlainHttp: config.allowPrivateNetwork,
  });
  const users = {
    list: async (clientId: string) => await deps.customerUsers.list(clientId),
  };
  const notifications = createNotificationsService({
    settings,
    users,
    clients: deps.clients,
    secretBox,
    recorder,
    clock,
    allowPlainHttp: config.allowPrivateNetwork,
  });
  sources.push(webhooks.subscriptions, notifications.subscriptions);
  const notify = createNotificationDeliverers({
    settings,
    outbox: repo,
    mailer: deps.mailer,
    poster,
    secretBox,
    clients: deps.clients,
    users,
    stillWaiting: async (clientId, sessionId) =>
      (await store.repos.chats.session(clientId, sessionId))?.handoffStatus === 'waiting',
    clock,
    appUrl: `${config.publicUrl}/app`,
    coalesceMs: deps.overrides?.coalesceMs,
  });
  relayDomainEvents({ events: deps.events, recorder, onError: deps.onError ?? (() => undefined) });
  listenForNotices({
    events: deps.events,
    recorder,
    clients: deps.clients,
    sources: deps.knowledgeSources,
    onError: deps.onError ?? (() => undefined),
  });
  // What the listener would have recorded had the process lived: the same events, from stored state.
  const noticeSweep = createNoticeSweep({
    recorder,
    usage: store.repos.usage,
    sources: deps.knowledgeSources,
    clock,
    onError: deps.onError ?? (() => undefined),
  });
  const pressure = createLoopPressure();
  const messageLog = store.repos.messageLog;
  const relay = messageLog ? createMessageRelay({ log: messageLog, recorder }) : null;
  let presence: OperatorPresence | null = null;
  const dispatcher = createOutboxDispatcher({
    repo,
    pressure,
    clock,
    ids,
    retry: {
      baseMs: config.outbox.retryBaseMs,
      maxMs: config.outbox.retryMaxMs,
      retryForMs: config.outbox.retryForMs,
      random: deps.overrides?.random,
    },
    deliverers: {
      webhook: createWebhookDeliverer({
        endpoints,
        outbox: repo,
        recorder,
        poster,
        hmac: hmacSha256Hex,
        secretBox,
        clock,
        disableAfterMs: deps.overrides?.disableAfterMs,
      }),
      email: notify.email,
      slack: notify.slack,
      billing_mail: createBillingMailDeliverer({
        mailer: deps.mailer,
        owners: async (clientId) =>
          (await deps.customerUsers.list(clientId)).filter((u) => u.role === 'owner'),
        businessNameOf: async (clientId) => (await deps.clients.get(clientId))?.businessName ?? null,
        mailboxLink: deps.mailboxLink,
        publicUrl: () => config.publicUrl,
      }),
    },
    onError: deps.onError,
    feed: relay?.step,
    feedFull: MESSAGE_LOG_STEP,
  });
  recorder.onRecorded(() => dispatcher.poke());
  return {
    recorder,
    repo,
    dispatcher,
    webhooks,
    notifications,
    noticeSweep,
    chats: withChatEvents(store.repos.chats, recorder, {
      conversationUrl: (sessionId) => `${config.publicUrl}/app/chats/${encodeURIComponent(sessionId)}`,
      waitingNoticeAfterMs: config.outbox.waitingNoticeAfterMs,
      onMessage: pressure.chatted,
      presence: () => presence,
      messagesFromLog: relay !== null,
    }),
    usePresence(p) {
      presence = p;
    },
    backlog: async () => (messageLog ? await messageLog.backlog() : 0),
  };
}
