/**
 * What the feedback capability needs from storage. Every call is scoped by client id first; db/
 * implements it once for both stores (Kysely).
 */
import type { FeedbackRating, FeedbackReason, Outcome } from '../../../contract/chat.ts';
import type { ChatMessageRecord } from '../chat/chat-ports.ts';

export interface FeedbackRecord {
  clientId: string;
  sessionId: string;
  messageId: string;
  rating: FeedbackRating;
  reason: FeedbackReason | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OutcomeRecord {
  clientId: string;
  sessionId: string;
  startedAt: string;
  outcome: Outcome | null;
  settlesAt: string | null;
  firstReplyMs: number | null;
  score: number | null;
  thumbsUp: number;
  thumbsDown: number;
  updatedAt: string;
}

export interface FeedbackRepo {
  /** Stores a reply's feedback, replacing the visitor's earlier word on it; returns what is stored. */
  saveFeedback(record: FeedbackRecord): Promise<FeedbackRecord>;
  feedbackOfSession(clientId: string, sessionId: string): Promise<FeedbackRecord[]>;
  /** Thumbs given in [from, to), newest first, at most `limit`. */
  feedbackIn(
    clientIds: string[] | undefined,
    from: string,
    to: string,
    limit: number,
  ): Promise<FeedbackRecord[]>;
  /** The session of one of the client's messages (message ids are unique); null when not there. */
  sessionOfMessage(clientId: string, messageId: string): Promise<string | null>;
  saveRating(clientId: string, sessionId: string, score: number, at: string): Promise<void>;
  ratingOf(clientId: string, sessionId: string): Promise<{ score: number; at: string } | null>;
  saveOutcome(record: OutcomeRecord): Promise<void>;
  outcomesOf(clientId: string, sessionIds: string[]): Promise<OutcomeRecord[]>;
  /** Conversations started in [from, to) (all clients when `clientIds` is undefined), newest first. */
  outcomesIn(
    clientIds: string[] | undefined,
    from: string,
    to: string,
    limit: number,
  ): Promise<OutcomeRecord[]>;
  /**
   * Everything the gaps view reads of these conversations of one client, in two statements: each
   * session's messages (oldest first) and its thumbs, keyed by session id (an empty list when none).
   */
  sessionsRead(
    clientId: string,
    sessionIds: string[],
  ): Promise<{ messages: Map<string, ChatMessageRecord[]>; feedback: Map<string, FeedbackRecord[]> }>;
  /**
   * One page of the client's conversations started in [from, to), newest first (then by session id),
   * those after `before` (the previous page's last row); a page shorter than `limit` is the last.
   */
  outcomesPage(
    clientId: string,
    from: string,
    to: string,
    before: { startedAt: string; sessionId: string } | null,
    limit: number,
  ): Promise<OutcomeRecord[]>;
}
