/**
 * A question read as concepts: each meaningful word or known phrase becomes one concept with the stems
 * that would show the knowledge covers it, so "send back" is covered by "returns" and "single sign-on"
 * by "SSO". Pure functions over the paraphrase table; used by retrieval and the builtin answerer. The
 * question's clauses are read in question-clauses.ts, what a text states in fact-stems.ts, and whether
 * knowledge covers the concepts in concept-coverage.ts.
 */
import { isStop, isWeak, stem, words } from './knowledge-text.ts';
import { CONTEXT_WEIGHT } from './concept-coverage.ts';
import { compoundParts, derivedForms, namesMoney, partsOfSpeech, synonyms as synonymsOf } from './lexicon.ts';
import { markQuantities } from './quantities.ts';
import { PARAPHRASE_TABLE } from './paraphrase-table.ts';
import { askedNoun, clausesOf, objectOf } from './question-clauses.ts';
import { correction, informativeness, isUnknownWord } from './word-frequency.ts';

// Importers read the whole question analysis from here; its parts live in their own files.
export { conceptCoverage, covers, keyConcepts, MIN_COVERAGE } from './concept-coverage.ts';
export { factStems, statedStems } from './fact-stems.ts';

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

const HOURS = new Set(['#clock', 'open', 'visit']);

let analyses = 0;
/** How many question analyses ran in this process; lets a test prove a turn reads its question once. */
export const questionAnalyses = () => analyses;

/**
 * The concepts of a question. Words of `ownName` (the business's name) are weak: nearly every question
 * a business is asked could name it, so they say nothing about coverage. `namedOwn` tells whether a
 * word of the name was weakened: when not, reading the question without the name gives the same list.
 */
export function readConcepts(question: string, ownName = ''): { concepts: Concept[]; namedOwn: boolean } {
  analyses++;
  let namedOwn = false;
  const own = new Set(words(ownName.replace(/\n/g, ' ')));
  // The name's stems, its compound words' parts too ("Greenleaf": green, leaf).
  const nameStems = new Set([...own].flatMap((w) => [w, ...(compoundParts(w) ?? [])]).map((w) => stem(w)));
  const tracked = {
    has: (token: string) => own.has(token) && (namedOwn = true),
    names: (s: string) => nameStems.has(s),
  };
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
    readClause(clause.tokens, tracked, add, clause.asking ? [objectOf(clause.tokens), which] : [], which);
  }
  const concepts = [...out.values()];
  // Asked when something is open ("open on a sunday?", "swing by at 8pm on a weds"), a day is answered
  // by the days the hours name ("Monday to Saturday": open or not, they say) or "every day"; the
  // answerer prefers the sentence naming that day or a range holding it. "Do you deliver on sundays"
  // is not answered by the office's days.
  if (concepts.some((c) => c.stems.some((s) => HOURS.has(s)))) {
    for (const c of concepts) {
      if (c.stems.includes('#day')) c.stems = [...new Set([...c.stems, '#always', '#days'])];
      else if (c.stems.includes('#month')) c.stems = [...new Set([...c.stems, '#months'])];
    }
  }
  return { concepts, namedOwn };
}

/** The words of the business's name, as the analysis asks about them. */
interface OwnWords {
  has(token: string): boolean;
  /** Whether a stem is one of the name's (or of its compound words' parts). */
  names(stem: string): boolean;
}

/**
 * Whether `word` narrows the noun after it ("student discount", "summer camps"): a kind the knowledge
 * must name, as "HOA fees" is not answered by "fees". A verb before its object ("connect slack") does not.
 */
function modifies(word: string, next: string): boolean {
  if (!next || isStop(next) || /^\d/.test(next) || isWeak(stem(next))) return false;
  const own = partsOfSpeech(word);
  return (
    own.includes('noun') &&
    !own.includes('adj') &&
    !own.includes('verb') &&
    partsOfSpeech(next).includes('noun')
  );
}

/** "How much" asking for an amount of a thing that is no money: "notice" (not "deposit", "extra"). */
function amountNotPrice(entry: Entry, next: string): boolean {
  if (!entry.targets.includes('#money') || entry.pattern.join(' ') !== 'how much') return false;
  if (!next || isStop(next)) return false;
  const pos = partsOfSpeech(next);
  return pos.includes('noun') && !pos.includes('adj') && !pos.includes('adv') && !namesMoney(next);
}

/** A concept of these stems and weight; what `fields` does not set is false or empty. */
const concept = (stems: string[], weight: number, fields: Partial<Concept>): Concept => ({
  stems,
  expansions: [],
  weak: false,
  asks: false,
  mustState: false,
  typed: false,
  weight,
  specific: false,
  context: false,
  which: false,
  ...fields,
});

function readClause(
  tokens: string[],
  own: OwnWords,
  add: (c: Concept) => void,
  asked: number[],
  which: number,
): void {
  reading: for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? '';
    for (const entry of ENTRIES.get(token) ?? []) {
      const end = matchAt(tokens, i, entry.pattern);
      if (end < 0) continue;
      // A frame ("figure out") is read past, leaving nothing to cover; so is "how much" before a
      // noun naming no money ("how much notice", "how much space"): it asks an amount, not a price.
      if (entry.searched.length === 0 || amountNotPrice(entry, tokens[end] ?? '')) {
        i = end;
        continue reading;
      }
      const self = entry.pattern.length === 1 ? [stem(token)] : [];
      const stems = [...new Set([...self, ...entry.targets.map((t) => (t.startsWith('#') ? t : stem(t)))])];
      // A question frame ("how much", "set me back") is not content: its words say nothing of coverage.
      const phrase =
        entry.pattern.length > 1 && !entry.asks
          ? entry.pattern.filter((p) => p !== '*' && !isStop(p)).map((p) => stem(p))
          : [];
      // A phrase weighs as its most telling word ("plug into" as "plug"); one of function words only
      // ("where are you") as the most telling word it stands for ("address").
      const typedWords = tokens.slice(i, end).filter((t) => !isStop(t));
      const telling =
        typedWords.length > 0 || entry.asks ? typedWords : entry.targets.filter((t) => /^[a-z]+$/.test(t));
      add(
        concept(stems, Math.max(0, ...telling.map((t) => wordWeight(t, stem(t)))), {
          expansions: entry.searched.filter((t) => /^[a-z0-9]+$/.test(t)),
          weak: entry.asks,
          asks: entry.asks,
          mustState: entry.mustState,
          typed: self.length > 0,
          ...(phrase.length > 0 ? { phrase } : {}),
          which: i === which,
        }),
      );
      i = end;
      continue reading;
    }
    // An age or a head count ("a 10 yr old", "a team of 4") asks for the limit the knowledge states
    // ("children under 12", "up to 5 seats"); see quantities.ts.
    const limit = /^(age|person)limit$/.exec(token);
    if (limit) {
      add(concept([`#limit:${limit[1]}`], LIMIT_WEIGHT, { asks: true }));
      i++;
      continue;
    }
    // A span of time ("5 weeks ago", "in 2 days") qualifies the question: the knowledge's own
    // durations ("within 45 days") answer it, and it ranks sentences that state one.
    if (NUMBER.test(token) && TIME_UNIT.test(tokens[i + 1] ?? '')) {
      add(concept(['#duration', stem(tokens[i + 1] ?? '')], 0, { weak: true, asks: true }));
      i += 2;
      continue;
    }
    i++;
    if (isStop(token) || token.length <= 1) continue;
    const s = stem(token);
    // A figure ("$50", "24", "10k", "8pm") qualifies a question; the knowledge's own figures answer it.
    // "Which integrations do you support", "what sizes do you carry": after the noun asked about, the
    // verb of "do you …" only frames the question.
    const framing =
      which >= 0 &&
      i - 1 > which &&
      FRAME_SUBJECT.test(tokens.slice(i - 3, i - 1).join(' ')) &&
      // "What time do you shut": when what is asked for is only a time or a kind, the verb is the ask.
      !isWeak(stem(tokens[which] ?? ''));
    const weak = isWeak(s) || /^\d/.test(token) || own.has(token) || framing;
    const unknown = isUnknownWord(token, s);
    // A likely slip ("accesories") also searches for the word meant, so the passage that names it is
    // found; whether it covers the question is still judged on the visitor's own word.
    const meant = unknown ? correction(token) : null;
    // Other words for the same thing cover it too: the forms WordNet derives from it ("deliver" by
    // "delivery", all searched) and the synonyms of its common senses ("rent" by "hire", "kids" by
    // "children"; the first few searched). A figure or a weak word has none worth searching.
    // Never the business's own name, which every passage may carry: "parking" is not covered by the
    // "green" of "Greenleaf Bakery".
    const usable = (w: string) => !isStop(w) && stem(w) !== s && !own.names(stem(w));
    const derived = weak ? [] : derivedForms(token).filter(usable);
    const synonyms = weak ? [] : synonymsOf(token).filter(usable);
    // A closed compound ("lifejackets", "ebikes") is also covered by its two words written apart.
    const parts = weak ? null : compoundParts(token);
    add(
      concept([s, ...new Set([...derived, ...synonyms].map(stem))], wordWeight(token, s), {
        expansions: [
          ...(meant ? [meant] : []),
          ...derived,
          ...synonyms.slice(0, SYNONYMS_SEARCHED),
          ...(parts ?? []),
        ],
        ...(parts ? { phrase: parts.map(stem) } : {}),
        weak,
        typed: true,
        specific:
          !weak &&
          (asked.includes(i - 1) || unknown || (asked.length > 0 && modifies(token, tokens[i] ?? ''))),
        which: i - 1 === which,
      }),
    );
  }
}
