/**
 * Composition of the chat engine (repositories, knowledge index, answer provider, assistant, chat and
 * session services), kept beside app.ts so the composition root gains one line for it.
 */
import crypto from 'node:crypto';
import type { Config } from './config.ts';
import { assistantPolicyOf, createAnswerProvider } from './ai/index.ts';
import { createBuiltinProvider } from './ai/builtin-provider.ts';
import { createLazyOpenAiEmbedder } from './ai/lazy-openai.ts';
import {
  type EmbeddingStore,
  embedOnKnowledgeChange,
  type EmbeddingScheduler,
  type KnowledgeSourcesRepo,
  type LiveOrders,
  createRecordLookup,
  withLiveOrders,
} from './domain/sources/index.ts';
import {
  createVectorSearch,
  createAssistant,
  createKnowledgeService,
  type Assistant,
  type KnowledgeService,
} from './domain/answering/index.ts';
import type { ApiKeysService } from './domain/accounts/index.ts';
import {
  createChatGate,
  type ChatLimits,
  type AnswerProvider,
  type ChatRepo,
  type ChatSessionsReadRepo,
  type KnowledgeStore,
  type SessionQuality,
  createChatSessionsService,
  createChatService,
  createVisitorKeys,
} from './domain/chat/index.ts';
import { createHandoffService, type HandoffRepo } from './domain/handoff/index.ts';
import type { ClientsService } from './domain/clients/index.ts';
import type { ClientsRepo, Clock, DomainEvents, Ids, Leases, RateLimits } from './domain/shared/index.ts';
import type { UsageMeter } from './domain/billing/index.ts';
import { log } from './ops/log.ts';
import { metricHooks } from './ops/metrics.ts';
import type { InsightsRepo } from './domain/insights/index.ts';
import type { Services } from './services.ts';
import { createIdentityServices, type IdentityDeps } from './identity-services.ts';
import { createActionServices, type ActionDeps } from './actions-services.ts';

export interface ChatOverrides {
  limits?: Partial<ChatLimits>;
  /** Replaces the provider chosen from the configuration (benchmarks, tests). */
  provider?: AnswerProvider;
}

export function createChatServices(deps: {
  config: Config;
  /** The store's chat repositories and knowledge index (SQLite or PostgreSQL, see db/store.ts). */
  chats: ChatRepo;
  sessions: ChatSessionsReadRepo;
  knowledgeStore: KnowledgeStore;
  clientsRepo: ClientsRepo;
  clients: ClientsService;
  apiKeys: Pick<ApiKeysService, 'authenticate'>;
  usage: UsageMeter;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
  sha256: (text: string) => string;
  /** Documents of knowledge sources (crawled pages, files, feed records), indexed with the client's text. */
  documents: KnowledgeSourcesRepo;
  leases: Leases;
  rateLimits: RateLimits;
  overrides?: ChatOverrides;
  /** Stored chunk vectors, used when an embedding model is configured. */
  embeddingStore?: EmbeddingStore;
  /** Handoff state on the configured store (db/repositories/handoff-repo.ts). */
  handoffRepo: HandoffRepo;
  /** Visitor identity and the personal-records gate (server/identity-services.ts). */
  identity: IdentityDeps;
  /** Actions: calls to the business's own API while answering (server/actions-services.ts). */
  actions: ActionDeps;
  /** Orders read live from a connected store (server/shopify-services.ts). */
  liveOrders?: LiveOrders;
  /** The insights' leads, where a pre-chat form's answers are stored. */
  leads: Pick<InsightsRepo, 'recordLead'>;
  /** Hears the knowledge index once built, when chunks are embedded (syncs embed through it). */
  onEmbeddingIndex?: (knowledge: KnowledgeService) => void;
  /** Hears the scheduler that embeds edited client knowledge (a closing process waits for its runs). */
  onEmbeddingScheduler?: (scheduler: EmbeddingScheduler) => void;
  /** Outcomes and feedback for the console's session views (domain/feedback). */
  sessionQuality?: () => SessionQuality | undefined;
  /** Hears the assistant once built: test suites ask it questions outside any chat. */
  onAssistant?: (assistant: Assistant) => void;
}): Pick<Services, 'chat' | 'chatSessions' | 'handoff' | 'identity' | 'actions' | 'actionCards'> {
  const { chats, events, clock, ids } = deps;
  const ai = deps.config.ai;
  const vectors =
    ai.embeddingModel && deps.embeddingStore
      ? createVectorSearch({
          store: deps.knowledgeStore,
          embeddings: deps.embeddingStore,
          embedder: createLazyOpenAiEmbedder({
            apiKey: ai.apiKey,
            baseUrl: ai.baseUrl,
            model: ai.embeddingModel,
          }),
          sha256: deps.sha256,
        })
      : undefined;
  const knowledge = createKnowledgeService({
    store: deps.knowledgeStore,
    events,
    sha256: deps.sha256,
    documents: deps.documents,
    vectors,
    onEmbeddingError: (clientId, error) =>
      log().error({ clientId, reason: String(error) }, 'embedding the knowledge failed'),
  });
  if (vectors) {
    metricHooks.queueDepth('embeddings', () => vectors.pending());
    deps.onEmbeddingIndex?.(knowledge);
    const scheduler = embedOnKnowledgeChange({
      events,
      clients: deps.clientsRepo,
      knowledge,
      onError: (clientId, error) =>
        log().error({ clientId, reason: String(error) }, 'embedding the knowledge failed'),
    });
    deps.onEmbeddingScheduler?.(scheduler);
  }
  const provider = deps.overrides?.provider ?? createAnswerProvider(deps.config.ai);
  const stored = createRecordLookup({ repo: deps.documents });
  const records = deps.liveOrders
    ? withLiveOrders(stored, {
        orders: deps.liveOrders,
        repo: deps.documents,
        now: () => clock.now().getTime(),
      })
    : stored;
  const { identity, personal } = createIdentityServices({
    ...deps.identity,
    clients: deps.clientsRepo,
    records,
    clock,
    ids,
  });
  const actions = createActionServices({
    ...deps.actions,
    clients: deps.clientsRepo,
    clock,
    ids,
    viewerOf: (clientId, sessionId) => identity.viewerOf(clientId, sessionId),
    // A card's outcome is said through the chat service, which is built below.
    say: (caller, sessionId, text, metadata) => chat.say(caller, sessionId, text, metadata),
  });
  // Behind a model, the builtin answerer replies when the model fails before its first token.
  const fallback = provider.name === 'openai' ? createBuiltinProvider() : undefined;
  const assistant = createAssistant({
    chats,
    knowledge,
    provider,
    records,
    personal,
    actions: actions.tools,
    actionConversation: actions.conversation,
    fallback,
    clock,
    wholeKnowledgeTokens: ai.wholeKnowledgeTokens,
    assistantPolicy: assistantPolicyOf(ai),
  });
  deps.onAssistant?.(assistant);
  const gate = createChatGate({
    clients: deps.clients,
    apiKeys: deps.apiKeys,
    rateLimits: deps.rateLimits,
    limits: deps.overrides?.limits,
  });
  const handoff = createHandoffService({
    repo: deps.handoffRepo,
    chats,
    clients: deps.clientsRepo,
    clock,
    ids,
    events,
  });
  const chat = createChatService({
    chats,
    assistant,
    gate,
    usage: deps.usage,
    events,
    clock,
    ids,
    leases: deps.leases,
    keys: createVisitorKeys({
      chats,
      ids,
      digest: deps.sha256,
      same: (a, b) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b)),
    }),
    guard: () => handoff,
    leads: deps.leads,
  });
  return {
    handoff,
    identity,
    actions: actions.actions,
    actionCards: actions.cards,
    chat,
    chatSessions: createChatSessionsService({
      sessions: deps.sessions,
      chats,
      clients: deps.clientsRepo,
      clock,
      events,
      identityOf: (clientId, sessionId) => identity.identityOf(clientId, sessionId),
      quality: deps.sessionQuality,
    }),
  };
}
