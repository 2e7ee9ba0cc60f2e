/**
 * Actions: each client's calls to its own API, made while answering a visitor. An action is a method
 * and URL template on the business's API with headers, a sealed secret sent as one header, a parameter
 * schema (each value from the conversation, the verified identity or fixed), the JSON fields of the
 * answer to use, whether it is personal (verified visitors only) and whether it changes something. The
 * runner checks arguments against the schema, calls through the egress Fetcher (private addresses,
 * redirects, 5 s, 1 MB), keeps the chosen fields and logs every call with redacted arguments; the
 * toolbox offers actions to a model as tools, at most three calls a turn, results as cited data;
 * without a model, the conversation picks an action by its words, asks for each missing parameter in
 * turn (kept on the session as a pending action) and says the chosen fields in a cited sentence. An
 * action that changes something is never called while answering: it becomes a card (action-cards.ts)
 * with a plain summary, and runs once when that session's visitor confirms it.
 */
export * from './action-ports.ts';
export { createActionsService, type ActionsService } from './actions-service.ts';
export {
  createActionRunner,
  ACTION_MAX_BYTES,
  ACTION_TIMEOUT_MS,
  type ActionOutcome,
  type ActionRunner,
} from './action-runner.ts';
export {
  createActionTools,
  MAX_ACTION_CALLS_PER_TURN,
  type ActionTool,
  type ActionToolbox,
  type ActionTools,
} from './action-toolbox.ts';
export { actionText } from './action-texts.ts';
export {
  createActionConversation,
  type ActionConversation,
  type ActionReply,
} from './action-conversation.ts';
export {
  createActionCards,
  cardSummary,
  CARD_VALID_MS,
  type ActionCards,
  type CardCaller,
  type CardProposal,
  type SayInConversation,
} from './action-cards.ts';
