/**
 * Attack table, visitor sessions (row 9): the server issues each visitor session a secret (192 bits) at
 * creation; reading history, joining the session's room and posting need it, over REST and socket.io.
 * These tests use the raw inject (no fixture memory of secrets), as an attacker holding only an id would.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.ts';
import type { MessageSendAck, SessionJoinAck } from '../../contract/realtime.ts';
import { chatFixture, SESSION_A, type ChatFixture } from '../testing/chat-fixture.ts';

const fixtures: ChatFixture[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const f of fixtures.splice(0)) await f.close();
});
async function fixture(listen = false) {
  const f = await chatFixture({ listen });
  fixtures.push(f);
  return f;
}

const raw = (f: ChatFixture, o: { method: string; url: string; key?: string; payload?: object }) =>
  f.t.app.http.inject({
    method: o.method,
    url: o.url,
    headers: { ...f.widget(f.a.test), ...(o.key ? { 'x-session-key': o.key } : {}) },
    payload: o.payload,
  });

describe('row 9: visitor history rests on a server-issued secret, not the session id', () => {
  it('issues a secret with the first message and needs it to read, post and end (REST)', async () => {
    const f = await fixture();
    const first = await raw(f, {
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'Hello there', sender: 'user', sessionId: SESSION_A },
    });
    expect(first.statusCode).toBe(201);
    const key = first.headers['x-session-key'];
    expect(typeof key).toBe('string');
    // 24 random bytes, base64url: 192 bits.
    expect(Buffer.from(String(key), 'base64url').length).toBeGreaterThanOrEqual(16);

    // Someone with the id only: not found, on every door.
    const read = await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}` });
    expect(read.statusCode).toBe(404);
    const wrong = await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}`, key: 'guessed-key' });
    expect(wrong.statusCode).toBe(404);
    const post = await raw(f, {
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'Injected', sender: 'user', sessionId: SESSION_A },
    });
    expect(post.statusCode).toBe(404);
    const ai = await raw(f, {
      method: 'POST',
      url: '/api/chat/ai-response',
      payload: { message: 'Hello there', sessionId: SESSION_A },
    });
    expect(ai.statusCode).toBe(404);
    const end = await raw(f, { method: 'POST', url: `/api/sessions/${SESSION_A}/end` });
    expect(end.statusCode).toBe(404);

    // The holder of the secret reads and writes; no second secret is issued.
    const own = await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}`, key: String(key) });
    expect(own.statusCode).toBe(200);
    expect(JSON.parse(own.payload).messages.map((m: ChatMessage) => m.message)).toEqual(['Hello there']);
    expect(own.headers['x-session-key']).toBeUndefined();
    // The server keeps only a hash.
    const row = await f.t.services.db
      .selectFrom('chat_sessions')
      .select('visitor_key_hash')
      .where('session_id', '=', SESSION_A)
      .executeTakeFirstOrThrow();
    expect(row.visitor_key_hash).not.toBe(key);
    expect(row.visitor_key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a session opened before secrets existed one at its first contact, then needs it', async () => {
    const f = await fixture();
    await raw(f, {
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'Old session', sender: 'user', sessionId: SESSION_A },
    });
    // As a session from before migration 007.
    await f.t.services.db.updateTable('chat_sessions').set({ visitor_key_hash: null }).execute();
    const first = await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}` });
    expect(first.statusCode).toBe(200);
    const key = first.headers['x-session-key'];
    expect(typeof key).toBe('string');
    expect((await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}` })).statusCode).toBe(404);
    expect(
      (await raw(f, { method: 'GET', url: `/api/chat/messages/${SESSION_A}`, key: String(key) })).statusCode,
    ).toBe(200);
  });

  it('needs the secret to join the session room or send over socket.io', async () => {
    const f = await fixture(true);
    const open = () => {
      const s = connect(`${f.t.url}/widget`, {
        transports: ['websocket'],
        auth: { token: f.a.test },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    };
    const owner = await open();
    const sent = (await owner.timeout(10_000).emitWithAck('message:send', {
      sessionId: SESSION_A,
      clientMessageId: 'first-message-0001',
      message: 'When can I view a property?',
    })) as MessageSendAck;
    if (!sent.ok) throw new Error(sent.error);
    expect(typeof sent.sessionKey).toBe('string');

    const intruder = await open();
    const heard: unknown[] = [];
    intruder.on('message:created', (m: unknown) => heard.push(m));
    intruder.on('answer:done', (m: unknown) => heard.push(m));
    const join = (await intruder
      .timeout(5000)
      .emitWithAck('session:join', { sessionId: SESSION_A })) as SessionJoinAck;
    expect(join).toMatchObject({ ok: false, code: 'not_found' });
    const post = (await intruder.timeout(5000).emitWithAck('message:send', {
      sessionId: SESSION_A,
      clientMessageId: 'intruder-msg-0001',
      message: 'Injected',
      sessionKey: 'guessed-key',
    })) as MessageSendAck;
    expect(post).toMatchObject({ ok: false, code: 'not_found' });

    // The owner goes on (with the secret); the intruder's socket hears nothing of it.
    const again = (await owner.timeout(10_000).emitWithAck('message:send', {
      sessionId: SESSION_A,
      clientMessageId: 'second-message-01',
      message: 'What is your commission?',
      sessionKey: sent.sessionKey,
    })) as MessageSendAck;
    expect(again.ok).toBe(true);
    const rejoin = (await owner.timeout(5000).emitWithAck('session:join', {
      sessionId: SESSION_A,
      sessionKey: sent.sessionKey,
    })) as SessionJoinAck;
    expect(rejoin.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });
});
