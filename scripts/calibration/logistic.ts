/** A plain L2-regularised logistic regression, fitted by full-batch gradient descent (small data). */
export interface Sample {
  set: string;
  /** Decision features, or null when the answerer has no quote to give (always a decline). */
  x: number[] | null;
  /** 1 when the quote holds the expected fact. */
  y: 0 | 1;
  /** 1 when the quote as a hedge offers it (read on in its passage); `y` when not given. */
  yHedged?: 0 | 1;
  answerable: boolean;
}

export interface Model {
  weights: number[];
  bias: number;
}

const L2 = 0.01;
const STEPS = 4000;
const RATE = 0.5;

export const probability = (m: Model, x: readonly number[]) =>
  1 / (1 + Math.exp(-(m.bias + x.reduce((s, v, i) => s + v * (m.weights[i] ?? 0), 0))));

export function fitLogistic(samples: readonly Sample[]): Model {
  const data = samples.filter((s): s is Sample & { x: number[] } => s.x !== null);
  const n = data[0]?.x.length ?? 0;
  const m: Model = { weights: new Array<number>(n).fill(0), bias: 0 };
  for (let step = 0; step < STEPS; step++) {
    const g = new Array<number>(n).fill(0);
    let gb = 0;
    for (const s of data) {
      const err = probability(m, s.x) - s.y;
      for (let i = 0; i < n; i++) g[i] = (g[i] ?? 0) + err * (s.x[i] ?? 0);
      gb += err;
    }
    for (let i = 0; i < n; i++)
      m.weights[i] = (m.weights[i] ?? 0) - RATE * ((g[i] ?? 0) / data.length + L2 * (m.weights[i] ?? 0));
    m.bias -= (RATE * gb) / data.length;
  }
  return m;
}
