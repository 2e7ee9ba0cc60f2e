import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

let f: ChatFixture;
let cookie: string;
beforeAll(async () => {
  f = await chatFixture();
  cookie = await f.t.login();
});
afterAll(() => f.close());

const rotate = (clientId: string, c = cookie) =>
  f.t.inject({ method: 'POST', url: `/api/clients/${clientId}/identity-secret`, headers: { cookie: c } });
const userHash = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('hex');
const jwt = (secret: string, claims: Record<string, unknown>, exp: string | number = '10m', alg = 'HS256') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

let n = 0;
const newSession = () => `identSession${String(++n).padStart(12, '0')}`;
const identify = (token: string, payload: Record<string, unknown>, origin?: string) =>
  f.t.inject({ method: 'POST', url: '/api/chat/identify', headers: f.widget(token, origin), payload });
const identityOf = (clientId: string, sessionId: string) =>
  f.t.services.identity.identityOf(clientId, sessionId);

describe('the identity secret', () => {
  it('is shown once when created or rotated, sealed at rest, and never returned again', async () => {
    expect(
      (
        await f.t.inject({
          method: 'GET',
          url: `/api/clients/${f.a.id}/identity-secret`,
          headers: { cookie },
        })
      ).json,
    ).toEqual({
      set: false,
      createdAt: null,
    });
    const first = await rotate(f.a.id);
    expect(first.statusCode).toBe(201);
    expect(first.json.secret).toMatch(/^fd_ids_[\w-]{43}$/);
    const status = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/identity-secret`,
      headers: { cookie },
    });
    expect(status.json).toEqual({ set: true, createdAt: first.json.createdAt });
    expect(status.payload).not.toContain(first.json.secret);
    const row = await f.t.services.db
      .selectFrom('identity_secrets')
      .selectAll()
      .where('client_id', '=', f.a.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(first.json.secret.slice(7));
    const second = await rotate(f.a.id);
    expect(second.json.secret).not.toBe(first.json.secret);
    // The old secret no longer verifies.
    const s = newSession();
    expect(
      (await identify(f.a.test, { sessionId: s, userId: 'u1', userHash: userHash(first.json.secret, 'u1') }))
        .statusCode,
    ).toBe(401);
    expect(
      (await identify(f.a.test, { sessionId: s, userId: 'u1', userHash: userHash(second.json.secret, 'u1') }))
        .json,
    ).toEqual({ verified: true });
  });

  it("is for operators and the client's owners: a member gets 403, another client's owner 404", async () => {
    const owner = await signedInCustomer(f.t, f.b.id, 'owner@bella.example', 'owner');
    const member = await signedInCustomer(f.t, f.b.id, 'member@bella.example', 'member');
    expect((await rotate(f.b.id, owner.cookie)).statusCode).toBe(201);
    expect((await rotate(f.b.id, member.cookie)).statusCode).toBe(403);
    expect((await rotate(f.a.id, owner.cookie)).statusCode).toBe(404);
    expect(
      (await f.t.inject({ method: 'POST', url: `/api/clients/${f.a.id}/identity-secret` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/chat/identify', () => {
  let secret = '';
  beforeAll(async () => {
    secret = (await rotate(f.b.id)).json.secret as string;
  });

  it('verifies a userHash of the userId; the email beside it stays a hint', async () => {
    const s = newSession();
    const r = await identify(f.b.test, {
      sessionId: s,
      userId: 'cust-7',
      email: 'Jane@Example.com',
      name: 'Jane',
      userHash: userHash(secret, 'cust-7'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json).toEqual({ verified: true });
    expect(await identityOf(f.b.id, s)).toMatchObject({
      userId: 'cust-7',
      email: 'jane@example.com',
      name: 'Jane',
      verified: true,
      emailVerified: false,
      method: 'hash',
    });
    expect(await f.t.services.identity.viewerOf(f.b.id, s)).toEqual({ userId: 'cust-7', emails: [] });
  });

  it('verifies a userHash of the email when there is no userId', async () => {
    const s = newSession();
    expect(
      (
        await identify(f.b.test, {
          sessionId: s,
          email: 'jane@example.com',
          userHash: userHash(secret, 'jane@example.com'),
        })
      ).json,
    ).toEqual({ verified: true });
    expect(await f.t.services.identity.viewerOf(f.b.id, s)).toEqual({
      userId: null,
      emails: ['jane@example.com'],
    });
  });

  it('verifies an HS256 token with sub, email, name and exp', async () => {
    const s = newSession();
    const token = await jwt(secret, { sub: 'cust-9', email: 'sam@example.com', name: 'Sam' });
    expect((await identify(f.b.test, { sessionId: s, token })).json).toEqual({ verified: true });
    expect(await identityOf(f.b.id, s)).toMatchObject({
      userId: 'cust-9',
      email: 'sam@example.com',
      name: 'Sam',
      verified: true,
      emailVerified: true,
      method: 'token',
    });
  });

  it('refuses a forged identity with 401, leaves the session anonymous and logs it', async () => {
    const s = newSession();
    await identify(f.b.test, { sessionId: s, userId: 'cust-7', userHash: userHash(secret, 'cust-7') });
    const forged = [
      { userId: 'cust-8', userHash: userHash(secret, 'cust-7') },
      { userId: 'cust-7', userHash: userHash('another-secret', 'cust-7') },
      { token: await jwt('another-secret-entirely', { sub: 'cust-7', email: 'jane@example.com' }) },
      { token: await jwt(secret, { sub: 'cust-7' }, Math.floor(Date.now() / 1000) - 60) },
      { token: await jwt(secret, { sub: 'cust-7' }, '10m', 'HS512') },
      // alg "none": a header and a payload with no signature.
      {
        token: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'cust-7', exp: 4e9 })).toString('base64url')}.`,
      },
      // A token without exp.
      {
        token: await new SignJWT({ sub: 'cust-7' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(secret)),
      },
    ];
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      for (const proof of forged) {
        const r = await identify(f.b.test, { sessionId: s, ...proof });
        expect(r.statusCode, JSON.stringify(proof)).toBe(401);
        expect(await identityOf(f.b.id, s)).toBeNull();
        await identify(f.b.test, { sessionId: s, userId: 'cust-7', userHash: userHash(secret, 'cust-7') });
      }
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(forged.length);
    expect(warnings.join('\n')).not.toContain(secret);
  });

  it("keeps a client's identities to itself: another client's token names another session", async () => {
    const s = newSession();
    const a = await rotate(f.a.id);
    expect(
      (
        await identify(f.a.test, {
          sessionId: s,
          userId: 'cust-7',
          userHash: userHash(a.json.secret, 'cust-7'),
        })
      ).json,
    ).toEqual({ verified: true });
    expect(await identityOf(f.b.id, s)).toBeNull();
    expect(await f.t.services.identity.viewerOf(f.b.id, s)).toEqual({ userId: null, emails: [] });
    // Client A's secret does not verify for client B.
    expect(
      (
        await identify(f.b.test, {
          sessionId: s,
          userId: 'cust-7',
          userHash: userHash(a.json.secret, 'cust-7'),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps an identify without proof as a hint that verifies nothing', async () => {
    const s = newSession();
    expect(
      (await identify(f.b.test, { sessionId: s, userId: 'cust-7', email: 'jane@example.com' })).json,
    ).toEqual({ verified: false });
    expect(await identityOf(f.b.id, s)).toMatchObject({ verified: false, method: 'hint' });
    expect(await f.t.services.identity.viewerOf(f.b.id, s)).toEqual({ userId: null, emails: [] });
  });

  it('refuses a proof for a client without a secret, bad input with 400, and needs the token, Origin and session key', async () => {
    const s = newSession();
    expect(
      (await identify(f.a.test, { sessionId: s, userId: 'u', userHash: 'a'.repeat(64) })).statusCode,
    ).toBe(401);
    expect((await identify(f.b.test, { sessionId: s, userHash: 'a'.repeat(64) })).statusCode).toBe(400);
    expect((await identify(f.b.test, { sessionId: s, userId: 'u', userHash: 'xyz' })).json.code).toBe(
      'validation_failed',
    );
    expect((await identify(f.b.test, { sessionId: s, userId: 'u', isAdmin: true })).statusCode).toBe(400);
    expect((await identify(f.b.live, { sessionId: s, userId: 'u' }, 'https://evil.example')).statusCode).toBe(
      403,
    );
    expect(
      (await f.t.inject({ method: 'POST', url: '/api/chat/identify', payload: { sessionId: s } })).statusCode,
    ).toBe(401);
    // A session that holds a secret takes identify only with that secret.
    const started = await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: f.widget(f.b.test),
      payload: { sessionId: s, message: 'hello', sender: 'user' },
    });
    expect(started.statusCode).toBe(201);
    const bare = await f.t.app.http.inject({
      method: 'POST',
      url: '/api/chat/identify',
      headers: f.widget(f.b.test),
      payload: { sessionId: s, userId: 'cust-7', userHash: userHash(secret, 'cust-7') },
    });
    expect(bare.statusCode).toBe(404);
    expect(
      (await identify(f.b.test, { sessionId: s, userId: 'cust-7', userHash: userHash(secret, 'cust-7') }))
        .json,
    ).toEqual({ verified: true });
  });

  it("shows the visitor's identity with the session in the console", async () => {
    const s = newSession();
    await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: f.widget(f.b.test),
      payload: { sessionId: s, message: 'hi', sender: 'user' },
    });
    await identify(f.b.test, {
      sessionId: s,
      token: await jwt(secret, { sub: 'cust-9', email: 'sam@example.com', name: 'Sam' }),
    });
    const detail = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions/${s}?clientId=${f.b.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    const hinted = newSession();
    await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: f.widget(f.b.test),
      payload: { sessionId: hinted, message: 'hi', sender: 'user' },
    });
    await identify(f.b.test, { sessionId: hinted, userId: 'cust-9', name: 'Sam' });
    const list = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions?clientId=${f.b.id}`,
      headers: { cookie },
    });
    const rows = list.json.sessions as { sessionId: string; visitorVerified: boolean }[];
    expect(rows.find((r) => r.sessionId === s)?.visitorVerified).toBe(true);
    expect(rows.find((r) => r.sessionId === hinted)?.visitorVerified).toBe(false);
    expect(detail.json.identity).toMatchObject({
      userId: 'cust-9',
      email: 'sam@example.com',
      name: 'Sam',
      verified: true,
    });
  });
});
