/**
 * Human handoff across two app instances (A and B) on one data directory and one real redis-server:
 * the visitor on one, operators on both. The take-over race is settled by the database; requests,
 * messages and typing reach the other instance through the Redis adapter.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../../contract/handoff.ts';
import type { MessageSendAck, SessionUpdated } from '../../contract/realtime.ts';
import { chatFixture, type ChatFixture } from '../http/routes/chat-fixtures.ts';
import { startRedisServer, type TestRedis } from '../testing/redis-server.ts';

let redis: TestRedis;
let dataDir: string;
let A: ChatFixture;
let B: ChatFixture;
const sockets: Socket[] = [];
const SESSION = 'scaleHandoffSession000001';

beforeAll(async () => {
  redis = await startRedisServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-handoff-scale-'));
  const env = { FRONTDESK_REDIS_URL: redis.url };
  A = await chatFixture({ listen: true, dataDir, env });
  B = await chatFixture({ listen: true, dataDir, env });
  await A.t.services.clients.update(A.a.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await A?.close();
  await B?.close();
  await redis?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function open(f: ChatFixture, nsp: string, opts: { token?: string; cookie?: string } = {}): Socket {
  const s = connect(f.t.url + nsp, {
    transports: ['websocket'],
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve) => (s.connected ? resolve() : s.once('connect', () => resolve())));
const emit = <T>(s: Socket, event: string, payload: unknown) =>
  s.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
const until = <T>(s: Socket, event: string, pick: (e: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const on = (e: T) => {
      if (!pick(e)) return;
      s.off(event, on);
      resolve(e);
    };
    s.on(event, on);
  });

describe('human handoff across two instances', () => {
  it('queues on one, races on both with one winner, and talks across them', async () => {
    const cookieA = await A.t.login();
    const cookieB = await B.t.login();
    const visitor = open(A, '/widget', { token: A.a.test });
    const opA = open(A, '/admin', { cookie: cookieA });
    const opB = open(B, '/admin', { cookie: cookieB });
    await Promise.all([connected(visitor), connected(opA), connected(opB)]);
    await emit(visitor, 'session:join', { sessionId: SESSION });

    const alertedOnB = until<{ sessionId: string }>(opB, 'admin:handoff-requested');
    const ack = await emit<MessageSendAck>(visitor, 'message:send', {
      sessionId: SESSION,
      clientMessageId: 'scale-handoff-0001',
      message: 'Can I speak to a real person?',
    });
    expect(ack).toMatchObject({ ok: true, awaitReply: false });
    expect((await alertedOnB).sessionId).toBe(SESSION);

    // Two operators, one on each instance, take over at once: the conditional UPDATE lets one through.
    const ref = { clientId: A.a.id, sessionId: SESSION };
    const race = await Promise.allSettled([
      A.t.services.handoff.take(A.a.id, SESSION, 'maria'),
      B.t.services.handoff.take(A.a.id, SESSION, 'jon'),
    ]);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(race.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'conflict' } });
    // The console on B sees it taken; the winner hands it back, and B's operator takes it.
    await A.t.services.handoff.release(A.a.id, SESSION);
    const taken = until<SessionUpdated>(visitor, 'session:updated', (e) => e.handoff?.operator === 'admin');
    expect(await emit(opB, 'session:take-over', ref)).toMatchObject({ ok: true });
    await taken;

    // B's operator talks to A's visitor, typing shows both ways across the instances.
    const reply = until<ChatMessage>(visitor, 'message:created', (m) => m.sender === 'operator');
    expect(await emit(opB, 'operator:send', { ...ref, message: 'Hello from B' })).toMatchObject({ ok: true });
    expect((await reply).message).toBe('Hello from B');
    const typingAtVisitor = until<{ typing: boolean }>(visitor, 'typing');
    opB.emit('operator:typing', { ...ref, typing: true });
    expect((await typingAtVisitor).typing).toBe(true);
    const typingAtB = until<{ typing: boolean }>(opB, 'admin:typing');
    visitor.emit('typing', { sessionId: SESSION, typing: true });
    expect((await typingAtB).typing).toBe(true);

    const back = until<SessionUpdated>(visitor, 'session:updated', (e) => e.handoff?.status === 'none');
    expect(await emit(opA, 'session:hand-back', ref)).toMatchObject({ ok: true });
    await back;
  });
});
