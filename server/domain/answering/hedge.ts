/**
 * A quote offered as found rather than claimed as the answer (a hedge), as the visitor reads it: one
 * short lead, as a person would say it, never the passage's heading turned into a topic ("Here is what
 * I found about frequently asked questions —" read as a machine's).
 */

/** The lead of a hedged quote, as hedged() writes it. */
export const HEDGE_LEAD = /^This may help: /;

/** "This may help: …": a quote offered, not claimed as the answer. */
export function hedged(text: string): string {
  return `This may help: ${text}`;
}
