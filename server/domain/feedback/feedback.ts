/**
 * Visitors' feedback and each conversation's outcome. A thumbs or a score is stored (the last word
 * wins), then the conversation's outcome is decided again (outcome-rule.ts) and `feedback.created`
 * announced. Every stored message also re-decides its conversation, off the chat's path: decisions of
 * one conversation run one after another, and reads wait for those begun before them.
 */
import type { ChatMessage, HandoffStatus, MessageFeedback, Outcome } from '../../../contract/chat.ts';
import type {
  MessageFeedbackRequest,
  SessionRating,
  SessionRatingRequest,
} from '../../../contract/feedback.ts';
import type { ChatAccess, ChatCaller } from '../chat/chat-gate.ts';
import type { ChatRepo } from '../chat/chat-ports.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { Clock, DomainEvents } from '../shared/ports.ts';
import type { FeedbackRecord, FeedbackRepo } from './feedback-ports.ts';
import { decideOutcome, outcomeAt } from './outcome-rule.ts';

export interface FeedbackService {
  /** A visitor's thumbs on an assistant reply of their session. */
  giveFeedback(access: ChatAccess, input: MessageFeedbackRequest): Promise<MessageFeedback>;
  /** A visitor's 1–5 score of their conversation. */
  rate(access: ChatAccess, input: SessionRatingRequest): Promise<SessionRating>;
  /** The feedback on a session's replies, by message id (transcripts). */
  feedbackOf(clientId: string, sessionId: string): Promise<Map<string, MessageFeedback>>;
  /** The outcome of each session as of now (null: none yet). */
  outcomesOf(clientId: string, sessionIds: string[]): Promise<Map<string, Outcome | null>>;
  /** Decides a conversation's outcome again (after a change the events do not carry). */
  recompute(clientId: string, sessionId: string): Promise<void>;
  /** Resolves once every decision begun before the call is stored. */
  settled(): Promise<void>;
}

const wire = (f: FeedbackRecord): MessageFeedback => ({
  rating: f.rating,
  reason: f.reason,
  comment: f.comment,
  at: f.updatedAt,
});

/** Console previews and test-token chats are not visitors: they get no outcome and count nowhere. */
const notVisitors = (m: { metadata: ChatMessage['metadata'] }) => m.metadata.preview || m.metadata.test;

export function createFeedbackService(deps: {
  repo: FeedbackRepo;
  chats: ChatRepo;
  /** Who is calling about a session: the chat engine's gate with the visitor's session key. */
  resolveSession: (access: ChatAccess, sessionId: string) => Promise<ChatCaller>;
  events: DomainEvents;
  clock: Clock;
  /** Where a failed decision goes: the chat itself never fails because of it. */
  onError: (err: unknown) => void;
}): FeedbackService {
  const { repo, chats, events, clock, onError } = deps;
  const queued = new Set<string>();
  /** Conversations with nothing to decide (previews, test chats, empty): not read again on every view. */
  const undecidable = new Set<string>();
  const remember = (key: string) => {
    if (undecidable.size >= 10_000) undecidable.clear();
    undecidable.add(key);
  };
  const tails = new Map<string, Promise<void>>();

  /**
   * The handoff state each message's append left its session in (the session.updated right after
   * message.created carries it): a chat turn's decision reads no session row. Used once, then dropped.
   */
  const known = new Map<string, HandoffStatus>();
  const decide = async (clientId: string, sessionId: string) => {
    const key = `${clientId}\n${sessionId}`;
    const status = known.get(key) ?? (await chats.session(clientId, sessionId))?.handoffStatus;
    known.delete(key);
    if (!status) return;
    const messages = await chats.messages(clientId, sessionId, { limit: 10_000 });
    if (messages.length === 0 || messages.some(notVisitors)) return;
    const [feedback, score] = await Promise.all([
      repo.feedbackOfSession(clientId, sessionId),
      repo.ratingOf(clientId, sessionId),
    ]);
    const d = decideOutcome({
      messages,
      feedback: feedback.map((f) => ({ messageId: f.messageId, rating: f.rating, at: f.updatedAt })),
      score,
      handoffStatus: status,
    });
    await repo.saveOutcome({
      clientId,
      sessionId,
      startedAt: d.startedAt ?? messages[0]!.createdAt,
      outcome: d.outcome,
      settlesAt: d.settlesAt,
      firstReplyMs: d.firstReplyMs,
      score: score?.score ?? null,
      thumbsUp: feedback.filter((f) => f.rating === 'up').length,
      thumbsDown: feedback.filter((f) => f.rating === 'down').length,
      updatedAt: clock.now().toISOString(),
    });
  };

  /** One decision per conversation at a time; a change while one waits to start is already in it. */
  const schedule = (clientId: string, sessionId: string): Promise<void> => {
    const key = `${clientId}\n${sessionId}`;
    const waiting = tails.get(key);
    if (waiting && queued.has(key)) return waiting;
    queued.add(key);
    const next = (waiting ?? Promise.resolve())
      .then(() => {
        queued.delete(key);
        return decide(clientId, sessionId);
      })
      .catch(onError);
    tails.set(key, next);
    void next.then(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
    return next;
  };

  events.on('message.created', ({ clientId, message }) => {
    if (notVisitors(message)) return;
    undecidable.delete(`${clientId}\n${message.sessionId}`);
    void schedule(clientId, message.sessionId);
  });
  // Every handoff step stores a system message, so message.created covers handoffs too; an update
  // without a message (a bare take-over) changes no outcome until the conversation's next message.
  events.on('session.updated', ({ clientId, sessionId, session }) => {
    const key = `${clientId}\n${sessionId}`;
    if (session && queued.has(key)) known.set(key, session.handoffStatus);
  });

  const settled = async () => {
    while (tails.size > 0) await Promise.all([...tails.values()]);
  };

  return {
    async giveFeedback(access, input) {
      const { client } = await deps.resolveSession(access, input.sessionId);
      const message = await chats.message(client.id, input.sessionId, input.messageId);
      if (!message) throw notFound('Message');
      if (message.sender !== 'ai')
        throw new DomainError('bad_request', 'Feedback is given on the assistant’s replies only');
      const at = clock.now().toISOString();
      const stored = await repo.saveFeedback({
        clientId: client.id,
        sessionId: input.sessionId,
        messageId: message.id,
        rating: input.rating,
        reason: input.rating === 'down' ? (input.reason ?? null) : null,
        comment: input.rating === 'down' && input.comment ? input.comment : null,
        createdAt: at,
        updatedAt: at,
      });
      await schedule(client.id, input.sessionId);
      events.emit('feedback.created', {
        clientId: client.id,
        sessionId: input.sessionId,
        kind: 'thumbs',
        messageId: message.id,
        rating: stored.rating,
        reason: stored.reason,
        comment: stored.comment,
        score: null,
        at,
      });
      return wire(stored);
    },

    async rate(access, input) {
      const { client } = await deps.resolveSession(access, input.sessionId);
      if (!(await chats.session(client.id, input.sessionId))) throw notFound('Chat session');
      const at = clock.now().toISOString();
      await repo.saveRating(client.id, input.sessionId, input.score, at);
      await schedule(client.id, input.sessionId);
      events.emit('feedback.created', {
        clientId: client.id,
        sessionId: input.sessionId,
        kind: 'rating',
        messageId: null,
        rating: null,
        reason: null,
        comment: null,
        score: input.score,
        at,
      });
      return { sessionId: input.sessionId, score: input.score, at };
    },

    async feedbackOf(clientId, sessionId) {
      const rows = await repo.feedbackOfSession(clientId, sessionId);
      return new Map(rows.map((f) => [f.messageId, wire(f)]));
    },

    async outcomesOf(clientId, sessionIds) {
      // Only these conversations' decisions: a console row must not wait for the whole server's.
      const own = sessionIds.map((id) => tails.get(`${clientId}\n${id}`)).filter((p) => p !== undefined);
      if (own.length) await Promise.all(own);
      const now = clock.now().toISOString();
      let rows = sessionIds.length ? await repo.outcomesOf(clientId, sessionIds) : [];
      // A conversation from before outcomes existed is decided the first time it is shown.
      const found = new Set(rows.map((r) => r.sessionId));
      const missing = sessionIds.filter((id) => !found.has(id) && !undecidable.has(`${clientId}\n${id}`));
      if (missing.length > 0) {
        await Promise.all(missing.map((id) => schedule(clientId, id)));
        rows = await repo.outcomesOf(clientId, sessionIds);
        const decided = new Set(rows.map((r) => r.sessionId));
        for (const id of missing) if (!decided.has(id)) remember(`${clientId}\n${id}`);
      }
      return new Map(rows.map((r) => [r.sessionId, outcomeAt(r, now)]));
    },

    recompute: schedule,
    settled,
  };
}
