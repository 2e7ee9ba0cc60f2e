import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../system.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertChat } from '../../testing/chat-rows.ts';

let t: TestApp;
afterEach(async () => t?.close());

const DEVICE = 'd'.repeat(32);
const OTHER_DEVICE = 'e'.repeat(32);

const addChat = (clientId: string, sessionId: string, at: string, messages: number) =>
  insertChat(t.services.db, {
    clientId,
    sessionId,
    at,
    messages: Array.from({ length: messages }, () => 'm'),
  });

async function liveClient(domain: string) {
  const c = await t.services.clients.create({
    clientName: 'Owner',
    businessName: 'Shop',
    domain,
    plan: 'Starter',
    testMode: false,
  });
  return t.services.clients.generateToken(c.id, 'live');
}

const view = (token: string, origin: string | undefined, body: object) =>
  t.inject({
    method: 'POST',
    url: '/api/widget/page-view',
    headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
    payload: body,
  });

describe('POST /api/widget/page-view', () => {
  it('records visitors and page views on the registered origin only', async () => {
    t = await startTestApp();
    const c = await liveClient('shop.example');
    const token = c.accessToken!;
    const ok = await view(token, 'https://www.shop.example', {
      visitorId: DEVICE,
      pageUrl: 'https://shop.example/a',
      referrer: 'https://google.com/',
    });
    expect(ok.statusCode).toBe(200);
    // Starter has no custom branding: the launcher keeps the default colour.
    expect(ok.json).toEqual({
      recorded: true,
      themeColor: '#3b82f6',
      position: 'bottom-right',
      proactive: null,
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://www.shop.example');
    expect(
      (await view(token, 'https://shop.example', { visitorId: DEVICE, pageUrl: 'https://shop.example/b' }))
        .statusCode,
    ).toBe(200);

    const foreign = await view(token, 'https://evil.example', {
      visitorId: DEVICE,
      pageUrl: 'https://evil.example/',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json.code).toBe('origin_not_allowed');
    expect(
      (await view(token, undefined, { visitorId: DEVICE, pageUrl: 'https://shop.example/' })).statusCode,
    ).toBe(403);
    expect(
      (
        await view('fd_live_nope', 'https://shop.example', {
          visitorId: DEVICE,
          pageUrl: 'https://shop.example/',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await view(token, 'https://shop.example', { visitorId: 'x', pageUrl: 'https://shop.example/' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await view(token, 'https://shop.example', {
          visitorId: DEVICE,
          pageUrl: 'https://shop.example/',
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);

    const visitors = await t.services.db.selectFrom('visitor_sessions').selectAll().execute();
    expect(visitors).toHaveLength(1);
    expect(visitors[0]).toMatchObject({
      client_id: c.id,
      visitor_id: DEVICE,
      page_views: 2,
      page_url: 'https://shop.example/b',
    });
    expect(await t.services.db.selectFrom('page_visits').selectAll().execute()).toHaveLength(2);
  });

  it('accepts test tokens from any origin and answers the CORS preflight', async () => {
    t = await startTestApp();
    const c = await t.services.clients.create({
      clientName: 'Owner',
      businessName: 'Shop',
      domain: 'shop.example',
      plan: 'Starter',
    });
    const res = await view(c.testAccessToken!, 'http://localhost:5173', {
      visitorId: DEVICE,
      pageUrl: 'http://localhost:5173/',
    });
    expect(res.statusCode).toBe(200);
    const pre = await t.inject({
      method: 'OPTIONS',
      url: '/api/widget/page-view',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.statusCode).toBe(200);
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/authorization/i);
  });

  it('rate-limits one visitor', async () => {
    t = await startTestApp();
    const c = await t.services.clients.create({
      clientName: 'Owner',
      businessName: 'Shop',
      domain: 'shop.example',
      plan: 'Starter',
    });
    let last = 0;
    for (let i = 0; i < 121; i++)
      last = (
        await view(c.testAccessToken!, 'https://shop.example', {
          visitorId: DEVICE,
          pageUrl: 'https://shop.example/',
        })
      ).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/v1/analytics/dashboard/{clientId}', () => {
  it('needs an admin and a known client; null without data', async () => {
    t = await startTestApp();
    const c = await liveClient('shop.example');
    expect((await t.inject({ method: 'GET', url: `/api/v1/analytics/dashboard/${c.id}` })).statusCode).toBe(
      401,
    );
    const cookie = await t.login();
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/analytics/dashboard/nope', headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/analytics/dashboard/${c.id}?timeframe=2d`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(400);
    const empty = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${c.id}?timeframe=7d`,
      headers: { cookie },
    });
    expect(empty.json).toEqual({ analytics: null });
  });

  it('reports visitors, engagement, top pages and chats per day within the timeframe', async () => {
    const clock = createManualClock('2026-10-01T10:00:00.000Z');
    t = await startTestApp({ clock });
    const c = await liveClient('shop.example');
    const other = await liveClient('other.example');
    const o = 'https://shop.example';
    // Ten days ago: outside 7d, inside 30d.
    await view(c.accessToken!, o, { visitorId: 'f'.repeat(32), pageUrl: `${o}/old` });
    await addChat(c.id, 'f'.repeat(32) + 'r'.repeat(24), clock.now().toISOString(), 2);
    clock.set('2026-10-11T09:00:00.000Z');
    await view(c.accessToken!, o, { visitorId: DEVICE, pageUrl: `${o}/` });
    await view(c.accessToken!, o, { visitorId: DEVICE, pageUrl: `${o}/pricing` });
    await view(c.accessToken!, o, { visitorId: OTHER_DEVICE, pageUrl: `${o}/` });
    await addChat(c.id, DEVICE + 'a'.repeat(24), '2026-10-10T08:00:00.000Z', 4);
    await addChat(c.id, 'z'.repeat(56), '2026-10-11T08:00:00.000Z', 2);
    // Another client's session under the same device id engages nobody here.
    await addChat(other.id, OTHER_DEVICE + 'b'.repeat(24), '2026-10-11T08:00:00.000Z', 2);

    const cookie = await t.login();
    const week = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${c.id}?timeframe=7d`,
      headers: { cookie },
    });
    expect(week.statusCode).toBe(200);
    expect(week.json).toEqual({
      analytics: {
        visitors: { totalVisitors: 2, totalPageViews: 3, chatEngagementRate: 50 },
        chats: { totalChats: 2, totalMessages: 6, avgMessagesPerChat: 3 },
        topPages: [
          { pageUrl: `${o}/`, uniqueVisitors: 2, visits: 2 },
          { pageUrl: `${o}/pricing`, uniqueVisitors: 1, visits: 1 },
        ],
        // Every day of the range, quiet days as 0.
        chatsPerDay: [
          { date: '2026-10-04', chats: 0 },
          { date: '2026-10-05', chats: 0 },
          { date: '2026-10-06', chats: 0 },
          { date: '2026-10-07', chats: 0 },
          { date: '2026-10-08', chats: 0 },
          { date: '2026-10-09', chats: 0 },
          { date: '2026-10-10', chats: 1 },
          { date: '2026-10-11', chats: 1 },
        ],
        chatsByLanguage: [{ language: 'unknown', chats: 2 }],
      },
    });
    const month = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${c.id}?timeframe=30d`,
      headers: { cookie },
    });
    expect(month.json.analytics.visitors).toEqual({
      totalVisitors: 3,
      totalPageViews: 4,
      chatEngagementRate: 66.7,
    });
    expect(month.json.analytics.chats.totalChats).toBe(3);
    const day = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${c.id}?timeframe=1d`,
      headers: { cookie },
    });
    expect(day.json.analytics.chatsPerDay).toEqual([
      { date: '2026-10-10', chats: 0 },
      { date: '2026-10-11', chats: 1 },
    ]);
  });
});

describe('GET /api/widget/demo-client', () => {
  it('serves test-mode clients by domain, with or without a scheme, and nothing else', async () => {
    t = await startTestApp({ seedDemo: true });
    const lookup = (domain: string) =>
      t.inject({ method: 'GET', url: `/api/widget/demo-client?domain=${encodeURIComponent(domain)}` });
    const res = await lookup('chatgenius.ai');
    expect(res.statusCode).toBe(200);
    const found = res.json.client;
    expect(found).toMatchObject({ businessName: 'ChatGenius AI', domain: 'chatgenius.ai' });
    expect(found.testAccessToken).toMatch(/^fd_test_/);
    expect(Object.keys(found).sort()).toEqual(['businessName', 'clientId', 'domain', 'testAccessToken']);
    expect((await lookup('https://chatgenius.ai')).json.client.clientId).toBe(found.clientId);
    expect((await lookup('http://chatgenius.ai/')).json.client.clientId).toBe(found.clientId);

    expect((await lookup('unknown.example')).json).toEqual({ client: null });
    expect((await lookup(found.clientId)).json).toEqual({ client: null });
    expect((await t.inject({ method: 'GET', url: '/api/widget/demo-client' })).statusCode).toBe(400);
    await t.services.clients.setTestMode(found.clientId, false);
    expect((await lookup('chatgenius.ai')).json).toEqual({ client: null });
  });
});

describe('GET /api/widget/demo-profiles', () => {
  it('lists the five preset businesses with what demo mode needs', async () => {
    t = await startTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/widget/demo-profiles' });
    expect(res.statusCode).toBe(200);
    expect(res.json.profiles.map((p: { domain: string }) => p.domain)).toEqual([
      'chatgenius.ai',
      'bellamoda.shop',
      'sunsetrealty.com',
      'ecothreads.co',
      'taskpilot.io',
    ]);
    expect(res.json.profiles[0].sampleResponses.default).toBeTruthy();
  });
});
