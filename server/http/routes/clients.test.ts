import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.login();
});
afterAll(async () => t.close());

const valid = {
  clientName: 'Jane Doe',
  businessName: 'Jane’s Shop',
  domain: 'janeshop.com',
  plan: 'Premium',
};
const api = (method: string, url: string, payload?: unknown) =>
  t.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
// One client per website: each test's client gets a domain of its own unless it names one.
let seq = 0;
const create = async (body: object = { ...valid, domain: `shop${++seq}.example.com` }) => {
  const res = await api('POST', '/api/clients', body);
  expect(res.statusCode).toBe(201);
  return res.json;
};

describe('clients API', () => {
  it('refuses every route without an admin session', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/clients'],
      ['POST', '/api/clients'],
      ['GET', '/api/clients/x'],
      ['PUT', '/api/clients/x'],
      ['DELETE', '/api/clients/x'],
      ...[
        'reset-messages',
        'reset-usage',
        'generate-token',
        'revoke-token',
        'generate-test-token',
        'revoke-test-token',
        'toggle-test-mode',
      ].map((a): [string, string] => ['POST', `/api/clients/x/${a}`]),
      ['GET', '/api/clients/x/api-keys'],
      ['POST', '/api/clients/x/api-keys'],
      ['DELETE', '/api/clients/x/api-keys/k'],
      ['GET', '/api/admin/dashboard/stats'],
      ['GET', '/api/admin/dashboard/recent-chats'],
      ['GET', '/api/admin/me'],
      ['POST', '/api/admin/logout'],
    ];
    for (const [method, url] of routes) {
      const res = await t.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json.code).toBe('unauthorized');
    }
  });

  it('creates a client in test mode with a test token and defaults', async () => {
    const c = await create({
      ...valid,
      domain: 'https://Create.Example.com/shop',
      email: '',
      industry: 'Retail',
    });
    expect(c).toMatchObject({
      clientName: 'Jane Doe',
      domain: 'create.example.com',
      plan: 'Premium',
      messagesUsed: '0',
      messageLimit: 500,
      customMessageLimit: null,
      status: 'Active',
      testMode: true,
      isActive: true,
      accessToken: null,
      email: '',
      industry: 'Retail',
      chatCustomizations: {
        headerTitle: 'Chat with us',
        firstMessage: 'Hello! How can I help you today?',
        themeColor: '#3b82f6',
        position: 'bottom-right',
        faqs: [],
      },
    });
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.testAccessToken).toMatch(/^fd_test_[A-Za-z0-9_-]{43}$/);
    expect((await api('GET', `/api/clients/${c.id}`)).json).toEqual(c);
    const list = (await api('GET', '/api/clients')).json;
    expect(list.clients.map((x: { id: string }) => x.id)).toContain(c.id);
  });

  it.each([
    [{ ...valid, clientName: '  ' }, 'clientName', 'Client name is required'],
    [{ ...valid, clientName: undefined }, 'clientName', 'Client name is required'],
    [{ ...valid, businessName: '' }, 'businessName', 'Business name is required'],
    [{ ...valid, domain: '' }, 'domain', 'Domain is required'],
    [{ ...valid, domain: 'localhost' }, 'domain', 'Please enter a valid domain name'],
    [{ ...valid, plan: '' }, 'plan', 'Plan is required'],
    [{ ...valid, plan: 'Gold' }, 'plan', 'Plan is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, clientName: 42 }, 'clientName', 'Client name is required'],
  ])('validates %j', async (body, field, message) => {
    const before = (await api('GET', '/api/clients')).json.clients.length;
    const res = await api('POST', '/api/clients', body);
    expect(res.statusCode).toBe(400);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.fields[field]).toBe(message);
    expect((await api('GET', '/api/clients')).json.clients.length).toBe(before);
  });

  it('validates chatbot customization with the spec messages', async () => {
    const c = await create();
    const bad = await api('PUT', `/api/clients/${c.id}`, {
      chatCustomizations: {
        headerTitle: '',
        firstMessage: ' ',
        themeColor: '',
        position: 'top-left',
        showAvatar: true,
        enableTypingIndicator: true,
        enableSoundNotifications: false,
        faqs: [{ question: '', answer: '' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fields).toMatchObject({
      'chatCustomizations.headerTitle': 'Header title is required',
      'chatCustomizations.firstMessage': 'First message is required',
      'chatCustomizations.themeColor': 'Theme color is required',
      'chatCustomizations.position': 'Position must be bottom-right or bottom-left',
      'chatCustomizations.faqs.0.question': 'Question is required',
      'chatCustomizations.faqs.0.answer': 'Answer is required',
    });
    const good = await api('PUT', `/api/clients/${c.id}`, {
      chatCustomizations: {
        headerTitle: 'Ask us',
        firstMessage: 'Hi!',
        themeColor: '#112233',
        position: 'bottom-left',
        showAvatar: false,
        enableTypingIndicator: false,
        enableSoundNotifications: true,
        faqs: [{ question: 'Open?', answer: '9 to 5' }],
      },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json.chatCustomizations).toMatchObject({
      headerTitle: 'Ask us',
      position: 'bottom-left',
      faqs: [{ question: 'Open?', answer: '9 to 5' }],
    });
  });

  it('updates fields, status and messagesUsed given with thousands separators', async () => {
    const c = await create();
    const res = await api('PUT', `/api/clients/${c.id}`, {
      clientName: 'Janet',
      messagesUsed: '1,234',
      status: 'Suspended',
      plan: 'Enterprise',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      clientName: 'Janet',
      messagesUsed: '1234',
      status: 'Suspended',
      plan: 'Enterprise',
      messageLimit: 1000,
    });
    expect(res.json.updatedAt >= c.updatedAt).toBe(true);
    const bad = await api('PUT', `/api/clients/${c.id}`, { messagesUsed: '12,34' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fields.messagesUsed).toBe('Messages used must be a whole number');
    expect((await api('PUT', `/api/clients/${c.id}`, { status: 'Deleted' })).statusCode).toBe(400);
  });

  it('refuses unknown keys, prototype keys, malformed JSON and oversize bodies without writing', async () => {
    const c = await create();
    const unknown = await api('PUT', `/api/clients/${c.id}`, { clientName: 'X', isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.fields.isAdmin).toBe('Unknown field: isAdmin');
    const proto = await t.inject({
      method: 'PUT',
      url: `/api/clients/${c.id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"clientName":"Evil","__proto__":{"isAdmin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"clientName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json).toEqual({ error: 'Request body is not valid JSON', code: 'bad_request' });
    const huge = await api('POST', '/api/clients', { ...valid, aiContent: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json.code).toBe('payload_too_large');
    expect((await api('GET', `/api/clients/${c.id}`)).json.clientName).toBe('Jane Doe');
  });

  it('answers 404 for unknown ids on every client route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/clients/nope', undefined],
      ['PUT', '/api/clients/nope', { clientName: 'x' }],
      ['DELETE', '/api/clients/nope', undefined],
      ['POST', '/api/clients/nope/reset-usage', undefined],
      ['POST', '/api/clients/nope/generate-token', undefined],
      ['POST', '/api/clients/nope/toggle-test-mode', { testMode: false }],
    ] as const) {
      const res = await api(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json).toEqual({ error: 'Client not found', code: 'not_found' });
    }
  });

  it('runs the token lifecycle and test mode', async () => {
    const c = await create();
    const gen = (await api('POST', `/api/clients/${c.id}/generate-token`)).json;
    expect(gen.accessToken).toMatch(/^fd_live_[A-Za-z0-9_-]{43}$/);
    expect(gen.accessTokenCreatedAt).toBeTruthy();
    const regen = (await api('POST', `/api/clients/${c.id}/generate-token`)).json;
    expect(regen.accessToken).not.toBe(gen.accessToken);
    const revoked = (await api('POST', `/api/clients/${c.id}/revoke-token`)).json;
    expect(revoked).toMatchObject({ accessToken: null, accessTokenCreatedAt: null });

    const testGen = (await api('POST', `/api/clients/${c.id}/generate-test-token`)).json;
    expect(testGen.testAccessToken).toMatch(/^fd_test_/);
    expect(testGen.testAccessToken).not.toBe(c.testAccessToken);
    expect((await api('POST', `/api/clients/${c.id}/revoke-test-token`)).json.testAccessToken).toBeNull();

    const off = await api('POST', `/api/clients/${c.id}/toggle-test-mode`, { testMode: false });
    expect(off.json.testMode).toBe(false);
    expect(
      (await api('POST', `/api/clients/${c.id}/toggle-test-mode`, { testMode: true })).json.testMode,
    ).toBe(true);
    const bad = await api('POST', `/api/clients/${c.id}/toggle-test-mode`, { testMode: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('honours tokens only in their own state: test tokens need test mode, live tokens need the domain', async () => {
    const c = await create({ ...valid, domain: 'tokens.example.com' });
    const live = (await api('POST', `/api/clients/${c.id}/generate-token`)).json.accessToken as string;
    await expect(t.services.clients.resolveWidgetCaller(c.testAccessToken, undefined)).resolves.toMatchObject(
      { kind: 'test' },
    );
    await expect(
      t.services.clients.resolveWidgetCaller(live, 'https://tokens.example.com'),
    ).resolves.toMatchObject({ kind: 'live' });
    await expect(t.services.clients.resolveWidgetCaller(live, 'https://evil.com')).rejects.toMatchObject({
      code: 'origin_not_allowed',
    });
    await expect(t.services.clients.resolveWidgetCaller(live, undefined)).rejects.toMatchObject({
      code: 'origin_not_allowed',
    });
    await api('POST', `/api/clients/${c.id}/toggle-test-mode`, { testMode: false });
    await expect(t.services.clients.resolveWidgetCaller(c.testAccessToken, undefined)).rejects.toMatchObject({
      code: 'unauthorized',
    });
    await api('PUT', `/api/clients/${c.id}`, { status: 'Suspended' });
    await expect(
      t.services.clients.resolveWidgetCaller(live, 'https://tokens.example.com'),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(
      t.services.clients.resolveWidgetCaller('fd_live_unknown', 'https://tokens.example.com'),
    ).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('resets usage with both endpoints', async () => {
    const c = await create();
    await api('PUT', `/api/clients/${c.id}`, { messagesUsed: '77' });
    expect((await api('POST', `/api/clients/${c.id}/reset-usage`)).json.messagesUsed).toBe('0');
    await api('PUT', `/api/clients/${c.id}`, { messagesUsed: '5' });
    expect((await api('POST', `/api/clients/${c.id}/reset-messages`)).json.messagesUsed).toBe('0');
  });

  it('deletes a client', async () => {
    const c = await create();
    expect((await api('DELETE', `/api/clients/${c.id}`)).json).toEqual({ ok: true });
    expect((await api('GET', `/api/clients/${c.id}`)).statusCode).toBe(404);
  });

  it('filters the list by plan, status and search', async () => {
    await create({
      ...valid,
      businessName: 'Filterable Widgets',
      domain: 'filter.example.org',
      plan: 'Starter',
    });
    const byPlan = (await api('GET', '/api/clients?plan=starter')).json.clients;
    expect(byPlan.length).toBeGreaterThan(0);
    expect(byPlan.every((c: { plan: string }) => c.plan === 'Starter')).toBe(true);
    const bySearch = (await api('GET', '/api/clients?search=filterable')).json.clients;
    expect(bySearch.map((c: { businessName: string }) => c.businessName)).toEqual(['Filterable Widgets']);
    expect((await api('GET', '/api/clients?search=100%25')).json.clients).toEqual([]);
    expect((await api('GET', '/api/clients?bogus=1')).statusCode).toBe(400);
  });

  it('manages secret API keys: shown once, listed by prefix, revoked', async () => {
    const c = await create();
    const created = await api('POST', `/api/clients/${c.id}/api-keys`, { name: 'Backend' });
    expect(created.statusCode).toBe(201);
    expect(created.json.key).toMatch(/^fd_sk_[A-Za-z0-9_-]{43}$/);
    expect(created.json.key.startsWith(created.json.prefix)).toBe(true);
    const list = (await api('GET', `/api/clients/${c.id}/api-keys`)).json.apiKeys;
    expect(list).toEqual([
      {
        id: created.json.id,
        name: 'Backend',
        prefix: created.json.prefix,
        createdAt: created.json.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.json.key);
    expect((await t.services.apiKeys.authenticate(created.json.key))?.id).toBe(c.id);
    expect((await api('DELETE', `/api/clients/${c.id}/api-keys/${created.json.prefix}`)).statusCode).toBe(
      200,
    );
    expect(await t.services.apiKeys.authenticate(created.json.key)).toBeNull();
    expect((await api('DELETE', `/api/clients/${c.id}/api-keys/${created.json.id}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/clients/${c.id}/api-keys`, { name: '' })).json.fields.name).toBe(
      'Name is required',
    );
  });
});

describe('plan limits', () => {
  it("shows the plan's catalogue allowance until an operator sets a custom limit, and enforces that one", async () => {
    const c = await create({ ...valid, domain: 'limits.example.com', plan: 'Starter' });
    expect(c).toMatchObject({ messageLimit: 200, customMessageLimit: null });
    const custom = await api('PUT', `/api/clients/${c.id}`, { customMessageLimit: 3 });
    expect(custom.statusCode).toBe(200);
    expect(custom.json).toMatchObject({ plan: 'Starter', messageLimit: 3, customMessageLimit: 3 });
    expect(
      (await api('GET', '/api/clients')).json.clients.find((x: { id: string }) => x.id === c.id),
    ).toMatchObject({ messageLimit: 3 });

    // Enforcement reads the same number: the fourth reply of the month is refused.
    const client = await t.services.clients.record(c.id);
    for (let i = 0; i < 3; i++) await t.services.usage.consume(c.id, effectiveMessageLimit(client));
    await expect(t.services.usage.consume(c.id, effectiveMessageLimit(client))).rejects.toMatchObject({
      code: 'usage_limit_reached',
    });

    const back = await api('PUT', `/api/clients/${c.id}`, { customMessageLimit: null, plan: 'Enterprise' });
    expect(back.json).toMatchObject({ messageLimit: 1000, customMessageLimit: null });
    for (const bad of [0, -5, 2.5, '100', 10_000_001]) {
      const res = await api('PUT', `/api/clients/${c.id}`, { customMessageLimit: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json.fields.customMessageLimit).toMatch(/Message limit must/);
    }
    expect((await api('GET', `/api/clients/${c.id}`)).json.messageLimit).toBe(1000);
  });

  it('refuses an unknown plan on update too', async () => {
    const c = await create();
    const res = await api('PUT', `/api/clients/${c.id}`, { plan: 'Gold' });
    expect(res.statusCode).toBe(400);
    expect(res.json.fields.plan).toBe('Plan is required');
  });
});

describe('one client per website', () => {
  it('refuses a second client on the same domain, www. folded, on create and update', async () => {
    const first = await create({ ...valid, domain: 'twice.example.com' });
    for (const domain of ['twice.example.com', 'https://WWW.Twice.example.com/shop']) {
      const res = await api('POST', '/api/clients', { ...valid, domain });
      expect(res.statusCode, domain).toBe(409);
      expect(res.json.code).toBe('conflict');
      expect(res.json.fields.domain).toMatch(/twice\.example\.com is already taken$/);
    }
    const other = await create();
    const moved = await api('PUT', `/api/clients/${other.id}`, { domain: 'www.twice.example.com' });
    expect(moved.statusCode).toBe(409);
    expect((await api('GET', `/api/clients/${other.id}`)).json.domain).toBe(other.domain);
    // A client keeps its own domain when saved again.
    expect((await api('PUT', `/api/clients/${first.id}`, { domain: 'twice.example.com' })).statusCode).toBe(
      200,
    );
  });

  it('lists every match instead of guessing when an old database holds a domain twice', async () => {
    const a = await create({ ...valid, domain: 'dup.example.org' });
    const b = await create({ ...valid, domain: 'dup-b.example.org' });
    // Written past the service (a second connection to the file), as databases from before the rule hold them.
    const side = openDatabase(t.config.databaseFile);
    side.sqlite.prepare('update clients set domain = ? where id = ?').run('www.dup.example.org', b.id);
    await side.close();
    const err = await t.services.clients.resolve('dup.example.org').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'conflict' });
    expect((err as Error).message).toContain(a.id);
    expect((err as Error).message).toContain(b.id);
    expect((await t.services.clients.resolve(b.id)).id).toBe(b.id);
  });
});

describe('resolving a client by id or domain', () => {
  it('accepts the id, the domain with or without scheme, and its www. twin', async () => {
    const c = await create({ ...valid, domain: 'resolve.example.net' });
    const w = await create({ ...valid, domain: 'www.twin.example.net' });
    for (const ref of [
      c.id,
      'resolve.example.net',
      'https://resolve.example.net/',
      'www.resolve.example.net',
      'RESOLVE.example.net',
    ]) {
      expect((await t.services.clients.resolve(ref)).id, ref).toBe(c.id);
    }
    expect((await t.services.clients.resolve('twin.example.net')).id).toBe(w.id);
    await expect(t.services.clients.resolve('other.example.net')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
