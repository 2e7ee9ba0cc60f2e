import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, startEnv, w, watchErrors, type Env } from './harness.ts';
import { readableColor } from '../chat/readable-color.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

const launcherLook = (page: Page) =>
  w.launcher(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      background: getComputedStyle(el).backgroundColor,
      side: r.left < innerWidth / 2 ? 'left' : 'right',
      width: Math.round(r.width),
      height: Math.round(r.height),
    };
  });

/** A Premium shop whose own look (custom branding) is green and bottom-left. */
async function greenLeftShop() {
  const client = await createShopClient(env.t);
  await env.t.services.clients.update(client.id, {
    chatCustomizations: { ...client.chatCustomizations, themeColor: '#10b981', position: 'bottom-left' },
  });
  return client;
}

describe('the embed loader', () => {
  it("draws the launcher in the client's colour and side, and keeps that look for the next page", async () => {
    const client = await greenLeftShop();
    env.site.setPage(embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! }));
    const context = await env.browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(env.site.url());
    await expect
      .poll(() => launcherLook(page))
      .toEqual({ background: 'rgb(16, 185, 129)', side: 'left', width: 56, height: 56 });

    // The next page draws the cached look before the server answers (the page view is held here).
    await context.route(`${env.t.url}/api/widget/page-view`, () => {});
    await page.goto(env.site.url('127.0.0.1', '/next'));
    expect(await launcherLook(page)).toEqual({
      background: 'rgb(16, 185, 129)',
      side: 'left',
      width: 56,
      height: 56,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets the embed line's data-position and data-primary-color win over the client's look", async () => {
    const client = await greenLeftShop();
    const page0 = embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! });
    env.site.setPage(
      page0.replace(
        'data-client-id=',
        'data-position="bottom-right" data-primary-color="#f00" data-client-id=',
      ),
    );
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.site.url());
    // The server's answer has arrived (and been cached) before the look is read.
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`fd-theme:${id}`), client.id))
      .toBe('#10b981 bottom-left');
    expect(await launcherLook(page)).toEqual({
      background: 'rgb(255, 0, 0)',
      side: 'right',
      width: 56,
      height: 56,
    });
    await w.launcher(page).click();
    // The open chat wears the embed line's colour too, in the shade that keeps white text legible.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(readableColor('#f00').slice(i, i + 2), 16));
    await expect
      .poll(() => w.chat(page).evaluate((el) => getComputedStyle(el.querySelector('.hd')!).backgroundColor))
      .toBe(`rgb(${r}, ${g}, ${b})`);
    await context.close();
  });

  it('refuses a malformed embed line with one console warning and draws nothing', async () => {
    const client = await createShopClient(env.t);
    env.site.setPage(
      embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! }).replace(
        'data-client-id=',
        'data-primary-color="red;background:url(x)" data-client-id=',
      ),
    );
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(env.site.url());
    await expect.poll(() => warnings).toEqual(['[frontdesk] invalid data-primary-color']);
    expect(await page.locator('frontdesk-widget').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as { Frontdesk?: unknown }).Frontdesk)).toBe('object');
    await context.close();
  });
});
