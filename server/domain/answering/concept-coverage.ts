/**
 * Whether knowledge covers a question: each key concept is covered by a stem the knowledge states (a
 * typo of a long word forgiven), and the covered share, weighted by how telling each part is, must
 * reach MIN_COVERAGE. A specific word the knowledge lacks means not covered at all.
 */
import type { Concept } from './query-concepts.ts';

/** What a part said only as context counts for: the visitor's situation matters less than the ask. */
export const CONTEXT_WEIGHT = 0.5;

/**
 * Weighted share of a question's key concepts that the knowledge must cover before it is answered
 * (see conceptCoverage). Calibrated on the five eval sets: a question whose telling words are found
 * passes though everyday context is not, while a missing part of similar weight declines.
 */
export const MIN_COVERAGE = 0.7;

/** The concepts a question is judged by: its strong ones, or all of them when every one is weak. */
export function keyConcepts(concepts: readonly Concept[]): readonly Concept[] {
  const strong = concepts.filter((c) => !c.weak);
  return strong.length > 0 ? strong : concepts;
}

/** Whether `a` and `b` differ by at most one edit or one swap of neighbours (a typo). */
function nearlySame(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return true;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1)
  );
}

/** Typos are only forgiven in longer words, where one slip rarely makes another real word. */
const TYPO_MIN = 6;

/** Whether the knowledge stems `have` cover `concept` (a typo of the visitor's own long word counts). */
export function covers(concept: Concept, have: ReadonlySet<string>): boolean {
  if (concept.stems.some((s) => have.has(s))) return true;
  if (concept.phrase?.every((s) => have.has(s))) return true;
  const typed = concept.stems[0] ?? '';
  if (typed.length < TYPO_MIN || !concept.typed) return false;
  for (const h of have) if (h.length >= TYPO_MIN - 1 && nearlySame(typed, h)) return true;
  return false;
}

/**
 * Share of `key` concepts covered by `have`, each weighted by how telling it is (0 when key is empty,
 * or when a specific word the knowledge lacks is asked about: "HOA fees" is not covered by "fees").
 */
export function conceptCoverage(key: readonly Concept[], have: ReadonlySet<string>): number {
  let total = 0;
  let covered = 0;
  let found = 0;
  let asked = 0;
  let askedFound = 0;
  for (const c of key) {
    const hit = covers(c, have);
    if (!hit && c.specific) return 0;
    // Situation the knowledge does not mention counts for less again ("a gift for my mom"); what it
    // does mention is likely what the question turns on ("she wears a 3x").
    const weight = c.context && !hit ? c.weight * CONTEXT_WEIGHT : c.weight;
    total += weight;
    if (hit) covered += weight;
    if (hit) found++;
    if (!c.context) asked++;
    if (!c.context && hit) askedFound++;
  }
  // Most parts of the question must be found, however common their words: "does the bot handle phone
  // calls" is not answered by what the bot does. One part worded otherwise is left to the weights
  // ("does it connect to trello" against "integrations: Trello"), and the parts of the clauses that ask
  // may carry the rest ("my manager asked | whether you hook into slack"). Within that, the weights let
  // everyday words count for little.
  if (key.length - found >= 2 && found * 2 <= key.length && (asked === 0 || askedFound * 2 <= asked)) {
    return found / key.length;
  }
  return total === 0 ? 0 : covered / total;
}
