/**
 * Consent mode in Chromium, on a customer page from another origin: with the client's consent mode on
 * and the embed line's data-consent-mode, the widget sends no page view and keeps no device id until
 * the page calls Frontdesk.consent(true) (then this page's view is stored, and the next page's); after
 * consent(false) the next page sends nothing again. A page whose script leaves the attribute out still
 * gets nothing stored (the server refuses views without consent). With consent mode off, views are
 * stored as always. And window.Frontdesk answers no `then`: awaiting it settles.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, startEnv, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

type Fd = { consent(given: boolean): void };
const stored = async (clientId: string) =>
  (await env.t.services.db.selectFrom('page_visits').select('id').where('client_id', '=', clientId).execute())
    .length;

/** Counts the page-view requests the browser sends (sent, whatever the server does with them). */
function countViews(context: BrowserContext) {
  const sent = { n: 0 };
  context.on('request', (r) => {
    if (r.url().endsWith('/api/widget/page-view') && r.method() === 'POST') sent.n++;
  });
  return sent;
}

/** Opens a page and waits until the page API is defined (the page-view module ran). */
async function open(page: Page, path: string) {
  await page.goto(env.site.url('127.0.0.1', path));
  await page.waitForFunction(
    () => typeof (window as { Frontdesk?: { consent?: unknown } }).Frontdesk?.consent === 'function',
  );
}

const shopPage = (clientId: string, token: string, consentAttribute: boolean) =>
  embedPage({ api: env.t.url, clientId, token }).replace(
    'data-client-id=',
    consentAttribute ? 'data-consent-mode data-client-id=' : 'data-client-id=',
  );

describe('consent mode', () => {
  it('records no page view until Frontdesk.consent(true), remembers it, and stops after consent(false)', async () => {
    const client = await createShopClient(env.t);
    await env.t.services.clients.update(client.id, { consentMode: true });
    env.site.setPage(shopPage(client.id, client.accessToken!, true));
    const context = await env.browser.newContext();
    const errors = watchErrors(context);
    const sent = countViews(context);
    const page = await context.newPage();

    await open(page, '/');
    expect(sent.n).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('fd-device'))).toBeNull();
    expect(await stored(client.id)).toBe(0);

    await page.evaluate(() => (window as unknown as { Frontdesk: Fd }).Frontdesk.consent(true));
    await expect.poll(() => stored(client.id)).toBe(1);
    // A second call on the same page records nothing more.
    await page.evaluate(() => (window as unknown as { Frontdesk: Fd }).Frontdesk.consent(true));
    // The choice is kept: the next page records its view without being asked.
    await open(page, '/next');
    await expect.poll(() => stored(client.id)).toBe(2);
    expect(sent.n).toBe(2);

    await page.evaluate(() => (window as unknown as { Frontdesk: Fd }).Frontdesk.consent(false));
    await open(page, '/after');
    expect(sent.n).toBe(2);
    expect(await stored(client.id)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('replays a consent(true) called before the widget arrived', async () => {
    const client = await createShopClient(env.t);
    await env.t.services.clients.update(client.id, { consentMode: true });
    // The page's banner answered before the loader ran: the call is queued and replayed.
    env.site.setPage(
      shopPage(client.id, client.accessToken!, true).replace(
        '<script async',
        `<script>addEventListener('load', () => Frontdesk.consent(true));</script><script async`,
      ),
    );
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await open(page, '/');
    await expect.poll(() => stored(client.id)).toBe(1);
    await context.close();
  });

  it('stores nothing from a script that leaves the consent out, and records as always with consent mode off', async () => {
    const client = await createShopClient(env.t);
    await env.t.services.clients.update(client.id, { consentMode: true });
    // The embed line without data-consent-mode (an old or altered script): it sends, the server refuses.
    env.site.setPage(shopPage(client.id, client.accessToken!, false));
    const context = await env.browser.newContext();
    const sent = countViews(context);
    const page = await context.newPage();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/widget/page-view'));
    await open(page, '/');
    expect(await (await answer).json()).toMatchObject({ recorded: false, code: 'consent_required' });
    expect(sent.n).toBe(1);
    expect(await stored(client.id)).toBe(0);

    await env.t.services.clients.update(client.id, { consentMode: false });
    await open(page, '/again');
    await expect.poll(() => stored(client.id)).toBe(1);
    await context.close();
  });

  it('lets a page await window.Frontdesk: it answers no then, before and after the page API arrives', async () => {
    const client = await createShopClient(env.t);
    env.site.setPage(shopPage(client.id, client.accessToken!, false));
    const context = await env.browser.newContext();
    const page = await context.newPage();
    // Held: the page-view module never arrives, so window.Frontdesk is the loader's queueing object.
    await context.route(/\/widget\/page-[\w-]+\.js$/, () => {});
    await page.goto(env.site.url());
    await page.waitForFunction(() => 'Frontdesk' in window);
    const settles = () =>
      page.evaluate(async () => {
        const fd = (window as unknown as { Frontdesk: { then?: unknown; mount?: unknown } }).Frontdesk;
        const got = await Promise.race([
          Promise.resolve(fd).then((v) => (v === fd ? 'settled with it' : 'other')),
          new Promise((r) => setTimeout(() => r('never settled'), 0)),
        ]);
        return { got, then: typeof fd.then, mount: typeof fd.mount };
      });
    expect(await settles()).toEqual({ got: 'settled with it', then: 'boolean', mount: 'function' });
    await context.unroute(/\/widget\/page-[\w-]+\.js$/);
    await open(page, '/');
    expect(await settles()).toEqual({ got: 'settled with it', then: 'boolean', mount: 'function' });
    await context.close();
  });
});
