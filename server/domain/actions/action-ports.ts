import type { ActionCallOutcome, CreateActionInput } from '../../../contract/actions.ts';
import type { Fetcher } from '../sources/index.ts';

/** What an action is, without its secret (the definition kept as JSON). */
export type ActionDefinition = Omit<CreateActionInput, 'secret'>;

export interface StoredAction {
  id: string;
  clientId: string;
  definition: ActionDefinition;
  /** The secret sealed with the SecretBox; null when the action sends none. */
  sealedSecret: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ActionsRepo {
  list(clientId: string): Promise<StoredAction[]>;
  get(clientId: string, id: string): Promise<StoredAction | null>;
  insert(action: StoredAction): Promise<void>;
  /** False when the action is not the client's. */
  update(action: StoredAction): Promise<boolean>;
  remove(clientId: string, id: string): Promise<boolean>;
}

export interface ActionCallRecord {
  id: string;
  clientId: string;
  actionId: string;
  actionName: string;
  sessionId: string | null;
  outcome: ActionCallOutcome;
  status: number | null;
  durationMs: number;
  /** Already redacted. */
  arguments: Record<string, unknown>;
  error: string | null;
  createdAt: string;
}

export interface ActionCallsRepo {
  add(call: ActionCallRecord): Promise<void>;
  /** Newest first. */
  ofAction(clientId: string, actionId: string, limit: number): Promise<ActionCallRecord[]>;
  /** Newest first. */
  ofSession(clientId: string, sessionId: string, limit: number): Promise<ActionCallRecord[]>;
}

/** The egress Fetcher (private addresses, redirects, size and time caps are its rules). */
export type ActionHttp = Pick<Fetcher, 'get'>;

/** Who the session's visitor is proven to be (the identity capability's rule: verified id, proven emails). */
export interface ActionViewer {
  userId: string | null;
  emails: string[];
}

/** An action the builtin answerer is asking the visitor's parameters for. */
export interface PendingAction {
  actionId: string;
  /** The conversation parameters given so far. */
  arguments: Record<string, string | number | boolean>;
  /** The parameter the last reply asked for. */
  asking: string;
  expiresAt: string;
}

export interface PendingActionsRepo {
  get(clientId: string, sessionId: string): Promise<PendingAction | null>;
  set(clientId: string, sessionId: string, pending: PendingAction): Promise<void>;
  clear(clientId: string, sessionId: string): Promise<void>;
}

export type ActionCardState = 'pending' | 'running' | 'confirmed' | 'failed' | 'cancelled';

/** A changing action proposed in a conversation, run only when that session's visitor confirms it. */
export interface StoredActionCard {
  id: string;
  clientId: string;
  sessionId: string;
  actionId: string;
  /** The action's definition as proposed (JSON): a changed action is refused, not run. */
  definition: string;
  /** The conversation's values; identity values are the server's again when it runs. */
  arguments: Record<string, string | number | boolean>;
  summary: string;
  state: ActionCardState;
  resultMessageId: string | null;
  expiresAt: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface ActionCardsRepo {
  insert(card: StoredActionCard): Promise<void>;
  get(clientId: string, id: string): Promise<StoredActionCard | null>;
  /**
   * Moves a pending, unexpired card of this session to `to` in one conditional update; false when it
   * is not pending any more (another click got there first), expired or not the session's.
   */
  claim(
    clientId: string,
    id: string,
    sessionId: string,
    to: 'running' | 'cancelled',
    now: string,
  ): Promise<boolean>;
  finish(clientId: string, id: string, state: ActionCardState, resultMessageId: string | null): Promise<void>;
}
