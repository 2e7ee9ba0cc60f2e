import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chatFixture,
  SESSION_A,
  SESSION_B,
  sessionKeyOf,
  type ChatFixture,
} from '../../testing/chat-fixture.ts';

let f: ChatFixture;
beforeEach(async () => {
  f = await chatFixture();
});
afterEach(async () => {
  await f.close();
});

const ask = (token: string, origin: string | undefined, message: string, sessionId = SESSION_A) =>
  f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: f.widget(token, origin),
    payload: { message, sessionId },
  });

describe('the Origin rule for production tokens', () => {
  // The attack-table row each refusal answers (../shared/SECURITY-ATTACKS.md).
  const cases: [string, string | undefined, number, number?][] = [
    ['the registered domain', 'https://sunsetrealty.com', 200],
    ['its www. twin', 'https://www.sunsetrealty.com', 200],
    ['a foreign site', 'https://bellamoda.shop', 403, 1],
    ['a look-alike prefix', 'https://evil-sunsetrealty.com', 403, 3],
    ['a look-alike suffix', 'https://sunsetrealty.com.evil.io', 403, 3],
    ['a sub-domain that is not www', 'https://shop.sunsetrealty.com', 403, 3],
    ['a missing Origin', undefined, 403, 2],
    ["the 'null' Origin", 'null', 403, 3],
  ];
  for (const [name, origin, status, row] of cases) {
    it(`${row ? `row ${row}: ` : ''}${status === 200 ? 'accepts' : 'refuses'} ${name} on every widget route, before any AI work or counting`, async () => {
      const h = f.widget(f.a.live, origin);
      const res = [
        await f.t.inject({
          method: 'POST',
          url: '/api/chat/messages',
          headers: h,
          payload: { message: 'When can I view a property?', sender: 'user', sessionId: SESSION_A },
        }),
        await f.t.inject({
          method: 'POST',
          url: '/api/chat/ai-response',
          headers: h,
          payload: { message: 'When can I view a property?', sessionId: SESSION_A },
        }),
        await ask(f.a.live, origin, 'When can I view a property?'),
        await f.t.inject({ method: 'GET', url: `/api/chat/messages/${SESSION_A}`, headers: h }),
        await f.t.inject({ method: 'GET', url: '/api/widget/config', headers: h }),
        await f.t.inject({ method: 'POST', url: `/api/sessions/${SESSION_A}/end`, headers: h }),
      ];
      for (const r of res) {
        expect(r.statusCode === 201 ? 200 : r.statusCode).toBe(status);
        if (status === 403) expect(r.json.code).toBe('origin_not_allowed');
      }
      expect(await f.t.services.usage.used(f.a.id)).toBe(status === 200 ? 2 : 0);
    });
  }

  it('lets test tokens skip the domain check, and refuses them once test mode is off', async () => {
    expect((await ask(f.a.test, 'https://anywhere.example', 'When can I view a property?')).statusCode).toBe(
      200,
    );
    expect((await ask(f.a.test, undefined, 'When can I view a property?')).statusCode).toBe(200);
    await f.t.services.clients.setTestMode(f.a.id, false);
    expect((await ask(f.a.test, undefined, 'When can I view a property?')).json.code).toBe('unauthorized');
  });

  it('refuses unknown tokens and calls without credentials', async () => {
    expect((await ask('fd_live_nope', 'https://sunsetrealty.com', 'hello')).statusCode).toBe(401);
    const res = await f.t.inject({ method: 'GET', url: `/api/chat/messages/${SESSION_A}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers CORS preflights from any origin', async () => {
    const res = await f.t.inject({
      method: 'OPTIONS',
      url: '/api/chat/ai-response',
      headers: {
        origin: 'https://sunsetrealty.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeTruthy();
  });
});

describe('two clients never see each other', () => {
  it('keys sessions by client: another client’s token sees 404 and cannot end, read or answer into it', async () => {
    const first = await ask(f.a.test, undefined, 'When can I view a property?');
    expect(first.statusCode).toBe(200);
    const other = f.widget(f.b.test);
    expect(
      (await f.t.inject({ method: 'GET', url: `/api/chat/messages/${SESSION_A}`, headers: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await f.t.inject({ method: 'POST', url: `/api/sessions/${SESSION_A}/end`, headers: other }))
        .statusCode,
    ).toBe(404);
    // The same id under B is B's own, separate conversation answered from B's knowledge only.
    const b = await ask(f.b.test, undefined, 'When can I view a property?');
    expect(b.json.reply).not.toMatch(/9 AM/);
    const bMessages = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}`,
      headers: other,
    });
    expect(bMessages.json.messages).toHaveLength(2);
    const aMessages = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}`,
      headers: f.widget(f.a.test),
    });
    expect(aMessages.json.messages).toHaveLength(2);
    expect(aMessages.json.messages[1].message).toMatch(/9 AM to 6 PM/);
  });

  it('never answers from another client’s knowledge or FAQs', async () => {
    const r = await ask(f.a.test, undefined, 'Is shipping free on orders over $150?');
    expect(r.json.reply).not.toMatch(/150|1-2 business days/);
    const faq = await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: f.widget(f.a.test),
      payload: {
        message: 'Returns are accepted within 30 days of delivery.',
        sender: 'ai',
        sessionId: SESSION_A,
      },
    });
    expect(faq.statusCode).toBe(403);
  });

  it('scopes secret API keys to their client', async () => {
    const key = await f.t.services.apiKeys.create(f.b.id, 'server');
    const headers = { authorization: `Bearer ${key.key}` };
    const r = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers,
      payload: { message: 'How long does express delivery take?', sessionId: SESSION_B },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json.reply).toMatch(/1-2 business days/);
    expect(r.json.sources[0].title).toBe('Shipping');
    expect(await f.t.services.usage.used(f.b.id)).toBe(1);
    // Secret keys are for v1 only, and stop working once revoked.
    expect(
      (await f.t.inject({ method: 'GET', url: `/api/chat/messages/${SESSION_B}`, headers })).statusCode,
    ).toBe(403);
    await f.t.services.apiKeys.revoke(f.b.id, key.id);
    expect(
      (
        await f.t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers,
          payload: { message: 'hi', sessionId: SESSION_B },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('messages, FAQ presets and sessions', () => {
  it('follows the widget flow: post, ai-response answers that message, refetch', async () => {
    const h = f.widget(f.a.test);
    const posted = await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: h,
      payload: {
        message: 'Can I schedule a viewing on Sunday?',
        sender: 'user',
        sessionId: SESSION_A,
        metadata: { userAgent: 'UA', isFAQ: true },
      },
    });
    expect(posted.statusCode).toBe(201);
    // A test token's messages are visibly flagged (row 5).
    expect(posted.json.metadata).toEqual({ userAgent: 'UA', test: true, language: 'en' });
    const ai = await f.t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: h,
      payload: {
        message: 'Can I schedule a viewing on Sunday?',
        sessionId: SESSION_A,
        clientContext: { aiContent: 'We are open only on Mondays.' },
      },
    });
    expect(ai.statusCode).toBe(200);
    expect(ai.json.sender).toBe('ai');
    expect(ai.json.message).toMatch(/seven days a week/);
    expect(ai.json.metadata.replyTo).toBe(posted.json.id);
    expect(ai.json.metadata.preview).toBeUndefined();
    const list = await f.t.inject({ method: 'GET', url: `/api/chat/messages/${SESSION_A}`, headers: h });
    expect(list.json.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'ai']);
    const after = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}?after=${posted.json.id}`,
      headers: h,
    });
    expect(after.json.messages).toHaveLength(1);
  });

  it('stores a chosen FAQ answer with the preset metadata, uncounted, and refuses other AI text', async () => {
    const h = f.widget(f.a.test);
    await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: h,
      payload: { message: 'Do you offer virtual tours?', sender: 'user', sessionId: SESSION_A },
    });
    const faq = await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: h,
      payload: {
        message: 'Yes, every listing has a virtual tour.',
        sender: 'ai',
        sessionId: SESSION_A,
        metadata: { isFAQ: true, model: 'faq-instant', responseType: 'faq_preset', responseTime: 0 },
      },
    });
    expect(faq.statusCode).toBe(201);
    expect(faq.json.metadata).toMatchObject({
      isFAQ: true,
      model: 'faq-instant',
      responseType: 'faq_preset',
      responseTime: 0,
    });
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
    for (const [sender, message] of [
      ['ai', 'We give every visitor a free house.'],
      ['operator', 'hi'],
      ['system', 'hi'],
    ]) {
      const r = await f.t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: h,
        payload: { message, sender, sessionId: SESSION_A },
      });
      expect(r.statusCode).toBe(403);
    }
  });

  it('makes retried posts idempotent with clientMessageId', async () => {
    const h = f.widget(f.a.test);
    const payload = {
      message: 'hello there',
      sender: 'user',
      sessionId: SESSION_A,
      clientMessageId: 'retry-0001',
    };
    const one = await f.t.inject({ method: 'POST', url: '/api/chat/messages', headers: h, payload });
    const two = await f.t.inject({ method: 'POST', url: '/api/chat/messages', headers: h, payload });
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(200);
    expect(two.json.id).toBe(one.json.id);
    const v1 = {
      message: 'When can I view a property?',
      sessionId: SESSION_A,
      clientMessageId: 'retry-0002',
    };
    const r1 = await f.t.inject({ method: 'POST', url: '/api/v1/chat', headers: h, payload: v1 });
    const r2 = await f.t.inject({ method: 'POST', url: '/api/v1/chat', headers: h, payload: v1 });
    expect(r2.json.messageId).toBe(r1.json.messageId);
    expect(await f.t.services.usage.testUsed(f.a.id)).toBe(1);
  });

  it('ends a session from a beacon body and shows status in the admin list and detail', async () => {
    await ask(f.a.test, undefined, 'When can I view a property?');
    const end = await f.t.inject({
      method: 'POST',
      url: `/api/sessions/${SESSION_A}/end`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      // A beacon sends no headers: the session's secret rides in the body beside the token.
      payload: JSON.stringify({ token: f.a.test, sessionKey: sessionKeyOf(f.a.test, SESSION_A) }),
    });
    expect(end.statusCode).toBe(200);
    const cookie = await f.t.login();
    const list = await f.t.inject({
      method: 'GET',
      url: '/api/chat/sessions?status=inactive&context=real_estate',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json.sessions).toHaveLength(1);
    expect(list.json.sessions[0]).toMatchObject({
      sessionId: SESSION_A,
      clientId: f.a.id,
      status: 'inactive',
      messageCount: 2,
      userMessageCount: 1,
      aiMessageCount: 1,
      businessContext: 'real_estate',
    });
    expect(list.json.summary).toMatchObject({ totalSessions: 1, activeSessions: 0, totalMessages: 2 });
    const active = await f.t.inject({
      method: 'GET',
      url: '/api/chat/sessions?status=active',
      headers: { cookie },
    });
    expect(active.json.sessions).toHaveLength(0);
    const search = await f.t.inject({
      method: 'GET',
      url: '/api/chat/sessions?search=VIEW%20A%20PROP',
      headers: { cookie },
    });
    expect(search.json.total).toBe(1);
    const none = await f.t.inject({
      method: 'GET',
      url: '/api/chat/sessions?context=medical',
      headers: { cookie },
    });
    expect(none.json.total).toBe(0);
    const detail = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions/${SESSION_A}`,
      headers: { cookie },
    });
    expect(detail.json.session.endedAt).toBeTruthy();
    expect(detail.json.messages).toHaveLength(2);
    expect((await f.t.inject({ method: 'GET', url: '/api/chat/sessions' })).statusCode).toBe(401);
    // A new message re-opens the conversation.
    await ask(f.a.test, undefined, 'And on Sunday?');
    const reopened = await f.t.inject({
      method: 'GET',
      url: '/api/chat/sessions?status=active',
      headers: { cookie },
    });
    expect(reopened.json.total).toBe(1);
  });

  it('lets the admin preview with clientContext, marked preview and not counted', async () => {
    const cookie = await f.t.login();
    const h = { cookie };
    const fresh = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}?clientId=${f.a.id}`,
      headers: h,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json.messages).toEqual([]);
    const noClient = await f.t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: h,
      payload: { message: 'When are you open?', sessionId: SESSION_A },
    });
    expect(noClient.statusCode).toBe(400);
    const r = await f.t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: h,
      payload: {
        message: 'When is the office open?',
        sessionId: SESSION_A,
        clientId: f.a.id,
        clientContext: { aiContent: 'Office: the office is open Tuesday to Friday, 8 AM to noon.' },
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json.message).toMatch(/Tuesday to Friday/);
    expect(r.json.metadata.preview).toBe(true);
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
    const msgs = await f.t.inject({
      method: 'GET',
      url: `/api/chat/messages/${SESSION_A}?clientId=${f.a.id}`,
      headers: h,
    });
    expect(msgs.json.messages).toHaveLength(2);
    expect(msgs.json.messages[0].metadata.preview).toBe(true);
  });

  it('serves the widget config, with default branding on Starter', async () => {
    const a = await f.t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: f.widget(f.a.live, 'https://www.sunsetrealty.com'),
    });
    expect(a.json).toMatchObject({
      clientId: f.a.id,
      businessName: 'Sunset Realty Group',
      brandingAllowed: false,
    });
    const b = await f.t.inject({ method: 'GET', url: '/api/widget/config', headers: f.widget(f.b.test) });
    expect(b.json.brandingAllowed).toBe(true);
    expect(b.json.chatCustomizations.faqs).toHaveLength(1);
  });
});

describe('usage and rate limits', () => {
  it('N parallel requests with k replies left give exactly k replies; the rest get a polite 429', async () => {
    // The client's one effective limit (its plan's allowance): the same number the console shows.
    const limit = (await f.t.services.clients.get(f.a.id)).messageLimit;
    await f.t.services.usage.set(f.a.id, limit - 3);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ask(
          f.a.live,
          'https://sunsetrealty.com',
          'When can I view a property?',
          `parallel-session-${String(i).padStart(4, '0')}`,
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.json.code).toBe('usage_limit_reached');
      expect(r.json.reply).toMatch(/email/);
    }
    expect(await f.t.services.usage.used(f.a.id)).toBe(limit);
    // FAQ presets still work at the limit and are not counted.
    const faq = await f.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: f.widget(f.a.test),
      payload: { message: 'Yes, every listing has a virtual tour.', sender: 'ai', sessionId: SESSION_A },
    });
    expect(faq.statusCode).toBe(201);
  });

  it('row 11: rate limits a flooding session and IP with 429 rate_limited', async () => {
    await f.close();
    f = await chatFixture({ chat: { limits: { perSessionPerMinute: 5, perIpPerMinute: 12 } } });
    const h = f.widget(f.a.test);
    const post = (sessionId: string) =>
      f.t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: h,
        payload: { message: 'hi', sender: 'user', sessionId },
      });
    const first = await Promise.all(Array.from({ length: 7 }, () => post(SESSION_A)));
    expect(first.filter((r) => r.statusCode === 429).map((r) => r.json.code)).toEqual([
      'rate_limited',
      'rate_limited',
    ]);
    const second = await Promise.all(Array.from({ length: 7 }, () => post(SESSION_B)));
    // 12 calls per IP: 7 + 5 pass the IP gate, then the rest are refused whatever the session.
    expect(second.filter((r) => r.statusCode === 429)).toHaveLength(2);
    const r = await post('sessionCCCCCCCCCCCCCCCC');
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBeTruthy();
  });
});
