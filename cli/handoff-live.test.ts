/**
 * `frontdesk handoff take|reply|release` run as its own process reaches the visitor's widget socket
 * and the console's socket on a running server, through Redis (FRONTDESK_REDIS_URL), as a server's
 * own take-over would.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../contract/chat.ts';
import { DEFAULT_HANDOFF_SETTINGS, HANDOFF_TEXT } from '../contract/handoff.ts';
import type { MessageSendAck, SessionUpdated } from '../contract/realtime.ts';
import { chatFixture, type ChatFixture } from '../server/testing/chat-fixture.ts';
import { startRedisServer, type TestRedis } from '../server/testing/redis-server.ts';
import { nextEvent, testSockets } from '../server/testing/two-instances.ts';
import { runCli, tempDataDir } from './testing/run-cli.ts';

const SESSION = 'cliLiveHandoffSession001';
const sockets = testSockets();
let redis: TestRedis;
let f: ChatFixture;
let dir: string;

beforeAll(async () => {
  redis = await startRedisServer();
  dir = tempDataDir();
  f = await chatFixture({ listen: true, dataDir: dir, env: { FRONTDESK_REDIS_URL: redis.url } });
  await f.t.services.clients.update(f.a.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
});
afterAll(async () => {
  sockets.closeAll();
  await f?.close();
  await redis?.stop();
});

const connected = (s: Socket) =>
  new Promise<void>((resolve) => (s.connected ? resolve() : s.once('connect', () => resolve())));
const emit = <T>(s: Socket, event: string, payload: unknown) =>
  s.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
const cli = (...args: string[]) =>
  runCli(dir, ['handoff', ...args], { env: { FRONTDESK_REDIS_URL: redis.url } });

describe('handoff commands with Redis', { timeout: 240_000 }, () => {
  it('take, reply and release from the CLI reach the live widget and console', async () => {
    const visitor = sockets.open(f.t.url, '/widget', { token: f.a.test });
    const admin = sockets.open(f.t.url, '/admin', { cookie: await f.t.login() });
    await Promise.all([connected(visitor), connected(admin)]);
    await emit(visitor, 'session:join', { sessionId: SESSION });
    const ack = await emit<MessageSendAck>(visitor, 'message:send', {
      sessionId: SESSION,
      clientMessageId: 'cli-live-0001',
      message: 'Can I talk to a real person?',
    });
    expect(ack).toMatchObject({ ok: true, awaitReply: false });

    const taken = nextEvent<SessionUpdated>(
      visitor,
      'session:updated',
      (e) => e.handoff?.status === 'operator',
    );
    const joined = nextEvent<ChatMessage>(
      visitor,
      'message:created',
      (m) => m.message === HANDOFF_TEXT.joined('Maria'),
    );
    const consoleSees = nextEvent<{ session: { sessionId: string; handledBy: string | null } }>(
      admin,
      'admin:session-updated',
      (e) => e.session.sessionId === SESSION && e.session.handledBy === 'Maria',
    );
    expect((await cli('take', f.a.id, SESSION, '--as', 'Maria')).exitCode).toBe(0);
    // The widget hears who answers through the "joined" note's name, not the session's holder.
    expect((await taken).handoff).toMatchObject({ status: 'operator', operator: null });
    await joined;
    await consoleSees;

    const reply = nextEvent<ChatMessage>(visitor, 'message:created', (m) => m.sender === 'operator');
    const replyAtConsole = nextEvent<{ message: ChatMessage }>(
      admin,
      'admin:message-created',
      (e) => e.message.sender === 'operator',
    );
    expect((await cli('reply', f.a.id, SESSION, 'Hello from the terminal', '--as', 'Maria')).exitCode).toBe(
      0,
    );
    expect((await reply).message).toBe('Hello from the terminal');
    expect((await replyAtConsole).message.metadata).toMatchObject({ operator: 'Maria' });

    const back = nextEvent<SessionUpdated>(visitor, 'session:updated', (e) => e.handoff?.status === 'none');
    const released = nextEvent<ChatMessage>(
      visitor,
      'message:created',
      (m) => m.message === HANDOFF_TEXT.released,
    );
    expect((await cli('release', f.a.id, SESSION)).exitCode).toBe(0);
    await back;
    await released;
  });
});
