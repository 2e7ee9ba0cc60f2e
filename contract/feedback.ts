import { z } from 'zod';
import { FeedbackRating, FeedbackReason, MessageId, SessionId } from './chat.ts';

/**
 * Whether the assistant helps (issue 31): visitors' thumbs and satisfaction scores, each conversation's
 * outcome, the quality figures over time, topics and gaps, and curated answers written from a
 * transcript.
 */

/**
 * POST /api/chat/feedback → 200 MessageFeedback. Widget token, Origin rule and session key as for
 * messages. `messageId` must be an assistant reply (AI or FAQ answer) of this session: another session's
 * or client's id is 404, a visitor's, operator's or system message 400. Giving feedback again replaces
 * the earlier one (the last word wins); a reason and comment belong to a thumbs down only.
 */
export const MessageFeedbackRequest = z
  .object({
    sessionId: SessionId,
    messageId: MessageId,
    rating: FeedbackRating,
    reason: FeedbackReason.optional(),
    comment: z.string().trim().max(1000, 'A comment is at most 1,000 characters').optional(),
  })
  .strict()
  .refine((b) => b.rating === 'down' || (b.reason === undefined && b.comment === undefined), {
    message: 'A reason or comment goes with a thumbs down only',
    path: ['reason'],
  });
export type MessageFeedbackRequest = z.infer<typeof MessageFeedbackRequest>;

/**
 * POST /api/chat/rating → 200 SessionRating: how satisfied the visitor was with the conversation, 1–5
 * (asked when it ends or is handed back). A second score replaces the first. Out of range: 400.
 */
export const SessionRatingRequest = z
  .object({
    sessionId: SessionId,
    score: z
      .number({ error: 'Score must be a whole number from 1 to 5' })
      .int('Score must be a whole number from 1 to 5')
      .min(1, 'Score must be a whole number from 1 to 5')
      .max(5, 'Score must be a whole number from 1 to 5'),
  })
  .strict();
export type SessionRatingRequest = z.infer<typeof SessionRatingRequest>;
export const SessionRating = z.object({ sessionId: z.string(), score: z.number().int(), at: z.string() });
export type SessionRating = z.infer<typeof SessionRating>;

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Must be an ISO-8601 date or time');
/** A time range: from inclusive, to exclusive; default the last 30 days. */
export const RangeQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() }).strict();
export type RangeQuery = z.infer<typeof RangeQuery>;

export const OutcomeCounts = z.object({
  confirmed: z.number().int(),
  assumed: z.number().int(),
  handed_off: z.number().int(),
  unresolved: z.number().int(),
  /** Answered within the last 24 hours, no verdict yet. */
  pending: z.number().int(),
  total: z.number().int(),
});
export type OutcomeCounts = z.infer<typeof OutcomeCounts>;

/** GET /api/clients/{id}/outcomes?from=&to= → the conversations started in the range, by outcome. */
export const OutcomeReport = z.object({ from: z.string(), to: z.string(), counts: OutcomeCounts });
export type OutcomeReport = z.infer<typeof OutcomeReport>;

/**
 * GET /api/clients/{id}/quality and GET /api/quality (operators, all clients), ?from=&to=: the four
 * outcomes per day, CSAT (share of scores 4–5 and the mean), handoff rate, first-reply time, thumbs.
 */
export const QualityReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(OutcomeCounts.extend({ date: z.string() })),
  totals: OutcomeCounts,
  csat: z.object({
    responses: z.number().int(),
    /** Share of scores of 4 or 5, 0–1; null without responses. */
    satisfied: z.number().nullable(),
    average: z.number().nullable(),
  }),
  /** handed_off / conversations, 0–1; null without conversations. */
  handoffRate: z.number().nullable(),
  /** From a conversation's first visitor message to its first reply, in milliseconds. */
  firstReplyMs: z.object({ median: z.number().nullable(), p90: z.number().nullable() }),
  thumbs: z.object({
    up: z.number().int(),
    down: z.number().int(),
    reasons: z.record(FeedbackReason, z.number().int()),
  }),
});
export type QualityReport = z.infer<typeof QualityReport>;

/**
 * POST /api/clients/{id}/curated-answers: "improve this answer". `{ question, answer }`, or
 * `{ messageId, answer }` naming an assistant reply (its question is the visitor message it answered).
 * Stored with the FAQs (marked curated, not offered as a widget button) and matched before retrieval
 * for that question and its close paraphrases. → 200 Faq.
 */
const answerText = z.string({ error: 'Answer is required' }).trim().min(1, 'Answer is required').max(4000);
export const CuratedAnswerRequest = z.union([
  z
    .object({
      question: z.string({ error: 'Question is required' }).trim().min(1, 'Question is required').max(500),
      answer: answerText,
    })
    .strict(),
  z.object({ messageId: MessageId, answer: answerText }).strict(),
]);
export type CuratedAnswerRequest = z.infer<typeof CuratedAnswerRequest>;

/** A conversation named as an example in a topic or gap. */
export const ExampleConversation = z.object({ sessionId: z.string(), question: z.string(), at: z.string() });
export type ExampleConversation = z.infer<typeof ExampleConversation>;

/** What answered (or failed to answer) a group of conversations. */
export const Topic = z.object({
  key: z.string(),
  /** 'faq', 'page', 'file', 'content', 'data' for what answered; 'unanswered' for grouped questions. */
  kind: z.string(),
  label: z.string(),
  conversations: z.number().int(),
  thumbsDown: z.number().int(),
  handoffs: z.number().int(),
  examples: z.array(ExampleConversation),
});
export type Topic = z.infer<typeof Topic>;

/** One thing to fix, ranked: an unanswered topic, a thumbs-down answer, or a handoff topic. */
export const Gap = z.object({
  kind: z.enum(['unanswered', 'thumbs_down', 'handoff']),
  label: z.string(),
  count: z.number().int(),
  /** The reasons visitors gave (thumbs down only). */
  reasons: z.record(z.string(), z.number().int()),
  examples: z.array(ExampleConversation),
});
export type Gap = z.infer<typeof Gap>;

/** GET /api/clients/{id}/gaps?from=&to= → topics by size and gaps ranked by what to fix first. */
export const GapsReport = z.object({
  from: z.string(),
  to: z.string(),
  topics: z.array(Topic),
  gaps: z.array(Gap),
  /** How unanswered questions were grouped: by meaning (an embeddings model) or by shared words. */
  groupedBy: z.enum(['embeddings', 'words']),
});
export type GapsReport = z.infer<typeof GapsReport>;
