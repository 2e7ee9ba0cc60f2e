/**
 * Ports of the chat engine: what the chat, knowledge and assistant services need from storage and
 * from answer providers. db/ and ai/ implement them; app.ts wires them.
 */
import type {
  ChatMessage,
  HandoffStatus,
  MessageFeedback,
  MessageMetadata,
  Outcome,
  Sender,
  SessionListItem,
  SessionListQueryParsed,
  Source,
} from '../../../contract/chat.ts';
import type { SampleResponses } from '../../../contract/clients.ts';
import type { AssistantSettings } from '../../../contract/assistant-settings.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import type { LiveDataAccess } from '../sources/live-data.ts';
import type { ActionToolbox } from '../actions/index.ts';
import type { ParsedQuestion } from '../answering/parsed-question.ts';
import type { OutboxDraft } from '../outbox/outbox-ports.ts';

export interface ChatMessageRecord {
  id: string;
  clientId: string;
  sessionId: string;
  sender: Sender;
  message: string;
  metadata: MessageMetadata;
  clientMessageId: string | null;
  createdAt: string;
}

export interface ChatSessionRecord {
  clientId: string;
  sessionId: string;
  status: 'active' | 'inactive';
  startedAt: string;
  lastActivity: string;
  endedAt: string | null;
  messageCount: number;
  metadata: Record<string, unknown>;
  handledBy: string | null;
  /** Human handoff: none, waiting for a person, held by an operator, or missed (email offered). */
  handoffStatus: HandoffStatus;
  handoffRequestedAt: string | null;
}

/** What a write leaves of its session that the widget and the handoff guard look at. */
export type SessionSnapshot = Pick<
  ChatSessionRecord,
  'status' | 'lastActivity' | 'handledBy' | 'handoffStatus' | 'handoffRequestedAt'
>;

export interface AppendResult {
  message: ChatMessageRecord;
  /** The clientMessageId was already stored: `message` is the earlier one and nothing was written. */
  duplicate: boolean;
  /** The session's operator as of this write (null: the AI answers), read in the same transaction. */
  handledBy: string | null;
  /** The session as this write left it (not on a duplicate): listeners need not read it again. */
  session?: SessionSnapshot;
}

export interface AppendOptions {
  /**
   * The visitor message whose pending usage charge this message (its reply) settles: the charge goes in
   * the same transaction as the message, and only when the message is stored (not on a duplicate).
   */
  settlesChargeOf?: string;
  /** Outbox rows the message raises, written in its transaction, only when it is stored. */
  outbox?: OutboxDraft[];
  /**
   * The digest of the session's secret, set in the statement that opens the session (or on a session
   * that has none yet), so no other caller can claim the session between its creation and its secret.
   */
  visitorKeyHash?: string;
}

/** Messages and sessions; every call is scoped by client id first. */
export interface ChatRepo {
  /** Stores a message and opens or touches its session in one transaction. */
  append(message: ChatMessageRecord, opts?: AppendOptions): Promise<AppendResult>;
  /** Oldest first; only ids greater than afterId when given. */
  messages(
    clientId: string,
    sessionId: string,
    opts?: { afterId?: string; limit?: number },
  ): Promise<ChatMessageRecord[]>;
  /** The newest `limit` messages, oldest first (conversation history for the model). */
  recent(clientId: string, sessionId: string, limit: number): Promise<ChatMessageRecord[]>;
  session(clientId: string, sessionId: string): Promise<ChatSessionRecord | null>;
  /** One message of this client's session by id; null when it is not there. */
  message(clientId: string, sessionId: string, id: string): Promise<ChatMessageRecord | null>;
  /** The AI or operator message stored in reply to a visitor message. */
  findReply(clientId: string, sessionId: string, userMessageId: string): Promise<ChatMessageRecord | null>;
  /** The newest visitor message with this exact text that has no reply yet. */
  findUnanswered(clientId: string, sessionId: string, text: string): Promise<ChatMessageRecord | null>;
  /** Ends the session; `outbox` rows are written with it, only when it was active. */
  end(clientId: string, sessionId: string, at: string, outbox?: OutboxDraft[]): Promise<boolean>;
  setHandledBy(clientId: string, sessionId: string, operator: string | null): Promise<boolean>;
  /**
   * The hash of the visitor secret issued for a session: `{ hash: null }` for a session opened before
   * secrets (or not yet claimed), null when the session does not exist.
   */
  visitorKeyOf(clientId: string, sessionId: string): Promise<{ hash: string | null } | null>;
  /** Sets the visitor secret's hash only while the session has none; true when this call set it. */
  claimVisitorKey(clientId: string, sessionId: string, hash: string): Promise<boolean>;
}

/** A session list row as the store reads it; the outcome comes from the feedback capability. */
export type SessionRow = Omit<SessionListItem, 'outcome'>;

/** What the console's session views add from the feedback capability (domain/feedback). */
export interface SessionQuality {
  outcomesOf(clientId: string, sessionIds: string[]): Promise<Map<string, Outcome | null>>;
  feedbackOf(clientId: string, sessionId: string): Promise<Map<string, MessageFeedback>>;
}

/** Admin reads over sessions (list, one row, which clients use a session id). */
export interface ChatSessionsReadRepo {
  list(
    q: SessionListQueryParsed & { clientIds?: string[] },
    activeSince: string,
  ): Promise<{ rows: SessionRow[]; total: number }>;
  summary(
    clientIds: string[] | undefined,
    activeSince: string,
  ): Promise<{ totalSessions: number; activeSessions: number; totalMessages: number }>;
  row(clientId: string, sessionId: string, activeSince: string): Promise<SessionRow | null>;
  clientsOfSession(sessionId: string): Promise<string[]>;
}

export interface KnowledgeChunk {
  kind: Source['kind'];
  title: string;
  url: string | null;
  body: string;
}

export interface Passage extends KnowledgeChunk {
  /** BM25 rank (lower is better), as FTS5 reports it. */
  rank: number;
}

/** Full-text index of knowledge chunks, partitioned by an index key (a client id or a preview key). */
export interface KnowledgeStore {
  version(key: string): Promise<string | null>;
  /**
   * Replaces every chunk under key and records the content version, atomically. Chunks are indexed by
   * the stems of `language` (English when absent: answering/knowledge-text.ts indexTerms).
   */
  replace(key: string, version: string, chunks: KnowledgeChunk[], language?: LanguageCode): Promise<void>;
  /** Every chunk under key, in index order (hybrid search and sending small knowledge whole). */
  chunks(key: string): Promise<KnowledgeChunk[]>;
  /** Best chunks under key containing any of the terms (stemmed in `language`, English when absent), best first. */
  search(key: string, terms: string[], limit: number, language?: LanguageCode): Promise<Passage[]>;
  remove(key: string): Promise<void>;
  /** Drops preview indexes beyond the newest `keep`. */
  prunePreviews(keep: number): Promise<void>;
}

export interface AnswerUsage {
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
}

export interface AnswerRequest {
  business: { name: string; domain: string; industry: string };
  question: string;
  /** Earlier turns, oldest first, without the question itself. */
  history: { sender: Sender; message: string }[];
  /** Passages retrieved for the question, best first, from this client's knowledge only. */
  passages: Passage[];
  sampleResponses: SampleResponses | null;
  /** Searches this client's knowledge only; the model's tool calls go through it. */
  searchKnowledge(query: string | ParsedQuestion): Promise<Passage[]>;
  /** The question as read once this turn (with the business's name above), so no one reads it again. */
  parsed?: ParsedQuestion;
  /** This client's live-data feed records: the match for the question and the model's record tools. */
  liveData?: LiveDataAccess;
  /** This client's read actions as tools for a model (its own API, called for this session only). */
  actions?: ActionToolbox;
  /** The business's IANA time zone, for the current date and time in the prompt (default UTC). */
  timeZone?: string;
  now?: Date;
  /** The client's assistant settings as this reply may use them (absent: the defaults). */
  assistant?: AssistantSettings;
  /** The visitor's language (null until one is told) and the language the client's knowledge is in. */
  language?: { visitor: LanguageCode | null; knowledge: LanguageCode };
  /** Whether the client has human handoff on, so a decline may offer a person. */
  handoffAvailable?: boolean;
  /** What the business greets visitors with in the visitor's language (its widget's first message). */
  greeting?: string;
  signal: AbortSignal;
}

export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'final'; model: string; responseType: string; sources: Source[]; usage?: AnswerUsage };

/** One way of producing answers (builtin retrieval, an OpenAI-compatible model). */
export interface AnswerProvider {
  readonly name: 'builtin' | 'openai';
  /** False when the provider ignores earlier turns, so the history is not read for it (default true). */
  readonly needsHistory?: boolean;
  answer(req: AnswerRequest): AsyncIterable<AnswerEvent>;
  /**
   * A follow-up rewritten as a standalone search query from the last turns ("what about weekends?"
   * after opening hours → "opening hours on weekends"); null when it cannot (the caller falls back).
   */
  standaloneQuery?(req: {
    history: { sender: Sender; message: string }[];
    question: string;
    signal: AbortSignal;
  }): Promise<string | null>;
}

export type { ChatMessage };
