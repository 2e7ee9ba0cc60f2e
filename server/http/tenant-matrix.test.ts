/**
 * Every signed-in API route, asked by five callers about client A: owner A, member A, owner B, an
 * operator and nobody. The expected status of each follows from tenant-access.ts, and the table itself
 * is checked against the routes, so a route added without a decision is caught here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../domain/accounts/customer-accounts-ports.ts';
import { insertChat } from '../testing/chat-rows.ts';
import { linkTokenOf } from '../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { AnyRouteSpec } from './define-route.ts';
import { apiRoutes } from './routes/index.ts';
import { TENANT_RULES, tenantRuleOf } from './tenant-access.ts';

type Caller = 'ownerA' | 'memberA' | 'ownerB' | 'operator' | 'anonymous';

/** A multipart body with one small text file, for the upload route. */
const upload = () => {
  const boundary = '----frontdeskmatrix';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

describe('the role matrix over every signed-in route', () => {
  let t: TestApp;
  let routes: AnyRouteSpec[];
  const cookies: Partial<Record<Caller, string>> = {};
  let clientA = '';
  let clientB = '';
  beforeAll(async () => {
    const mails: OutgoingMail[] = [];
    t = await startTestApp({ mailer: { send: async (m) => void mails.push(m) } });
    routes = apiRoutes(t.services).filter((r) => r.auth === 'admin');
    const make = (name: string, domain: string) =>
      t.services.clients.create({
        clientName: `${name} Person`,
        businessName: name,
        domain,
        plan: 'Enterprise',
      });
    clientA = (await make('Alpha', 'alpha.example')).id;
    clientB = (await make('Beta', 'beta.example')).id;
    const add = async (clientId: string, email: string, role: 'owner' | 'member') => {
      await t.services.customerAccounts.addUser(clientId, { email, role });
      const link = mails.filter((m) => m.to === email && m.link).at(-1)?.link ?? '';
      await t.services.customerAccounts.setPasswordWithLink(linkTokenOf(link), 'password-123');
    };
    await add(clientA, 'owner@alpha.example', 'owner');
    await add(clientA, 'member@alpha.example', 'member');
    await add(clientB, 'owner@beta.example', 'owner');
    await signInAll();
  });
  const signIn = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { email, password: 'password-123' },
    });
    return ([] as string[]).concat(res.headers['set-cookie'] as string[])[0]?.split(';')[0] ?? '';
  };
  const signInAll = async () => {
    cookies.ownerA = await signIn('owner@alpha.example');
    cookies.memberA = await signIn('member@alpha.example');
    cookies.ownerB = await signIn('owner@beta.example');
    cookies.operator = await t.login();
  };
  afterAll(() => t.close());

  it('has a decision for every route it lists (no stale entries)', () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(TENANT_RULES).filter((k) => !known.has(k))).toEqual([]);
  });

  /** What each caller must get; 'allowed' means past the access check (any status but 401 and 403). */
  const expected = (route: AnyRouteSpec, caller: Caller): number | 'allowed' => {
    if (caller === 'anonymous') return 401;
    const rule = tenantRuleOf(route.method, route.path);
    // A workspace's own account routes (its /me, its two-step sign-in) are no operator's.
    if (caller === 'operator')
      return route.path === '/api/app/me' || route.path.startsWith('/api/app/2fa') ? 403 : 'allowed';
    if (!rule) return 403;
    if (caller === 'ownerB') {
      // Routes without a client in the path act on the caller's own client (their /me, their chats list).
      if (!rule.client.key || (rule.client.in === 'query' && route.path === '/api/chat/sessions'))
        return 'allowed';
      if (rule.ownerOnly || rule.client.in === 'params' || rule.client.in === 'query') return 404;
    }
    if (caller === 'memberA' && rule.ownerOnly) return 403;
    return 'allowed';
  };

  const request = (route: AnyRouteSpec, caller: Caller) => {
    const url =
      route.path
        .replace('{id}', clientA)
        .replace('{clientId}', clientA)
        .replace(/\{(\w+)\}/g, (_m, name: string) => `missing-${name}`) +
      (tenantRuleOf(route.method, route.path)?.client.in === 'query' ? `?clientId=${clientA}` : '');
    const headers: Record<string, string> = {};
    const cookie = cookies[caller];
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (route.method === 'POST' || route.method === 'PUT') {
      if (route.path.endsWith('/knowledge/files')) {
        const body = upload();
        headers['content-type'] = body.type;
        payload = body.payload;
      } else {
        headers['content-type'] = 'application/json';
        payload = route.path === '/api/clients/{id}' ? JSON.stringify({ industry: 'Tools' }) : '{}';
      }
    }
    return t.inject({ method: route.method, url, headers, payload });
  };

  it('lets a customer change their business info but never the plan, usage or status', async () => {
    const put = (payload: object, caller: Caller = 'ownerA') =>
      t.inject({
        method: 'PUT',
        url: `/api/clients/${clientA}`,
        headers: { cookie: cookies[caller] ?? '', 'content-type': 'application/json' },
        payload,
      });
    expect((await put({ businessName: 'Alpha Tools' })).statusCode).toBe(200);
    // Their business hours for human handoff are theirs to set (the workspace shows the same dialog).
    const handoff = { enabled: true, timeZone: 'Europe/Paris', hours: [], waitTimeoutMinutes: 4 };
    expect((await put({ handoff }, 'memberA')).statusCode).toBe(200);
    expect((await t.services.clients.get(clientA)).handoff).toEqual(handoff);
    expect((await put({ handoff: { ...handoff, waitTimeoutMinutes: 0 } })).statusCode).toBe(400);
    // Two windows of one day that overlap are refused with the reason, and change nothing.
    const overlapping = [
      { day: 'mon', open: '09:00', close: '13:00' },
      { day: 'mon', open: '12:00', close: '17:00' },
    ];
    const refused = await put({ handoff: { ...handoff, hours: overlapping } }, 'memberA');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Overlaps the window from 09:00 to 13:00');
    expect((await t.services.clients.get(clientA)).handoff).toEqual(handoff);
    for (const payload of [
      { plan: 'Starter' },
      { messagesUsed: '0' },
      { status: 'Active' },
      { isActive: true },
    ]) {
      const res = await put({ businessName: 'Alpha Again', ...payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.services.clients.get(clientA)).businessName).toBe('Alpha Tools');
    expect((await put({ plan: 'Premium' }, 'operator')).statusCode).toBe(200);
    expect((await put({ plan: 'Enterprise' }, 'operator')).statusCode).toBe(200);
  });

  it('scopes a customer’s chat list to their client even when they name none', async () => {
    const at = new Date().toISOString();
    await insertChat(t.services.db, {
      clientId: clientA,
      sessionId: 'alpha-chat-session-0001',
      at,
      messages: ['Hi A'],
    });
    await insertChat(t.services.db, {
      clientId: clientB,
      sessionId: 'beta-chat-session-00001',
      at,
      messages: ['Hi B'],
    });
    const res = await t.inject({
      method: 'GET',
      url: '/api/chat/sessions',
      headers: { cookie: cookies.ownerB ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json)).toContain('beta-chat-session-00001');
    expect(JSON.stringify(res.json)).not.toContain('alpha-chat-session-0001');
    const detail = await t.inject({
      method: 'GET',
      url: '/api/chat/sessions/alpha-chat-session-0001',
      headers: { cookie: cookies.ownerB ?? '' },
    });
    expect(detail.statusCode).toBe(404);
    const own = await t.inject({
      method: 'GET',
      url: '/api/chat/sessions/alpha-chat-session-0001',
      headers: { cookie: cookies.memberA ?? '' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json.messages).toEqual([expect.objectContaining({ message: 'Hi A' })]);
    const other = await t.inject({
      method: 'GET',
      url: `/api/chat/sessions?clientId=${clientA}`,
      headers: { cookie: cookies.ownerB ?? '' },
    });
    expect(other.statusCode).toBe(404);
  });
  const callers: Caller[] = ['anonymous', 'ownerB', 'memberA', 'ownerA', 'operator'];
  it('answers each caller as the table says, never with a 500', async () => {
    const wrong: string[] = [];
    let checked = 0;
    // Signing out and deleting client A come last, or they would end the sessions the rest needs.
    const last = (r: AnyRouteSpec) =>
      r.path === '/api/app/logout'
        ? 1
        : r.path === '/api/admin/logout'
          ? 2
          : r.method === 'DELETE' && r.path === '/api/clients/{id}'
            ? 3
            : 0;
    const ordered = [...routes].sort((a, b) => last(a) - last(b));
    for (const route of ordered) {
      if (last(route) > 0) await signInAll();
      for (const caller of callers) {
        const want = expected(route, caller);
        const res = await request(route, caller);
        checked++;
        const ok =
          want === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === want;
        if (!ok)
          wrong.push(
            `${caller} ${route.method} ${route.path}: ${res.statusCode} (want ${want}) ${res.payload.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});
