/**
 * Human handoff across two app instances (A and B) on one data directory and one real redis-server:
 * the visitor on one, operators on both. The take-over race is settled by the database; requests,
 * messages and typing reach the other instance through the Redis adapter.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../../contract/handoff.ts';
import type { MessageSendAck, SessionUpdated } from '../../contract/realtime.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import {
  nextEvent as until,
  startTwoInstances,
  testSockets,
  type TwoInstances,
} from '../testing/two-instances.ts';

let pair: TwoInstances<ChatFixture>;
let A: ChatFixture;
let B: ChatFixture;
const sockets = testSockets();
const SESSION = 'scaleHandoffSession000001';

beforeAll(async () => {
  pair = await startTwoInstances((o) => chatFixture({ listen: true, ...o }));
  ({ A, B } = pair);
  await A.t.services.clients.update(A.a.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
});

afterAll(async () => {
  sockets.closeAll();
  await pair?.close();
});

const open = (f: ChatFixture, nsp: string, opts: { token?: string; cookie?: string } = {}) =>
  sockets.open(f.t.url, nsp, opts);
const connected = (s: Socket) =>
  new Promise<void>((resolve) => (s.connected ? resolve() : s.once('connect', () => resolve())));
const emit = <T>(s: Socket, event: string, payload: unknown) =>
  s.timeout(10_000).emitWithAck(event, payload) as Promise<T>;

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
    const taken = until<SessionUpdated>(visitor, 'session:updated', (e) => e.handoff?.status === 'operator');
    expect(await emit(opB, 'session:take-over', ref)).toMatchObject({ ok: true });
    // The visitor hears that a person holds it, never who by login.
    expect((await taken).handoff?.operator).toBeNull();

    // B's operator talks to A's visitor, typing shows both ways across the instances.
    const reply = until<ChatMessage>(visitor, 'message:created', (m) => m.sender === 'operator');
    expect(await emit(opB, 'operator:send', { ...ref, message: 'Hello from B' })).toMatchObject({ ok: true });
    expect((await reply).message).toBe('Hello from B');
    const typingAtVisitor = until<{ typing: boolean }>(visitor, 'typing');
    opB.emit('operator:typing', { ...ref, typing: true });
    expect((await typingAtVisitor).typing).toBe(true);
    // A widget without a socket polling A reads the typing of B's operator.
    const stateOnA = () =>
      A.t.services.handoff.stateOfExisting(A.a.id, SESSION).then((s) => s.operatorTyping);
    await expect.poll(stateOnA).toBe(true);
    opB.emit('operator:typing', { ...ref, typing: false });
    await expect.poll(stateOnA).toBe(false);
    const typingAtB = until<{ typing: boolean }>(opB, 'admin:typing');
    visitor.emit('typing', { sessionId: SESSION, typing: true });
    expect((await typingAtB).typing).toBe(true);

    const back = until<SessionUpdated>(visitor, 'session:updated', (e) => e.handoff?.status === 'none');
    expect(await emit(opA, 'session:hand-back', ref)).toMatchObject({ ok: true });
    await back;
  });
});
