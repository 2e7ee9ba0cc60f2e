/**
 * One visitor's data over HTTP: an owner exports it (by email) and erases it (by session id) while the
 * visitor is chatting, whose widget hears the conversation ended; `visitor.erased` is announced; a
 * second erase finds nothing (200, erased: false). Refused: a body with both or neither key or an
 * unknown one (400), a member (403), another client's owner (404), no session (401).
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageSendAck, SessionJoinAck, SessionUpdated } from '../../../contract/realtime.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { nextEvent, testSockets } from '../../testing/two-instances.ts';

const sockets = testSockets();
const fixtures: ChatFixture[] = [];
afterEach(async () => {
  sockets.closeAll();
  for (const f of fixtures.splice(0)) await f.close();
});

const device = '0123456789abcdef0123456789abcdef';
const SESSION = `${device}${'r'.repeat(24)}`;
const OTHER = `${'f'.repeat(32)}${'s'.repeat(24)}`;
const json = { 'content-type': 'application/json' };

async function setUp() {
  const f = await chatFixture({ listen: true });
  fixtures.push(f);
  const origin = `https://${f.a.domain}`;
  const widget = (): Socket =>
    sockets.track(
      connect(`${f.t.url}/widget`, {
        transports: ['websocket'],
        auth: { token: f.a.live },
        extraHeaders: { origin },
        reconnection: false,
        forceNew: true,
      }),
    );
  const keys = new Map<string, string>();
  let seq = 0;
  const say = async (s: Socket, sessionId: string, message: string) => {
    const ack = (await s.timeout(10_000).emitWithAck('message:send', {
      sessionId,
      clientMessageId: `cmid-${seq++}-privacy`,
      message,
      sessionKey: keys.get(sessionId),
    })) as MessageSendAck;
    if (ack.ok && ack.sessionKey) keys.set(sessionId, ack.sessionKey);
    expect(ack).toMatchObject({ ok: true });
  };
  const view = (visitorId: string) =>
    f.t.inject({
      method: 'POST',
      url: '/api/widget/page-view',
      headers: { authorization: `Bearer ${f.a.live}`, origin },
      payload: { visitorId, pageUrl: `${origin}/pricing`, referrer: '' },
    });
  const owner = await signedInCustomer(f.t, f.a.id, 'owner@sunsetrealty.com', 'owner');
  const post = (what: 'erase' | 'export', payload: unknown, cookie = owner.cookie, clientId = f.a.id) =>
    f.t.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/privacy/${what}`,
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  return { f, widget, say, view, owner, post };
}

const countIn = async (
  f: ChatFixture,
  table: 'chat_messages' | 'follow_up_leads' | 'page_visits',
  clientId: string,
) =>
  (await f.t.services.db.selectFrom(table).select('client_id').where('client_id', '=', clientId).execute())
    .length;

describe('POST /api/clients/{id}/privacy/erase and /export', () => {
  it('exports a visitor by email, erases them mid-chat (widget told, event out), then finds nothing', async () => {
    const { f, widget, say, view, post } = await setUp();
    const w = widget();
    (await w.timeout(10_000).emitWithAck('session:join', { sessionId: SESSION })) as SessionJoinAck;
    await say(w, SESSION, 'Please get back to me at Ann@Example.com about a viewing');
    expect((await view(device)).statusCode).toBe(200);
    const other = widget();
    await say(other, OTHER, 'When are viewings? I am bob@example.com');
    expect((await view('f'.repeat(32))).statusCode).toBe(200);
    await expect.poll(() => countIn(f, 'follow_up_leads', f.a.id)).toBe(2);

    const exported = await post('export', { email: 'ann@example.com' });
    expect(exported.statusCode).toBe(200);
    const body = exported.json as {
      found: boolean;
      visitor: { sessionIds: string[] };
      data: Record<string, { message?: string }[]>;
    };
    expect(body.found).toBe(true);
    expect(body.visitor.sessionIds).toEqual([SESSION]);
    expect(body.data.chat_messages?.map((m) => m.message)).toContain(
      'Please get back to me at Ann@Example.com about a viewing',
    );
    expect(body.data.page_visits).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('bob@example.com');

    const announced: unknown[] = [];
    f.t.services.events.on('visitor.erased', (e) => announced.push(e));
    const ended = nextEvent<SessionUpdated>(w, 'session:updated', (e) => e.status === 'inactive');
    const erased = await post('erase', { sessionId: SESSION });
    expect(erased.statusCode).toBe(200);
    expect(erased.json).toMatchObject({ erased: true, endedSessions: [SESSION] });
    expect(await ended).toMatchObject({ sessionId: SESSION, status: 'inactive', handledBy: null });
    expect(announced).toEqual([{ clientId: f.a.id, sessionIds: [SESSION], email: 'ann@example.com' }]);
    // Only the other visitor's rows are left.
    expect(await countIn(f, 'follow_up_leads', f.a.id)).toBe(1);
    expect(await countIn(f, 'page_visits', f.a.id)).toBe(1);
    const left = await f.t.services.db
      .selectFrom('chat_messages')
      .select('session_id')
      .where('client_id', '=', f.a.id)
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((m) => m.session_id === OTHER)).toBe(true);

    const again = await post('erase', { email: 'ann@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json).toMatchObject({ erased: false, endedSessions: [] });
    expect(announced).toHaveLength(1);
    const none = await post('export', { sessionId: SESSION });
    expect(none.json).toMatchObject({ found: false });
  });

  it('refuses a bad body, a member, another client’s owner and no session, and changes nothing', async () => {
    const { f, post } = await setUp();
    const member = await signedInCustomer(f.t, f.a.id, 'member@sunsetrealty.com', 'member');
    const stranger = await signedInCustomer(f.t, f.b.id, 'owner@bellamoda.shop', 'owner');
    for (const payload of [
      {},
      { sessionId: SESSION, email: 'a@b.co' },
      { email: 'not-an-email' },
      { sessionId: 'x' },
      { sessionId: SESSION, extra: 1 },
    ]) {
      const res = await post('erase', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json).toMatchObject({ code: 'validation_failed' });
    }
    expect((await post('erase', { sessionId: SESSION }, member.cookie)).statusCode).toBe(403);
    expect((await post('export', { sessionId: SESSION }, stranger.cookie)).statusCode).toBe(404);
    expect((await post('erase', { sessionId: SESSION }, '')).statusCode).toBe(401);
    // An operator may, on any client; an unknown client is a 404.
    const operator = await f.t.login();
    expect((await post('export', { sessionId: SESSION }, operator, f.b.id)).statusCode).toBe(200);
    expect((await post('export', { sessionId: SESSION }, operator, 'no-such-client')).statusCode).toBe(404);
  });

  it('sets the retention period through PUT /api/clients/{id}: owners and operators only, 1–3650 days', async () => {
    const { f, owner } = await setUp();
    const member = await signedInCustomer(f.t, f.a.id, 'member@sunsetrealty.com', 'member');
    const put = (payload: object, cookie: string) =>
      f.t.inject({ method: 'PUT', url: `/api/clients/${f.a.id}`, headers: { ...json, cookie }, payload });
    for (const retentionDays of [0, 3651, 1.5, '30']) {
      const res = await put({ retentionDays }, owner.cookie);
      expect(res.statusCode, String(retentionDays)).toBe(400);
      expect(res.json).toMatchObject({
        code: 'validation_failed',
        fields: { retentionDays: expect.any(String) },
      });
    }
    expect((await put({ retentionDays: 30 }, member.cookie)).statusCode).toBe(403);
    const set = await put({ retentionDays: 30 }, owner.cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json).toMatchObject({ retentionDays: 30 });
    const operator = await f.t.login();
    expect((await put({ retentionDays: 3650 }, operator)).json).toMatchObject({ retentionDays: 3650 });
    expect((await put({ retentionDays: null }, operator)).json).toMatchObject({ retentionDays: null });
  });
});
