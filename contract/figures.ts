/**
 * The labelled figures: one name and one meaning for each number the console, /app, the CLI and the
 * API show (server/domain/figures computes them). A screen that shows one of these shows it under
 * this label, so "Total Messages" is the same count wherever it is read.
 */
import { z } from 'zod';

export const Figures = z.object({
  /** Every stored message of the conversations: visitors', the assistant's, people's and notes. */
  messages: z.number().int(),
  /** Conversations (chat sessions) ever started, previews and test-token chats included. */
  conversations: z.number().int(),
  /** Conversations still open with activity in the last ACTIVE_WINDOW_MINUTES minutes. */
  activeSessions: z.number().int(),
  /** AI replies counted on the plan in the client's current usage period (previews and tests aside). */
  aiRepliesThisPeriod: z.number().int(),
  /** Follow-up leads on record (a visitor left an email to be answered; the newest 200). */
  leads: z.number().int(),
  /** Conversations waiting for a person to take them over now. */
  handoffsWaiting: z.number().int(),
});
export type Figures = z.infer<typeof Figures>;

/** How long after its last activity an open conversation still counts as active. */
export const ACTIVE_WINDOW_MINUTES = 30;

export const FIGURE_LABELS = {
  messages: 'Total Messages',
  conversations: 'Total Sessions',
  activeSessions: 'Active Sessions',
  aiRepliesThisPeriod: 'AI Replies This Month',
  leads: 'Leads',
  handoffsWaiting: 'Visitors waiting for a person',
} as const satisfies Record<keyof Figures, string>;
