/**
 * Answer-quality check: asks every question of the eval set through POST /api/v1/chat of a real app
 * seeded with the demo clients, and prints the share answered with the right fact and the share
 * correctly declined. Uses the configured provider (builtin unless OPENAI_* is set).
 */
import { DEV_SET } from '../server/ai/eval-dev-set.ts';
import { HELD_OUT_SET } from '../server/ai/eval-held-out.ts';
import { HELD_OUT_SET_2 } from '../server/ai/eval-held-out-2.ts';
import { EVAL_SET, type EvalCase } from '../server/ai/eval-set.ts';
import { startTestApp, type TestApp } from '../server/testing/test-app.ts';

const DECLINE = /don't have information|do not have that information|don't have that information/i;

async function main() {
  const env = Object.fromEntries(
    ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'FRONTDESK_MODEL'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k] as string]] : [],
    ),
  );
  const t = await startTestApp({
    seedDemo: true,
    env,
    chat: { limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000 } },
  });
  try {
    console.log(
      `Provider: ${t.config.ai.provider}${t.config.ai.provider === 'openai' ? ` (${t.config.ai.model})` : ''}`,
    );
    await report(t, 'Tuning set (the answerer was adjusted against it)', EVAL_SET, 'eval');
    await report(t, 'Fresh held-out set (written 2026-11-21, never tuned against)', HELD_OUT_SET_2, 'held2');
    await report(t, 'First held-out set (its misses were studied, so it is spent)', HELD_OUT_SET, 'held');
    await report(
      t,
      'Development set (paraphrases and near misses the threshold is calibrated on)',
      DEV_SET,
      'dev',
    );
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
  if (misses.length > 0) console.log(`  Misses:\n${misses.map((m) => `    ${m}`).join('\n')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
