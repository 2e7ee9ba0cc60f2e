/**
 * Answer-quality check: asks every question of the eval set through POST /api/v1/chat of a real app
 * seeded with the demo clients, and prints the share answered with the right fact and the share
 * correctly declined. Uses the configured provider (builtin unless OPENAI_* is set).
 *
 * `--sets tuning,held5,held4,held3,held2,held1,dev` picks which sets to run (default: all). Running only the spent
 * sets (`--sets tuning,dev,held1`) keeps the fresh held-out set unseen while iterating.
 *
 * `--provider openai` runs the sets through the configured OpenAI-compatible endpoint (OPENAI_BASE_URL
 * and/or OPENAI_API_KEY, FRONTDESK_MODEL, FRONTDESK_EMBEDDING_MODEL, …) and adds the time to first
 * token and the tokens per answer; `--provider builtin` ignores any OPENAI_* setting.
 */
import { modelColumns, providerEnv, type ModelStats } from './eval-model-columns.ts';
import type { EvalCase } from '../server/ai/eval-set.ts';
import { startTestApp, type TestApp } from '../server/testing/test-app.ts';

/** The sets in the order they are reported; each is imported only when selected. */
const SETS: Record<string, { title: string; prefix: string; load: () => Promise<EvalCase[]> }> = {
  tuning: {
    title: 'Tuning set (the answerer was adjusted against it)',
    prefix: 'eval',
    load: async () => (await import('../server/ai/eval-set.ts')).EVAL_SET,
  },
  held5: {
    title: 'Blind held-out set 5 (written 2026-11-21 without reading the answerer, never tuned against)',
    prefix: 'held5',
    load: async () => (await import('../server/ai/eval-held-out-5.ts')).HELD_OUT_SET_5,
  },
  held4: {
    title: 'Blind held-out set 4 (written blind; 17/40 when first measured, then studied, so it is spent)',
    prefix: 'held4',
    load: async () => (await import('../server/ai/eval-held-out-4.ts')).HELD_OUT_SET_4,
  },
  held3: {
    title: 'Blind held-out set 3 (written blind; 7/40 when first measured, then studied, so it is spent)',
    prefix: 'held3',
    load: async () => (await import('../server/ai/eval-held-out-3.ts')).HELD_OUT_SET_3,
  },
  held2: {
    title: 'Second held-out set (23/30 when first measured, then studied, so it is spent)',
    prefix: 'held2',
    load: async () => (await import('../server/ai/eval-held-out-2.ts')).HELD_OUT_SET_2,
  },
  held1: {
    title: 'First held-out set (its misses were studied, so it is spent)',
    prefix: 'held',
    load: async () => (await import('../server/ai/eval-held-out.ts')).HELD_OUT_SET,
  },
  dev: {
    title: 'Development set (paraphrases and near misses the threshold is calibrated on)',
    prefix: 'dev',
    load: async () => (await import('../server/ai/eval-dev-set.ts')).DEV_SET,
  },
};

function selectedSets(argv: string[]): string[] {
  const i = argv.findIndex((a) => a === '--sets' || a.startsWith('--sets='));
  const arg = argv[i];
  if (arg === undefined) return Object.keys(SETS);
  const value = arg.includes('=') ? arg.slice('--sets='.length) : argv[i + 1];
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in SETS));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--sets takes a comma-separated list of: ${Object.keys(SETS).join(', ')}`);
  }
  return Object.keys(SETS).filter((n) => names.includes(n));
}

const DECLINE = /don't have information|do not have that information|don't have that information/i;

async function main() {
  const sets = selectedSets(process.argv.slice(2));
  const env = providerEnv(process.argv.slice(2), process.env);
  const t = await startTestApp({
    seedDemo: true,
    env,
    chat: { limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000 } },
  });
  try {
    console.log(
      `Provider: ${t.config.ai.provider}${t.config.ai.provider === 'openai' ? ` (${t.config.ai.model})` : ''}`,
    );
    for (const name of sets) {
      const set = SETS[name];
      if (set) await report(t, set.title, await set.load(), set.prefix);
    }
  } finally {
    await t.close();
  }
}

async function report(t: TestApp, title: string, set: EvalCase[], prefix: string) {
  const clients = new Map((await t.services.clients.list()).map((c) => [c.domain, c]));
  let right = 0;
  let answerable = 0;
  let declined = 0;
  let unanswerable = 0;
  const misses: string[] = [];
  const stats: ModelStats = modelColumns();
  for (const [i, c] of set.entries()) {
    const client = clients.get(c.domain);
    if (!client?.testAccessToken) throw new Error(`demo client ${c.domain} missing`);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${client.testAccessToken}` },
      payload: { message: c.question, sessionId: `${prefix}-session-${String(i).padStart(4, '0')}` },
    });
    const reply = String(res.json?.reply ?? '');
    await stats.add(t, client.testAccessToken, `${prefix}-session-${String(i).padStart(4, '0')}`);
    if (c.fact === null) {
      unanswerable++;
      if (DECLINE.test(reply)) declined++;
      else misses.push(`[should decline] ${c.domain}: ${c.question}\n    → ${reply}`);
    } else {
      answerable++;
      if (reply.includes(c.fact) && !DECLINE.test(reply)) right++;
      else misses.push(`[missing "${c.fact}"] ${c.domain}: ${c.question}\n    → ${reply}`);
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(`\n${title}`);
  console.log(
    `  Answered with the right fact: ${right}/${answerable} = ${pct(right, answerable)} (aim ≥ 90%)`,
  );
  console.log(
    `  Correctly declined:           ${declined}/${unanswerable} = ${pct(declined, unanswerable)} (aim ≥ 95%)`,
  );
  stats.print();
  if (misses.length > 0) console.log(`  Misses:\n${misses.map((m) => `    ${m}`).join('\n')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
