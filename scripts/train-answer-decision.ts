/**
 * Fits the builtin answerer's learned answer-or-decline decision (server/domain/answering/answer-decision.ts) on the
 * spent eval sets, and measures it honestly by leave-one-set-out.
 *
 * Rows come from the real path: a test app seeded like `npm run eval` answers every question through
 * POST /api/v1/chat while the answerer's candidates are observed. A candidate sentence is positive when
 * it contains the case's fact; an unanswerable case gives only negatives. A first regression ranks the
 * sentences; a second, over the best one's rank and question-wide features, gives the one score
 * (positive when that sentence holds the fact). The thresholds are calibrated on out-of-fold scores:
 * `answer` just above every unanswerable case's score (no leak, with margin), `hedge` where offering a
 * quote gains more right answers than it costs declines.
 *
 * Then, for each spent set, a model trained on the others answers that set's questions through the
 * same endpoint, next to the coverage threshold (the decision without a model) on the same set.
 * `--in-sample` calibrates the thresholds on the training scores themselves (for comparison).
 * `--write` saves the model trained on every spent set to server/domain/answering/answer-decision-model.ts.
 * Blind (unseen) sets are never loaded here.
 */
import fs from 'node:fs';
import { DEFAULT_CHAT_CUSTOMIZATIONS, type ClientCreateParsed } from '../contract/clients.ts';
import {
  FEATURES,
  QUESTION_FEATURES,
  decide,
  questionRow,
  observeCandidates,
  probability,
  useDecision,
  type Candidate,
  type DecisionWeights,
} from '../server/domain/answering/answer-decision.ts';
import type { EvalProfile } from '../eval/sets/eval-held-out-6.ts';
import type { EvalCase } from '../eval/sets/eval-set.ts';
import { startTestApp, type TestApp } from '../server/testing/test-app.ts';

type Loaded = { cases: EvalCase[]; profiles: EvalProfile[] };
const only = (cases: EvalCase[]): Loaded => ({ cases, profiles: [] });

/** The spent sets (studied before): the only ones trained on. */
const SPENT: Record<string, () => Promise<Loaded>> = {
  dev: async () => only((await import('../eval/sets/eval-dev-set.ts')).DEV_SET),
  tuning: async () => only((await import('../eval/sets/eval-set.ts')).EVAL_SET),
  held1: async () => only((await import('../eval/sets/eval-held-out.ts')).HELD_OUT_SET),
  held2: async () => only((await import('../eval/sets/eval-held-out-2.ts')).HELD_OUT_SET_2),
  held3: async () => only((await import('../eval/sets/eval-held-out-3.ts')).HELD_OUT_SET_3),
  held4: async () => only((await import('../eval/sets/eval-held-out-4.ts')).HELD_OUT_SET_4),
  held6: async () => {
    const m = await import('../eval/sets/eval-held-out-6.ts');
    return { cases: m.HELD_OUT_SET_6, profiles: m.HELD_OUT_6_PROFILES };
  },
};

const DECLINE = /don't have information|do not have that information|don't have that information/i;
const HEDGE = /^Here is what I found about /;

function profileClient(p: EvalProfile): ClientCreateParsed {
  const { welcomeMessage, themeColor, faqs, ...client } = p;
  return {
    ...client,
    testMode: true,
    chatCustomizations: {
      ...DEFAULT_CHAT_CUSTOMIZATIONS,
      headerTitle: p.businessName,
      firstMessage: welcomeMessage,
      themeColor,
      faqs,
    },
  };
}

/** One question the answerer decided on: its candidates, and which contain the fact. */
interface Group {
  set: string;
  question: string;
  fact: string | null;
  list: Candidate[];
  labels: number[];
}

let session = 0;
async function ask(t: TestApp, c: EvalCase): Promise<string> {
  const client = (await t.services.clients.list()).find((x) => x.domain === c.domain);
  if (!client?.testAccessToken) throw new Error(`client ${c.domain} missing`);
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${client.testAccessToken}` },
    payload: { message: c.question, sessionId: `train-session-${String(session++).padStart(5, '0')}` },
  });
  return String(res.json?.reply ?? '');
}

/** The groups of a set: single-part questions, and every part of an unanswerable one. */
async function collect(t: TestApp, set: string, cases: EvalCase[]): Promise<Group[]> {
  const out: Group[] = [];
  for (const c of cases) {
    const seen: Candidate[][] = [];
    observeCandidates((_q, list) => seen.push(list));
    await ask(t, c);
    observeCandidates(null);
    // A part of a multi-part question may not be the part the fact answers: its label is unknown.
    if (c.fact !== null && seen.length !== 1) continue;
    const fact = c.fact?.toLowerCase() ?? null;
    for (const list of seen) {
      if (list.length === 0) continue;
      out.push({
        set,
        question: c.question,
        fact: c.fact,
        list,
        labels: list.map((x) => (fact !== null && x.sentence.toLowerCase().includes(fact) ? 1 : 0)),
      });
    }
  }
  return out;
}

const ITERATIONS = 1500;

/** Logistic regression by full-batch gradient descent with L2 (the bias unpenalised). */
function fit(rows: { x: number[]; y: number }[], lambda: number, balance: boolean): number[] {
  const n = rows[0]?.x.length ?? 0;
  const w = new Array<number>(n).fill(0);
  const positives = rows.filter((r) => r.y === 1).length;
  // Positives are rare among sentences (one or two per question): weighed up to balance the classes.
  const up = balance && positives > 0 ? (rows.length - positives) / positives : 1;
  const rate = 0.5;
  for (let iter = 0; iter < ITERATIONS; iter++) {
    const grad = new Array<number>(n).fill(0);
    let total = 0;
    for (const { x, y } of rows) {
      const weight = y === 1 ? up : 1;
      const e = (probability(w, x) - y) * weight;
      total += weight;
      for (let j = 0; j < n; j++) grad[j] = (grad[j] ?? 0) + e * (x[j] ?? 0);
    }
    for (let j = 0; j < n; j++)
      w[j] = (w[j] ?? 0) - rate * ((grad[j] ?? 0) / total + (j > 0 ? lambda * (w[j] ?? 0) : 0));
  }
  return w;
}

const dot = (w: number[], x: number[]) => x.reduce((z, v, i) => z + v * (w[i] ?? 0), 0);

/** A group's best-ranked candidate, its question row, and whether it holds the fact. */
function bestOf(w: number[], g: Group) {
  const order = g.list.map((c, i) => ({ c, i, z: dot(w, c.x) })).sort((a, b) => b.z - a.z);
  const [first, second] = order;
  const row = first ? questionRow(first.c, first.z, second?.z ?? first.z - 10) : [];
  // What the reply says first: the best-ranked sentence must hold the fact.
  const right = first !== undefined && g.labels[first.i] === 1;
  return { row, right, answerable: g.fact !== null };
}

/** Margin above the highest unanswerable score: the threshold answers none of the training declines. */
/** What a hedged unanswerable question (a decline lost) costs against a right quote gained. */
const HEDGE_COST = 2;

const MARGIN = 0.02;

/**
 * Fits both stages on `groups`. The thresholds are calibrated on out-of-fold scores (each set scored by
 * a model fitted without it) when `folds` is set: a set's own scores flatter it, and a new business's
 * questions score like a set the model has not seen.
 */
function train(groups: Group[], folds = true): DecisionWeights {
  const rows = groups.flatMap((g) => g.list.map((c, i) => ({ x: c.x, y: g.labels[i] ?? 0 })));
  const weights = fit(rows, 1e-3, true);
  const best = groups.map((g) => bestOf(weights, g));
  const question = fit(
    best.map((b) => ({ x: b.row, y: b.right ? 1 : 0 })),
    1e-2,
    false,
  );
  const sets = [...new Set(groups.map((g) => g.set))];
  const outOfFold = new Map<Group, number>();
  if (folds && sets.length > 2 && !process.argv.includes('--in-sample')) {
    for (const set of sets) {
      const m = train(
        groups.filter((g) => g.set !== set),
        false,
      );
      for (const g of groups.filter((x) => x.set === set)) outOfFold.set(g, decide(m, g.list).score);
    }
  }
  const scored = best.map((b, i) => {
    const g = groups[i];
    return { ...b, p: (g && outOfFold.get(g)) ?? probability(question, b.row) };
  });
  const unanswerable = scored.filter((b) => !b.answerable).map((b) => b.p);
  const answer = Math.min(0.999, Math.max(0.5, ...unanswerable) + MARGIN);
  // The hedge band: each unanswerable question hedged costs a decline; each right quote gains an answer.
  let hedge = answer;
  let gain = 0;
  for (const cut of [...new Set(scored.map((b) => b.p))].filter((p) => p < answer).sort((a, b) => b - a)) {
    const band = scored.filter((b) => b.p >= cut && b.p < answer);
    const g =
      band.filter((b) => b.answerable && b.right).length -
      HEDGE_COST * band.filter((b) => !b.answerable).length;
    if (g > gain) [gain, hedge] = [g, cut];
  }
  // A further sentence never answers an unanswerable question (the best one decides that): the cut
  // is the one that puts the fact into the most answers, each extra sentence costing a little.
  const base = { features: [...FEATURES], weights, question, answer, hedge };
  let more = 0.99;
  let moreGain = -Infinity;
  for (let cut = 0.99; cut >= 0.3; cut -= 0.03) {
    let g = 0;
    for (const gr of groups) {
      const d = decide({ ...base, more: cut }, gr.list);
      if (d.kind !== 'answer' || gr.fact === null) continue;
      if (d.chosen.some((c) => gr.labels[gr.list.indexOf(c)] === 1)) g++;
      g -= 0.1 * (d.chosen.length - 1);
    }
    if (g > moreGain) [moreGain, more] = [g, cut];
  }
  return { ...base, more };
}

interface Score {
  right: number;
  answerable: number;
  declined: number;
  unanswerable: number;
  leaks: number;
  hedged: number;
}

async function measure(t: TestApp, cases: EvalCase[]): Promise<Score> {
  const s: Score = { right: 0, answerable: 0, declined: 0, unanswerable: 0, leaks: 0, hedged: 0 };
  for (const c of cases) {
    const reply = await ask(t, c);
    if (HEDGE.test(reply)) s.hedged++;
    if (c.fact === null) {
      s.unanswerable++;
      if (DECLINE.test(reply)) s.declined++;
      else if (!HEDGE.test(reply)) {
        s.leaks++;
        if (process.argv.includes('--debug')) console.log(`  leak: ${c.question} → ${reply.slice(0, 120)}`);
      }
    } else {
      s.answerable++;
      if (reply.toLowerCase().includes(c.fact.toLowerCase()) && !DECLINE.test(reply)) s.right++;
      else if (process.argv.includes('--debug'))
        console.log(`  miss: ${c.question} → ${reply.slice(0, 100)}`);
    }
  }
  return s;
}

const fmt = (s: Score) =>
  `${s.right}/${s.answerable} right · ${s.declined}/${s.unanswerable} declined · ${s.leaks} leaks · ${s.hedged} hedged`;

function add(a: Score, b: Score): Score {
  return {
    right: a.right + b.right,
    answerable: a.answerable + b.answerable,
    declined: a.declined + b.declined,
    unanswerable: a.unanswerable + b.unanswerable,
    leaks: a.leaks + b.leaks,
    hedged: a.hedged + b.hedged,
  };
}

function moduleText(model: DecisionWeights): string {
  const r = (v: number) => Number(v.toFixed(4));
  const rows = model.features.map((f, i) => `    ${r(model.weights[i] ?? 0)}, // ${f}`).join('\n');
  return `/** Generated by \`npm run train:answer-decision -- --write\` from the spent eval sets; do not edit by hand. */
import type { DecisionWeights } from './answer-decision.ts';

export const DECISION_MODEL: DecisionWeights = {
  features: ${JSON.stringify(model.features)},
  weights: [
${rows}
  ],
  question: ${JSON.stringify(model.question.map(r))},
  answer: ${r(model.answer)},
  hedge: ${r(model.hedge)},
  more: ${r(model.more)},
};
`;
}

async function main() {
  const write = process.argv.includes('--write');
  // The builtin answerer is what is trained: any OPENAI_* setting is left out.
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !k.startsWith('OPENAI_')) env[k] = v;
  env.FRONTDESK_TEST_DAILY_LIMIT = '100000';
  const t = await startTestApp({
    seedDemo: true,
    env,
    chat: {
      limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000, perTestTokenPerMinute: 100_000 },
    },
  });
  try {
    useDecision(null);
    const sets = new Map<string, EvalCase[]>();
    const groups: Group[] = [];
    for (const [name, load] of Object.entries(SPENT)) {
      const { cases, profiles } = await load();
      for (const p of profiles) await t.services.clients.create(profileClient(p));
      sets.set(name, cases);
      groups.push(...(await collect(t, name, cases)));
    }
    const positives = groups.filter((g) => g.labels.includes(1)).length;
    console.log(`${groups.length} questions decided, ${positives} with the fact among their candidates`);
    let main: Score | null = null;
    let loso: Score | null = null;
    for (const [name, cases] of sets) {
      const rest = groups.filter((g) => g.set !== name);
      const model = train(rest);
      useDecision(null);
      const before = await measure(t, cases);
      useDecision(model);
      const after = await measure(t, cases);
      useDecision(null);
      main = main ? add(main, before) : before;
      loso = loso ? add(loso, after) : after;
      console.log(
        `${name.padEnd(7)} main: ${fmt(before)}   learned: ${fmt(after)}   (answer ≥ ${model.answer.toFixed(3)}, hedge ≥ ${model.hedge.toFixed(3)}, more ≥ ${model.more.toFixed(2)})`,
      );
    }
    if (main && loso) console.log(`total   main: ${fmt(main)}   learned: ${fmt(loso)}`);
    const model = train(groups);
    // The full model's choices on its own training questions (not an honest figure: for the table only).
    const kinds = groups.map((g) => decide(model, g.list).kind);
    console.log(
      `full model: answer ≥ ${model.answer.toFixed(3)}, hedge ≥ ${model.hedge.toFixed(3)}; on its training questions ${kinds.filter((k) => k === 'answer').length} answered, ${kinds.filter((k) => k === 'hedge').length} hedged`,
    );
    model.features.forEach((f, i) => console.log(`  ${f.padEnd(24)} ${(model.weights[i] ?? 0).toFixed(3)}`));
    QUESTION_FEATURES.forEach((f, i) =>
      console.log(`  q:${f.padEnd(22)} ${(model.question[i] ?? 0).toFixed(3)}`),
    );
    if (process.argv.includes('--debug')) {
      for (const g of groups) {
        const d = decide(model, g.list);
        const hit = d.chosen.some((c) => g.labels[g.list.indexOf(c)] === 1);
        const label = g.fact === null ? 'UNANS' : hit ? 'RIGHT' : g.labels.includes(1) ? 'WRONG' : 'NOFACT';
        console.log(
          `${d.score.toFixed(3)} ${label} ${d.kind} ${g.set} ${g.question} → ${d.chosen[0]?.sentence.slice(0, 90) ?? ''}`,
        );
      }
    }
    if (write) {
      fs.writeFileSync(
        new URL('../server/domain/answering/answer-decision-model.ts', import.meta.url),
        moduleText(model),
      );
      console.log('written server/domain/answering/answer-decision-model.ts');
    }
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
