/**
 * In Chromium, the widget engages visitors as the business set it (issue 32, part 3): the pre-chat
 * form refuses an invalid email on the page and stores a lead with the visitor's name; the dark theme
 * (fixed, or following the system) and the header's logo; a proactive message on its path only, once
 * a day; greetings and suggested questions by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatCustomizations } from '../../contract/clients.ts';
import { createShopClient, embedPage, startEnv, w, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

/** A shop with these customisations, embedded on the host site. */
async function shopWith(custom: Partial<ChatCustomizations>) {
  const { t, site } = env;
  const client = await createShopClient(t);
  await t.services.clients.update(client.id, {
    chatCustomizations: { ...client.chatCustomizations, ...custom },
  });
  site.setPage(embedPage({ api: t.url, clientId: client.id, token: client.accessToken! }));
  return client;
}

describe('engaging visitors', () => {
  it('asks the pre-chat form first, refuses an invalid email on the page, and stores the lead', async () => {
    const { t, site, browser } = env;
    const client = await shopWith({ preChatForm: { enabled: true, fields: ['name', 'email', 'consent'] } });
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/chat/pre-chat') && posts.push(r.postData() ?? ''));
    await page.goto(site.url());
    await w.launcher(page).click();
    const form = page.locator('frontdesk-chat [data-pre-chat]');
    await form.getByText('Before we start, tell us who you are.').waitFor();
    // No message box before the form is answered.
    expect(await w.input(page).count()).toBe(0);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@invalid');
    await form.getByLabel('I agree that my details are stored to answer me.').check();
    await form.getByRole('button', { name: 'Start chat' }).click();
    await form.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    expect(posts).toEqual([]);
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Start chat' }).click();
    await w.input(page).waitFor();
    expect(posts).toHaveLength(1);
    await expect
      .poll(async () => (await t.services.insights.leads(client.id)).leads)
      .toEqual([
        expect.objectContaining({
          email: 'ada@example.com',
          name: 'Ada Lovelace',
          consent: 'I agree that my details are stored to answer me.',
        }),
      ]);
    // Answered once in this browser: the next page view goes straight to the chat.
    await page.reload();
    await w.launcher(page).click();
    await w.input(page).waitFor();
    expect(await form.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the dark theme, follows the system with auto, and shows the logo', async () => {
    const { t, site, browser } = env;
    await shopWith({ theme: 'dark', logoUrl: '/uploads/bike-barn.svg' });
    const context = await browser.newContext({ colorScheme: 'light' });
    const errors = watchErrors(context);
    const page = await context.newPage();
    // The logo file itself is the business's upload; here the browser is handed one.
    await page.route('**/uploads/bike-barn.svg', (r) =>
      r.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>',
      }),
    );
    await page.goto(site.url());
    await w.launcher(page).click();
    const chat = w.chat(page);
    // The first look is the built-in one until the client's config arrives.
    await expect.poll(() => chat.getAttribute('data-theme')).toBe('dark');
    const background = () => chat.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(17, 24, 39)');
    // The logo path names a file on our server, not on the shop's site.
    expect(await chat.locator('img.lo').getAttribute('src')).toBe(`${t.url}/uploads/bike-barn.svg`);

    await shopWith({ theme: 'auto', logoUrl: '/uploads/bike-barn.svg' });
    await page.reload();
    await w.launcher(page).click();
    await chat.locator('img.lo').waitFor();
    expect(await chat.getAttribute('data-theme')).toBe('light');
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => chat.getAttribute('data-theme')).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a proactive message once on its path: not on another path, not again after a reload that day', async () => {
    const { site, browser } = env;
    await shopWith({
      proactive: [{ path: '/pricing*', delaySeconds: 3, message: 'Questions about our plans? Ask us.' }],
    });
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    // The page's timers and date run on a clock the test moves.
    await page.clock.install({ time: new Date('2026-12-07T10:00:00') });
    const bubble = page.locator('frontdesk-widget .pb');
    const pageView = () => page.waitForResponse((r) => r.url().endsWith('/api/widget/page-view'));
    const proactiveLoads = () => page.waitForRequest((r) => r.url().includes('/proactive-'));
    /** Moves the page's clock on until the bubble shows (the module arms its timer once it loads). */
    const bubbleShows = () =>
      expect
        .poll(async () => {
          await page.clock.runFor(1000);
          return bubble.count();
        })
        .toBe(1);

    // Another path: the page view answers no message, and none is loaded or shown.
    let view = pageView();
    await page.goto(site.url('127.0.0.1', '/blog/new-bikes'));
    expect((await (await view).json()).proactive).toBeNull();
    await page.clock.runFor(10_000);
    expect(await bubble.count()).toBe(0);
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    ).not.toContainEqual(expect.stringContaining('/proactive-'));

    // Its path: after the delay, the bubble by the launcher; clicking it opens the chat.
    view = pageView();
    await page.goto(site.url('127.0.0.1', '/pricing'));
    expect((await (await view).json()).proactive).toMatchObject({ delaySeconds: 3 });
    await bubbleShows();
    await bubble.getByText('Questions about our plans? Ask us.').waitFor();
    expect(await bubble.getByRole('button', { name: 'Close chat' }).count()).toBe(1);
    await bubble.getByText('Questions about our plans? Ask us.').click();
    expect(await w.launcher(page).getAttribute('aria-expanded')).toBe('true');
    expect(await bubble.count()).toBe(0);

    // Reloaded the same day (the chat closed): the message is not shown again.
    await w.launcher(page).click();
    view = pageView();
    const loaded = proactiveLoads();
    await page.reload();
    await view;
    await loaded;
    // The module runs once loaded and would arm its timer then: the clock moves past the delay again
    // and again, with real time between for the module to run.
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(300);
      await page.clock.runFor(2000);
    }
    expect(await bubble.count()).toBe(0);

    // The next day it may show once more.
    await page.clock.fastForward('24:00:00');
    view = pageView();
    await page.reload();
    await view;
    await bubbleShows();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('greets by page and suggests its questions, which the visitor sends with a click', async () => {
    const { site, browser } = env;
    await shopWith({
      pageRules: [
        {
          path: '/pricing*',
          greeting: 'Comparing plans? Ask me anything.',
          suggestions: ['How long does shipping take?'],
        },
      ],
    });
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url('127.0.0.1', '/about'));
    await w.launcher(page).click();
    await w.input(page).waitFor();
    expect(await w.chat(page).locator('[data-suggestions]').count()).toBe(0);

    await page.goto(site.url('127.0.0.1', '/pricing/teams'));
    await w.launcher(page).click();
    const chat = w.chat(page);
    await chat.getByText('Comparing plans? Ask me anything.').waitFor();
    await chat
      .getByRole('group', { name: 'Suggested questions' })
      .getByRole('button', { name: 'How long does shipping take?' })
      .click();
    await expect
      .poll(() => w.messages(page, 'user').first().innerText())
      .toContain('How long does shipping take?');
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toContain('2 business days');
    expect(await chat.locator('[data-suggestions]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
