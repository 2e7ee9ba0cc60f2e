/**
 * Attack table, widget tokens (rows 5, 10 and 11): test tokens are never handed out for a paying client,
 * spend their own small daily allowance (never the plan's usage, never the analytics), and every public
 * token has its own rate limit beside the per-IP one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A, SESSION_B, type ChatFixture } from '../testing/chat-fixture.ts';

const fixtures: ChatFixture[] = [];
afterEach(async () => {
  for (const f of fixtures.splice(0)) await f.close();
});
async function fixture(opts: Parameters<typeof chatFixture>[0] = {}) {
  const f = await chatFixture(opts);
  fixtures.push(f);
  return f;
}

/** Through the test app's inject, which keeps the session secrets the server issues, as a widget does. */
const ask = (
  f: ChatFixture,
  token: string,
  message: string,
  opts: { ip?: string; origin?: string; sessionId?: string } = {},
) =>
  f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: f.widget(token, opts.origin),
    payload: { message, sessionId: opts.sessionId ?? SESSION_A },
    remoteAddress: opts.ip ?? '127.0.0.1',
  });

describe('row 5: test tokens are not public and never spend the plan', () => {
  it('serves the demo lookup only for clients marked as demo profiles', async () => {
    const f = await fixture();
    const lookup = (domain: string) =>
      f.t.inject({ method: 'GET', url: `/api/widget/demo-client?domain=${domain}` });
    // A paying client in test mode (a fresh sign-up): no token for an unauthenticated caller.
    expect((await lookup('sunsetrealty.com')).json).toEqual({ client: null });
    await f.t.services.clients.update(f.a.id, { isDemo: true });
    expect((await lookup('sunsetrealty.com')).json.client).toMatchObject({
      clientId: f.a.id,
      testAccessToken: f.a.test,
    });
    // Unmarking takes it off again; a demo profile out of test mode is not served either.
    await f.t.services.clients.update(f.a.id, { isDemo: false });
    expect((await lookup('sunsetrealty.com')).json).toEqual({ client: null });
  });

  it('marks the seeded profiles as demos', async () => {
    const { startTestApp } = await import('../testing/test-app.ts');
    const t = await startTestApp({ seedDemo: true });
    try {
      const clients = await t.services.clients.list();
      expect(clients.length).toBe(5);
      expect(clients.every((c) => c.isDemo && c.testMode)).toBe(true);
      const res = await t.inject({ method: 'GET', url: '/api/widget/demo-client?domain=bellamoda.shop' });
      expect(res.json.client?.testAccessToken).toMatch(/^fd_test_/);
    } finally {
      await t.close();
    }
  });

  it("counts test-token replies on the client's own daily allowance, never the monthly usage", async () => {
    const f = await fixture({ env: { FRONTDESK_TEST_DAILY_LIMIT: '2' } });
    expect((await ask(f, f.a.test, 'When can I view a property?')).statusCode).toBe(200);
    expect((await ask(f, f.a.test, 'What is your commission?')).statusCode).toBe(200);
    const third = await ask(f, f.a.test, 'Do you offer virtual tours?');
    expect(third.statusCode).toBe(429);
    expect(third.json.code).toBe('usage_limit_reached');
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(2);
    // The production token of the same client still answers, counted on the plan.
    expect(
      (
        await ask(f, f.a.live, 'When can I view a property?', {
          origin: 'https://sunsetrealty.com',
          sessionId: SESSION_B,
        })
      ).statusCode,
    ).toBe(200);
    expect(await f.t.services.usage.used(f.a.id)).toBe(1);
  });

  it('keeps test-token page views out of the analytics', async () => {
    const f = await fixture();
    const view = (token: string, origin?: string) =>
      f.t.inject({
        method: 'POST',
        url: '/api/widget/page-view',
        headers: f.widget(token, origin),
        payload: { visitorId: 'visitor-1234567890', pageUrl: 'https://sunsetrealty.com/' },
      });
    expect((await view(f.a.test)).statusCode).toBe(200);
    const rows = () => f.t.services.db.selectFrom('page_visits').select('id').execute();
    expect(await rows()).toHaveLength(0);
    expect((await view(f.a.live, 'https://sunsetrealty.com')).statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps test-token chats out of the insights and the chat analytics', async () => {
    const f = await fixture();
    const live = { origin: 'https://sunsetrealty.com', sessionId: SESSION_B };
    // An unanswerable question and a follow-up address, first through the test token.
    expect((await ask(f, f.a.test, 'Do you repair submarine engines on Mars?')).statusCode).toBe(200);
    expect((await ask(f, f.a.test, 'Please write to tester@example.com')).statusCode).toBe(200);
    const report = async () => ({
      unanswered: (await f.t.services.insights.unanswered(f.a.id)).questions.length,
      leads: (await f.t.services.insights.leads(f.a.id)).leads.length,
      // No analytics at all (null) is as good as zero chats.
      chats: (await f.t.services.analytics.dashboard(f.a.id, '7d')).analytics?.chats.totalChats ?? 0,
      messages: (await f.t.services.analytics.dashboard(f.a.id, '7d')).analytics?.chats.totalMessages ?? 0,
    });
    expect(await report()).toEqual({ unanswered: 0, leads: 0, chats: 0, messages: 0 });
    // The same through the live token counts: the report works, the test traffic alone is left out.
    expect((await ask(f, f.a.live, 'Do you repair submarine engines on Mars?', live)).statusCode).toBe(200);
    expect((await ask(f, f.a.live, 'Please write to visitor@example.com', live)).statusCode).toBe(200);
    expect(await report()).toEqual({ unanswered: 1, leads: 1, chats: 1, messages: 4 });
  });
});

describe('rows 10 and 11: every public token has its own rate limit beside the per-IP one', () => {
  it('limits a test token used from many addresses', async () => {
    const f = await fixture({ chat: { limits: { perTestTokenPerMinute: 3 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await f.t.app.http.inject({
        method: 'GET',
        url: `/api/chat/messages/${SESSION_B}`,
        headers: f.widget(f.a.test),
        remoteAddress: `198.51.100.${i + 1}`,
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    // Another client's token has its own bucket.
    const other = await f.t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: f.widget(f.b.test),
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits a production token used from many addresses', async () => {
    const f = await fixture({ chat: { limits: { perLiveTokenPerMinute: 2 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await f.t.app.http.inject({
        method: 'GET',
        url: '/api/widget/config',
        headers: f.widget(f.a.live, 'https://sunsetrealty.com'),
        remoteAddress: `203.0.113.${i + 1}`,
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
