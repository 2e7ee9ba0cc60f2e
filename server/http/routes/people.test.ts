/**
 * People have names and faces: an operator or a workspace user sets the display name and avatar the
 * visitor sees when they join a chat; the login never reaches the visitor. An avatar is an image by its
 * content (magic bytes), at most 1 MB, served with its checked type and nosniff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_TEXT } from '../../../contract/handoff.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const json = { 'content-type': 'application/json' };

describe('display names and avatars', () => {
  let t: TestApp;
  let admin: string;
  let clientId: string;
  let otherId: string;
  let member: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login();
    clientId = (
      await t.services.clients.create({
        clientName: 'Rosa',
        businessName: 'Rosa Coffee',
        domain: 'rosa.example',
        plan: 'Premium',
        handoff: { enabled: true },
      } as Parameters<TestApp['services']['clients']['create']>[0])
    ).id;
    otherId = (
      await t.services.clients.create({
        clientName: 'Otto',
        businessName: 'Otto Bikes',
        domain: 'otto.example',
        plan: 'Starter',
      })
    ).id;
    member = (await signedInCustomer(t, clientId, 'maya.lind@rosa.example', 'member')).cookie;
  });
  afterAll(async () => t.close());

  const put = (cookie: string, displayName: unknown) =>
    t.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { ...json, cookie },
      payload: { displayName },
    });
  const upload = (cookie: string, body: Buffer, type = 'image/png') =>
    t.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie, 'content-type': type },
      payload: body,
    });

  it('keeps one profile per person: initials until a name is set, then the name', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: member } });
    expect(before.json).toEqual({ displayName: null, avatarUrl: null, initials: 'ML' });
    expect((await put(member, '  Maya Lind ')).json).toMatchObject({
      displayName: 'Maya Lind',
      initials: 'ML',
    });
    const set = await put(member, 'Maya <b>Lind</b>');
    expect(set.statusCode).toBe(200);
    // Markup is kept as the text it is: every screen shows it as text.
    expect(set.json).toMatchObject({ displayName: 'Maya <b>Lind</b>' });
    expect((await put(member, '')).statusCode).toBe(400);
    expect((await put(member, 'x'.repeat(61))).json.code).toBe('validation_failed');
    expect((await put(member, 'Line\nbreak')).statusCode).toBe(400);
    const extra = await t.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { ...json, cookie: member },
      payload: { displayName: 'Maya', key: 'operator:admin' },
    });
    expect(extra.statusCode).toBe(400);
    // The operator's profile is their own.
    const op = await t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: admin } });
    expect(op.json.displayName).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
  });

  it('takes an image by its content, at most 1 MB, and serves it with its type and nosniff', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(member, html)).json).toMatchObject({ code: 'validation_failed' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(member, svg, 'image/png')).statusCode).toBe(400);
    expect((await upload(member, svg, 'image/svg+xml')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload(member, big)).statusCode).toBe(413);
    const ok = await upload(member, PNG, 'image/gif');
    expect(ok.statusCode).toBe(200);
    const url = ok.json.avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/[\w-]+$/);
    const served = await t.app.http.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // The type read from the bytes, not the one the sender declared.
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // A new image replaces the old one; the old URL is gone.
    const again = await upload(member, PNG);
    expect((await t.app.http.inject({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await t.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { cookie: member } });
    expect(removed.json.avatarUrl).toBeNull();
    expect((await t.inject({ method: 'GET', url: again.json.avatarUrl as string })).statusCode).toBe(404);
    await upload(member, PNG);
  });

  it('shows the visitor the display name and avatar when a person joins, never the login', async () => {
    const sessionId = 'visitor_session_0123456789';
    const client = await t.services.clients.record(clientId);
    await t.services.handoff.request(client, sessionId);
    const take = await t.inject({
      method: 'POST',
      url: `/api/handoff/${sessionId}/take`,
      headers: { ...json, cookie: member },
      payload: { clientId },
    });
    expect(take.statusCode).toBe(200);
    const reply = await t.inject({
      method: 'POST',
      url: `/api/handoff/${sessionId}/reply`,
      headers: { ...json, cookie: member },
      payload: { clientId, message: 'Hi, Maya here.' },
    });
    expect(reply.statusCode).toBe(201);
    const profile = (await t.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: member } }))
      .json;
    const messages = await t.services.chatSessions.detail(sessionId, clientId);
    const joined = messages.messages.find((m) => m.metadata.handoff === 'joined');
    expect(joined?.message).toBe(HANDOFF_TEXT.joined('Maya <b>Lind</b>'));
    expect(joined?.metadata).toMatchObject({
      operator: 'Maya <b>Lind</b>',
      operatorAvatar: profile.avatarUrl,
    });
    expect(reply.json.message.metadata).toMatchObject({ operator: 'Maya <b>Lind</b>' });
    const wire = JSON.stringify(messages.messages);
    expect(wire).not.toContain('maya.lind@');
    // Another client's session stays out of reach through the new face too.
    const other = await t.inject({
      method: 'POST',
      url: `/api/handoff/${sessionId}/take`,
      headers: { ...json, cookie: member },
      payload: { clientId: otherId },
    });
    expect(other.statusCode).toBe(404);
  });

  it("closes a conversation with the business's own closing words (the default without them)", async () => {
    const sessionId = 'visitor_session_close_00001';
    await t.services.handoff.request(await t.services.clients.record(clientId), sessionId);
    const close = (id: string) =>
      t.inject({
        method: 'POST',
        url: `/api/handoff/${id}/close`,
        headers: { ...json, cookie: member },
        payload: { clientId },
      });
    expect((await close(sessionId)).statusCode).toBe(200);
    const closedNote = async (id: string) =>
      (await t.services.chatSessions.detail(id, clientId)).messages.find(
        (m) => m.metadata.handoff === 'closed',
      );
    expect((await closedNote(sessionId))?.message).toBe(HANDOFF_TEXT.closed);
    const client = await t.services.clients.get(clientId);
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      headers: { ...json, cookie: member },
      payload: { handoff: { ...client.handoff, closingMessage: 'Thanks for visiting Rosa Coffee!' } },
    });
    expect(saved.statusCode).toBe(200);
    const second = 'visitor_session_close_00002';
    await t.services.handoff.request(await t.services.clients.record(clientId), second);
    await close(second);
    expect((await closedNote(second))?.message).toBe('Thanks for visiting Rosa Coffee!');
    expect((await t.services.chatSessions.detail(second, clientId)).session.status).toBe('inactive');
  });

  it('says "someone from our team" for an operator who set no name', async () => {
    const sessionId = 'visitor_session_abcdef01234';
    await t.services.handoff.request(await t.services.clients.record(clientId), sessionId);
    await t.inject({
      method: 'POST',
      url: `/api/handoff/${sessionId}/take`,
      headers: { ...json, cookie: admin },
      payload: { clientId },
    });
    const detail = await t.services.chatSessions.detail(sessionId, clientId);
    const joined = detail.messages.find((m) => m.metadata.handoff === 'joined');
    expect(joined?.message).toBe(HANDOFF_TEXT.teamJoined);
    expect(joined?.metadata.operator).toBe(HANDOFF_TEXT.team);
  });
});
