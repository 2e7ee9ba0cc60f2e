/**
 * The preview's own route: the console and a workspace read a client's look with the signed-in cookie,
 * live or test, so a preview never sends the live token from the console's origin (a 403). A
 * workspace previews its own client only; a preview's replies are marked and never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS, type Client } from '../../../contract/clients.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/chat/preview/config', () => {
  let t: TestApp;
  let admin: string;
  let live: Client;
  let other: Client;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login();
    live = await t.services.clients.create({
      clientName: 'Rosa Roaster',
      businessName: 'Rosa Coffee',
      domain: 'rosa.example',
      plan: 'Premium',
      aiContent: 'We roast on Mondays and ship on Tuesdays.',
      chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, headerTitle: 'Ask Rosa', themeColor: '#7c2d12' },
    });
    await t.services.clients.generateToken(live.id, 'live');
    await t.services.clients.setTestMode(live.id, false);
    other = await t.services.clients.create({
      clientName: 'Otto',
      businessName: 'Otto Bikes',
      domain: 'otto.example',
      plan: 'Starter',
    });
    customer = (await signedInCustomer(t, live.id, 'maya@rosa.example', 'member')).cookie;
  });
  afterAll(async () => t.close());

  const config = (cookie: string, clientId: string) =>
    t.inject({ method: 'GET', url: `/api/chat/preview/config?clientId=${clientId}`, headers: { cookie } });

  it('gives an operator a live client’s own look, which its live token from the console is refused', async () => {
    const fresh = await t.services.clients.get(live.id);
    expect(fresh.testMode).toBe(false);
    const byToken = await t.inject({
      method: 'GET',
      url: '/api/widget/config',
      headers: { authorization: `Bearer ${fresh.accessToken}`, origin: t.url || 'http://127.0.0.1' },
    });
    expect(byToken.statusCode).toBe(403);
    const res = await config(admin, live.id);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      clientId: live.id,
      businessName: 'Rosa Coffee',
      chatCustomizations: { headerTitle: 'Ask Rosa', themeColor: '#7c2d12' },
    });
  });

  it('gives a workspace its own client and nothing of another (404), and refuses the signed-out', async () => {
    expect((await config(customer, live.id)).json.businessName).toBe('Rosa Coffee');
    expect((await config(customer, other.id)).statusCode).toBe(404);
    expect((await config(admin, 'no-such-client')).statusCode).toBe(404);
    expect((await config('', live.id)).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/chat/preview/config', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(400);
  });

  it('tells the live widget when the assistant cannot answer (plan used up); a preview always can', async () => {
    const fresh = await t.services.clients.get(live.id);
    const byToken = () =>
      t.inject({
        method: 'GET',
        url: '/api/widget/config',
        headers: { authorization: `Bearer ${fresh.accessToken}`, origin: 'https://rosa.example' },
      });
    expect((await byToken()).json.answering).toBe(true);
    await t.services.usage.set(live.id, fresh.messageLimit);
    expect((await byToken()).json.answering).toBe(false);
    expect((await config(admin, live.id)).json.answering).toBe(true);
    await t.services.usage.set(live.id, 0);
  });

  it('chats as a preview on the same cookie: marked, and not counted on the plan', async () => {
    const sessionId = 'preview_0123456789abcdef0123';
    const res = await t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: { cookie: customer, 'content-type': 'application/json' },
      payload: { message: 'When do you roast?', sessionId, clientId: live.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata.preview).toBe(true);
    expect((await t.services.clients.get(live.id)).messagesUsed).toBe('0');
    const spend = await t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: { cookie: customer, 'content-type': 'application/json' },
      payload: { message: 'Hello', sessionId, clientId: other.id },
    });
    expect(spend.statusCode).toBe(404);
  });
});
