/**
 * Whether a quote answers its question: one score, the probability that the quoted sentences hold what
 * was asked, from a logistic model over how the question's parts are covered. The weights are fitted by
 * `npm run calibrate:answers` on the spent eval sets (never on a blind one); the thresholds that turn
 * the score into answer, hedge or decline are chosen there too, by the value of the replies they give.
 */
import { covers, type Concept } from './query-concepts.ts';

interface CoverageView {
  /** The question's key concepts (what it is judged by). */
  key: readonly Concept[];
  /** Every concept of the question. */
  concepts: readonly Concept[];
  /** Fact stems of the passages read. */
  known: ReadonlySet<string>;
  /** conceptCoverage(key, known): the gated share (0 when a specific part is missing). */
  coverage: number;
  /** The quoted sentences, each with the concepts it covers. */
  sentences: readonly { has: readonly Concept[] }[];
  /** Whether the quote's first sentence comes from the best-ranked passage. */
  fromBest: boolean;
}

/** The model's inputs, in the order of WEIGHTS; each is 0 to 1. */
export const FEATURES = [
  'coverage',
  'weighted share found',
  'share of parts found',
  'a specific part missing',
  'weighted share the quote covers',
  'weighted share the best sentence covers',
  'heaviest missing part',
  'one part only',
  'asks for a figure',
  'share found in the visitor’s own words',
  'share of the asking parts missing',
  'share of all words the best sentence covers',
  'the quote starts in the best passage',
] as const;

export function decisionFeatures(v: CoverageView): number[] {
  const { key, known } = v;
  const total = key.reduce((s, k) => s + k.weight, 0) || 1;
  const share = (hit: (k: Concept) => boolean) =>
    key.reduce((s, k) => s + (hit(k) ? k.weight : 0), 0) / total;
  const found = key.filter((k) => covers(k, known));
  const missing = key.filter((k) => !found.includes(k));
  const quoted = new Set(v.sentences.flatMap((s) => s.has));
  const own = (k: Concept) => k.typed && known.has(k.stems[0] ?? '');
  return [
    v.coverage,
    share((k) => found.includes(k)),
    key.length === 0 ? 0 : found.length / key.length,
    missing.some((k) => k.specific) ? 1 : 0,
    share((k) => quoted.has(k)),
    Math.max(0, ...v.sentences.map((s) => share((k) => s.has.includes(k)))),
    Math.max(0, ...missing.map((k) => k.weight)),
    key.length === 1 ? 1 : 0,
    v.concepts.some((c) => c.mustState) ? 1 : 0,
    key.length === 0 ? 0 : key.filter(own).length / key.length,
    key.length === 0 ? 0 : missing.filter((k) => !k.context).length / key.length,
    v.concepts.length === 0 ? 0 : Math.max(0, ...v.sentences.map((s) => s.has.length)) / v.concepts.length,
    v.fromBest ? 1 : 0,
  ];
}

/** Fitted by `npm run calibrate:answers` (L2 0.01) on the spent sets; one weight per FEATURES entry. */
const WEIGHTS = [
  0.506, 0.445, 0.262, -0.379, 0.38, 0.772, -0.266, -0.265, 0.445, 0.095, -0.715, 0.763, 0.285,
];
const BIAS = -1.954;
/**
 * From the same run: the pair that gives the spent sets' replies the most value (see VALUE in
 * scripts/calibration/thresholds.ts: a wrong quote stated as known costs three times what a right one
 * gains), as the median of the pairs chosen with each set left out. At or above ANSWER_AT the quote is
 * stated; from HEDGE_AT it is offered as what was found; below, the question is declined.
 */
export const ANSWER_AT = 0.82;
export const HEDGE_AT = 0.5;

/** The probability that the quote holds what was asked. */
export function answerConfidence(features: readonly number[]): number {
  const z = features.reduce((s, v, i) => s + v * (WEIGHTS[i] ?? 0), BIAS);
  return 1 / (1 + Math.exp(-z));
}

/**
 * The highest confidence any quote could give, from the features read without one: what a quote adds
 * (the shares its sentences cover, where its first sentence comes from) at its most favourable value.
 * A quote covers nothing the passages lack, so its shares are at most the weighted share found.
 */
export function confidenceCeiling(features: readonly number[]): number {
  const found = features[FEATURES.indexOf('weighted share found')] ?? 0;
  const best = features.map((v, i) => {
    const top = QUOTED.get(FEATURES[i] ?? '');
    if (top === undefined) return v;
    return (WEIGHTS[i] ?? 0) >= 0 ? (top === 'found' ? found : 1) : 0;
  });
  return answerConfidence(best);
}

/** The features a quote sets, with their highest possible value: the share found, or 1. */
const QUOTED = new Map<string, 'found' | 'one'>([
  ['weighted share the quote covers', 'found'],
  ['weighted share the best sentence covers', 'found'],
  ['share of all words the best sentence covers', 'one'],
  ['the quote starts in the best passage', 'one'],
]);
