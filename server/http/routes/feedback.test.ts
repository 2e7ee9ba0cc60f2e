/**
 * Visitors' thumbs and scores, and the outcome each conversation gets, through the HTTP API on SQLite
 * and PostgreSQL, with a test clock that can pass the 24 hours after which an answer counts as assumed.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const START = Date.parse('2026-12-01T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
let now = START;
const clock = { now: () => new Date(now) };

let f: ChatFixture;
afterEach(async () => {
  await f?.close();
});

const open = async (store: 'sqlite' | 'postgres') => {
  now = START;
  const env: Record<string, string> =
    store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
  f = await chatFixture({ clock, env });
  return f;
};

const ORIGIN_A = 'https://sunsetrealty.com';
const sid = (n: string) => `session-${n}`.padEnd(20, 'x');
const ask = async (sessionId: string, message: string) => {
  const r = await f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: f.widget(f.a.live, ORIGIN_A),
    payload: { message, sessionId },
  });
  expect(r.statusCode).toBe(200);
  return r.json as { reply: string; messageId: string };
};
const say = async (sessionId: string, message: string) => {
  const r = await f.t.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: f.widget(f.a.live, ORIGIN_A),
    payload: { message, sender: 'user', sessionId },
  });
  expect(r.statusCode).toBe(201);
  return r.json as { id: string };
};
const thumbs = (payload: Record<string, unknown>, headers = f.widget(f.a.live, ORIGIN_A)) =>
  f.t.inject({ method: 'POST', url: '/api/chat/feedback', headers, payload });
const rate = (payload: Record<string, unknown>, headers = f.widget(f.a.live, ORIGIN_A)) =>
  f.t.inject({ method: 'POST', url: '/api/chat/rating', headers, payload });

const outcomes = async () => {
  const cookie = await f.t.login();
  const r = await f.t.inject({
    method: 'GET',
    url: `/api/clients/${f.a.id}/outcomes?from=2026-11-30T00:00:00.000Z&to=2026-12-05T00:00:00.000Z`,
    headers: { cookie },
  });
  expect(r.statusCode).toBe(200);
  return r.json.counts as Record<string, number>;
};
const listOutcomes = async () => {
  const cookie = await f.t.login();
  const r = await f.t.inject({
    method: 'GET',
    url: `/api/chat/sessions?clientId=${f.a.id}&pageSize=50`,
    headers: { cookie },
  });
  expect(r.statusCode).toBe(200);
  return Object.fromEntries(
    (r.json.sessions as { sessionId: string; outcome: string | null }[]).map((s) => [s.sessionId, s.outcome]),
  );
};

const ANSWERED = 'When can I view a property?';
const UNKNOWN = 'Do you repair boat engines?';

describe.each(['sqlite', 'postgres'] as const)('feedback and outcomes on %s', (store) => {
  it('gives seeded conversations exactly the defined outcomes, assumed only after 24 hours', async () => {
    await open(store);
    // confirmed by a thumbs up
    const up = await ask(sid('up'), ANSWERED);
    expect((await thumbs({ sessionId: sid('up'), messageId: up.messageId, rating: 'up' })).statusCode).toBe(
      200,
    );
    // confirmed by a score of 5
    await ask(sid('five'), ANSWERED);
    expect((await rate({ sessionId: sid('five'), score: 5 })).statusCode).toBe(200);
    // confirmed by "thanks, that's all"
    await ask(sid('thanks'), ANSWERED);
    await say(sid('thanks'), "Thanks, that's all!");
    // not a thanks: "no thanks, that's wrong" stays an open follow-up
    await ask(sid('nothanks'), ANSWERED);
    await say(sid('nothanks'), 'No thanks, that is wrong');
    // assumed once 24 hours pass without a word
    await ask(sid('assumed'), ANSWERED);
    // handed off: the visitor asked for a person
    await ask(sid('handoff'), ANSWERED);
    const h = await f.t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers: f.widget(f.a.live, ORIGIN_A),
      payload: { sessionId: sid('handoff') },
    });
    expect(h.statusCode).toBe(200);
    // unresolved: declined
    const declined = await ask(sid('declined'), UNKNOWN);
    expect(declined.reply).not.toMatch(/seven days/);
    // unresolved: a thumbs down with a reason
    const down = await ask(sid('down'), ANSWERED);
    const d = await thumbs({
      sessionId: sid('down'),
      messageId: down.messageId,
      rating: 'down',
      reason: 'too_long',
      comment: 'I only wanted the hours',
    });
    expect(d.statusCode).toBe(200);
    expect(d.json).toMatchObject({ rating: 'down', reason: 'too_long', comment: 'I only wanted the hours' });
    // unresolved: a score of 1 after an answer
    await ask(sid('one'), ANSWERED);
    expect((await rate({ sessionId: sid('one'), score: 1 })).statusCode).toBe(200);

    now += HOUR;
    expect(await listOutcomes()).toEqual({
      [sid('up')]: 'confirmed',
      [sid('five')]: 'confirmed',
      [sid('thanks')]: 'confirmed',
      [sid('nothanks')]: 'unresolved',
      [sid('assumed')]: null,
      [sid('handoff')]: 'handed_off',
      [sid('declined')]: 'unresolved',
      [sid('down')]: 'unresolved',
      [sid('one')]: 'unresolved',
    });
    expect(await outcomes()).toEqual({
      confirmed: 3,
      assumed: 0,
      handed_off: 1,
      unresolved: 4,
      pending: 1,
      total: 9,
    });

    now = START + 24 * HOUR + 60_000;
    const later = await listOutcomes();
    expect(later[sid('assumed')]).toBe('assumed');
    expect(await outcomes()).toMatchObject({ confirmed: 3, assumed: 1, pending: 0, total: 9 });

    // A follow-up after the 24 hours opens the conversation again: answered anew, pending anew.
    await ask(sid('assumed'), 'What is your commission?');
    expect((await listOutcomes())[sid('assumed')]).toBe(null);
  });

  it('decides a conversation from before outcomes existed the first time it is listed', async () => {
    await open(store);
    await ask(sid('old'), UNKNOWN);
    await f.t.services.feedback.settled();
    // As a conversation stored before migration 035: no outcome row.
    await sql`DELETE FROM conversation_outcomes`.execute(f.t.services.db);
    expect(await outcomes()).toMatchObject({ total: 0 });
    expect(await listOutcomes()).toEqual({ [sid('old')]: 'unresolved' });
    expect(await outcomes()).toMatchObject({ unresolved: 1, total: 1 });
  });

  it('shows a thumbs down with its reason in the transcript and the analytics', async () => {
    await open(store);
    const down = await ask(sid('down'), ANSWERED);
    await thumbs({ sessionId: sid('down'), messageId: down.messageId, rating: 'down', reason: 'wrong' });
    const cookie = await f.t.login();
    const detail = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions/${sid('down')}?clientId=${f.a.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json.session.outcome).toBe('unresolved');
    const reply = (detail.json.messages as { id: string; feedback?: unknown }[]).find(
      (m) => m.id === down.messageId,
    );
    expect(reply?.feedback).toMatchObject({ rating: 'down', reason: 'wrong', comment: null });

    const q = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/quality?from=2026-11-30T00:00:00.000Z&to=2026-12-02T00:00:00.000Z`,
      headers: { cookie },
    });
    expect(q.statusCode).toBe(200);
    expect(q.json.thumbs).toEqual({
      up: 0,
      down: 1,
      reasons: { wrong: 1, not_my_question: 0, too_long: 0, other: 0 },
    });
    expect(q.json.totals).toMatchObject({ unresolved: 1, total: 1 });
    expect(q.json.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(q.json.days[1]).toMatchObject({ unresolved: 1 });
    expect(q.json.firstReplyMs.median).toBe(0);
    const all = await f.t.inject({ method: 'GET', url: '/api/quality', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.json.totals.total).toBe(1);
  });

  it('refuses feedback it cannot take, and lets the last word win', async () => {
    await open(store);
    const a1 = await ask(sid('one'), ANSWERED);
    const a2 = await ask(sid('two'), ANSWERED);
    const visitor = await say(sid('one'), 'And on Sundays?');
    const bAnswer = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.b.live, 'https://bellamoda.shop'),
      payload: { message: 'Do you ship abroad?', sessionId: sid('bella') },
    });
    const cases: [string, Record<string, unknown>, Record<string, string> | undefined, number, string][] = [
      [
        "another session's reply",
        { sessionId: sid('one'), messageId: a2.messageId, rating: 'up' },
        undefined,
        404,
        'not_found',
      ],
      [
        'a visitor message',
        { sessionId: sid('one'), messageId: visitor.id, rating: 'up' },
        undefined,
        400,
        'bad_request',
      ],
      [
        "another client's reply with its own token",
        { sessionId: sid('one'), messageId: bAnswer.json.messageId, rating: 'up' },
        undefined,
        404,
        'not_found',
      ],
      [
        "another client's token",
        { sessionId: sid('one'), messageId: a1.messageId, rating: 'up' },
        f.widget(f.b.live, 'https://bellamoda.shop'),
        404,
        'not_found',
      ],
      [
        'a foreign Origin',
        { sessionId: sid('one'), messageId: a1.messageId, rating: 'up' },
        f.widget(f.a.live, 'https://evil.example'),
        403,
        'origin_not_allowed',
      ],
      [
        'a reason on a thumbs up',
        { sessionId: sid('one'), messageId: a1.messageId, rating: 'up', reason: 'wrong' },
        undefined,
        400,
        'validation_failed',
      ],
      [
        'an unknown reason',
        { sessionId: sid('one'), messageId: a1.messageId, rating: 'down', reason: 'meh' },
        undefined,
        400,
        'validation_failed',
      ],
      [
        'an unknown key',
        { sessionId: sid('one'), messageId: a1.messageId, rating: 'up', extra: 1 },
        undefined,
        400,
        'validation_failed',
      ],
    ];
    for (const [name, body, headers, status, code] of cases) {
      const r = await thumbs(body, headers);
      expect({ name, status: r.statusCode, code: r.json.code }).toEqual({ name, status, code });
    }
    // Without the session's key (another visitor who learnt the ids) the session is unknown, as for messages.
    const keyless = await f.t.app.http.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      headers: f.widget(f.a.live, ORIGIN_A),
      payload: { sessionId: sid('one'), messageId: a1.messageId, rating: 'down' },
    });
    expect(keyless.statusCode).toBe(404);

    for (const [score, status] of [
      [0, 400],
      [6, 400],
      [2.5, 400],
      ['5', 400],
      [4, 200],
    ] as const) {
      const r = await rate({ sessionId: sid('one'), score });
      expect({ score, status: r.statusCode }).toEqual({ score, status });
    }
    expect((await rate({ sessionId: sid('nobody-here'), score: 4 })).statusCode).toBe(404);

    // Twice: the last word wins, one row, and the outcome follows it.
    expect(
      (await thumbs({ sessionId: sid('one'), messageId: a1.messageId, rating: 'down', reason: 'wrong' }))
        .statusCode,
    ).toBe(200);
    now += 1000;
    expect(
      (await thumbs({ sessionId: sid('one'), messageId: a1.messageId, rating: 'up' })).json,
    ).toMatchObject({
      rating: 'up',
      reason: null,
    });
    const events: string[] = [];
    f.t.services.events.on('feedback.created', (e) => events.push(`${e.kind}:${e.rating ?? e.score}`));
    now += 1000;
    await thumbs({
      sessionId: sid('two'),
      messageId: a2.messageId,
      rating: 'down',
      reason: 'not_my_question',
    });
    await rate({ sessionId: sid('two'), score: 2 });
    expect(events).toEqual(['thumbs:down', 'rating:2']);
    const cookie = await f.t.login();
    const detail = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions/${sid('one')}?clientId=${f.a.id}`,
      headers: { cookie },
    });
    expect(detail.json.messages.filter((m: { feedback?: unknown }) => m.feedback)).toHaveLength(1);
    expect(detail.json.session.outcome).toBe('confirmed');
  });
});
