/**
 * The widget without a socket (socket.io blocked) asks for each reply by the id of the message it just
 * posted: the same question twice gets two replies, each linked to its own message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('the widget on plain REST', () => {
  it('posts the message, then asks ai-response for the reply to that message id', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    let socketTries = 0;
    await context.routeWebSocket(/\/socket\.io\//, (ws) => {
      socketTries++;
      void ws.close();
    });
    await context.route(/\/socket\.io\//, (route) => {
      socketTries++;
      void route.abort();
    });
    const asked: { message: string; sessionId: string; messageId?: string }[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/chat/ai-response'))
        asked.push(r.postDataJSON() as (typeof asked)[number]);
    });
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).click();

    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(2);
    expect(socketTries).toBeGreaterThan(0);

    expect(asked).toHaveLength(2);
    const sessionId = asked[0]!.sessionId;
    const { messages } = await t.services.chatSessions.detail(sessionId, client.id);
    const questions = messages.filter((m) => m.sender === 'user');
    const replies = messages.filter((m) => m.sender === 'ai');
    expect(questions.map((m) => m.message)).toEqual(['When do you ship?', 'When do you ship?']);
    expect(asked.map((a) => [a.message, a.messageId])).toEqual(
      questions.map((q) => ['When do you ship?', q.id]),
    );
    expect(replies.map((r) => r.metadata.replyTo)).toEqual(questions.map((q) => q.id));
    expect(await w.messages(page, 'ai').first().textContent()).toMatch(/2 business days/);
    expect(errors.filter((e) => !/socket\.io|WebSocket|ERR_FAILED/i.test(e))).toEqual([]);
    await context.close();
  });
});
