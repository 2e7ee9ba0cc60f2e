import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import { DEFAULT_HANDOFF_SETTINGS, HANDOFF_TEXT } from '../../contract/handoff.ts';
import type { MessageSendAck, SessionJoinAck, SessionUpdated } from '../../contract/realtime.ts';
import { operatorPerson } from '../domain/people/index.ts';
import type { Clock } from '../domain/shared/ports.ts';
import { chatFixture, SESSION_A, SESSION_B, type ChatFixture } from '../testing/chat-fixture.ts';
import { nextEvent as until, testSockets } from '../testing/two-instances.ts';

const sockets = testSockets();
const fixtures: ChatFixture[] = [];
afterEach(async () => {
  sockets.closeAll();
  for (const f of fixtures.splice(0)) await f.close();
});

/** A clock the test can move forward (the timeout sweep reads it). */
function movableClock() {
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  return { clock, advance: (ms: number) => (offset += ms) };
}

async function fixture(clock?: Clock) {
  const f = await chatFixture({ listen: true, clock });
  fixtures.push(f);
  await f.t.services.clients.update(f.a.id, {
    handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true, waitTimeoutMinutes: 3 },
  });
  return f;
}

const open = (f: ChatFixture, nsp: string, opts: { token?: string; cookie?: string } = {}) =>
  sockets.open(f.t.url, nsp, opts);
const connected = (s: Socket) =>
  new Promise<void>((resolve) => (s.connected ? resolve() : s.once('connect', () => resolve())));
const emit = <T>(s: Socket, event: string, payload: unknown) =>
  s.timeout(10_000).emitWithAck(event, payload) as Promise<T>;

let seq = 0;
/** The visitor session secrets the server issued, kept and sent back as the widget does. */
const keys = new Map<string, string>();
afterEach(() => keys.clear());
async function send(s: Socket, message: string, sessionId = SESSION_A) {
  const ack = await emit<MessageSendAck>(s, 'message:send', {
    sessionId,
    clientMessageId: `cmid-${seq++}-handoff`,
    message,
    sessionKey: keys.get(sessionId),
  });
  if (ack.ok && ack.sessionKey) keys.set(sessionId, ack.sessionKey);
  return ack;
}

async function visitorAndOperator(f: ChatFixture) {
  const cookie = await f.t.login();
  const w = open(f, '/widget', { token: f.a.test });
  const admin = open(f, '/admin', { cookie });
  await Promise.all([connected(w), connected(admin)]);
  // The widget joins its session's room as soon as it connects, before its first message.
  await emit<SessionJoinAck>(w, 'session:join', { sessionId: SESSION_A });
  return { w, admin };
}

describe('human handoff over socket.io', () => {
  it('asking in words puts the session in the queue, the AI stays quiet, the console hears it', async () => {
    const f = await fixture();
    const { w, admin } = await visitorAndOperator(f);
    const alerted = until<{ clientId: string; sessionId: string }>(admin, 'admin:handoff-requested');
    const waitingNote = until<ChatMessage>(w, 'message:created', (m) => m.sender === 'system');
    const ack = await send(w, 'Can I talk to a human please?');
    expect(ack).toMatchObject({ ok: true, awaitReply: false });
    expect(await alerted).toMatchObject({ clientId: f.a.id, sessionId: SESSION_A });
    expect((await waitingNote).metadata.handoff).toBe('waiting');
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(0);

    const queue = await f.t.inject({
      method: 'GET',
      url: '/api/handoff/queue',
      headers: { cookie: await f.t.login() },
    });
    expect(queue.json.sessions).toEqual([
      expect.objectContaining({ clientId: f.a.id, sessionId: SESSION_A, status: 'waiting', operator: null }),
    ]);
    // While waiting, later messages get no AI reply either.
    expect(await send(w, 'hello?')).toMatchObject({ ok: true, awaitReply: false });
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(0);
  });

  it('take over, three messages each way live, typing both ways, hand back, and the AI answers again', async () => {
    const f = await fixture();
    const { w, admin } = await visitorAndOperator(f);
    await emit<SessionJoinAck>(w, 'session:join', { sessionId: SESSION_A });
    const first = until(w, 'answer:done');
    expect((await send(w, 'When can I view?')).ok).toBe(true);
    await first;

    const taken = until<SessionUpdated>(w, 'session:updated', (e) => e.handoff?.status === 'operator');
    expect(await emit(admin, 'session:take-over', { clientId: f.a.id, sessionId: SESSION_A })).toMatchObject({
      ok: true,
      handoff: { status: 'operator', operator: 'admin' },
    });
    // The widget is never told the login: the person's face is in the "joined" note.
    expect((await taken).handoff).toMatchObject({ operator: null });
    expect((await taken).handledBy).toBeNull();

    for (let i = 1; i <= 3; i++) {
      const atOperator = until<{ message: ChatMessage }>(
        admin,
        'admin:message-created',
        (e) => e.message.message === `visitor ${i}`,
      );
      const ack = await send(w, `visitor ${i}`);
      expect(ack).toMatchObject({ ok: true, awaitReply: false });
      await atOperator;
      const atVisitor = until<ChatMessage>(w, 'message:created', (m) => m.message === `operator ${i}`);
      expect(
        await emit(admin, 'operator:send', {
          clientId: f.a.id,
          sessionId: SESSION_A,
          message: `operator ${i}`,
        }),
      ).toMatchObject({ ok: true });
      const m = await atVisitor;
      expect(m).toMatchObject({ sender: 'operator', metadata: { operator: HANDOFF_TEXT.team } });
    }
    // One AI reply before the take-over; none after.
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(1);

    // The typing event names the operator as their messages do: the team until they set a display
    // name, then that name (as text: the widget renders no markup), never the login "admin".
    const operatorTyping = until<{ typing: boolean; name: string }>(w, 'typing');
    admin.emit('operator:typing', { clientId: f.a.id, sessionId: SESSION_A, typing: true });
    expect(await operatorTyping).toEqual({ sessionId: SESSION_A, typing: true, name: HANDOFF_TEXT.team });
    await f.t.services.people.setDisplayName(operatorPerson('admin'), 'Maya <b>Reyes</b>');
    const named = until<{ typing: boolean; name: string }>(w, 'typing', (e) => !e.typing);
    admin.emit('operator:typing', { clientId: f.a.id, sessionId: SESSION_A, typing: false });
    expect(await named).toEqual({ sessionId: SESSION_A, typing: false, name: 'Maya <b>Reyes</b>' });
    const visitorTyping = until<{ typing: boolean }>(admin, 'admin:typing');
    w.emit('typing', { sessionId: SESSION_A, typing: true });
    expect(await visitorTyping).toEqual({ clientId: f.a.id, sessionId: SESSION_A, typing: true });

    // A reload finds the operator again (state from the database).
    const again = open(f, '/widget', { token: f.a.test });
    await connected(again);
    const rejoin = { sessionId: SESSION_A, sessionKey: keys.get(SESSION_A) };
    expect(await emit<SessionJoinAck>(again, 'session:join', rejoin)).toMatchObject({
      ok: true,
      handoff: { status: 'operator', operator: null },
    });

    const back = until<ChatMessage>(w, 'message:created', (m) => m.metadata.handoff === 'released');
    expect(await emit(admin, 'session:hand-back', { clientId: f.a.id, sessionId: SESSION_A })).toMatchObject({
      ok: true,
      handoff: { status: 'none' },
    });
    expect((await back).message).toBe(HANDOFF_TEXT.released);
    const answered = until(w, 'answer:done');
    expect(await send(w, 'When can I view?')).toMatchObject({ ok: true, awaitReply: true });
    await answered;
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(2);
  });

  it("without a socket: the visitor's typing over REST reaches the console, the state read carries the operator's", async () => {
    const f = await fixture();
    const { w, admin } = await visitorAndOperator(f);
    await send(w, 'hello there');
    const headers = { ...f.widget(f.a.test), 'x-session-key': keys.get(SESSION_A)! };
    const typing = (payload: object, h: Record<string, string> = headers) =>
      f.t.inject({ method: 'POST', url: '/api/chat/typing', headers: h, payload });
    const state = () =>
      f.t.inject({ method: 'GET', url: `/api/chat/handoff/${SESSION_A}`, headers }).then((r) => r.json);

    // With the assistant there is nobody to tell.
    const early: unknown[] = [];
    admin.on('admin:typing', (e: unknown) => early.push(e));
    expect((await typing({ sessionId: SESSION_A, typing: true })).statusCode).toBe(204);
    expect(await state()).toMatchObject({ status: 'none', operatorTyping: false });
    expect(await emit(admin, 'session:take-over', { clientId: f.a.id, sessionId: SESSION_A })).toMatchObject({
      ok: true,
    });
    expect(early).toEqual([]);

    const started = until<{ typing: boolean }>(admin, 'admin:typing');
    expect((await typing({ sessionId: SESSION_A, typing: true })).statusCode).toBe(204);
    expect(await started).toEqual({ clientId: f.a.id, sessionId: SESSION_A, typing: true });
    // A repeat right away is dropped (the widget sends one per 3 s); "stopped" always goes through.
    const heard: boolean[] = [];
    admin.on('admin:typing', (e: { typing: boolean }) => heard.push(e.typing));
    const stopped = until<{ typing: boolean }>(admin, 'admin:typing', (e) => !e.typing);
    expect((await typing({ sessionId: SESSION_A, typing: true })).statusCode).toBe(204);
    expect((await typing({ sessionId: SESSION_A, typing: false })).statusCode).toBe(204);
    await stopped;
    expect(heard).toEqual([false]);
    // Bad input and no secret are refused; another client's token names that client's (unknown)
    // session, so nothing is passed on. The console hears nothing of any of them.
    expect((await typing({ sessionId: SESSION_A, typing: 'yes' })).statusCode).toBe(400);
    expect((await typing({ sessionId: SESSION_A, typing: true }, f.widget(f.a.test))).statusCode).toBe(404);
    expect((await typing({ sessionId: SESSION_A, typing: true }, f.widget(f.b.test))).statusCode).toBe(204);
    expect(heard).toEqual([false]);

    // The operator's typing (their socket event) is part of the state a polling widget reads.
    expect(await state()).toMatchObject({ status: 'operator', operatorTyping: false });
    admin.emit('operator:typing', { clientId: f.a.id, sessionId: SESSION_A, typing: true });
    await expect.poll(async () => (await state()).operatorTyping).toBe(true);
    admin.emit('operator:typing', { clientId: f.a.id, sessionId: SESSION_A, typing: false });
    await expect.poll(async () => (await state()).operatorTyping).toBe(false);
  });

  it('two operators race to take over: the database lets exactly one win', async () => {
    const f = await fixture();
    const { w } = await visitorAndOperator(f);
    await send(w, 'Talk to a person', SESSION_B);
    const outcomes = await Promise.allSettled([
      f.t.services.handoff.take(f.a.id, SESSION_B, 'admin'),
      f.t.services.handoff.take(f.a.id, SESSION_B, 'maria'),
      f.t.services.handoff.take(f.a.id, SESSION_B, 'jon'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(losers).toHaveLength(2);
    for (const l of losers) expect((l.reason as { code: string }).code).toBe('conflict');
    // Over REST, the loser sees who has it.
    const res = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_B}/take`,
      headers: { cookie: await f.t.login() },
      payload: { clientId: f.a.id },
    });
    const winner = (await f.t.services.handoff.state(f.a.id, SESSION_B)).operator;
    if (winner === 'admin') expect(res.statusCode).toBe(200);
    else
      expect(res.json).toMatchObject({
        code: 'conflict',
        error: `${winner} has already taken this conversation`,
      });
  });

  it('offers the email follow-up when nobody takes it in time, or outside business hours', async () => {
    const { clock, advance } = movableClock();
    const f = await fixture(clock);
    const { w } = await visitorAndOperator(f);
    await emit(w, 'session:join', { sessionId: SESSION_A });
    expect(await emit(w, 'handoff:request', { sessionId: SESSION_A })).toMatchObject({
      ok: true,
      handoff: { status: 'waiting' },
    });
    expect(await f.t.services.handoff.sweep()).toBe(0);
    advance(3 * 60_000 + 1000);
    const missed = until<SessionUpdated>(w, 'session:updated', (e) => e.handoff?.status === 'missed');
    expect(await f.t.services.handoff.sweep()).toBe(1);
    await missed;
    const history = await f.t.services.chat.messages(
      { kind: 'admin', clientId: f.a.id, username: 'admin' },
      SESSION_A,
    );
    expect(history.map((m) => m.metadata.handoff)).toEqual(['waiting', 'missed']);
    // After the offer the assistant answers again.
    expect(await send(w, 'When can I view?')).toMatchObject({ ok: true, awaitReply: true });

    // Business hours that never include now: the offer comes at once.
    await f.t.services.clients.update(f.a.id, {
      handoff: {
        ...DEFAULT_HANDOFF_SETTINGS,
        enabled: true,
        hours: [{ day: 'mon', open: '00:00', close: '00:01' }],
      },
    });
    const res = await f.t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers: f.widget(f.a.test),
      payload: { sessionId: SESSION_B },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.status).toBe(isMondayMidnight(clock.now()) ? 'waiting' : 'missed');
  });

  it("'Talk to a person' needs the session's secret: another socket with the token neither queues nor hears it", async () => {
    const f = await fixture();
    const { w } = await visitorAndOperator(f);
    expect((await send(w, 'When can I view?')).ok).toBe(true);
    const stranger = open(f, '/widget', { token: f.a.test });
    await connected(stranger);
    let heard = 0;
    stranger.on('message:created', () => heard++);
    const refused = await emit<{ ok: boolean; code?: string }>(stranger, 'handoff:request', {
      sessionId: SESSION_A,
    });
    expect(refused).toMatchObject({ ok: false, code: 'not_found' });
    expect((await f.t.services.handoff.state(f.a.id, SESSION_A)).status).toBe('none');
    expect((await send(w, 'hello again')).ok).toBe(true);
    const own = await emit<{ ok: boolean }>(w, 'handoff:request', {
      sessionId: SESSION_A,
      sessionKey: keys.get(SESSION_A),
    });
    expect(own).toMatchObject({ ok: true });
    expect(heard).toBe(0);
  });

  it('handoff off: asking for a person is answered with the email offer, never a wait', async () => {
    const f = await fixture();
    await f.t.services.clients.update(f.a.id, { handoff: DEFAULT_HANDOFF_SETTINGS });
    const { w } = await visitorAndOperator(f);
    const ack = await send(w, 'I want to speak to a real person');
    expect(ack).toMatchObject({ ok: true, awaitReply: false });
    expect((await f.t.services.handoff.state(f.a.id, SESSION_A)).status).toBe('missed');
  });

  it('refuses an operator reply without holding the session, and REST reply needs the hold', async () => {
    const f = await fixture();
    const { w, admin } = await visitorAndOperator(f);
    await send(w, 'hello there');
    expect(
      await emit(admin, 'operator:send', { clientId: f.a.id, sessionId: SESSION_A, message: 'hi' }),
    ).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    const cookie = await f.t.login();
    const take = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_A}/take`,
      headers: { cookie },
      payload: { clientId: f.a.id },
    });
    expect(take.json).toMatchObject({ status: 'operator', operator: 'admin' });
    const reply = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_A}/reply`,
      headers: { cookie },
      payload: { clientId: f.a.id, message: 'Hello from REST' },
    });
    expect(reply.statusCode).toBe(201);
    // An operator without a display name is "Support team" to the visitor, never their login.
    expect(reply.json.message).toMatchObject({ sender: 'operator', metadata: { operator: 'Support team' } });
    const bad = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_A}/reply`,
      headers: { cookie },
      payload: { clientId: f.a.id, message: '' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_A}/take`,
      headers: { cookie },
      payload: { clientId: f.b.id },
    });
    expect(other.statusCode).toBe(404);
    const release = await f.t.inject({
      method: 'POST',
      url: `/api/handoff/${SESSION_A}/release`,
      headers: { cookie },
      payload: { clientId: f.a.id },
    });
    expect(release.json.status).toBe('none');
    const anonymous = await f.t.inject({ method: 'GET', url: '/api/handoff/queue' });
    expect(anonymous.statusCode).toBe(401);
  });
});

function isMondayMidnight(d: Date) {
  return d.getUTCDay() === 1 && d.getUTCHours() === 0 && d.getUTCMinutes() === 0;
}
