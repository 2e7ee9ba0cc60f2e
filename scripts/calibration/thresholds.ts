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
      if (p >= th.answer ? s.y : p >= th.hedge && (s.yHedged ?? s.y)) o.right++;
    } else {
      o.unanswerable++;
      if (p < th.hedge) o.declined++;
      else if (p >= th.answer) o.leaks++;
    }
  }
  return o;
}

/**
 * What each reply is worth, per question: a quote holding the fact gains 1, half again when stated
 * plainly (a direct answer reads better than "Here is what I found"); a quote without it costs as much
 * when offered as found, since the visitor reads past it, and three times that when stated as known,
 * since it answers a question that was not asked.
 */
export const VALUE = { right: 1, plainBonus: 0.5, hedgedWrong: 1, plainWrong: 3 } as const;

/** The value of the replies to `samples` under thresholds `th` (declines are worth 0). */
export function value(samples: readonly Sample[], m: Model, th: Thresholds): number {
  let v = 0;
  for (const s of samples) {
    const p = s.x ? probability(m, s.x) : 0;
    if (p < th.hedge) continue;
    const plain = p >= th.answer;
    const right = plain ? s.y : (s.yHedged ?? s.y);
    v += right
      ? VALUE.right + (plain ? VALUE.plainBonus : 0)
      : -(plain ? VALUE.plainWrong : VALUE.hedgedWrong);
  }
  return v;
}

/** The lowest threshold at or above which at most `share` of the unanswerable questions score. */
export function thresholdKeeping(samples: readonly Sample[], m: Model, share: number): number {
  const scores = samples
    .filter((s) => !s.answerable)
    .map((s) => (s.x ? probability(m, s.x) : 0))
    .sort((a, b) => b - a);
  return (scores[Math.floor(scores.length * share)] ?? 0) + 1e-9;
}

/** The pair of thresholds, on a 0.01 grid, that gives the training questions' replies the most value. */
export function chooseThresholds(samples: readonly Sample[], m: Model): Thresholds {
  let best: Thresholds = { answer: 1, hedge: 1 };
  let bestValue = 0;
  for (let h = 0.3; h <= 1.001; h += 0.01) {
    for (let a = h; a <= 1.001; a += 0.01) {
      const th = { answer: a, hedge: h };
      const v = value(samples, m, th);
      if (v > bestValue) [best, bestValue] = [th, v];
    }
  }
  return best;
}
