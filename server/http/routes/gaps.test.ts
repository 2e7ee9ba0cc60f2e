/**
 * Topics and gaps on SQLite and PostgreSQL: conversations grouped by what answered them and, for
 * unanswered ones, by similar questions; the gaps ranked, with counts, reasons and examples.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFeedbackRepo } from '../../db/repositories/feedback-repo.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { insertChat } from '../../testing/chat-rows.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

let postgres: TestPostgres;
let fake: FakeOpenAi;
beforeAll(async () => {
  postgres = await startPostgresServer();
  // Its embeddings put these words on one coordinate each: paraphrases with no word in common meet.
  fake = await startFakeOpenAi({
    synonyms: [
      ['repair', 'fix', 'service'],
      ['boat', 'outboard', 'dinghy'],
      ['engine', 'motor'],
    ],
  });
});
afterAll(async () => {
  await postgres?.stop();
  await fake?.close();
});
let f: ChatFixture;
afterEach(async () => {
  await f?.close();
});

const ORIGIN_A = 'https://sunsetrealty.com';
const sid = (n: string) => `gaps-session-${n}`.padEnd(20, 'x');

describe.each(['sqlite', 'postgres'] as const)('topics and gaps on %s', (store) => {
  it('ranks unanswered topics, thumbs-down answers and handoffs, with examples', async () => {
    const env: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    f = await chatFixture({ env });
    const headers = f.widget(f.a.live, ORIGIN_A);
    const ask = async (sessionId: string, message: string) =>
      (await f.t.inject({ method: 'POST', url: '/api/v1/chat', headers, payload: { message, sessionId } }))
        .json as { reply: string; messageId: string };

    const viewing = await ask(sid('v1'), 'When can I view a property?');
    await ask(sid('v2'), 'When can I view a property?');
    await f.t.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      headers,
      payload: { sessionId: sid('v1'), messageId: viewing.messageId, rating: 'down', reason: 'too_long' },
    });
    await ask(sid('b1'), 'Do you repair boat engines?');
    await ask(sid('b2'), 'Can you repair my boat engine?');
    await ask(sid('b3'), 'Boat engine repair?');
    await ask(sid('m1'), 'Do you give mortgage advice?');
    await ask(sid('h1'), 'When can I view a property?');
    await f.t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers,
      payload: { sessionId: sid('h1') },
    });

    const cookie = await f.t.login();
    const r = await f.t.inject({ method: 'GET', url: `/api/clients/${f.a.id}/gaps`, headers: { cookie } });
    expect(r.statusCode).toBe(200);
    const { gaps, topics } = r.json as {
      gaps: {
        kind: string;
        label: string;
        count: number;
        reasons: Record<string, number>;
        examples: { sessionId: string }[];
      }[];
      topics: { kind: string; label: string; conversations: number; thumbsDown: number; handoffs: number }[];
    };
    expect(gaps.map((g) => [g.kind, g.label, g.count])).toEqual([
      ['unanswered', 'Boat engine repair?', 3],
      ['unanswered', 'Do you give mortgage advice?', 1],
      ['thumbs_down', viewingTopic(topics), 1],
      ['handoff', viewingTopic(topics), 1],
    ]);
    expect(gaps[0]!.examples.map((e) => e.sessionId)).toEqual(
      [sid('b1'), sid('b2'), sid('b3')].sort().reverse(),
    );
    expect(gaps[2]!.reasons).toEqual({ too_long: 1 });
    expect(gaps[2]!.examples.map((e) => e.sessionId)).toEqual([sid('v1')]);
    const answered = topics.find((t) => t.kind !== 'unanswered')!;
    expect(answered).toMatchObject({ conversations: 3, thumbsDown: 1, handoffs: 1 });

    // Another client's gaps are not this client's; a bad range is a 400.
    const b = await f.t.inject({ method: 'GET', url: `/api/clients/${f.b.id}/gaps`, headers: { cookie } });
    expect(b.json.gaps).toEqual([]);
    const bad = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/gaps?from=2026-12-10T00:00:00Z&to=2026-12-01T00:00:00Z`,
      headers: { cookie },
    });
    expect(bad.json.code).toBe('validation_failed');
  });
});

/** Conversations whose one question went unanswered, written to the tables at `minutesAgo` each. */
async function seedUnanswered(
  f: ChatFixture,
  rows: { sessionId: string; question: string; minutesAgo: number }[],
) {
  const feedback = createFeedbackRepo(f.t.services.db);
  for (const r of rows) {
    const at = new Date(Date.now() - r.minutesAgo * 60_000).toISOString();
    await insertChat(f.t.services.db, {
      clientId: f.a.id,
      sessionId: r.sessionId,
      at,
      messages: [r.question],
    });
    await feedback.saveOutcome({
      clientId: f.a.id,
      sessionId: r.sessionId,
      startedAt: at,
      outcome: 'unresolved',
      settlesAt: null,
      firstReplyMs: null,
      score: null,
      thumbsUp: 0,
      thumbsDown: 0,
      updatedAt: at,
    });
  }
}

async function gapsOf(f: ChatFixture) {
  const r = await f.t.inject({
    method: 'GET',
    url: `/api/clients/${f.a.id}/gaps`,
    headers: { cookie: await f.t.login() },
  });
  expect(r.statusCode).toBe(200);
  return r.json as {
    groupedBy: string;
    gaps: { kind: string; label: string; count: number; examples: { sessionId: string }[] }[];
  };
}

const storeEnv = async (store: 'sqlite' | 'postgres'): Promise<Record<string, string>> =>
  store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};

describe.each(['sqlite', 'postgres'] as const)('the gaps of a busy period on %s', (store) => {
  it('read every conversation of the period, not only the newest 500', async () => {
    f = await chatFixture({ env: await storeEnv(store) });
    // 620 conversations (more than a page of 500), three to a minute so that one minute's are split
    // between the pages; the oldest asks what nobody else does.
    const rows = Array.from({ length: 620 }, (_, i) => ({
      sessionId: `busy-session-${String(i).padStart(5, '0')}`.padEnd(20, 'x'),
      question: i === 619 ? 'Do you deliver to Norway?' : 'Do you sell gift cards?',
      minutesAgo: 1 + Math.floor(i / 3),
    }));
    await seedUnanswered(f, rows);
    const { gaps, groupedBy } = await gapsOf(f);
    expect(groupedBy).toBe('words');
    expect(gaps.map((g) => [g.kind, g.label, g.count])).toEqual([
      ['unanswered', 'Do you sell gift cards?', 619],
      ['unanswered', 'Do you deliver to Norway?', 1],
    ]);
    // Examples are the newest conversations of the topic (one minute's, by session id, descending).
    expect(gaps[0]!.examples.map((e) => e.sessionId)).toEqual([2, 1, 0].map((i) => rows[i]!.sessionId));
    expect(gaps[1]!.examples.map((e) => e.sessionId)).toEqual([rows[619]!.sessionId]);
  }, 120_000);
});

describe.each(['sqlite', 'postgres'] as const)('unanswered questions grouped on %s', (store) => {
  const questions = [
    { sessionId: sid('e1'), question: 'Do you repair boat engines?', minutesAgo: 1 },
    { sessionId: sid('e2'), question: 'Can you fix my outboard motor?', minutesAgo: 2 },
    { sessionId: sid('e3'), question: 'Do you give mortgage advice?', minutesAgo: 3 },
  ];

  it('by meaning when an embeddings model is configured, by words when it fails', async () => {
    fake.reset();
    fake.embeddings('ok');
    f = await chatFixture({
      env: {
        ...(await storeEnv(store)),
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-test',
        FRONTDESK_EMBEDDING_MODEL: 'fake-embedding',
      },
    });
    await seedUnanswered(f, questions);
    const byMeaning = await gapsOf(f);
    expect(byMeaning.groupedBy).toBe('embeddings');
    expect(byMeaning.gaps.map((g) => [g.label, g.count, g.examples.map((e) => e.sessionId)])).toEqual([
      ['Do you repair boat engines?', 2, [sid('e1'), sid('e2')]],
      ['Do you give mortgage advice?', 1, [sid('e3')]],
    ]);
    // (The client's knowledge is embedded too, in the background: only the calls with questions count.)
    const questionCalls = () =>
      fake.requests.filter(
        (r) =>
          r.path === '/embeddings' &&
          (r.body.input as string[]).some((t) => questions.some((q) => q.question === t)),
      );
    expect(questionCalls().flatMap((r) => r.body.input as string[])).toEqual(
      expect.arrayContaining(questions.map((q) => q.question)),
    );

    // Viewed again: the vectors are kept, no new call.
    const calls = questionCalls().length;
    expect((await gapsOf(f)).groupedBy).toBe('embeddings');
    expect(questionCalls()).toHaveLength(calls);

    // The embedder down, a new question: grouped by words, as without a model, and said so.
    fake.embeddings('down');
    await seedUnanswered(f, [{ sessionId: sid('e4'), question: 'Boat engine repair?', minutesAgo: 4 }]);
    const byWords = await gapsOf(f);
    expect(byWords.groupedBy).toBe('words');
    expect(byWords.gaps.map((g) => [g.label, g.count])).toEqual([
      ['Do you repair boat engines?', 2],
      ['Can you fix my outboard motor?', 1],
      ['Do you give mortgage advice?', 1],
    ]);
  });

  it('by words without an embeddings model', async () => {
    fake.reset();
    f = await chatFixture({ env: await storeEnv(store) });
    await seedUnanswered(f, questions);
    const { groupedBy, gaps } = await gapsOf(f);
    expect(groupedBy).toBe('words');
    expect(gaps.map((g) => [g.label, g.count])).toEqual([
      ['Do you repair boat engines?', 1],
      ['Can you fix my outboard motor?', 1],
      ['Do you give mortgage advice?', 1],
    ]);
    expect(fake.requests.filter((r) => r.path === '/embeddings')).toEqual([]);
  });
});

const viewingTopic = (topics: { kind: string; label: string }[]) =>
  topics.find((t) => t.kind !== 'unanswered')?.label ?? 'none';
