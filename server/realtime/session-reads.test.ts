/**
 * A chat turn reads its session row no more: the message append returns the session as it left it,
 * and the handoff guard and the gateway's session:updated both use that instead of reading the row
 * again (on PostgreSQL each read is a round trip). Counted on the SQLite store, in process.
 */
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerDone, MessageSendAck } from '../../contract/realtime.ts';
import {
  chatFixture,
  rememberSessionKey,
  SESSION_A,
  withSessionKey,
  type ChatFixture,
} from '../testing/chat-fixture.ts';

/** Session-row reads by statement text, counted at better-sqlite3's statement prototype. */
const reads = { count: 0 };
const SESSION_READ = /^SELECT \* FROM chat_sessions WHERE client_id = \? AND session_id = \?$/;
let restore = () => {};
beforeAll(() => {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof SQLite;
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  const original = proto.get as (this: { source: string }, ...a: unknown[]) => unknown;
  proto.get = function (this: { source: string }, ...a: unknown[]) {
    if (SESSION_READ.test(this.source.trim())) reads.count++;
    return original.apply(this, a);
  };
  restore = () => (proto.get = original);
});
afterAll(() => restore());

let f: ChatFixture;
let s: Socket;
beforeAll(async () => {
  f = await chatFixture({ listen: true });
  s = connect(`${f.t.url}/widget`, {
    transports: ['websocket'],
    auth: { token: f.a.live },
    extraHeaders: { origin: 'https://sunsetrealty.com' },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve) => s.once('connect', () => resolve()));
});
afterAll(async () => {
  s.disconnect();
  await f.close();
});

let seq = 0;
async function turn(message: string) {
  const done = new Promise<AnswerDone>((resolve) => s.once('answer:done', resolve));
  const payload = { sessionId: SESSION_A, clientMessageId: `reads-${seq++}-message`, message };
  const ack = (await s
    .timeout(10_000)
    .emitWithAck('message:send', withSessionKey(f.a.live, 'message:send', payload))) as MessageSendAck;
  rememberSessionKey(f.a.live, payload, ack);
  if (!ack.ok) throw new Error(ack.error);
  await done;
  // The gateway's session:updated work for the reply runs after the reply event.
  await new Promise((r) => setTimeout(r, 50));
}

describe('session reads per chat turn', () => {
  it('reads no session row in a turn of a joined session (the append passes it along)', async () => {
    await turn('When can I schedule a viewing?');
    reads.count = 0;
    // The socket is in the session's room now, so both appends of this turn announce an update to it.
    await turn('And on weekends?');
    expect(reads.count).toBe(0);
  });

  it('still reads the row once for an update that carries no session (an operator taking over)', async () => {
    reads.count = 0;
    await f.t.services.chatSessions.setHandler(f.a.id, SESSION_A, 'alice');
    await new Promise((r) => setTimeout(r, 50));
    // One read by the gateway (the update carries no session): not one per piece of state.
    expect(reads.count).toBe(1);
  });
});
