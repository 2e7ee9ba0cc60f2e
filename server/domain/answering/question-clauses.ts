/**
 * The shape of a question in words: its clauses (asking or telling the visitor's situation), the
 * object an asking clause ends on ("integrate with notion"), and the noun a "which"/"what" asks for.
 * What the knowledge must name follows from these (query-concepts.ts).
 */
import { isStop, words } from './knowledge-text.ts';

/** Words that open a question, or an embedded one ("if it connects", "whether you hook into"). */
const QUESTION_OPENERS = new Set(
  (
    'do does did can could will would is are was were have has had should shall may might what which how ' +
    'when where who whom whose why any got if whether'
  ).split(' '),
);
const EMBEDDED_QUESTION = new Set('what which how when where who why'.split(' '));
/** Words a visitor puts before a clause without changing what it does. */
const CLAUSE_FILLER = new Set(
  'so and but also hey hi hello ok okay oh well just quick q please then'.split(' '),
);

/**
 * A message split into clauses at sentence ends, commas, dashes and "if"/"whether", each marked as
 * asking (it ends with "?" or opens like a question) or telling the visitor's situation. When no clause
 * reads as a question, every clause is taken as asking.
 */
export function clausesOf(message: string): { tokens: string[]; asking: boolean }[] {
  const parts = message
    .split(
      /(?<=[.!?;])\s+|,\s|\s[-–—]+\s|(?=\b(?:if|whether)\b)|(?=\bor\s+(?:do|does|is|are|can|will|should|would)\b)|(?=\bthan\b)/i,
    )
    .map((text) => ({ text, tokens: words(text) }))
    .filter((p) => p.tokens.length > 0);
  const clauses = parts.map(({ text, tokens }, i) => {
    const first = tokens.find((t) => !CLAUSE_FILLER.has(t)) ?? '';
    // "…or do we need to upgrade", "…or is it always your look": the alternative a visitor offers after
    // a question is mostly answered with it, so it tells rather than asks ("…or can i reach someone at
    // 2am" still counts, as situation). "A bigger tier than pro": what is compared against is not what
    // is asked for.
    const telling = i > 0 && (first === 'or' || first === 'than');
    return { tokens, asking: !telling && asks(text, tokens) };
  });
  if (!clauses.some((c) => c.asking)) for (const c of clauses) c.asking = true;
  return clauses;
}

/** Whether a clause asks: it ends with "?", opens like a question, or holds an embedded one. */
export function asks(text: string, tokens = words(text)): boolean {
  const first = tokens.find((t) => !CLAUSE_FILLER.has(t)) ?? '';
  return (
    /\?\s*$/.test(text) ||
    QUESTION_OPENERS.has(first) ||
    // An embedded question asks too: "want to know what my house is worth".
    tokens.some((t) => EMBEDDED_QUESTION.has(t) || t.startsWith('what'))
  );
}

const PREPOSITIONS = new Set('in to with into for on at from via through onto'.split(' '));
/** Words between a preposition and its object that keep it the business's ("in the condos"). */
const DETERMINERS = new Set('the a an any your'.split(' '));

/**
 * The index of the object a clause ends on after a preposition ("reply in spanish", "integrate with
 * notion", "ship to canada"), or -1: the knowledge must name it, however common the word. Not the
 * visitor's own ("work with our store", "back on my card").
 */
export function objectOf(tokens: string[]): number {
  let end = tokens.length - 1;
  while (end >= 0 && isStop(tokens[end] ?? '') && !PREPOSITIONS.has(tokens[end] ?? '')) end--;
  if (end <= 0 || PREPOSITIONS.has(tokens[end] ?? '')) return -1;
  let before = end - 1;
  // One word may describe the object: "go in the washing machine", "integrate with google drive".
  if (before > 0 && !isStop(tokens[before] ?? '') && !PREPOSITIONS.has(tokens[before] ?? '')) before--;
  while (before >= 0 && DETERMINERS.has(tokens[before] ?? '')) before--;
  const prep = tokens[before] ?? '';
  // "need to upgrade", "have to pay": "to" before a verb is no preposition.
  if (prep === 'to' && TO_VERB.has(tokens[before - 1] ?? '')) return -1;
  return before >= 0 && PREPOSITIONS.has(prep) ? end : -1;
}

/** Words after which "to" starts a verb ("need to upgrade"), not a place or a thing. */
const TO_VERB = new Set(
  'need needs have has had want wants going able how got ought like love try trying'.split(' '),
);

/**
 * The index of the noun a "what"/"which" asks for ("what sizes does the dress come in", "which plan"),
 * or -1: the knowledge must name it, or it cannot say which.
 */
export function askedNoun(tokens: string[]): number {
  const next = tokens.findIndex((t) => t === 'what' || t === 'which') + 1;
  return next > 0 && next < tokens.length && !isStop(tokens[next] ?? '') ? next : -1;
}
