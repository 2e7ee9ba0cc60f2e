/**
 * A question read as concepts: each meaningful word or known phrase becomes one concept with the stems
 * that would show the knowledge covers it, so "send back" is covered by "returns" and "single sign-on"
 * by "SSO". Pure functions over the paraphrase table; used by retrieval and the builtin answerer.
 */
import { contentStems, isStop, isWeak, stem, words } from './knowledge-text.ts';
import { boundedMemo } from '../shared/memo.ts';
import { synonyms as synonymsOf } from './lexicon.ts';
import { markQuantities, statedLimits } from './quantities.ts';
import { PARAPHRASE_TABLE } from './paraphrase-table.ts';
import { correction, informativeness, isUnknownWord } from './word-frequency.ts';

export interface Concept {
  /** Stems any one of which, found in the knowledge, covers this part of the question. */
  stems: string[];
  /** Knowledge words the table adds to the full-text query. */
  expansions: string[];
  /** Ranks answers but does not decide whether the question is covered. */
  weak: boolean;
  /** Names what is asked (a price, a time, a place): a sentence that states it may join the answer. */
  asks: boolean;
  /** What is asked must be stated by the answer itself (a price, a duration). */
  mustState: boolean;
  /** The first stem is the visitor's own word (which may hold a typo). */
  typed: boolean;
  /**
   * The stems of the visitor's own phrase ("front desk"), all of which together also cover it: a
   * paraphrase adds words the knowledge may use, never hides the ones the visitor used.
   */
  phrase?: string[];
  /**
   * How much this part says about what is asked, 0 to 1, from how rare the visitor's word is in
   * everyday English (halved in a clause that only tells the situation): coverage is the weighted
   * share, so "my boss wants to know" barely counts.
   */
  weight: number;
  /**
   * The knowledge must name it, or the question is not covered: a word everyday English lacks (a
   * name, a term of art), or the object an asking clause ends on ("does it integrate with notion").
   */
  specific: boolean;
  /** Said only in a clause that tells the visitor's situation ("my boss wants to know"), not asks. */
  context: boolean;
  /** The noun a "which" or "what" asks for ("which plan"): the quote prefers a passage naming it. */
  which: boolean;
}

interface Entry {
  pattern: string[];
  targets: string[];
  /** Words added to the full-text query: the targets and the search-only words. */
  searched: string[];
  asks: boolean;
  mustState: boolean;
}

/** Stand-ins for facts that are figures rather than words: "$29", "5%", "3-5 business days", "14-day". */
const MONEY =
  /[$€£¥₹]\s?\d|\d\s?%|\d\s?(?:dollars?|pounds?|euros?|usd|gbp|eur|cad|aud)\b|\b(?:usd|gbp|eur|cad|aud)\s?\d/i;
/** A span of time: "3-5 business days", "3 working days", "two weeks", "90 minutes", "a year". */
const DURATION =
  /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an))\s*(?:-\s*\d+\s*)?-?\s*(?:(?:business|working|calendar|full)\s+)?(?:second|minute|min|hour|hr|day|week|month|year)s?\b|24\/7/i;
/** A time of day stated: "9 AM", "10:30", "24/7", "around the clock". */
const CLOCK = /\d\s?(?:[ap]\.?m\b)|\b\d{1,2}:\d\d\b|24\/7|around the clock|\bmidnight\b|\bnoon\b/i;

/** Content stems of a text, plus "#money", "#duration", "#clock" and "#always" when it states one. */
export function factStems(text: string): Set<string> {
  const out = new Set(contentStems(text));
  for (const d of daysInRanges(text)) out.add(d);
  if (DAYS.some((d) => out.has(stem(d)))) out.add('#days');
  for (const l of statedLimits(text)) {
    for (const kind of l.unit === '' ? ['age', 'person'] : [l.unit]) out.add(`#limit:${kind}`);
  }
  if (MONEY.test(text)) out.add('#money');
  if (DURATION.test(text)) out.add('#duration');
  if (CLOCK.test(text)) out.add('#clock');
  if (ALWAYS.test(text)) out.add('#always');
  return out;
}

/** Open every day and hour: answers "anyone there on a sunday at 3am". */
const ALWAYS = /24\/7|around the clock|\bevery day\b|365 days/i;

/**
 * A time of day a visitor names ("8pm", "7:30", "3 a.m.") read as one word, so the paraphrase table
 * can ask for the hours the knowledge states.
 */
const TIME_OF_DAY = /\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b\.?|\b\d{1,2}:\d\d\b/gi;
const markTimes = (question: string) => question.replace(TIME_OF_DAY, ' clocktime ');

/**
 * Words whose everyday frequency understates what they say in a support question. A particle makes a
 * verb name a service ("pick up", "sign up", "check out"): it weighs as a typical content word. A
 * colour is an attribute the visitor needs stated ("the Willow dress in red"): it weighs fully.
 */
const PARTICLE_WEIGHT = 0.6;
const PARTICLES = new Set(['up', 'out']);
const COLOURS = new Set(
  (
    'red blue green black white grey gray pink purple yellow orange brown beige navy cream ivory ' +
    'burgundy maroon teal turquoise olive khaki tan gold silver lilac lavender mint coral charcoal'
  ).split(' '),
);

function wordWeight(token: string, s: string): number {
  if (PARTICLES.has(token)) return PARTICLE_WEIGHT;
  if (COLOURS.has(token)) return 1;
  // Squared, so everyday words fall away faster than telling ones ("boss" 0.26, "linen" 0.52). A
  // cube answered no more of the eval sets, and a fourth power let near misses through.
  return informativeness(token, s) ** 2;
}

/**
 * Fact stems of what a text itself states, for what must be stated (a price, a duration): "free of
 * azo compounds" and "plastic-free" say nothing about what something costs.
 */
export function statedStems(text: string): Set<string> {
  return factStems(text.replace(/\bfree of\b|-free\b/gi, ' '));
}

/** "do you", "does it", "can we": the subject of a question's frame verb. */
const FRAME_SUBJECT = /^(?:do|does|did|can|could|will|would) (?:you|it|they|we|u)$/;

/** What a stated age or head count weighs: as much as a typical telling word. */
const LIMIT_WEIGHT = 0.5;

/** How many of a word's synonyms are added to the full-text query (the most common senses' first). */
const SYNONYMS_SEARCHED = 4;

/** Words a "*" in a phrase may stand for. */
const GAP = 2;

/** Words that count a span of time: "5 weeks", "a month", "the first year", "next week". */
const NUMBER =
  /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple|first|next|last|this)$/;
const TIME_UNIT = /^(?:minute|hour|day|week|month|year)s?$/;

const ENTRIES: Map<string, Entry[]> = (() => {
  const byFirst = new Map<string, Entry[]>();
  for (const line of PARAPHRASE_TABLE) {
    const [left = '', right = ''] = line.split('=>');
    const mustState = left.trim().startsWith('!');
    const asks = mustState || left.trim().startsWith('~');
    const all = right.trim().split(/\s+/).filter(Boolean);
    // "+word" is only searched for: "8pm" finds the passage on opening hours, yet only a stated time
    // of day answers it.
    const targets = all.filter((t) => !t.startsWith('+'));
    const searched = all.map((t) => t.replace(/^\+/, ''));
    for (const phrase of left.replace(/^\s*[~!]/, '').split(',')) {
      const pattern = phrase
        .trim()
        .split(/\s+/)
        .flatMap((p) => (p === '*' ? ['*'] : words(p)));
      const first = pattern[0];
      if (!first || first === '*') continue;
      const list = byFirst.get(first) ?? [];
      list.push({ pattern, targets, searched, asks, mustState });
      byFirst.set(first, list);
    }
  }
  // Longest phrase first, so "hook up to" wins over "hook up".
  for (const list of byFirst.values()) list.sort((a, b) => b.pattern.length - a.pattern.length);
  return byFirst;
})();

/** The index just past `pattern` matched at `at`, or -1. */
function matchAt(tokens: string[], at: number, pattern: string[]): number {
  const [head, ...rest] = pattern;
  if (head === undefined) return at;
  if (head === '*') {
    for (let skip = 1; skip <= GAP && at + skip <= tokens.length; skip++) {
      const end = matchAt(tokens, at + skip, rest);
      if (end >= 0) return end;
    }
    return -1;
  }
  return tokens[at] === head ? matchAt(tokens, at + 1, rest) : -1;
}

/** Questions analysed recently; a turn reads its question's concepts three times (FAQ, search, answer). */
const CONCEPTS_KEPT = 4096;

const conceptsOf = boundedMemo(CONCEPTS_KEPT, (key) => {
  const cut = key.indexOf('\n');
  return analyse(key.slice(cut + 1), key.slice(0, cut));
});

/**
 * The concepts of a question. Words of `ownName` (the business's name) are weak: nearly every question
 * a business is asked could name it, so they say nothing about coverage. The list is shared by every
 * caller asking about the same text: read it, never change it.
 */
export function queryConcepts(question: string, ownName = ''): readonly Concept[] {
  return conceptsOf(`${ownName.replace(/\n/g, ' ')}\n${question}`);
}

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
    // 2am" still counts, as situation).
    if (first === 'or' && i > 0) return { tokens, asking: false };
    // "A bigger tier than pro": what is compared against is not what is asked for.
    if (first === 'than' && i > 0) return { tokens, asking: false };
    const asking =
      /\?\s*$/.test(text) ||
      QUESTION_OPENERS.has(first) ||
      // An embedded question asks too: "want to know what my house is worth".
      tokens.some((t) => EMBEDDED_QUESTION.has(t) || t.startsWith('what'));
    return { tokens, asking };
  });
  if (!clauses.some((c) => c.asking)) for (const c of clauses) c.asking = true;
  return clauses;
}

/** What a part said only as context counts for: the visitor's situation matters less than the ask. */
const CONTEXT_WEIGHT = 0.5;

function analyse(question: string, ownName: string): Concept[] {
  const own = new Set(words(ownName));
  const out = new Map<string, Concept>();
  let context = false;
  const add = (c: Concept) => {
    const id = c.stems.join(' ');
    const seen = out.get(id);
    if (seen) {
      seen.weak &&= c.weak;
      seen.specific ||= c.specific;
      seen.which ||= c.which;
      if (seen.context && !context) Object.assign(seen, { context: false, weight: c.weight });
    } else out.set(id, context ? { ...c, context, weight: c.weight * CONTEXT_WEIGHT } : c);
  };
  for (const clause of clausesOf(markQuantities(markTimes(question)))) {
    context = !clause.asking;
    const which = clause.asking ? askedNoun(clause.tokens) : -1;
    readClause(clause.tokens, own, add, clause.asking ? [objectOf(clause.tokens), which] : [], which);
  }
  const concepts = [...out.values()];
  // Asked when something is open ("open on a sunday?", "swing by at 8pm on a weds"), a day is answered
  // by the days the hours name ("Monday to Saturday": open or not, they say) or "every day"; the
  // answerer prefers the sentence naming that day or a range holding it. "Do you deliver on sundays"
  // is not answered by the office's days.
  if (concepts.some((c) => c.stems.some((s) => HOURS.has(s)))) {
    for (const c of concepts)
      if (c.stems.includes('#day')) c.stems = [...new Set([...c.stems, '#always', '#days'])];
  }
  return concepts;
}

const HOURS = new Set(['#clock', 'open', 'visit']);
const DAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
const DAY_PREFIX = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
/** "Monday to Saturday", "Tue–Fri", "Mon - Thurs", "Monday through Friday". */
const DAY_RANGE = new RegExp(
  String.raw`\b${DAY_PREFIX}\s*(?:-|–|—|to|through|thru|until|till)\s*${DAY_PREFIX}`,
  'gi',
);
const dayIndex = (prefix: string) => DAYS.findIndex((d) => d.startsWith(prefix.toLowerCase()));

/** The stems of every day inside each range of days a text states (a range may wrap: "Fri–Mon"). */
function daysInRanges(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DAY_RANGE)) {
    const from = dayIndex(m[1] ?? '');
    const to = dayIndex(m[2] ?? '');
    if (from < 0 || to < 0) continue;
    for (let i = from; ; i = (i + 1) % 7) {
      out.push(stem(DAYS[i] ?? ''));
      if (i === to) break;
    }
  }
  return out;
}

const PREPOSITIONS = new Set('in to with into for on at from via through onto'.split(' '));
/** Words between a preposition and its object that keep it the business's ("in the condos"). */
const DETERMINERS = new Set('the a an any your'.split(' '));

/**
 * The index of the object a clause ends on after a preposition ("reply in spanish", "integrate with
 * notion", "ship to canada"), or -1: the knowledge must name it, however common the word. Not the
 * visitor's own ("work with our store", "back on my card").
 */
function objectOf(tokens: string[]): number {
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
function askedNoun(tokens: string[]): number {
  const at = tokens.findIndex((t) => t === 'what' || t === 'which');
  const next = at < 0 ? -1 : at + 1;
  return next > 0 && next < tokens.length && !isStop(tokens[next] ?? '') ? next : -1;
}

function readClause(
  tokens: string[],
  own: Set<string>,
  add: (c: Concept) => void,
  asked: number[],
  which: number,
): void {
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? '';
    let matched = false;
    for (const entry of ENTRIES.get(token) ?? []) {
      const end = matchAt(tokens, i, entry.pattern);
      if (end < 0) continue;
      // A frame ("figure out") is read past, leaving nothing to cover.
      if (entry.searched.length === 0) {
        i = end;
        matched = true;
        break;
      }
      const self = entry.pattern.length === 1 ? [stem(token)] : [];
      const stems = [...new Set([...self, ...entry.targets.map((t) => (t.startsWith('#') ? t : stem(t)))])];
      // A question frame ("how much", "set me back") is not content: its words say nothing of coverage.
      const phrase =
        entry.pattern.length > 1 && !entry.asks
          ? entry.pattern.filter((p) => p !== '*' && !isStop(p)).map((p) => stem(p))
          : [];
      const expansions = entry.searched.filter((t) => /^[a-z0-9]+$/.test(t));
      // A phrase weighs as its most telling word ("plug into" as "plug").
      const typedWords = tokens.slice(i, end).filter((t) => !isStop(t));
      const weight = Math.max(0, ...typedWords.map((t) => wordWeight(t, stem(t))));
      add({
        stems,
        expansions,
        weak: entry.asks,
        asks: entry.asks,
        mustState: entry.mustState,
        typed: self.length > 0,
        ...(phrase.length > 0 ? { phrase } : {}),
        weight,
        specific: false,
        context: false,
        which: i === which,
      });
      i = end;
      matched = true;
      break;
    }
    if (matched) continue;
    // An age or a head count ("a 10 yr old", "a team of 4") asks for the limit the knowledge states
    // ("children under 12", "up to 5 seats"); see quantities.ts.
    const limit = /^(age|person)limit$/.exec(token);
    if (limit) {
      add({
        stems: [`#limit:${limit[1]}`],
        expansions: [],
        weak: false,
        asks: true,
        mustState: false,
        typed: false,
        weight: LIMIT_WEIGHT,
        specific: false,
        context: false,
        which: false,
      });
      i++;
      continue;
    }
    // A span of time ("5 weeks ago", "in 2 days") qualifies the question: the knowledge's own
    // durations ("within 45 days") answer it, and it ranks sentences that state one.
    if (NUMBER.test(token) && TIME_UNIT.test(tokens[i + 1] ?? '')) {
      add({
        stems: ['#duration', stem(tokens[i + 1] ?? '')],
        expansions: [],
        weak: true,
        asks: true,
        mustState: false,
        typed: false,
        weight: 0,
        specific: false,
        context: false,
        which: false,
      });
      i += 2;
      continue;
    }
    i++;
    if (isStop(token) || token.length <= 1) continue;
    const s = stem(token);
    // A figure ("$50", "24", "10k", "8pm") qualifies a question; the knowledge's own figures answer it.
    // "Which integrations do you support", "what sizes do you carry": after the noun asked about, the
    // verb of "do you …" only frames the question.
    const framing = which >= 0 && i - 1 > which && FRAME_SUBJECT.test(tokens.slice(i - 3, i - 1).join(' '));
    const weak = isWeak(s) || /^\d/.test(token) || own.has(token) || framing;
    const unknown = isUnknownWord(token, s);
    // A likely slip ("accesories") also searches for the word meant, so the passage that names it is
    // found; whether it covers the question is still judged on the visitor's own word.
    const meant = unknown ? correction(token) : null;
    // Other words for the same thing (WordNet's synonyms of its common senses) cover it too: "rent"
    // is covered by "hire", "kids" by "children". A figure or a weak word has none worth searching.
    const others = weak ? [] : synonymsOf(token).filter((w) => !isStop(w) && stem(w) !== s);
    add({
      stems: [s, ...new Set(others.map(stem))],
      expansions: [...(meant ? [meant] : []), ...others.slice(0, SYNONYMS_SEARCHED)],
      weak,
      asks: false,
      mustState: false,
      typed: true,
      weight: wordWeight(token, s),
      specific: !weak && (asked.includes(i - 1) || unknown),
      context: false,
      which: i - 1 === which,
    });
  }
}

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

/** Words the paraphrase table adds to a question's full-text query. */
export function expansionWords(question: string): string[] {
  return [...new Set(queryConcepts(question).flatMap((c) => c.expansions))];
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
  // Most parts of the question must be found, however common their words: "kids clothes" is not
  // answered by "clothing", nor "does the bot handle phone calls" by what the bot does. The parts of
  // the clauses that ask may carry that alone ("my manager asked | whether you hook into slack").
  // Within that, the weights let everyday words count for little.
  if (found * 2 <= key.length && (asked === 0 || askedFound * 2 <= asked)) return found / key.length;
  return total === 0 ? 0 : covered / total;
}
