/**
 * Who could take a visitor's request, across two app instances (A and B) on one data directory and one
 * real redis-server: a visitor on B asks for a person while the only one who could answer has a socket
 * on A. The team's "a visitor is waiting" notice keeps its wait when A's socket is seen through Redis,
 * and is due at once (saying nobody was online) when nobody who could answer is connected anywhere.
 */
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS } from '../../contract/handoff.ts';
import type { MessageSendAck } from '../../contract/realtime.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { signedInCustomer } from '../testing/customer-session.ts';
import { startTwoInstances, testSockets, type TwoInstances } from '../testing/two-instances.ts';
import { clientRoom, OPERATORS_ROOM } from './rooms.ts';

/** Long enough that a notice kept waiting and one due at once cannot be mistaken for each other. */
const WAIT_SECONDS = 600;
const WAIT_MS = WAIT_SECONDS * 1000;

let pair: TwoInstances<ChatFixture>;
let A: ChatFixture;
let B: ChatFixture;
const sockets = testSockets();

beforeAll(async () => {
  pair = await startTwoInstances((o) => chatFixture({ listen: true, ...o }), {
    FRONTDESK_NOTIFY_WAITING_AFTER_SECONDS: String(WAIT_SECONDS),
  });
  ({ A, B } = pair);
  for (const id of [A.a.id, A.b.id])
    await A.t.services.clients.update(id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
});

afterEach(async () => {
  sockets.closeAll();
  // The next case starts with nobody online: both instances have let every console socket go.
  await expect
    .poll(() => A.t.app.io.of('/admin').sockets.size + B.t.app.io.of('/admin').sockets.size)
    .toBe(0);
});

afterAll(async () => {
  sockets.closeAll();
  await pair?.close();
});

const connected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (s.connected) return resolve('ok');
    s.once('connect', () => resolve('ok'));
    s.once('connect_error', (err) => resolve(err.message));
  });

/** A console socket on one instance only: an operator's (admin cookie) or a workspace user's. */
async function consoleOn(f: ChatFixture, cookie: string) {
  const s = sockets.open(f.t.url, '/admin', { cookie });
  expect(await connected(s)).toBe('ok');
  // Not held by the other instance: whatever it learns of this socket, it learns through Redis.
  const other = f === A ? B : A;
  expect(other.t.app.io.of('/admin').sockets.size).toBe(0);
  return s;
}

/** A visitor of a client, on instance B, asks for a person in a fresh session. */
async function visitorOnBAsks(token: string, sessionId: string) {
  const visitor = sockets.open(B.t.url, '/widget', { token });
  expect(await connected(visitor)).toBe('ok');
  const ack = (await visitor.timeout(10_000).emitWithAck('message:send', {
    sessionId,
    clientMessageId: `${sessionId}-ask`,
    message: 'Can I speak to a real person?',
  })) as MessageSendAck;
  expect(ack).toMatchObject({ ok: true, awaitReply: false });
}

interface NoticeRow {
  status: string;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  payload: string;
}

/** The outbox rows of a session's `handoff.requested` (written with the append, before the ack). */
async function requestRows(clientId: string, sessionId: string) {
  const r = await sql<NoticeRow>`
    SELECT status, attempts, created_at, next_attempt_at, payload FROM outbox
    WHERE client_id = ${clientId} AND type = 'handoff.requested'`.execute(A.t.services.db);
  const rows = r.rows
    .map((row) => ({ ...row, data: JSON.parse(row.payload) as Record<string, unknown> }))
    .filter((row) => row.data.sessionId === sessionId);
  // Mail is always a channel of this type (contract/events.ts: notificationOf), so there is a row.
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

/**
 * What B learns through Redis when it asks the other instances, as its gateway does, who could take a
 * client's conversation. A notice kept waiting cannot tell "A answered yes" from "A did not answer"
 * (both keep the wait); this can: an answer that never came rejects.
 */
const seenFromB = async (clientId: string) =>
  (
    await B.t.app.io
      .of('/admin')
      .in([OPERATORS_ROOM, clientRoom(clientId)])
      .fetchSockets()
  ).length;

const dueAfterMs = (row: NoticeRow) => Date.parse(row.next_attempt_at) - Date.parse(row.created_at);

/** Someone could answer: the notice waits the configured time, untouched, and says nothing else. */
async function expectKeptWaiting(clientId: string, sessionId: string) {
  for (const row of await requestRows(clientId, sessionId)) {
    expect(row.data.nobodyOnline).toBeUndefined();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(dueAfterMs(row)).toBe(WAIT_MS);
  }
}

/**
 * Nobody could answer: the notice says so and is due when written. The dispatcher may already have
 * taken it, which moves its next_attempt_at; it claims due rows only, and a row kept waiting the
 * 10 minutes is not due during this test, so a taken row was due at once.
 */
async function expectToldAtOnce(clientId: string, sessionId: string) {
  for (const row of await requestRows(clientId, sessionId)) {
    expect(row.data.nobodyOnline).toBe(true);
    const taken = row.status !== 'pending' || row.attempts > 0;
    if (!taken) expect(dueAfterMs(row)).toBe(0);
  }
}

describe('operator presence across two instances', () => {
  it("an operator's console on A counts for a visitor on B", async () => {
    await consoleOn(A, await A.t.login());
    expect(await seenFromB(A.a.id)).toBe(1);
    await visitorOnBAsks(A.a.test, 'presenceOperatorOnA00001');
    await expectKeptWaiting(A.a.id, 'presenceOperatorOnA00001');
  });

  it("a workspace user on A counts for their own client's visitors on B, never another client's", async () => {
    const owner = await signedInCustomer(A.t, A.a.id, 'owner@sunsetrealty.example', 'owner');
    await consoleOn(A, owner.cookie);
    expect(await seenFromB(A.a.id)).toBe(1);
    expect(await seenFromB(A.b.id)).toBe(0);
    await visitorOnBAsks(A.a.test, 'presenceWorkspaceOwn00001');
    await expectKeptWaiting(A.a.id, 'presenceWorkspaceOwn00001');
    await visitorOnBAsks(A.b.test, 'presenceWorkspaceOther001');
    await expectToldAtOnce(A.b.id, 'presenceWorkspaceOther001');
  });

  it('with nobody connected anywhere, the team is told at once', async () => {
    expect(await seenFromB(A.a.id)).toBe(0);
    await visitorOnBAsks(A.a.test, 'presenceNobodyOnline00001');
    await expectToldAtOnce(A.a.id, 'presenceNobodyOnline00001');
  });
});
