/**
 * Topics and gaps on SQLite and PostgreSQL: conversations grouped by what answered them and, for
 * unanswered ones, by similar questions; the gaps ranked, with counts, reasons and examples.
 */
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

const viewingTopic = (topics: { kind: string; label: string }[]) =>
  topics.find((t) => t.kind !== 'unanswered')?.label ?? 'none';
