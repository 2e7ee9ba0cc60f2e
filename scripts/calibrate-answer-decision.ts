/**
 * Fits the builtin answerer's answer-or-decline model (server/domain/answering/answer-confidence.ts) on
 * the SPENT eval sets only: every single-part question is asked through the real chat API, the quote the
 * answerer would give is read with its decision features, and the label says whether that quote holds
 * the expected fact (an unanswerable question's quote never does). A logistic regression is fitted,
 * then checked set by set: each set's figures come from a model fitted without it.
 *
 *   npm run calibrate:answers            # prints weights, thresholds and the held-out-by-set figures
 *
 * Blind sets are never read here; measuring them stays `npm run eval`'s job.
 */
import { EVAL_SETS } from '../eval/sets/registry.ts';
import { createBuiltinProvider } from '../server/ai/builtin-provider.ts';
import { assessPart, FEATURES, parseQuestion } from '../server/domain/answering/index.ts';
import { startTestApp } from '../server/testing/test-app.ts';
import { profileClient } from './eval-profile-client.ts';
import { fitLogistic, type Model, type Sample } from './calibration/logistic.ts';
import {
  chooseThresholds,
  outcome,
  thresholdKeeping,
  type Outcome,
  type Thresholds,
} from './calibration/thresholds.ts';

/** The spent sets: studied already, so fitting on them spends nothing. */
const SPENT = Object.entries(EVAL_SETS)
  .filter(([, set]) => !set.unseen && !set.unfitted)
  .map(([name, set]) => [name, set.load] as const);

interface Seen {
  features: number[];
  /** The quote the answerer would give, or null when it has none that states what is asked. */
  text: string | null;
  /** The same quote as a hedge offers it. */
  hedged: string | null;
}

async function collect(): Promise<Sample[]> {
  const base = createBuiltinProvider();
  // What the answerer made of the question last asked (set inside the provider, read after the reply).
  const last: { seen: Seen | null } = { seen: null };
  const provider = {
    ...base,
    async *answer(req: Parameters<typeof base.answer>[0]) {
      const parsed = parseQuestion(req.question, req.business.name);
      if (parsed.parts.length === 1 && !req.liveData?.match) {
        const a = assessPart(parsed, req.passages);
        const q = a.quote && a.states ? a.quote : null;
        last.seen = { features: a.features, text: q?.text ?? null, hedged: q?.hedged ?? null };
      }
      yield* base.answer(req);
    },
  };
  const t = await startTestApp({
    seedDemo: true,
    env: { FRONTDESK_TEST_DAILY_LIMIT: '100000' },
    chat: {
      provider,
      limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000, perTestTokenPerMinute: 100_000 },
    },
  });
  const samples: Sample[] = [];
  try {
    let n = 0;
    for (const [set, load] of SPENT) {
      const { cases, profiles } = await load();
      for (const p of profiles) await t.services.clients.create(profileClient(p));
      const clients = new Map((await t.services.clients.list()).map((c) => [c.domain, c]));
      for (const c of cases) {
        const token = clients.get(c.domain)?.testAccessToken;
        if (!token) throw new Error(`client ${c.domain} missing`);
        last.seen = null;
        await t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: { authorization: `Bearer ${token}` },
          payload: { message: c.question, sessionId: `calibrate-session-${String(n++).padStart(5, '0')}` },
        });
        // Written by the provider during the request (TypeScript cannot see that).
        const s = last.seen as Seen | null;
        // Only questions the passages decide: greetings, samples and feed records are answered before.
        if (!s) continue;
        const holds = (text: string | null) =>
          c.fact !== null && text !== null && text.toLowerCase().includes(c.fact.toLowerCase());
        samples.push({
          set,
          x: s.text === null ? null : s.features,
          y: holds(s.text) ? 1 : 0,
          yHedged: holds(s.hedged) ? 1 : 0,
          answerable: c.fact !== null,
        });
      }
    }
  } finally {
    await t.close();
  }
  return samples;
}

const fmt = (n: number) => n.toFixed(3);

/** Each set judged by a model, and thresholds, fitted without it. */
function heldOutBySet(samples: readonly Sample[], thresholds: (train: Sample[], m: Model) => Thresholds) {
  const total: Outcome = { right: 0, answerable: 0, declined: 0, unanswerable: 0, leaks: 0 };
  const lines: string[] = [];
  for (const [set] of SPENT) {
    const train = samples.filter((s) => s.set !== set);
    const m = fitLogistic(train);
    const o = outcome(
      samples.filter((s) => s.set === set),
      m,
      thresholds(train, m),
    );
    for (const k of Object.keys(total) as (keyof Outcome)[]) total[k] += o[k];
    lines.push(`  ${set}: ${figures(o)}`);
  }
  return { total, lines };
}

const figures = (o: Outcome) =>
  `${o.right}/${o.answerable} right · ${o.declined}/${o.unanswerable} declined · ${o.leaks} leaks`;

async function main() {
  const samples = await collect();
  const model = fitLogistic(samples);
  // The value is flat near its best, so one fit's thresholds move with a few questions: the median of
  // the thresholds chosen without each set is steadier.
  const folds = SPENT.map(([set]) => {
    const train = samples.filter((s) => s.set !== set);
    return chooseThresholds(train, fitLogistic(train));
  });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 1;
  const th = { answer: median(folds.map((f) => f.answer)), hedge: median(folds.map((f) => f.hedge)) };
  console.log(
    `thresholds without each set: ${folds.map((f) => `${fmt(f.hedge)}/${fmt(f.answer)}`).join(' ')}`,
  );
  console.log(
    `${samples.length} questions from the spent sets (${samples.filter((s) => s.y).length} quotes hold their fact)`,
  );
  console.log(`bias ${fmt(model.bias)}`);
  FEATURES.forEach((f, i) => console.log(`  ${fmt(model.weights[i] ?? 0)}  ${f}`));
  console.log(`answer at ≥ ${fmt(th.answer)}, hedge at ≥ ${fmt(th.hedge)}`);
  console.log(
    `For answer-confidence.ts: WEIGHTS = [${model.weights.map(fmt).join(', ')}]; BIAS = ${fmt(model.bias)}; ` +
      `ANSWER_AT = ${fmt(th.answer)}; HEDGE_AT = ${fmt(th.hedge)}`,
  );
  const held = heldOutBySet(samples, chooseThresholds);
  console.log(`Each set with a model fitted on the others:\n${held.lines.join('\n')}`);
  console.log(`  total: ${figures(held.total)}`);
  // The trade-off: one threshold (no hedged band) at several shares of declines kept.
  for (const share of [0.9, 0.92, 0.94, 0.96, 0.98]) {
    const { total } = heldOutBySet(samples, (train, m) => {
      const at = thresholdKeeping(train, m, 1 - share);
      return { answer: at, hedge: at };
    });
    console.log(`  one threshold declining ${share * 100}% of the others: ${figures(total)}`);
  }
}

await main();
