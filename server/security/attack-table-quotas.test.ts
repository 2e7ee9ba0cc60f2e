/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 36–37 (targets T4, T5): metering and idempotency
 * under concurrency, through the real HTTP routes and sockets, on SQLite and PostgreSQL, with an
 * answer provider that counts its calls.
 *
 * Already covered elsewhere (not repeated here):
 *   row 36 → server/http/routes/chat.test.ts: "N parallel requests with k replies left give exactly k
 *            replies…" (HTTP, SQLite); store.contract.test.ts: "never counts past the limit under concurrent
 *            requests from two processes" (both stores)
 *   row 37 → chat.test.ts: "makes retried posts idempotent with clientMessageId"; gateway.test.ts: "never
 *            stores or counts a retried message twice"; store.contract.test.ts: "racing appends of one client
 *            message id from two processes store it once" (both stores)
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLimit } from '../../contract/plans.ts';
import type { MessageSendAck } from '../../contract/realtime.ts';
import type { AnswerProvider } from '../domain/chat/chat-ports.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { createManualClock } from '../system.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
}, 120_000);
afterAll(async () => postgres?.stop());

const STORES: [string, () => Promise<Record<string, string>>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ FRONTDESK_DATABASE_URL: await postgres.createDatabase() })],
];

/** Answers every question after a turn of the event loop, counting how often it was asked. */
function countingProvider() {
  const calls: string[] = [];
  const provider: AnswerProvider = {
    name: 'openai',
    async *answer(req) {
      calls.push(req.question);
      await new Promise((r) => setImmediate(r));
      yield { type: 'delta', text: 'Viewings run daily.' };
      yield { type: 'final', model: 'counting', responseType: 'llm', sources: [] };
    },
  };
  return { provider, calls };
}

describe.each(STORES)('metering and idempotency on %s', (_store, envOf) => {
  let f: ChatFixture;
  let counting: ReturnType<typeof countingProvider>;
  const clock = createManualClock('2026-03-31T23:59:00.000Z');
  const sockets: Socket[] = [];
  beforeAll(async () => {
    counting = countingProvider();
    f = await chatFixture({
      listen: true,
      env: await envOf(),
      chat: { provider: counting.provider, limits: { perIpPerMinute: 10_000, perSessionPerMinute: 10_000 } },
      clock,
    });
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await f?.close();
  });

  const socket = async () => {
    const s = connect(`${f.t.url}/widget`, {
      transports: ['websocket'],
      auth: { token: f.a.live },
      extraHeaders: { origin: 'https://sunsetrealty.com' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  };
  const http = (i: number, clientMessageId?: string) =>
    f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.a.live, 'https://sunsetrealty.com'),
      payload: {
        message: 'When can I view?',
        sessionId: `meterSession${String(i).padStart(12, '0')}`,
        ...(clientMessageId ? { clientMessageId } : {}),
      },
    });

  it('row 36: N concurrent widget, API and socket sends with k left: exactly k answered, the counter ends at the limit', async () => {
    const limit = planLimit('Starter');
    const k = 4;
    await f.t.services.usage.set(f.a.id, limit - k);
    const key = await f.t.services.apiKeys.create(f.a.id, 'server');
    counting.calls.length = 0;
    const s = await socket();
    const answers: string[] = [];
    s.on('answer:done', () => answers.push('done'));
    s.on('answer:error', () => answers.push('error'));
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => http(i).then((r) => r.statusCode)),
      ...Array.from({ length: 8 }, (_, i) =>
        f.t
          .inject({
            method: 'POST',
            url: '/api/v1/chat',
            headers: { authorization: `Bearer ${key.key}` },
            payload: {
              message: 'When can I view?',
              sessionId: `meterApiSession${String(i).padStart(9, '0')}`,
            },
          })
          .then((r) => r.statusCode),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        (
          s.timeout(10_000).emitWithAck('message:send', {
            sessionId: `meterSocketSession${String(i).padStart(6, '0')}`,
            clientMessageId: `meter-socket-${i}`,
            message: 'When can I view?',
          }) as Promise<MessageSendAck>
        ).then((ack) => (ack.ok ? 'sent' : ack.error)),
      ),
    ]);
    // Socket answers arrive as events after the ack; wait (bounded) for all eight.
    for (let i = 0; i < 200 && answers.length < 8; i++) await new Promise((r) => setTimeout(r, 10));
    const httpOk = results.filter((r) => r === 200).length;
    const httpRefused = results.filter((r) => r === 429).length;
    const socketOk = answers.filter((a) => a === 'done').length;
    expect(httpOk + socketOk).toBe(k);
    expect(httpRefused + answers.filter((a) => a === 'error').length).toBe(24 - k);
    expect(counting.calls).toHaveLength(k);
    expect(await f.t.services.usage.used(f.a.id)).toBe(limit);
  });

  it('row 36: the month rolls over to a fresh count, and a downgrade applies the lower limit at once', async () => {
    clock.set('2026-04-01T00:00:01.000Z');
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
    expect((await http(100)).statusCode).toBe(200);
    // Premium with more used than Starter allows, then downgraded mid-month: no more replies.
    await f.t.services.clients.update(f.b.id, { plan: 'Premium' });
    await f.t.services.usage.set(f.b.id, planLimit('Starter') + 5);
    await f.t.services.clients.update(f.b.id, { plan: 'Starter' });
    const b = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.b.live, 'https://bellamoda.shop'),
      payload: { message: 'Is shipping free?', sessionId: 'downgradeSession00000001' },
    });
    expect(b.statusCode).toBe(429);
    expect(b.json.code).toBe('usage_limit_reached');
    expect(await f.t.services.usage.used(f.b.id)).toBe(planLimit('Starter') + 5);
  });

  it('row 37: five concurrent sends of one client message id over HTTP and socket: one row, one model call, one unit', async () => {
    const before = await f.t.services.usage.used(f.a.id);
    counting.calls.length = 0;
    const s = await socket();
    const sessionId = 'meterSession000000000200';
    const cmid = 'double-click-0001';
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => http(200, cmid)),
      ...Array.from({ length: 5 }, () =>
        s
          .timeout(10_000)
          .emitWithAck('message:send', { sessionId, clientMessageId: cmid, message: 'When can I view?' }),
      ),
    ]);
    expect(results.slice(0, 5).every((r) => (r as { statusCode: number }).statusCode === 200)).toBe(true);
    // The unit is charged before the reply is stored: wait (bounded) for the stored reply itself.
    const senders = async () =>
      (
        await f.t.inject({
          method: 'GET',
          url: `/api/chat/messages/${sessionId}`,
          headers: f.widget(f.a.live, 'https://sunsetrealty.com'),
        })
      ).json.messages.map((m: { sender: string }) => m.sender) as string[];
    for (let i = 0; i < 200 && (await senders()).length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await senders()).toEqual(['user', 'ai']);
    expect(counting.calls).toHaveLength(1);
    expect(await f.t.services.usage.used(f.a.id)).toBe(before + 1);
  });
});
