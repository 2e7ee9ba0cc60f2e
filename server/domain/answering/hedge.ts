/** A quote offered as found rather than claimed as the answer (a hedge), as the visitor reads it. */
/** The lead of a hedged quote, as hedged() writes it. */
export const HEDGE_LEAD = /^Here is what I found about .*? — /;

const HEADING_PREPOSITION =
  /^\s*(?:on|in|at|before|after|during|for|from|to|with|when|while|if|under|over|between|into|by|until|once)\b/i;

/** "Here is what I found about opening hours — …": a quote offered, not claimed as the answer. */
export function hedged(topic: string, text: string): string {
  // A FAQ's question is quoted as asked: "about how do I get my home valued" reads as a slip.
  // So is a heading that opens with a preposition: "about on moving day" reads as a slip too.
  if (/\?\s*$/.test(topic) || HEADING_PREPOSITION.test(topic))
    return `Here is what I found about "${topic.trim().replace(/[.:]+$/, '')}" — ${text}`;
  // "Opening hours" reads as "about opening hours"; a name keeps its capitals ("Harbour Smile Plan",
  // "Marlowe & Chen Tax Services", "BoxHaven Self Storage"): a later capital or an inner one shows it.
  const about =
    /^[A-Z][a-z]+\b/.test(topic) && !/^\S*[a-z][A-Z]/.test(topic) && !/\s[A-Z]/.test(topic)
      ? topic.charAt(0).toLowerCase() + topic.slice(1)
      : topic;
  return `Here is what I found about ${about.replace(/[?.!:]+$/, '')} — ${text}`;
}
