/**
 * The labelled figures: one name and one meaning for each number the console, /app, the CLI and the
 * API show (server/domain/figures computes them). A screen that shows one of these shows it under
 * this label, so "Total Messages" is the same count wherever it is read.
 */
export interface Figures {
  /** Every stored message of the conversations: visitors', the assistant's, people's and notes. */
  messages: number;
  /** Conversations (chat sessions) ever started, previews and test-token chats included. */
  conversations: number;
  /** Conversations still open with activity in the last ACTIVE_WINDOW_MINUTES minutes. */
  activeSessions: number;
  /** AI replies counted on the plan in the client's current usage period (previews and tests aside). */
  aiRepliesThisPeriod: number;
  /** Follow-up leads on record (a visitor left an email to be answered). */
  leads: number;
  /** Conversations waiting for a person to take them over now. */
  handoffsWaiting: number;
}

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
