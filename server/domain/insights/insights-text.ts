/** Text rules of the insights report: how asks are grouped and what counts as a follow-up email. */

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
