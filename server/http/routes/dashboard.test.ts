import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../system.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertChat } from '../../testing/chat-rows.ts';

let t: TestApp;
afterEach(async () => t?.close());

const addChat = (t: TestApp, clientId: string, sessionId: string, at: string, messages: string[]) =>
  insertChat(t.services.db, { clientId, sessionId, at, messages });

describe('dashboard API', () => {
  it('computes totals and growth against last month', async () => {
    const clock = createManualClock('2026-10-10T12:00:00.000Z');
    t = await startTestApp({ clock });
    const mk = (domain: string) =>
      t.services.clients.create({ clientName: 'A', businessName: `Biz ${domain}`, domain, plan: 'Starter' });
    const oct = await mk('a.com');
    await addChat(t, oct.id, 'session-october-0001', '2026-10-10T12:00:00.000Z', ['hi', 'hello']);
    clock.set('2026-11-05T09:00:00.000Z');
    const nov = await mk('b.com');
    await mk('c.com');
    await addChat(t, nov.id, 'session-november-001', '2026-11-05T08:59:00.000Z', ['a', 'b', 'c', 'd', 'e']);
    const cookie = await t.login();
    const stats = await t.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { cookie } });
    expect(stats.json).toEqual({
      totalClients: 3,
      totalMessages: 7,
      totalChats: 2,
      activeSessions: 1,
      apiCost: 0,
      clientsGrowth: 100,
      messagesGrowth: 150,
    });
  });

  it('shows null growth with no history and an unknown cost when tokens carry no price', async () => {
    t = await startTestApp();
    const cookie = await t.login();
    const c = await t.services.clients.create({
      clientName: 'A',
      businessName: 'B',
      domain: 'a.com',
      plan: 'Starter',
    });
    await t.services.usage.recordTokens(c.id, 100, 50, 0);
    const stats = (await t.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { cookie } }))
      .json;
    expect(stats).toMatchObject({ clientsGrowth: null, messagesGrowth: null, apiCost: null });
    await t.services.usage.recordTokens(c.id, 1000, 500, 0.0125);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { cookie } })).json
        .apiCost,
    ).toBe(0.0125);
  });

  it('lists recent chats newest first with their last message', async () => {
    const clock = createManualClock('2026-11-05T10:00:00.000Z');
    t = await startTestApp({ clock });
    const cookie = await t.login();
    const c = await t.services.clients.create({
      clientName: 'Ann Lee',
      businessName: 'Lee Bakery',
      domain: 'lee.com',
      plan: 'Starter',
    });
    await addChat(t, c.id, 'session-old-000000001', '2026-11-05T08:00:00.000Z', [
      'old question',
      'old answer',
    ]);
    await addChat(t, c.id, 'session-new-000000001', '2026-11-05T09:55:00.000Z', ['new question']);
    // A console preview (the newest conversation) is the operator testing, not a visitor's chat.
    const preview = await t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: { cookie },
      payload: { message: 'Do you bake rye bread?', sessionId: 'preview_0123456789abcdef', clientId: c.id },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json.metadata.preview).toBe(true);
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/dashboard/recent-chats',
      headers: { cookie },
    });
    expect(res.json.recentChats).toEqual([
      {
        sessionId: 'session-new-000000001',
        clientId: c.id,
        clientName: 'Ann Lee',
        businessName: 'Lee Bakery',
        avatar: 'LB',
        lastMessage: 'new question',
        visitorEmail: null,
        timestamp: '2026-11-05T09:55:00.000Z',
        status: 'active',
      },
      {
        sessionId: 'session-old-000000001',
        clientId: c.id,
        clientName: 'Ann Lee',
        businessName: 'Lee Bakery',
        avatar: 'LB',
        lastMessage: 'old answer',
        visitorEmail: null,
        timestamp: '2026-11-05T08:00:00.000Z',
        status: 'idle',
      },
    ]);
  });
});
