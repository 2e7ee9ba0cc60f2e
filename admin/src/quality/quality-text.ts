import type { FeedbackReason, Outcome } from '../../../contract/chat.ts';
import type { BadgeTone } from '../ui/card.tsx';

/** The words the quality screens use for outcomes and reasons (one table). */
export const OUTCOME_LABEL: Record<Outcome, string> = {
  confirmed: 'Confirmed',
  assumed: 'Assumed',
  handed_off: 'Handed off',
  unresolved: 'Unresolved',
};
export const OUTCOME_TONE: Record<Outcome, BadgeTone> = {
  confirmed: 'green',
  assumed: 'blue',
  handed_off: 'amber',
  unresolved: 'red',
};
export const OUTCOME_HELP: Record<Outcome | 'pending', string> = {
  confirmed: 'The visitor said it helped: a thumbs up, a score of 4–5, or a “thanks, that’s all”.',
  assumed: 'Answered, no thumbs down, no handoff, and no word from the visitor for 24 hours.',
  handed_off: 'A person was asked for, or the visitor left an email for a follow-up.',
  unresolved: 'Declined, unanswered, a thumbs down or a low score.',
  pending: 'Answered less than 24 hours ago, no verdict yet.',
};
export const REASON_LABEL: Record<FeedbackReason, string> = {
  wrong: 'Wrong',
  not_my_question: 'Didn’t answer the question',
  too_long: 'Too long',
  other: 'Other',
};
export const GAP_LABEL = {
  unanswered: 'Not answered',
  thumbs_down: 'Thumbs down',
  handoff: 'Ended with a person',
} as const;
