/**
 * Answer-quality check: asks every question of the eval set through POST /api/v1/chat of a real app
 * seeded with the demo clients (and the blind sets' own businesses), and prints the share answered
 * with the right fact, the share correctly declined and the leaks (an unanswerable question answered
 * as if known). Uses the configured provider (builtin unless OPENAI_* is set). Facts are compared
 * case-insensitively.
 *
 * `--sets held24,held23,held22,held21,held20,held19,held18,held16,held17,held15,held14,held13,held12,held11,held10,held9,held8,held7,tuning,…` picks which sets to run (default: all).
 * A set never studied (`unseen`) prints its totals only, never its misses, so measuring it does not spend
 * it; iterate on the spent sets (`--sets held6,tuning,dev`) and measure the unseen ones once at the end.
 *
 * `--provider openai` runs the sets through the configured OpenAI-compatible endpoint (OPENAI_BASE_URL
 * and/or OPENAI_API_KEY, FRONTDESK_MODEL, FRONTDESK_EMBEDDING_MODEL, …) and adds the time to first
 * token and the tokens per answer; `--provider builtin` ignores any OPENAI_* setting.
 *
 * Each set also prints a sha256 digest of its replies in order: a refactor that must change no reply
 * is checked by comparing the digests before and after.
 */
import { createHash } from 'node:crypto';
import { profileClient } from './eval-profile-client.ts';
import { modelColumns, providerEnv, type ModelStats } from './eval-model-columns.ts';
import type { EvalCase } from '../eval/sets/eval-set.ts';
import { EVAL_SETS as SETS, type EvalSet } from '../eval/sets/registry.ts';
import { startTestApp, type TestApp } from '../server/testing/test-app.ts';
import { REPLY_TEXTS } from '../server/domain/languages/index.ts';

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A decline in any supported language: its "I don't have information" or its "not in your language". */
const DECLINE = new RegExp(
  [
    "don't have information|do not have that information|don't have that information",
    ...Object.values(REPLY_TEXTS).flatMap((t) => [escape(t.sorry), escape(t.otherLanguage)]),
  ].join('|'),
  'i',
);

async function main() {
  const sets = selectedSets(process.argv.slice(2));
  // Every question is asked with the clients' test tokens: their daily allowance must not cut a run short.
  const env = { ...providerEnv(process.argv.slice(2), process.env), FRONTDESK_TEST_DAILY_LIMIT: '100000' };
  const t = await startTestApp({
    seedDemo: true,
    env,
    chat: {
      limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000, perTestTokenPerMinute: 100_000 },
    },
  });
  try {
    console.log(
      `Provider: ${t.config.ai.provider}${t.config.ai.provider === 'openai' ? ` (${t.config.ai.model})` : ''}`,
    );
    for (const name of sets) {
      const set = SETS[name];
      if (!set) continue;
      const { cases, profiles } = await set.load();
      for (const p of profiles) await t.services.clients.create(profileClient(p));
      await report(t, set, cases);
    }
  } finally {
    await t.close();
  }
}

/** A reply that quotes the best passage without claiming it answers ("This may help: …"). */
const HEDGE = /^This may help: /;

async function report(t: TestApp, { title, prefix, unseen }: EvalSet, set: EvalCase[]) {
  const clients = new Map((await t.services.clients.list()).map((c) => [c.domain, c]));
  let right = 0;
  let answerable = 0;
  let declined = 0;
  let unanswerable = 0;
  let leaks = 0;
  let hedged = 0;
  const misses: string[] = [];
  const stats: ModelStats = modelColumns();
  const digest = createHash('sha256');
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
    digest.update(`${reply}\u0000`);
    await stats.add(t, client.testAccessToken, `${prefix}-session-${String(i).padStart(4, '0')}`);
    if (HEDGE.test(reply)) hedged++;
    if (c.fact === null) {
      unanswerable++;
      // A hedged reply is no decline (it quotes a passage) and no leak (it claims no answer).
      if (DECLINE.test(reply)) declined++;
      else if (HEDGE.test(reply))
        misses.push(`[hedged, should decline] ${c.domain}: ${c.question}\n    → ${reply}`);
      else {
        leaks++;
        misses.push(`[should decline] ${c.domain}: ${c.question}\n    → ${reply}`);
      }
    } else {
      answerable++;
      if (reply.toLowerCase().includes(c.fact.toLowerCase()) && !DECLINE.test(reply)) right++;
      else misses.push(`[missing "${c.fact}"] ${c.domain}: ${c.question}\n    → ${reply}`);
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(`\n${title}`);
  console.log(
    `  Answered with the right fact: ${right}/${answerable} = ${pct(right, answerable)} (aim ≥ 85% on blind sets)`,
  );
  console.log(
    `  Correctly declined:           ${declined}/${unanswerable} = ${pct(declined, unanswerable)} (aim ≥ 95%)`,
  );
  stats.print();
  console.log(`  Leaks (answered what it should decline): ${leaks}   hedged replies: ${hedged}`);
  console.log(`  Replies digest (sha256): ${digest.digest('hex')}`);
  if (unseen) console.log('  (never studied: misses not shown)');
  else if (misses.length > 0) console.log(`  Misses:\n${misses.map((m) => `    ${m}`).join('\n')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
