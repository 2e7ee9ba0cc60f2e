/**
 * Two server processes' worth of app (A and B) on one data directory and one real redis-server: what a
 * socket on one instance must see of work done on the other.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import type {
  AnswerChunk,
  AnswerDone,
  MessageSendAck,
  SessionJoinAck,
  SessionUpdated,
} from '../../contract/realtime.ts';
import { createBuiltinProvider } from '../ai/builtin-provider.ts';
import type { AnswerProvider } from '../domain/chat/chat-ports.ts';
import {
  chatFixture,
  rememberSessionKey,
  withSessionKey,
  type ChatFixture,
} from '../testing/chat-fixture.ts';
import { createCore } from '../core.ts';
import { startTestApp } from '../testing/test-app.ts';
import { freePort, startRedisServer } from '../testing/redis-server.ts';
import { startTwoInstances, testSockets, type TwoInstances } from '../testing/two-instances.ts';
import { html, startTestSite } from '../testing/test-site.ts';

/** Questions marked "(held)" wait for `held.release`; every instance's answers are counted. */
const held = { entered: { A: 0, B: 0 }, gate: Promise.resolve(), release: () => {} };
function holdingProvider(instance: 'A' | 'B'): AnswerProvider {
  const builtin = createBuiltinProvider();
  return {
    name: 'builtin',
    needsHistory: false,
    async *answer(req) {
      if (req.question.includes('(held)')) {
        held.entered[instance]++;
        // A failed test leaves the gate shut; the app's stop still ends the answer.
        await Promise.race([held.gate, new Promise((r) => req.signal.addEventListener('abort', r))]);
      }
      yield* builtin.answer({ ...req, question: req.question.replace(' (held)', '') });
    },
  };
}

let pair: TwoInstances<ChatFixture>;
let A: ChatFixture;
let B: ChatFixture;
const sockets = testSockets();
let instance = 0;

beforeAll(async () => {
  pair = await startTwoInstances(
    (o) =>
      chatFixture({ listen: true, ...o, chat: { provider: holdingProvider(instance++ === 0 ? 'A' : 'B') } }),
    // The crawl test's site is on loopback.
    { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' },
  );
  ({ A, B } = pair);
});

afterAll(async () => {
  sockets.closeAll();
  await pair?.close();
});

const open = (f: ChatFixture, nsp: string, opts: { token?: string; cookie?: string } = {}) =>
  sockets.open(f.t.url, nsp, opts);

const connected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (s.connected) return resolve('ok');
    s.once('connect', () => resolve('ok'));
    s.once('connect_error', (err) => resolve(err.message));
  });

/** Emits with the session's secret, as the widget does, and keeps a secret the ack carries. */
const emit = async <T>(s: Socket, event: string, payload: unknown) => {
  const token = String((s.auth as { token?: string }).token ?? '');
  const ack = (await s.timeout(10_000).emitWithAck(event, withSessionKey(token, event, payload))) as T;
  rememberSessionKey(token, payload, ack);
  return ack;
};

/** The first `event` payload matching `test`, however many others arrive before it. */
const first = <T>(s: Socket, event: string, test: (p: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    // A hang guard, so a missing event fails with its name instead of at the test's time limit.
    const guard = setTimeout(() => reject(new Error(`no matching ${event} arrived`)), 15_000);
    const on = (p: T) => {
      if (!test(p)) return;
      s.off(event, on);
      clearTimeout(guard);
      resolve(p);
    };
    s.on(event, on);
  });

/** Waits (up to a hang guard) for something pushed by listeners. */
const until = async (done: () => boolean, tries = 1000) => {
  for (let i = 0; i < tries && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

let seq = 0;
const sessionId = () => `scaleSession${String(++seq).padStart(12, '0')}`;
const send = (s: Socket, session: string, message: string, clientMessageId = `cmid-scale-${++seq}`) =>
  emit<MessageSendAck>(s, 'message:send', { sessionId: session, clientMessageId, message });

async function visitor(f: ChatFixture, session: string) {
  const s = open(f, '/widget', { token: A.a.test });
  expect(await connected(s)).toBe('ok');
  const join = await emit<SessionJoinAck>(s, 'session:join', { sessionId: session });
  if (!join.ok) throw new Error(join.error);
  return s;
}

async function operatorConsole(f: ChatFixture) {
  const s = open(f, '/admin', { cookie: await f.t.login() });
  expect(await connected(s)).toBe('ok');
  return s;
}

describe('two instances behind one Redis', () => {
  it('answers a visitor on A while a console on B sees the conversation live', async () => {
    const session = sessionId();
    const admin = await operatorConsole(B);
    const seen: ChatMessage[] = [];
    admin.on('admin:message-created', (p: { clientId: string; message: ChatMessage }) => {
      if (p.clientId === A.a.id && p.message.sessionId === session) seen.push(p.message);
    });
    const sessionShown = first<{ clientId: string; session: { sessionId: string; messageCount: number } }>(
      admin,
      'admin:session-updated',
      (p) => p.session.sessionId === session && p.session.messageCount === 2,
    );
    const w = await visitor(A, session);
    const chunks: string[] = [];
    w.on('answer:chunk', (c: AnswerChunk) => chunks.push(c.delta));
    const done = first<AnswerDone>(w, 'answer:done');
    const usedBefore = await A.t.services.usage.testUsed(A.a.id);

    const ack = await send(w, session, 'When can I schedule a viewing?');
    if (!ack.ok) throw new Error(ack.error);
    const answer = await done;
    expect(answer.replyTo).toBe(ack.message.id);
    expect(answer.message.message).toMatch(/seven days a week from 9 AM to 6 PM/);
    expect(chunks.join('')).toBe(answer.message.message);

    // The console on B hears both messages and the session row, all made on A.
    expect((await sessionShown).session.messageCount).toBe(2);
    await until(() => seen.length >= 2);
    expect(seen.map((m) => [m.id, m.sender])).toEqual([
      [ack.message.id, 'user'],
      [answer.message.id, 'ai'],
    ]);
    expect(await B.t.services.usage.testUsed(A.a.id)).toBe(usedBefore + 1);
  });

  it('delivers a message posted over REST to B, and its answer, to the visitor socket on A', async () => {
    const session = sessionId();
    const w = await visitor(A, session);
    const created: ChatMessage[] = [];
    w.on('message:created', (m: ChatMessage) => created.push(m));
    const answered = first<ChatMessage>(w, 'message:created', (m) => m.sender === 'ai');

    const res = await B.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: B.widget(B.a.test),
      payload: { message: 'What is your commission?', sessionId: session },
    });
    expect(res.statusCode).toBe(200);
    const reply = await answered;
    expect(reply.id).toBe(res.json.messageId);
    expect(reply.message).toMatch(/5% of the sale price/);
    expect(created.map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(created[0]?.message).toBe('What is your commission?');
  });

  it('lets an operator on B take over a visitor on A: the AI goes quiet and the operator is heard', async () => {
    const session = sessionId();
    const w = await visitor(A, session);
    const replies: AnswerDone[] = [];
    w.on('answer:done', (d: AnswerDone) => replies.push(d));
    const firstAnswer = first<AnswerDone>(w, 'answer:done');
    const opening = await send(w, session, 'When can I view?');
    if (!opening.ok) throw new Error(opening.error);
    await firstAnswer;
    const usedBefore = await A.t.services.usage.testUsed(A.a.id);

    const admin = await operatorConsole(B);
    const handled = first<SessionUpdated>(w, 'session:updated', (u) => u.handoff?.status === 'operator');
    const ids = { clientId: A.a.id, sessionId: session };
    expect(await emit(admin, 'session:take-over', ids)).toMatchObject({ ok: true });
    // The widget hears that a person holds it, never who by login.
    expect((await handled).handledBy).toBeNull();

    const heard = first<ChatMessage>(w, 'message:created', (m) => m.sender === 'operator');
    const sent = await emit<{ ok: boolean }>(admin, 'operator:send', {
      ...ids,
      message: 'Hi, this is Marcus.',
    });
    expect(sent.ok).toBe(true);
    expect((await heard).message).toBe('Hi, this is Marcus.');

    // A reads the operator B wrote when it stores the message, so it decides at once not to answer.
    const quiet = await send(w, session, 'Are you a human?');
    if (!quiet.ok) throw new Error(quiet.error);

    const released = first<SessionUpdated>(w, 'session:updated', (u) => u.handoff?.status === 'none');
    expect(await emit(admin, 'session:hand-back', ids)).toMatchObject({ ok: true });
    await released;
    const nextAnswer = first<AnswerDone>(w, 'answer:done');
    const after = await send(w, session, 'What is your commission?');
    if (!after.ok) throw new Error(after.error);
    expect((await nextAnswer).replyTo).toBe(after.message.id);

    expect(replies.map((r) => r.replyTo)).toEqual([opening.message.id, after.message.id]);
    const stored = await B.t.services.chatSessions.detail(session, A.a.id);
    // The take-over and the hand-back are each marked by a system note the visitor sees.
    expect(stored.messages.map((m) => m.sender)).toEqual([
      'user',
      'ai',
      'system',
      'operator',
      'user',
      'system',
      'user',
      'ai',
    ]);
    expect(await A.t.services.usage.testUsed(A.a.id)).toBe(usedBefore + 1);
  });

  it('tells a widget every change of operator, whichever instance made it', async () => {
    const session = sessionId();
    const w = await visitor(A, session);
    const shown: (string | undefined)[] = [];
    w.on('session:updated', (u: SessionUpdated) => shown.push(u.handoff?.status));
    const answered = first<AnswerDone>(w, 'answer:done');
    await send(w, session, 'When can I view?');
    await answered;
    const [onA, onB] = [await operatorConsole(A), await operatorConsole(B)];
    const ids = { clientId: A.a.id, sessionId: session };
    // B tells "a person", A tells "the assistant", then B must tell "a person" again although B said it last.
    for (const [socket, event, status] of [
      [onB, 'session:take-over', 'operator'],
      [onA, 'session:hand-back', 'none'],
      [onB, 'session:take-over', 'operator'],
    ] as const) {
      const told = first<SessionUpdated>(w, 'session:updated', (u) => u.handoff?.status === status);
      expect(await emit(socket, event, ids)).toMatchObject({ ok: true });
      await told;
    }
    expect(shown).toEqual(['none', 'operator', 'none', 'operator']);
  });

  it('stores and answers a message retried on the other instance once', async () => {
    const session = sessionId();
    const onA = await visitor(A, session);
    const done = first<AnswerDone>(onA, 'answer:done');
    const usedBefore = await A.t.services.usage.testUsed(A.a.id);
    const one = await send(onA, session, 'When can I view?', 'retried-across-0001');
    if (!one.ok) throw new Error(one.error);
    const answer = await done;

    const onB = await visitor(B, session);
    const replayed = first<AnswerDone>(onB, 'answer:done');
    const two = await send(onB, session, 'When can I view?', 'retried-across-0001');
    if (!two.ok) throw new Error(two.error);
    expect(two).toMatchObject({ duplicate: true, message: { id: one.message.id } });
    expect((await replayed).message.id).toBe(answer.message.id);
    const join = await emit<SessionJoinAck>(onB, 'session:join', { sessionId: session });
    expect(join.ok && join.messages.map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(await B.t.services.usage.testUsed(A.a.id)).toBe(usedBefore + 1);
  });

  it('answers once when the retry reaches the other instance while the first is still answering', async () => {
    held.gate = new Promise<void>((resolve) => (held.release = resolve));
    const session = sessionId();
    const onA = await visitor(A, session);
    const usedBefore = await A.t.services.usage.testUsed(A.a.id);
    const one = await send(onA, session, 'When can I view? (held)', 'retried-mid-answer-01');
    if (!one.ok) throw new Error(one.error);
    await until(() => held.entered.A === 1);

    const onB = await visitor(B, session);
    const doneOnB = first<AnswerDone>(onB, 'answer:done');
    const two = await send(onB, session, 'When can I view? (held)', 'retried-mid-answer-01');
    expect(two).toMatchObject({ ok: true, duplicate: true });
    // B waits for A's reply instead of answering: give it time to (wrongly) start its own.
    await until(() => held.entered.B > 0, 50);
    expect(held.entered).toEqual({ A: 1, B: 0 });

    held.release();
    const answer = await doneOnB;
    expect(answer.message.message).toMatch(/viewing/i);
    const join = await emit<SessionJoinAck>(onB, 'session:join', { sessionId: session });
    expect(join.ok && join.messages.map((m) => [m.sender, m.id])).toEqual([
      ['user', one.ok && one.message.id],
      ['ai', answer.message.id],
    ]);
    expect(held.entered).toEqual({ A: 1, B: 0 });
    expect(await B.t.services.usage.testUsed(A.a.id)).toBe(usedBefore + 1);
  });

  it.each([
    ['the server A', async () => ({ services: A.t.services, close: async () => {} })],
    ['a CLI command (its own core with the same FRONTDESK_REDIS_URL)', () => createCore(A.t.config)],
  ])(
    'leaves a sync run by %s alone: B neither marks it interrupted nor starts a second one',
    async (_who, syncer) => {
      let open!: () => void;
      const site = await startTestSite({
        '/': { body: html('Home', '<p>Viewings every day.</p>'), wait: new Promise<void>((r) => (open = r)) },
      });
      const elsewhere = await syncer();
      try {
        const sources = elsewhere.services.knowledgeSources;
        const source = await sources.create(await A.t.services.clients.record(A.a.id), {
          kind: 'website',
          name: 'Site',
          schedule: 'manual',
          settings: { startUrl: `${site.origin}/` },
        });
        const running = sources.follow(A.a.id, source.id);
        await until(() => site.requests.includes('/'));

        expect(await B.t.services.knowledgeSources.recoverInterrupted()).toBe(0);
        await expect(B.t.services.knowledgeSources.follow(A.a.id, source.id)).rejects.toThrow(
          'This source is already being synced',
        );
        open();
        expect((await running).source).toMatchObject({ status: 'ready', documentCount: 1 });
        // Once it is done there, B may sync it.
        expect((await B.t.services.knowledgeSources.follow(A.a.id, source.id)).source.status).toBe('ready');
        await B.t.services.knowledgeSources.remove(A.a.id, source.id);
      } finally {
        open();
        await elsewhere.close();
        await site.close();
      }
    },
  );

  it('counts sign-in failures on both instances toward one limit', async () => {
    const login = (f: ChatFixture, password: string) =>
      f.t.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'mallory', password } });
    // Ten failures, five on each: the per-username limit is ten in any one window.
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? A : B, `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await login(A, 'wrong-again');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json.code).toBe('login_throttled');
  });

  it('recovers a dropped socket on the other instance with what it missed', async () => {
    const session = sessionId();
    const w = await visitor(A, session);
    // Something broadcast to the room gives the socket an offset to recover from.
    const seen = first<ChatMessage>(w, 'message:created');
    await B.t.services.chat.postMessage(
      { kind: 'admin', clientId: A.a.id, username: 'admin' },
      { sender: 'operator', message: 'Before the drop', sessionId: session },
    );
    await seen;
    const state = w as unknown as { _pid?: string; _lastOffset?: string };
    expect(state._pid).toBeTruthy();
    const id = w.id ?? '';
    // A transport that dies (not a clean disconnect) is what connection-state recovery is for.
    w.io.engine.close();
    // A keeps the session for recovery once it has noticed the drop.
    await until(() => !A.t.app.io.of('/widget').sockets.has(id));
    expect(A.t.app.io.of('/widget').sockets.has(id)).toBe(false);
    await B.t.services.chat.postMessage(
      { kind: 'admin', clientId: A.a.id, username: 'admin' },
      { sender: 'operator', message: 'While you were away', sessionId: session },
    );

    const back = connect(B.t.url + '/widget', {
      transports: ['websocket'],
      auth: { token: A.a.test, pid: state._pid, offset: state._lastOffset },
      reconnection: false,
      forceNew: true,
    });
    sockets.track(back);
    const missed = first<ChatMessage>(back, 'message:created');
    expect(await connected(back)).toBe('ok');
    // The same socket id, now on B, with its room and the packet it missed (the client cannot say
    // `recovered` itself: it only compares against its own earlier pid).
    expect(back.id).toBe(id);
    expect(B.t.app.io.of('/widget').sockets.get(id)?.recovered).toBe(true);
    expect((await missed).message).toBe('While you were away');
  });

  it('carries on by itself after Redis restarts', async () => {
    await pair.redis.stop();
    pair.redis = await startRedisServer({ port: pair.redis.port });
    const session = sessionId();
    const admin = await operatorConsole(B);
    const w = await visitor(A, session);
    const seen = first<{ message: ChatMessage }>(
      admin,
      'admin:message-created',
      (p) => p.message.sessionId === session && p.message.sender === 'ai',
    );
    const done = first<AnswerDone>(w, 'answer:done');
    const ack = await send(w, session, 'When can I view?');
    if (!ack.ok) throw new Error(ack.error);
    expect((await seen).message.id).toBe((await done).message.id);
  });

  it('drops a client cache entry on A when B changes the client', async () => {
    const before = open(A, '/widget', { token: A.b.test });
    expect(await connected(before)).toBe('ok');
    await B.t.services.clients.update(B.b.id, { testMode: false });
    expect(await connected(open(A, '/widget', { token: A.b.test }))).toBe('unauthorized');
  });
});

describe('an unreachable Redis', () => {
  it('stops createApp with one clear line', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(startTestApp({ env: { FRONTDESK_REDIS_URL: url } })).rejects.toThrow(
      `Cannot connect to Redis at ${url} (FRONTDESK_REDIS_URL): `,
    );
  });

  it('makes the server process exit non-zero with that line', async () => {
    const url = `redis://:hunter2@127.0.0.1:${await freePort()}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-noredis-'));
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(FRONTDESK_|OPENAI_|PAYPAL_|PORT$|HOST$)/.test(k)),
    );
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', main],
          {
            env: {
              ...env,
              FRONTDESK_DATA_DIR: dir,
              FRONTDESK_REDIS_URL: url,
              FRONTDESK_SEED_DEMO: 'false',
              PORT: '0',
            },
            timeout: 60_000,
          },
          (_err, _stdout, stderr) => resolve({ code: child.exitCode, stderr: String(stderr) }),
        );
      });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines.at(-1)).toMatch(
        /^Cannot connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ \(FRONTDESK_REDIS_URL\): /,
      );
      expect(result.stderr).not.toContain('hunter2');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
