import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe('the embedded widget', () => {
  it('chats end to end on the registered origin, records the page view, and logs no errors', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url('127.0.0.1', '/products?x=1'));

    await expect
      .poll(() =>
        t.services.db
          .selectFrom('page_visits')
          .select('page_url')
          .where('client_id', '=', client.id)
          .execute(),
      )
      .toEqual([{ page_url: site.url('127.0.0.1', '/products?x=1') }]);
    // The chat bundle is not loaded before the visitor asks for it.
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect((await scripts()).some((n) => n.includes('/widget/chat-'))).toBe(false);

    await w.launcher(page).click();
    await expect.poll(async () => (await scripts()).some((n) => n.includes('/widget/chat-'))).toBe(true);
    const chat = w.chat(page);
    await chat.getByText('Loopback Shop').first().waitFor();
    await chat.getByText('Online').waitFor();
    await expect
      .poll(() => w.input(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);

    await sendMessage(page, 'How long does shipping take?');
    const reply = w.messages(page, 'ai').first();
    await reply.waitFor();
    await expect.poll(() => reply.innerText()).toMatch(/2 business days/);
    await chat.getByText('Sources:').waitFor();
    expect(await chat.getByText(/Response time/).count()).toBe(0);
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);
    expect(await chat.locator('time').first().innerText()).toMatch(/^\d{1,2}:\d{2}/);

    const sessionId = await page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`fd-session:${id}`)!).id as string,
      client.id,
    );
    const device = await page.evaluate(() => localStorage.getItem('fd-device'));
    expect(sessionId.startsWith(device!)).toBe(true);
    const stored = await t.services.db
      .selectFrom('chat_messages')
      .select(['sender', 'message'])
      .where('client_id', '=', client.id)
      .where('session_id', '=', sessionId)
      .execute();
    expect(stored.map((m) => m.sender)).toEqual(['user', 'ai']);

    // The visitor counts as chat-engaged on the analytics dashboard.
    const cookie = await t.login();
    const analytics = await t.inject({
      method: 'GET',
      url: `/api/v1/analytics/dashboard/${client.id}?timeframe=1d`,
      headers: { cookie },
    });
    expect(analytics.json.analytics.visitors).toEqual({
      totalVisitors: 1,
      totalPageViews: 1,
      chatEngagementRate: 100,
    });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the unavailable state on an unregistered origin, where the server refuses the token', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const refusals: number[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(t.url + '/api/')) refusals.push(r.status());
    });
    await page.goto(site.url('localhost'));
    await w.launcher(page).click();
    await w
      .chat(page)
      .getByText(/Chat is unavailable on this website/)
      .waitFor();
    expect(await w.input(page).count()).toBe(0);
    // Not a green "Online" over the refusal, and the owner is told where the token works.
    expect(await w.chat(page).getByText('Online').count()).toBe(0);
    await w.chat(page).getByText('Unavailable', { exact: true }).waitFor();
    await expect
      .poll(() => warnings.join(' | '))
      .toContain('Frontdesk: This token is not allowed on this website; it is registered for 127.0.0.1.');
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
    expect(refusals.every((s) => s === 403)).toBe(true);
    expect(
      await t.services.db.selectFrom('page_visits').selectAll().where('client_id', '=', client.id).execute(),
    ).toEqual([]);
    await context.close();
  });
});
