/** Turning the model's probability into answer / hedge / decline, and scoring a set with it. */
import { probability, type Model, type Sample } from './logistic.ts';

export interface Thresholds {
  answer: number;
  hedge: number;
}

export interface Outcome {
  right: number;
  answerable: number;
  declined: number;
  unanswerable: number;
  leaks: number;
}

export function outcome(samples: readonly Sample[], m: Model, th: Thresholds): Outcome {
  const o: Outcome = { right: 0, answerable: 0, declined: 0, unanswerable: 0, leaks: 0 };
  for (const s of samples) {
    const p = s.x ? probability(m, s.x) : 0;
    if (s.answerable) {
      o.answerable++;
      if (s.y && p >= th.hedge) o.right++;
    } else {
      o.unanswerable++;
      if (p < th.hedge) o.declined++;
      else if (p >= th.answer) o.leaks++;
    }
  }
  return o;
}

/**
 * The share of unanswerable questions that must stay declined (issue 11's aim), and the share that may
 * be answered as known (a leak): the hedge band sits between them.
 */
export const DECLINED_SHARE = 0.95;
export const LEAK_SHARE = 0.02;

/** The lowest threshold at or above which at most `share` of the unanswerable questions score. */
export function thresholdKeeping(samples: readonly Sample[], m: Model, share: number): number {
  const scores = samples
    .filter((s) => !s.answerable)
    .map((s) => (s.x ? probability(m, s.x) : 0))
    .sort((a, b) => b - a);
  return (scores[Math.floor(scores.length * share)] ?? 0) + 1e-9;
}

/** The lowest thresholds that keep the training questions' declines and leaks within those shares. */
export function chooseThresholds(samples: readonly Sample[], m: Model): Thresholds {
  const answer = thresholdKeeping(samples, m, LEAK_SHARE);
  return { answer, hedge: Math.min(answer, thresholdKeeping(samples, m, 1 - DECLINED_SHARE)) };
}
