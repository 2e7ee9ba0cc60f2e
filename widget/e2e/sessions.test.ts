import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const storedSession = (page: Page, clientId: string) =>
  page.evaluate(
    (id) =>
      (JSON.parse(localStorage.getItem(`fd-session:${id}`) ?? 'null') as { id: string } | null)?.id ?? null,
    clientId,
  );

/** The session's server-issued secret, as the widget keeps it beside the session id. */
const storedSessionKey = (page: Page, clientId: string) =>
  page.evaluate(
    (id) =>
      (JSON.parse(localStorage.getItem(`fd-skey:${id}`) ?? 'null') as { key: string } | null)?.key ?? '',
    clientId,
  );

async function openShop(o: { faqs?: { question: string; answer: string }[] } = {}) {
  const { t, site, browser } = env;
  const client = await createShopClient(t, o);
  site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
  const context = await browser.newContext();
  const errors = watchErrors(context);
  const page = await context.newPage();
  return { client, context, errors, page };
}

async function chatOnce(page: Page, text = 'When do you ship?') {
  await sendMessage(page, text);
  await expect.poll(() => w.messages(page, 'ai').count()).toBeGreaterThan(0);
  await expect.poll(() => w.input(page).isEnabled()).toBe(true);
}

describe('widget sessions', () => {
  it('expires after 24 h (checked every 5 minutes on an injected clock) and starts fresh', async () => {
    const { client, context, page, errors } = await openShop();
    await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
    await page.goto(env.site.url());
    await w.launcher(page).click();
    await chatOnce(page);
    const first = await storedSession(page, client.id);
    expect(first).toMatch(/^[\w-]{56}$/);

    await page.clock.fastForward('23:00:00');
    await page.clock.runFor(5 * 60_000);
    expect(await storedSession(page, client.id)).toBe(first);
    expect(await w.messages(page).count()).toBe(2);

    await page.clock.fastForward('01:00:00');
    await page.clock.runFor(5 * 60_000);
    await expect.poll(() => storedSession(page, client.id)).not.toBe(first);
    await expect.poll(() => w.messages(page).count()).toBe(0);
    await w.chat(page).getByText('Hello! How can I help you today?').waitFor();
    expect(await page.evaluate((id) => localStorage.getItem(`fd-cache:${id}`), client.id)).not.toContain(
      'When do you ship?',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restarts on request, ending the old session on the server', async () => {
    const { client, context, page, errors } = await openShop();
    await page.goto(env.site.url());
    await w.launcher(page).click();
    await chatOnce(page);
    const first = await storedSession(page, client.id);
    await w.chat(page).getByTitle('Restart Chat Session').click();
    await expect.poll(() => storedSession(page, client.id)).not.toBe(first);
    expect(await w.messages(page).count()).toBe(0);
    await expect
      .poll(
        async () =>
          (
            await env.t.services.db
              .selectFrom('chat_sessions')
              .select('status')
              .where('client_id', '=', client.id)
              .where('session_id', '=', first!)
              .executeTakeFirst()
          )?.status,
      )
      .toBe('inactive');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an FAQ instantly, marked as such and linked to its question, and returns to the FAQ list', async () => {
    // Two FAQs share one answer text: the answer is linked by the question message's id, not its text.
    const faqs = [
      { question: 'Is gift wrapping free?', answer: 'Yes, gift wrapping is free on every order.' },
      { question: 'Do you gift wrap?', answer: 'Yes, gift wrapping is free on every order.' },
    ];
    const { client, context, page, errors } = await openShop({ faqs });
    await page.goto(env.site.url());
    await w.launcher(page).click();
    const chat = w.chat(page);
    await chat.getByRole('button', { name: 'FAQ Do you gift wrap?' }).click();
    const answer = w.messages(page, 'ai').first();
    await expect.poll(() => answer.innerText()).toContain('gift wrapping is free');
    await answer.getByText('Instant FAQ Response').waitFor();
    await answer.getByText('FAQ', { exact: true }).waitFor();
    expect(await chat.getByText(/^Response time:/).count()).toBe(0);
    await chat.getByRole('button', { name: 'Return to FAQ' }).click();
    await chat.getByRole('button', { name: 'FAQ Do you gift wrap?' }).waitFor();
    const stored = await env.t.services.db
      .selectFrom('chat_messages')
      .select(['id', 'sender', 'metadata', 'reply_to'])
      .where('client_id', '=', client.id)
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(stored[1]!.reply_to).toBe(stored[0]!.id);
    expect(JSON.parse(stored[1]!.metadata)).toMatchObject({
      isFAQ: true,
      model: 'faq-instant',
      responseType: 'faq_preset',
      responseTime: 0,
      sources: [{ title: 'Do you gift wrap?', url: null, kind: 'faq' }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the conversation across a reload and catches up after a dropped connection', async () => {
    const { client, context, page, errors } = await openShop();
    await page.goto(env.site.url());
    await w.launcher(page).click();
    await chatOnce(page);
    const sessionId = (await storedSession(page, client.id))!;
    const sessionKey = await storedSessionKey(page, client.id);
    expect(sessionKey.length).toBeGreaterThanOrEqual(22);

    await page.reload();
    // The conversation is active, so the chat comes back open without a click.
    await expect.poll(() => w.messages(page).count()).toBe(2);
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);

    // Drop the connection; while the widget is offline, a message lands in the session.
    await context.setOffline(true);
    env.t.app.io.of('/widget').sockets.forEach((s) => s.conn.close());
    const posted = await env.t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: {
        authorization: `Bearer ${client.accessToken}`,
        origin: env.site.url().replace(/\/$/, ''),
        'x-session-key': sessionKey,
      },
      payload: { message: 'Sent from my other tab', sender: 'user', sessionId },
    });
    expect(posted.statusCode).toBe(201);
    await context.setOffline(false);
    await w.chat(page).getByText('Sent from my other tab').waitFor({ timeout: 15_000 });
    expect(await w.messages(page).count()).toBe(3);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
    await context.close();
  });

  it('fills a phone screen and closes with Escape, returning focus to the launcher', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).tap();
    const chat = w.chat(page);
    await chat.waitFor({ state: 'visible' });
    expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
    await chatOnce(page, 'What are your store hours?');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    expect(
      await w.launcher(page).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el),
    ).toBe(true);
    expect(await w.launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
