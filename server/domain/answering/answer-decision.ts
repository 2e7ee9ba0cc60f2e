/**
 * The learned answer-or-decline decision (issue 11, deliver 3): every sentence of the top passages is a
 * candidate, described by general features (how much of the question it and its passage cover, whether
 * it states what is asked, the passage's rank, the kind of question), and one logistic regression gives
 * the probability that it holds the answer. The best candidate's probability is the one score; one
 * threshold answers, a lower one offers a hedged quote, below that the answerer declines. The weights
 * are fitted by scripts/train-answer-decision.ts on the spent eval sets.
 */
import type { Passage } from '../chat/chat-ports.ts';
import { contentStems, splitSentences, words } from './knowledge-text.ts';
import { boundedMemo } from '../shared/memo.ts';
import { comparison } from './quantities.ts';
import {
  conceptCoverage,
  covers,
  factStems,
  keyConcepts,
  statedStems,
  type Concept,
} from './query-concepts.ts';

/** Passages whose sentences are candidates: the top five hold the needed fact for most questions. */
export const CANDIDATE_PASSAGES = 5;

export interface DecisionWeights {
  /** Feature names, in the order of `weights` (the bias first). */
  features: string[];
  /** Ranks a question's candidates: the logit that a sentence holds the answer. */
  weights: number[];
  /** Weights of QUESTION_FEATURES: whether the best-ranked sentence answers (the one score). */
  question: number[];
  /** The best candidate's probability at or above which the answer is given. */
  answer: number;
  /** At or above this (and below `answer`), the best candidate is offered as what was found. */
  hedge: number;
  /** A further candidate joins the answer at or above this. */
  more: number;
}

export interface Candidate {
  sentence: string;
  passage: Passage;
  rank: number;
  index: number;
  x: number[];
}

/** A passage's sentences, with a bare "Yes." or "No." kept on the sentence it introduces. */
export function sentencesOf(body: string): string[] {
  const out: string[] = [];
  let lead = '';
  for (const s of splitSentences(body)) {
    if (contentStems(s).length === 0) lead = lead ? `${lead} ${s}` : s;
    else {
      out.push(lead ? `${lead} ${s}` : s);
      lead = '';
    }
  }
  if (lead) out.push(lead);
  return out;
}

interface Read {
  stems: Set<string>;
  titleStems: Set<string>;
  sentences: { sentence: string; stems: Set<string>; stated: Set<string>; length: number }[];
}

const readPassage = boundedMemo(2048, (key): Read => {
  const cut = key.indexOf('\n');
  const title = key.slice(0, cut);
  const body = key.slice(cut + 1);
  return {
    stems: factStems(`${title} ${body}`),
    titleStems: factStems(title),
    sentences: sentencesOf(body).map((sentence) => ({
      sentence,
      stems: factStems(`${title} ${sentence}`),
      stated: statedStems(sentence),
      length: words(sentence).length,
    })),
  };
});
const read = (p: Passage) => readPassage(`${p.title.replace(/\n/g, ' ')}\n${p.body}`);

/** Weighted share of `key` covered by `have`, not zeroed by a missing specific word. */
function weightedShare(key: readonly Concept[], have: ReadonlySet<string>): number {
  let total = 0;
  let hit = 0;
  for (const c of key) {
    total += c.weight;
    if (covers(c, have)) hit += c.weight;
  }
  return total === 0 ? 0 : hit / total;
}

/** Weighted share of `key` the text names in the visitor's own word (or phrase), not a synonym. */
function exactShare(key: readonly Concept[], have: ReadonlySet<string>): number {
  let total = 0;
  let hit = 0;
  for (const c of key) {
    total += c.weight;
    if (have.has(c.stems[0] ?? '') || c.phrase?.every((s) => have.has(s))) hit += c.weight;
  }
  return total === 0 ? 0 : hit / total;
}

/** The heaviest weight among `key` concepts that `have` does not cover (0 when all are). */
function heaviestMissing(key: readonly Concept[], have: ReadonlySet<string>): number {
  return Math.max(0, ...key.filter((c) => !covers(c, have)).map((c) => c.weight));
}

/** Whether `stated` holds the figure a concept asks for ("#money"), or any of its stems if it has none. */
function statesFigure(k: Concept, stated: ReadonlySet<string>): boolean {
  const figure = k.stems.find((s) => s.startsWith('#'));
  return figure ? stated.has(figure) : covers(k, stated);
}

/** The kind of question, from its opening words: one indicator each. */
const KINDS: [string, RegExp][] = [
  ['when', /\b(?:when|what time|how late|how early|hours?)\b/i],
  ['howMuch', /\b(?:how much|how many|cost|price|fee|charge)\b/i],
  ['howLong', /\bhow long\b/i],
  ['where', /\bwhere\b/i],
  ['who', /\bwho\b/i],
  ['yesNo', /^\W*(?:do|does|did|can|could|is|are|will|would|have|has|should)\b/i],
  ['whatWhich', /\b(?:what|which)\b/i],
];

export const FEATURES = [
  'bias',
  'sentenceCoverage',
  'passageCoverage',
  'topCoverage',
  'sentenceShare',
  'passageShare',
  'topShare',
  'sentenceCount',
  'sentenceMissing',
  'passageMissing',
  'topMissing',
  'specificMissingSentence',
  'specificMissingTop',
  'mustState',
  'mustStateMet',
  'asksCovered',
  'titleCoverage',
  'rank',
  'firstPassage',
  'position',
  'length',
  'keyCount',
  'numbersMissing',
  'comparison',
  'whichNamed',
  ...KINDS.map(([k]) => `kind:${k}`),
  'sentenceXtop',
  'topUncovered',
  'ruleAnswers',
  'ruleQuotes',
  'exactShare',
  'rarestCovered',
  'uncoveredCount',
  'askedShare',
] as const;

/** What the coverage rules decide for the question: whether they answer, and the sentences they quote. */
export interface RuleView {
  answers: boolean;
  quoted: ReadonlySet<string>;
}

/** The candidates of a question: each sentence of the top passages with its features. */
export function candidates(
  question: string,
  concepts: readonly Concept[],
  passages: Passage[],
  rules: RuleView,
): Candidate[] {
  const key = keyConcepts(concepts);
  const top = passages.slice(0, CANDIDATE_PASSAGES);
  const reads = top.map(read);
  const known = new Set(reads.slice(0, 3).flatMap((r) => [...r.stems]));
  const topCoverage = conceptCoverage(key, known);
  const topShare = weightedShare(key, known);
  const topMissing = heaviestMissing(key, known);
  const specificMissingTop = key.some((c) => c.specific && !covers(c, known)) ? 1 : 0;
  const must = concepts.filter((c) => c.mustState);
  const asks = concepts.filter((c) => c.asks);
  const which = concepts.filter((c) => c.which);
  const numbers = words(question).filter((w) => /^\d/.test(w));
  const kinds = KINDS.map(([, re]) => (re.test(question) ? 1 : 0));
  const keyCount = Math.log1p(key.length);
  // The telling word the question turns on, and the parts of the clauses that ask (not the situation).
  const rarest = key.reduce<Concept | null>((a, c) => (!a || c.weight > a.weight ? c : a), null);
  const asked = key.filter((c) => !c.context);
  const topUncovered = Math.min(3, key.filter((c) => !covers(c, known)).length) / 3;
  const out: Candidate[] = [];
  reads.forEach((r, rank) => {
    const passage = top[rank];
    if (!passage) return;
    const passageCoverage = conceptCoverage(key, r.stems);
    const passageShare = weightedShare(key, r.stems);
    const passageMissing = heaviestMissing(key, r.stems);
    const titleCoverage = weightedShare(key, r.titleStems);
    const whichNamed = which.some((c) => covers(c, r.stems)) ? 1 : 0;
    r.sentences.forEach((s, index) => {
      const sentenceCoverage = conceptCoverage(key, s.stems);
      const count = key.length === 0 ? 0 : key.filter((c) => covers(c, s.stems)).length / key.length;
      const text = s.sentence.toLowerCase();
      const x = [
        1,
        sentenceCoverage,
        passageCoverage,
        topCoverage,
        weightedShare(key, s.stems),
        passageShare,
        topShare,
        count,
        heaviestMissing(key, s.stems),
        passageMissing,
        topMissing,
        key.some((c) => c.specific && !covers(c, s.stems)) ? 1 : 0,
        specificMissingTop,
        must.length > 0 ? 1 : 0,
        must.length > 0 && must.every((c) => statesFigure(c, s.stated)) ? 1 : 0,
        asks.some((c) => covers(c, s.stems)) ? 1 : 0,
        titleCoverage,
        rank / CANDIDATE_PASSAGES,
        rank === 0 ? 1 : 0,
        Math.min(index, 5) / 5,
        Math.min(s.length, 40) / 40,
        keyCount,
        numbers.length === 0 ? 0 : numbers.filter((n) => !text.includes(n)).length / numbers.length,
        comparison(question, s.sentence) ? 1 : 0,
        whichNamed,
        ...kinds,
        sentenceCoverage * topCoverage,
        topUncovered,
        rules.answers ? 1 : 0,
        rules.quoted.has(s.sentence) ? 1 : 0,
        exactShare(key, s.stems),
        rarest && covers(rarest, s.stems) ? 1 : 0,
        Math.min(3, key.filter((c) => !covers(c, s.stems)).length) / 3,
        weightedShare(asked, s.stems),
      ];
      out.push({ sentence: s.sentence, passage, rank, index, x });
    });
  });
  return out;
}

export function probability(w: readonly number[], x: readonly number[]): number {
  return 1 / (1 + Math.exp(-dot(w, x)));
}

/** What the one score reads: the best sentence's rank logit, and the question-wide features of it. */
export const QUESTION_FEATURES = [
  'bias',
  'rankLogit',
  'secondLogitGap',
  'sentenceCoverage',
  'topCoverage',
  'sentenceShare',
  'topShare',
  'sentenceMissing',
  'topMissing',
  'specificMissingTop',
  'mustState',
  'mustStateMet',
  'topUncovered',
  'keyCount',
  'ruleAnswers',
  'ruleQuotes',
  'exactShare',
  'rarestCovered',
  'uncoveredCount',
  'askedShare',
] as const;
const PICK = QUESTION_FEATURES.slice(3).map((f) => FEATURES.indexOf(f as (typeof FEATURES)[number]));

/** The question-level row of a best candidate: its logit, its lead over the runner-up, its features. */
export function questionRow(best: Candidate, logit: number, second: number): number[] {
  return [1, logit, Math.min(logit - second, 10) / 10, ...PICK.map((i) => best.x[i] ?? 0)];
}

const dot = (w: readonly number[], x: readonly number[]) => {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += (w[i] ?? 0) * (x[i] ?? 0);
  return z;
};

export interface Decision {
  kind: 'answer' | 'hedge' | 'decline';
  /** The best candidate's probability: the one score. */
  score: number;
  /** The sentences to say, in reading order (empty on a decline). */
  chosen: Candidate[];
}

/** The one score and the decision it makes: answer (with at most two more sentences), hedge or decline. */
export function decide(model: DecisionWeights, list: Candidate[]): Decision {
  const scored = list
    .map((c) => ({ c, z: dot(model.weights, c.x), p: 0 }))
    .map((s) => ({ ...s, p: 1 / (1 + Math.exp(-s.z)) }))
    .sort((a, b) => b.z - a.z);
  const best = scored[0];
  if (!best) return { kind: 'decline', score: 0, chosen: [] };
  const score = probability(model.question, questionRow(best.c, best.z, scored[1]?.z ?? best.z - 10));
  if (score < model.hedge) return { kind: 'decline', score, chosen: [] };
  const more = scored
    .slice(1)
    .filter((s) => s.p >= model.more)
    .slice(0, 2)
    .map((s) => s.c);
  const chosen = [best.c, ...more].sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { kind: score < model.answer ? 'hedge' : 'answer', score, chosen };
}

/** The model the builtin answerer decides with; null keeps the coverage threshold. */
let active: DecisionWeights | null = null;
export const activeDecision = () => active;
export function useDecision(model: DecisionWeights | null): void {
  active = model;
}

type Observer = (question: string, list: Candidate[]) => void;
let observer: Observer | null = null;
/** Sees every question's candidates as the answerer builds them (the trainer's rows); null stops it. */
export function observeCandidates(fn: Observer | null): void {
  observer = fn;
}
export const candidateObserver = () => observer;
