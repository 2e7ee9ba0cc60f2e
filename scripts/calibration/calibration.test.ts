import { describe, expect, it } from 'vitest';
import { fitLogistic, probability, type Sample } from './logistic.ts';
import { chooseThresholds, outcome, thresholdKeeping, value } from './thresholds.ts';

// Two features: the first tells right quotes from wrong ones, the second is noise of both labels.
const samples: Sample[] = Array.from({ length: 200 }, (_, i) => {
  const right = i % 2 === 0;
  return {
    set: `s${i % 4}`,
    x: [right ? 0.6 + (i % 7) / 20 : 0.1 + (i % 9) / 20, (i % 5) / 4],
    y: right ? 1 : 0,
    answerable: right || i % 4 === 1,
  };
});

describe('answer-decision calibration', () => {
  it('fits a model that scores the right quotes above the wrong ones', () => {
    const m = fitLogistic(samples);
    expect(m.weights[0]).toBeGreaterThan(Math.abs(m.weights[1] ?? 0));
    const right = samples.filter((s) => s.y === 1).map((s) => probability(m, s.x ?? []));
    const wrong = samples.filter((s) => s.y === 0).map((s) => probability(m, s.x ?? []));
    expect(Math.min(...right)).toBeGreaterThan(Math.max(...wrong));
  });

  it('leaves a question without a quote out of the fit and always declines it', () => {
    const none: Sample = { set: 's0', x: null, y: 0, answerable: false };
    const m = fitLogistic([...samples, none]);
    expect(m).toEqual(fitLogistic(samples));
    expect(outcome([none], m, { answer: 0.5, hedge: 0.1 })).toMatchObject({ declined: 1, leaks: 0 });
  });

  it('chooses the thresholds that give the replies the most value', () => {
    const m = fitLogistic(samples);
    const th = chooseThresholds(samples, m);
    expect(th.hedge).toBeLessThanOrEqual(th.answer);
    const best = value(samples, m, th);
    expect(best).toBeGreaterThan(0);
    for (const other of [
      { answer: 0.5, hedge: 0.5 },
      { answer: 0.99, hedge: 0.3 },
      { answer: 0.3, hedge: 0.3 },
    ])
      expect(value(samples, m, other)).toBeLessThanOrEqual(best);
  });

  it('declines everything when no quote holds its fact', () => {
    const wrong = samples.map((s) => ({ ...s, y: 0 as const }));
    const m = fitLogistic(wrong);
    const o = outcome(wrong, m, chooseThresholds(wrong, m));
    expect(o.declined).toBe(o.unanswerable);
    expect(o.leaks).toBe(0);
  });

  it('finds the threshold that at most a given share of unanswerable questions reach', () => {
    const m = fitLogistic(samples);
    const quarter = thresholdKeeping(samples, m, 0.25);
    const unanswerable = samples.filter((s) => !s.answerable);
    const passing = unanswerable.filter((s) => probability(m, s.x ?? []) >= quarter).length;
    expect(passing).toBeLessThanOrEqual(unanswerable.length * 0.25);
  });

  it('judges a hedge by the text it offers and a stated answer by the quote alone', () => {
    // The quote lacks the fact; read on in its passage, the hedge holds it.
    const readOn: Sample = { set: 's0', x: [1, 0], y: 0, yHedged: 1, answerable: true };
    const m = { weights: [0, 0], bias: 0 }; // every quote scores 0.5
    expect(outcome([readOn], m, { answer: 0.9, hedge: 0.4 }).right).toBe(1);
    expect(outcome([readOn], m, { answer: 0.4, hedge: 0.4 }).right).toBe(0);
    expect(value([readOn], m, { answer: 0.9, hedge: 0.4 })).toBe(1);
    expect(value([readOn], m, { answer: 0.4, hedge: 0.4 })).toBe(-3);
  });
});
