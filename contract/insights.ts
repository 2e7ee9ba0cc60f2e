import { z } from 'zod';
import { Faq } from './clients.ts';

/**
 * Per-client insights for the console: the questions the assistant could not answer from knowledge
 * (AI replies with metadata.responseType 'no_answer', previews excluded), and the visitors who left an
 * email address for a human follow-up.
 */

export const UnansweredReason = z.enum(['no_answer', 'unsupported']);
export type UnansweredReason = z.infer<typeof UnansweredReason>;

/** One distinct unanswered question: asks are grouped by normalised text (case, spacing, end punctuation). */
export const UnansweredQuestion = z.object({
  /** The wording of the latest ask. */
  question: z.string(),
  /** The grouping key: lower case, single spaces, no trailing punctuation. */
  normalized: z.string(),
  count: z.number().int(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
  /** The session of the latest ask, to open it in the console. */
  sampleSessionId: z.string(),
  /**
   * Why the latest ask counts: 'no_answer' (the assistant declined) or 'unsupported' (a model reply
   * that cited none of the business's passages).
   */
  reason: UnansweredReason,
});
export type UnansweredQuestion = z.infer<typeof UnansweredQuestion>;

/**
 * GET /api/clients/{id}/unanswered (admin) → open questions, latest ask first. A question turned into
 * an FAQ comes back when it goes unanswered again (the FAQ was removed); a dismissed one stays hidden.
 */
export const UnansweredList = z.object({ questions: z.array(UnansweredQuestion), total: z.number().int() });
export type UnansweredList = z.infer<typeof UnansweredList>;

const reportedQuestion = z
  .string({ error: 'Question is required' })
  .trim()
  .min(1, 'Question is required')
  .max(4000);

/**
 * POST /api/clients/{id}/unanswered/faq (admin) → 200 Client: adds the FAQ `{ question, answer }` to
 * chatCustomizations.faqs (an FAQ with the same question gets the new answer) and resolves the reported
 * question. `reportedQuestion` names the report entry when the operator reworded the FAQ question.
 */
export const UnansweredToFaq = Faq.extend({ reportedQuestion: reportedQuestion.optional() }).strict();
export type UnansweredToFaq = z.input<typeof UnansweredToFaq>;

/** POST /api/clients/{id}/unanswered/dismiss (admin) → 200 { ok: true }: hides the question from the report. */
export const UnansweredDismiss = z.object({ question: reportedQuestion }).strict();
export type UnansweredDismiss = z.infer<typeof UnansweredDismiss>;

/** A visitor's request for a human follow-up by email. */
export const FollowUpLead = z.object({
  id: z.string(),
  sessionId: z.string(),
  email: z.string(),
  /** The visitor's message before the one with the email (what they want followed up), if any. */
  question: z.string().nullable(),
  /** From the pre-chat form: the visitor's name, and the consent wording they ticked (else null). */
  name: z.string().nullable(),
  consent: z.string().nullable(),
  /** Where the address was left: the pre-chat form, or a message in the chat. */
  source: z.enum(['pre_chat', 'chat']),
  createdAt: z.string(),
});
export type FollowUpLead = z.infer<typeof FollowUpLead>;

/** GET /api/clients/{id}/leads (admin) → the newest first (at most 200); `total` counts them all. */
export const LeadList = z.object({ leads: z.array(FollowUpLead), total: z.number().int().nonnegative() });
export type LeadList = z.infer<typeof LeadList>;
