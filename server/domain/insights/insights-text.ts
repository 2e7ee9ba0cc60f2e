/**
 * Text rules of the insights report, decided here once for both stores: how asks are grouped, what
 * counts as a follow-up email, and which question a lead follows. The repositories read the messages
 * and hand them to these functions inside their ordered write, so a read after a recording sees it.
 */

const MAX_EMAIL = 254;
/** Longer messages are questions that happen to quote an address, not a request for a follow-up. */
const MAX_FOLLOW_UP_MESSAGE = 300;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/**
 * The address a visitor leaves for a human follow-up: the widget's form posts "Please follow up with
 * me by email: …" and visitors answer a decline by typing their address. Null when there is none.
 */
export function followUpEmail(message: string): string | null {
  if (message.length >= MAX_FOLLOW_UP_MESSAGE) return null;
  const found = EMAIL.exec(message)?.[0];
  return found && found.length <= MAX_EMAIL ? found : null;
}

/** "  What's the  PRICE?? " and "what's the price" are one question in the report. */
export function questionKey(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.,;:…]+$/u, '')
    .slice(0, 500);
}

/** One unanswered ask as the report records it: grouped by key, shown in the visitor's wording. */
export interface UnansweredAsk {
  key: string;
  question: string;
}

/** The ask a declined visitor message records, or null when it has nothing to group by. */
export function unansweredAsk(visitorMessage: string): UnansweredAsk | null {
  const key = questionKey(visitorMessage);
  return key === '' ? null : { key, question: visitorMessage.trim() };
}

/** Earlier visitor messages read to find the question a follow-up email belongs to. */
export const LEAD_LOOK_BACK = 10;

/**
 * The question a follow-up email follows: the visitor's latest earlier message (of the last
 * LEAD_LOOK_BACK, newest first) that is not itself an address.
 */
export function questionBeforeLead(earlierNewestFirst: readonly string[]): string | null {
  return earlierNewestFirst.slice(0, LEAD_LOOK_BACK).find((m) => followUpEmail(m) === null) ?? null;
}
