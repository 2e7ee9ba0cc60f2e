/**
 * Composition of actions (server/domain/actions): their repositories on the store, the sealed secrets,
 * the egress Fetcher, and the verified visitor from visitor identity. chat-services.ts calls it, since
 * the assistant offers the actions as tools and a personal action needs the session's identity.
 */
import {
  createActionCards,
  createActionConversation,
  createActionRunner,
  createActionsService,
  createActionTools,
  type ActionCards,
  type ActionConversation,
  type SayInConversation,
  type ActionHttp,
  type ActionsService,
  type ActionTools,
  type ActionViewer,
} from './domain/actions/index.ts';
import type { ClientsRepo, Clock, Ids, SecretBox } from './domain/shared/index.ts';
import { notFound } from './domain/shared/index.ts';
import type { Db } from './db/database.ts';
import {
  createActionCardsRepo,
  createActionCallsRepo,
  createActionsRepo,
  createPendingActionsRepo,
} from './db/repositories/actions-repo.ts';

export interface ActionDeps {
  db: Db;
  box: SecretBox;
  /** The egress Fetcher (server/net/safe-fetch.ts, or the tests' loopback-only one). */
  http: ActionHttp;
  /** FRONTDESK_ALLOW_PRIVATE_NETWORK: http:// templates are accepted only then. */
  allowPrivateNetwork: boolean;
}

export function createActionServices(
  deps: ActionDeps & {
    clients: ClientsRepo;
    clock: Clock;
    ids: Ids;
    viewerOf(clientId: string, sessionId: string): Promise<ActionViewer>;
    /** Stores a card's outcome as a reply in the conversation (the chat service, built after this). */
    say: SayInConversation;
  },
): {
  actions: ActionsService;
  tools: ActionTools;
  conversation: ActionConversation;
  cards: ActionCards;
} {
  const repo = createActionsRepo(deps.db);
  const calls = createActionCallsRepo(deps.db);
  const runner = createActionRunner({
    http: deps.http,
    calls,
    box: deps.box,
    clock: deps.clock,
    ids: deps.ids,
  });
  const actions = createActionsService({
    repo,
    calls,
    runner,
    box: deps.box,
    clock: deps.clock,
    ids: deps.ids,
    allowPrivateNetwork: deps.allowPrivateNetwork,
    clientExists: async (clientId) => {
      if (!(await deps.clients.get(clientId))) throw notFound('Client');
    },
  });
  const cards = createActionCards({
    repo,
    cards: createActionCardsRepo(deps.db),
    runner,
    clock: deps.clock,
    ids: deps.ids,
    viewerOf: deps.viewerOf,
    say: deps.say,
  });
  const tools = createActionTools({ repo, runner, cards, clock: deps.clock, viewerOf: deps.viewerOf });
  const conversation = createActionConversation({
    repo,
    pending: createPendingActionsRepo(deps.db),
    runner,
    cards,
    clock: deps.clock,
    viewerOf: deps.viewerOf,
  });
  return { actions, tools, conversation, cards };
}
