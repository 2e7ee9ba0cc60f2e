import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import type { AnswerChunk, AnswerDone, MessageSendAck, SessionJoinAck } from '../../contract/realtime.ts';
import type { AnswerProvider } from '../domain/chat/chat-ports.ts';
import {
  chatFixture,
  rememberSessionKey,
  SESSION_A,
  withSessionKey,
  type ChatFixture,
} from '../testing/chat-fixture.ts';

const sockets: Socket[] = [];
const fixtures: ChatFixture[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const f of fixtures.splice(0)) await f.close();
});

async function fixture(opts: Parameters<typeof chatFixture>[0] = {}) {
  const f = await chatFixture({ listen: true, ...opts });
  fixtures.push(f);
  return f;
}

function open(
  f: ChatFixture,
  nsp: string,
  opts: { token?: string; origin?: string; cookie?: string } = {},
): Socket {
  const headers: Record<string, string> = {};
  if (opts.origin) headers.origin = opts.origin;
  if (opts.cookie) headers.cookie = opts.cookie;
  const s = connect(f.t.url + nsp, {
    transports: ['websocket'],
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<string>((resolve) => {
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
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

let seq = 0;
const send = (
  s: Socket,
  message: string,
  sessionId = SESSION_A,
  clientMessageId = `cmid-${Date.now()}-${seq++}`,
) => emit<MessageSendAck>(s, 'message:send', { sessionId, clientMessageId, message });

describe('widget handshake', () => {
  const cases: [string, string | undefined, string][] = [
    ['the registered domain', 'https://sunsetrealty.com', 'ok'],
    ['its www. twin', 'https://www.sunsetrealty.com', 'ok'],
    ['a foreign site', 'https://bellamoda.shop', 'origin_not_allowed'],
    ['a look-alike prefix', 'https://evil-sunsetrealty.com', 'origin_not_allowed'],
    ['a look-alike suffix', 'https://sunsetrealty.com.evil.io', 'origin_not_allowed'],
    ['a missing Origin', undefined, 'origin_not_allowed'],
    ["the 'null' Origin", 'null', 'origin_not_allowed'],
  ];
  it('row 6: applies the Origin rule to production tokens at the handshake', async () => {
    const f = await fixture();
    for (const [, origin, expected] of cases) {
      expect(await connected(open(f, '/widget', { token: f.a.live, origin }))).toBe(expected);
    }
    expect(await connected(open(f, '/widget', { token: f.a.test }))).toBe('ok');
    expect(
      await connected(open(f, '/widget', { token: 'fd_live_unknown', origin: 'https://sunsetrealty.com' })),
    ).toBe('unauthorized');
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
  });
});

describe('widget messages', () => {
  it('acks the stored message, streams chunks, then stores and broadcasts the reply', async () => {
    const f = await fixture();
    const s = open(f, '/widget', { token: f.a.live, origin: 'https://sunsetrealty.com' });
    await connected(s);
    const chunks: AnswerChunk[] = [];
    const created: ChatMessage[] = [];
    s.on('answer:chunk', (c: AnswerChunk) => chunks.push(c));
    s.on('message:created', (m: ChatMessage) => created.push(m));
    const done = next<AnswerDone>(s, 'answer:done');
    const ack = await send(s, 'When can I schedule a viewing?');
    if (!ack.ok) throw new Error(ack.error);
    expect(ack.message.sender).toBe('user');
    const answer = await done;
    expect(answer.replyTo).toBe(ack.message.id);
    expect(answer.message.message).toMatch(/seven days a week from 9 AM to 6 PM/);
    expect(answer.sources[0]?.title).toBe('Viewings');
    expect(chunks.map((c) => c.delta).join('')).toBe(answer.message.message);
    await new Promise((r) => setTimeout(r, 50));
    // The socket joins the session's room once the send proved (here: created) the session, so its
    // own first message comes in the ack and the reply in the room.
    expect(created.map((m) => m.id)).toEqual([answer.message.id]);
    expect(await f.t.services.usage.used(f.a.id)).toBe(1);
  });

  it('never stores or counts a retried message twice', async () => {
    const f = await fixture();
    const s = open(f, '/widget', { token: f.a.test });
    await connected(s);
    const done = next<AnswerDone>(s, 'answer:done');
    const [one, two] = await Promise.all([
      send(s, 'When can I view?', SESSION_A, 'same-id-0001'),
      send(s, 'When can I view?', SESSION_A, 'same-id-0001'),
    ]);
    await done;
    const three = await send(s, 'When can I view?', SESSION_A, 'same-id-0001');
    if (!one.ok || !two.ok || !three.ok) throw new Error('send failed');
    expect(new Set([one.message.id, two.message.id, three.message.id]).size).toBe(1);
    expect([one.duplicate, two.duplicate].sort()).toEqual([false, true]);
    const join = await emit<SessionJoinAck>(s, 'session:join', { sessionId: SESSION_A });
    if (!join.ok) throw new Error(join.error);
    expect(join.messages.map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(1);
  });

  it('reports an exhausted plan as answer:error with the polite reply', async () => {
    const f = await fixture();
    await f.t.services.usage.set(f.a.id, 500);
    const s = open(f, '/widget', { token: f.a.live, origin: 'https://sunsetrealty.com' });
    await connected(s);
    const failed = next<{ code: string; reply: string }>(s, 'answer:error');
    const ack = await send(s, 'When can I view?');
    expect(ack.ok).toBe(true);
    const e = await failed;
    expect(e.code).toBe('usage_limit_reached');
    expect(e.reply).toMatch(/email/);
  });

  it('row 39: replays what was missed after lastMessageId, also after a server restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-rt-'));
    try {
      const f1 = await chatFixture({ listen: true, dataDir });
      const s1 = open(f1, '/widget', { token: f1.a.test });
      await connected(s1);
      const answered = next(s1, 'answer:done');
      const first = await send(s1, 'When can I view?');
      if (!first.ok) throw new Error(first.error);
      await answered;
      s1.disconnect();
      // While the visitor is away, the conversation goes on (another tab, the REST API).
      await f1.t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: f1.widget(f1.a.test),
        payload: { message: 'What is your commission?', sessionId: SESSION_A },
      });
      await f1.close();

      const f2 = await fixture({ dataDir });
      const s2 = open(f2, '/widget', { token: f2.a.test });
      await connected(s2);
      const join = await emit<SessionJoinAck>(s2, 'session:join', {
        sessionId: SESSION_A,
        lastMessageId: first.message.id,
      });
      if (!join.ok) throw new Error(join.error);
      expect(join.messages.map((m) => m.sender)).toEqual(['ai', 'user', 'ai']);
      expect(join.messages[2]?.message).toMatch(/5% of the sale price/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps two clients apart: same session id, separate rooms, separate histories', async () => {
    const f = await fixture();
    const a = open(f, '/widget', { token: f.a.test });
    const b = open(f, '/widget', { token: f.b.test });
    await Promise.all([connected(a), connected(b)]);
    const bSaw: unknown[] = [];
    const bJoin = await emit<SessionJoinAck>(b, 'session:join', { sessionId: SESSION_A });
    for (const event of ['message:created', 'answer:chunk', 'answer:done', 'session:updated'])
      b.on(event, (p: unknown) => bSaw.push(p));
    const done = next<AnswerDone>(a, 'answer:done');
    await send(a, 'When can I view?');
    await done;
    await new Promise((r) => setTimeout(r, 50));
    expect(bJoin.ok && bJoin.messages).toEqual([]);
    expect(bSaw).toEqual([]);
    const bLater = await emit<SessionJoinAck>(b, 'session:join', { sessionId: SESSION_A });
    expect(bLater.ok && bLater.messages).toEqual([]);
  });

  it('keeps a reply cut by a disconnect, marked interrupted', async () => {
    let started!: () => void;
    const streaming = new Promise<void>((r) => (started = r));
    const slow: AnswerProvider = {
      name: 'openai',
      async *answer(req) {
        yield { type: 'delta', text: 'Viewings run ' };
        started();
        await new Promise((_, reject) =>
          req.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    };
    const f = await fixture({ chat: { provider: slow } });
    const s = open(f, '/widget', { token: f.a.test });
    await connected(s);
    await send(s, 'When can I view?');
    await streaming;
    s.disconnect();
    let stored: ChatMessage[] = [];
    for (let i = 0; i < 100 && stored.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      stored = (
        await f.t.inject({
          method: 'GET',
          url: `/api/chat/messages/${SESSION_A}`,
          headers: f.widget(f.a.test),
        })
      ).json.messages;
    }
    expect(stored[1]).toMatchObject({
      sender: 'ai',
      message: 'Viewings run ',
      metadata: { interrupted: true },
    });
  });
});

describe('admin namespace', () => {
  it('needs the admin cookie', async () => {
    const f = await fixture();
    expect(await connected(open(f, '/admin'))).toBe('unauthorized');
    expect(await connected(open(f, '/admin', { cookie: 'fd_admin=forged' }))).toBe('unauthorized');
  });

  it('sees new messages and sessions live, and can take a session over', async () => {
    const f = await fixture();
    const cookie = await f.t.login();
    const admin = open(f, '/admin', { cookie });
    expect(await connected(admin)).toBe('ok');
    const created: { clientId: string; message: ChatMessage }[] = [];
    admin.on('admin:message-created', (p: { clientId: string; message: ChatMessage }) => created.push(p));
    const updated = next<{ clientId: string; session: { sessionId: string; messageCount: number } }>(
      admin,
      'admin:session-updated',
    );
    const w = open(f, '/widget', { token: f.a.test });
    await connected(w);
    const answered = next(w, 'answer:done');
    await send(w, 'When can I view?');
    await answered;
    const u = await updated;
    expect(u.clientId).toBe(f.a.id);
    expect(u.session.sessionId).toBe(SESSION_A);
    await new Promise((r) => setTimeout(r, 50));
    expect(created.map((c) => c.message.sender)).toEqual(['user', 'ai']);

    expect(await emit(admin, 'session:take-over', { clientId: f.a.id, sessionId: SESSION_A })).toMatchObject({
      ok: true,
      handoff: { status: 'operator', operator: 'admin' },
    });
    const operatorMsg = new Promise<ChatMessage>((resolve) =>
      w.on('message:created', (m: ChatMessage) => m.sender === 'operator' && resolve(m)),
    );
    const sent = await emit<{ ok: boolean }>(admin, 'operator:send', {
      clientId: f.a.id,
      sessionId: SESSION_A,
      message: 'Hi, this is Marcus.',
    });
    expect(sent.ok).toBe(true);
    expect((await operatorMsg).sender).toBe('operator');
    // While an operator handles the session the AI stays quiet.
    const quiet = await send(w, 'Are you a human?');
    expect(quiet.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(1);
  });
});
